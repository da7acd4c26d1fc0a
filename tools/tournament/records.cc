#include "tools/tournament/records.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "absl/status/status.h"
#include "common/core/rng.h"

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;

std::string Hex(uint64_t value) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string text(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) text[i] = kDigits[value & 15];
  return text;
}

std::string ReadWholeFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

absl::Status ErrnoError(const std::string& what) {
  return absl::InternalError(what + ": " + std::strerror(errno));
}

}  // namespace

std::string Fingerprint(const TournamentSpec& spec) {
  // FNV-1a over the canonical JSON, then mixed; only needs to tell
  // tournaments apart, not resist forgery. The canonical JSON keeps the seed
  // a number, as tournament.json once held it, so that every directory keeps
  // its fingerprint.
  nlohmann::json canonical = SpecToJson(spec);
  canonical["seed"] = spec.seed;
  const std::string text = canonical.dump();
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
  return Hex(SplitMix64(hash));
}

nlohmann::json SpecToJson(const TournamentSpec& spec) {
  nlohmann::json bots = nlohmann::json::array();
  for (const Bot& bot : spec.bots) {
    bots.push_back({{"name", bot.name}, {"command", bot.command}});
  }
  return {
      {"game", spec.game},
      {"format", spec.format == Format::kGauntlet ? "gauntlet" : "round-robin"},
      {"games", spec.games},
      {"seed", arena::SeedText(spec.seed)},
      {"match_flags", spec.match_flags},
      {"bots", bots}};
}

absl::StatusOr<TournamentSpec> SpecFromJson(const nlohmann::json& json) {
  try {
    TournamentSpec spec;
    spec.game = json.at("game").get<std::string>();
    const std::string format = json.at("format").get<std::string>();
    if (format != "gauntlet" && format != "round-robin") {
      return absl::InvalidArgumentError("unknown format '" + format + "'");
    }
    spec.format =
        format == "gauntlet" ? Format::kGauntlet : Format::kRoundRobin;
    spec.games = json.at("games").get<int>();
    const absl::StatusOr<uint64_t> seed = arena::SeedFromJson(json.at("seed"));
    if (!seed.ok()) {
      return absl::InvalidArgumentError("bad tournament: " +
                                        std::string(seed.status().message()));
    }
    spec.seed = *seed;
    spec.match_flags = json.value("match_flags", std::string());
    for (const auto& bot : json.at("bots")) {
      spec.bots.push_back({bot.at("name").get<std::string>(),
                           bot.at("command").get<std::string>()});
    }
    return spec;
  } catch (const nlohmann::json::exception& e) {
    return absl::InvalidArgumentError(std::string("bad tournament: ") +
                                      e.what());
  }
}

std::string TournamentFile(const std::string& dir) {
  return dir + "/tournament.json";
}
std::string ResultsFile(const std::string& dir) {
  return dir + "/results.jsonl";
}
std::string GameDir(const std::string& dir, int id) {
  return dir + "/games/" + GameIdText(id);
}

absl::StatusOr<TournamentSpec> ReadSpec(const std::string& dir) {
  const std::string path = TournamentFile(dir);
  if (!fs::exists(path)) {
    return absl::NotFoundError(path +
                               " is missing: not a tournament directory");
  }
  nlohmann::json json = nlohmann::json::parse(ReadWholeFile(path), nullptr,
                                              /*allow_exceptions=*/false);
  if (json.is_discarded()) return absl::DataLossError(path + " is not JSON");
  auto spec = SpecFromJson(json);
  if (!spec.ok()) {
    return absl::DataLossError(path + ": " +
                               std::string(spec.status().message()));
  }
  return spec;
}

absl::Status WriteOrCheckSpec(const std::string& dir,
                              const TournamentSpec& spec) {
  std::error_code error;
  fs::create_directories(dir + "/games", error);
  if (error) {
    return absl::PermissionDeniedError("cannot create " + dir +
                                       "/games: " + error.message());
  }
  if (fs::exists(TournamentFile(dir))) {
    auto existing = ReadSpec(dir);
    if (!existing.ok()) return existing.status();
    if (Fingerprint(*existing) != Fingerprint(spec)) {
      return absl::FailedPreconditionError(
          dir + " holds a different tournament (" + TournamentFile(dir) +
          "); resume needs the same game, entrants, format, games and seed");
    }
    return absl::OkStatus();
  }
  // Written under a temporary name and renamed, so it is never half there.
  const std::string temporary = TournamentFile(dir) + ".tmp";
  {
    std::ofstream out(temporary);
    nlohmann::json json = SpecToJson(spec);
    json["fingerprint"] = Fingerprint(spec);
    out << json.dump(2) << "\n";
    if (!out) return absl::PermissionDeniedError("cannot write " + temporary);
  }
  fs::rename(temporary, TournamentFile(dir), error);
  if (error) return absl::InternalError("rename: " + error.message());
  return absl::OkStatus();
}

namespace {

// Completes `record` (its schedule entry filled in) with the referee's
// result, which must name exactly the scheduled entrants.
absl::StatusOr<GameRecord> WithResult(
    GameRecord record, const absl::StatusOr<arena::MatchResult>& result,
    std::string result_line) {
  const std::string game = "game " + GameIdText(record.id);
  if (!result.ok()) {
    return absl::DataLossError(
        game + ": bad result line: " + std::string(result.status().message()));
  }
  const std::set<std::string> expected(record.seat_names.begin(),
                                       record.seat_names.end());
  std::set<std::string> seen;
  for (const arena::EntrantResult& entrant : result->entrants) {
    if (!expected.count(entrant.name) || !seen.insert(entrant.name).second) {
      return absl::DataLossError(game + ": unexpected entrant '" +
                                 entrant.name + "' in the result");
    }
  }
  if (seen != expected) {
    return absl::DataLossError(game + ": the result lacks some entrants");
  }
  record.result = *result;
  record.result_line = std::move(result_line);
  return record;
}

}  // namespace

absl::StatusOr<GameRecord> MakeRecord(const GameSpec& game,
                                      const TournamentSpec& spec,
                                      const std::string& result_line) {
  GameRecord record;
  record.id = game.id;
  record.unit = game.unit;
  record.round = game.round;
  record.seed = game.seed;
  for (int bot : game.seats) record.seat_names.push_back(spec.bots[bot].name);
  return WithResult(std::move(record), arena::ParseResultLine(result_line),
                    result_line);
}

std::string RecordLine(const GameRecord& record,
                       const std::string& fingerprint) {
  const arena::Json head = {{"id", record.id},
                            {"tournament", fingerprint},
                            {"unit", record.unit},
                            {"round", record.round},
                            {"seed", arena::SeedText(record.seed)},
                            {"seats", record.seat_names}};
  std::string line =
      head.dump(-1, ' ', false, arena::Json::error_handler_t::replace);
  line.pop_back();  // the closing brace: the referee's line goes last
  return line + ",\"result\":" +
         (record.result_line.empty() ? arena::ToJson(record.result).dump()
                                     : record.result_line) +
         "}\n";
}

absl::StatusOr<GameRecord> ParseRecordLine(const std::string& line,
                                           const std::string& fingerprint) {
  const arena::Json json =
      arena::Json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return absl::DataLossError("record is not JSON");
  GameRecord record;
  try {
    if (json.at("tournament").get<std::string>() != fingerprint) {
      return absl::FailedPreconditionError(
          "record of game " + std::to_string(json.at("id").get<int>()) +
          " belongs to another tournament");
    }
    record.id = json.at("id").get<int>();
    record.unit = json.at("unit").get<int>();
    record.round = json.at("round").get<int>();
    const absl::StatusOr<uint64_t> seed = arena::SeedFromJson(json.at("seed"));
    if (!seed.ok()) {
      return absl::DataLossError("bad record of game " +
                                 std::to_string(record.id) + ": " +
                                 std::string(seed.status().message()));
    }
    record.seed = *seed;
    record.seat_names = json.at("seats").get<std::vector<std::string>>();
    const arena::Json& result = json.at("result");
    return WithResult(std::move(record), arena::ResultFromJson(result),
                      result.dump());
  } catch (const arena::Json::exception& e) {
    return absl::DataLossError(std::string("bad record: ") + e.what());
  }
}

std::vector<std::string> CompleteLines(const std::string& path) {
  const std::string text = ReadWholeFile(path);
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1) {
    if (end > start) lines.push_back(text.substr(start, end - start));
  }
  return lines;
}

absl::StatusOr<std::string> GameResultLine(const std::string& game_dir) {
  // A plan line run twice appends a second result; the game counts once,
  // as it first ended.
  const auto lines = CompleteLines(game_dir + "/results.jsonl");
  if (lines.empty()) {
    return absl::NotFoundError(game_dir + " holds no finished game");
  }
  return lines.front();
}

namespace {

// Moves the lines numbered in `bad` (from 1) of `path` to `path`.rejected,
// appended, and rewrites `path` without them (a new file renamed over it, so
// a kill leaves one whole version or the other).
absl::Status SetAside(const std::string& path, const std::set<int>& bad) {
  const std::string text = ReadWholeFile(path);
  std::string kept, rejected;
  int number = 0;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1) {
    ++number;
    (bad.count(number) ? rejected : kept) +=
        text.substr(start, end + 1 - start);
  }
  // A torn last line stays where it is: the results log cuts it off.
  kept += text.substr(start);
  std::ofstream(path + ".rejected", std::ios::app | std::ios::binary)
      << rejected;
  const std::string fresh = path + ".new";
  {
    std::ofstream out(fresh, std::ios::trunc | std::ios::binary);
    out << kept;
    out.flush();
    if (!out) return ErrnoError("cannot write " + fresh);
  }
  if (::rename(fresh.c_str(), path.c_str()) != 0) {
    return ErrnoError("cannot replace " + path);
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<std::map<int, GameRecord>> CollectRecords(
    const std::string& dir, const TournamentSpec& spec,
    const std::vector<GameSpec>& schedule, std::vector<std::string>* notes) {
  const std::string fingerprint = Fingerprint(spec);
  const std::string path = ResultsFile(dir);
  std::map<int, GameRecord> records;
  // Corrupt lines (a disk error, a hand edit) are named, set aside and their
  // games played again: one bad line must not block the rest.
  std::set<int> bad;
  const std::string text = ReadWholeFile(path);
  int number = 0;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos;
       start = end + 1) {
    ++number;
    if (end == start) continue;
    const std::string line = text.substr(start, end - start);
    auto record = ParseRecordLine(line, fingerprint);
    if (record.ok() &&
        (record->id < 0 || record->id >= static_cast<int>(schedule.size()))) {
      record = absl::DataLossError("game id " + std::to_string(record->id) +
                                   " is not in the schedule");
    }
    if (!record.ok()) {
      bad.insert(number);
      if (notes != nullptr) {
        notes->push_back(path + ":" + std::to_string(number) + ": " +
                         std::string(record.status().message()) +
                         "; set aside in " + path +
                         ".rejected, its game is played again");
      }
      continue;
    }
    records.emplace(record->id, std::move(*record));  // duplicates: first wins
  }
  if (!bad.empty()) {
    const absl::Status moved = SetAside(path, bad);
    if (!moved.ok()) return moved;
  }
  for (const GameSpec& game : schedule) {
    if (records.count(game.id)) continue;
    auto line = GameResultLine(GameDir(dir, game.id));
    if (absl::IsNotFound(line.status())) continue;
    if (!line.ok()) return line.status();
    auto record = MakeRecord(game, spec, *line);
    if (!record.ok()) return record.status();
    records.emplace(game.id, std::move(*record));
  }
  return records;
}

absl::StatusOr<ResultsLog> ResultsLog::Open(const std::string& path) {
  const int fd =
      ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0) return ErrnoError("cannot open " + path);
  // A run killed inside write() may leave a torn last line: drop it, so the
  // next record starts on a line of its own.
  const std::string text = ReadWholeFile(path);
  std::size_t keep = text.size();
  if (!text.empty() && text.back() != '\n') {
    const std::size_t last = text.rfind('\n');
    keep = last == std::string::npos ? 0 : last + 1;
  }
  if (keep != text.size() && ::ftruncate(fd, static_cast<off_t>(keep)) != 0) {
    const auto status = ErrnoError("cannot truncate " + path);
    ::close(fd);
    return status;
  }
  return ResultsLog(fd);
}

ResultsLog::ResultsLog(ResultsLog&& other) noexcept : fd_(other.fd_) {
  other.fd_ = -1;
}

ResultsLog::~ResultsLog() {
  if (fd_ >= 0) ::close(fd_);
}

absl::Status ResultsLog::Append(const std::string& line) {
  const ssize_t written = ::write(fd_, line.data(), line.size());
  if (written != static_cast<ssize_t>(line.size())) {
    return ErrnoError("cannot append a result");
  }
  if (::fdatasync(fd_) != 0) return ErrnoError("cannot flush results");
  return absl::OkStatus();
}

}  // namespace gauntlet::tournament
