#include "tools/arena/replay.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"
#include "tools/arena/json_field.h"
#include "tools/arena/stop_on_signals.h"

namespace gauntlet::arena {
namespace {

std::optional<Fault> FaultFromName(std::string_view name) {
  for (Fault fault :
       {Fault::kNone, Fault::kTimeout, Fault::kEndOfOutput, Fault::kCrash,
        Fault::kLineTooLong, Fault::kWriteFailed, Fault::kEarlyLine}) {
    if (FaultName(fault) == name) return fault;
  }
  return std::nullopt;
}

using internal::Get;
using internal::GetSeed;

absl::Status ExpectType(const Json& json, std::string_view type) {
  std::string actual;
  if (absl::Status s = Get(json, "type", actual); !s.ok()) return s;
  if (actual != type) {
    return absl::InvalidArgumentError(absl::StrCat(
        "expected a \"", std::string(type), "\" record, got \"", actual, "\""));
  }
  return absl::OkStatus();
}

}  // namespace

TurnEntry TurnEntry::From(int seat, std::string sent, const Reply& reply) {
  TurnEntry entry;
  entry.seat = seat;
  entry.sent = std::move(sent);
  entry.answer = reply.line;
  entry.elapsed_ms =
      std::chrono::duration<double, std::milli>(reply.elapsed).count();
  entry.fault = reply.fault;
  entry.detail = reply.detail;
  return entry;
}

namespace {

// How much of `text` a head of at most `max_bytes` keeps (0: no limit): whole
// lines when there is one, else never the middle of a UTF-8 sequence.
std::size_t HeadSize(std::string_view text, std::size_t max_bytes) {
  if (max_bytes == 0 || text.size() <= max_bytes) return text.size();
  const std::size_t newline = text.rfind('\n', max_bytes - 1);
  if (newline != std::string_view::npos) return newline + 1;
  std::size_t keep = max_bytes;
  while (keep > 0 && (static_cast<unsigned char>(text[keep]) & 0xC0) == 0x80)
    --keep;
  return keep;
}

}  // namespace

void TurnEntry::KeepSentHead(std::size_t max_bytes) {
  const std::size_t keep = HeadSize(sent, max_bytes);
  if (keep == sent.size()) return;
  if (sent_bytes == 0) sent_bytes = sent.size();
  sent.resize(keep);
}

Json ToJson(const ReplayHeader& header) {
  Json players = Json::array();
  for (const ReplayPlayer& p : header.players) {
    players.push_back(
        {{"name", p.name}, {"command", p.command}, {"seat", p.seat}});
  }
  Json json = {{"type", "header"},
               {"game", header.game},
               {"rules_version", header.rules_version},
               {"index", header.index},
               {"seed", SeedText(header.seed)},
               {"players", std::move(players)},
               {"limits", header.limits}};
  if (!header.setup.is_null()) json["setup"] = header.setup;
  return json;
}

Json ToJson(const TurnRecord& turn, std::size_t sent_limit,
            std::size_t answer_limit) {
  Json players = Json::array();
  for (const TurnEntry& e : turn.players) {
    const std::size_t keep = HeadSize(e.sent, sent_limit);
    const std::size_t whole = keep < e.sent.size() && e.sent_bytes == 0
                                  ? e.sent.size()
                                  : e.sent_bytes;
    // An answer is one line (no newline in it): cut by bytes.
    const std::size_t answer_keep = HeadSize(e.answer, answer_limit);
    // Milliseconds to the microsecond: enough, and keeps lines short.
    Json entry = {{"seat", e.seat},
                  {"sent", std::string_view(e.sent).substr(0, keep)},
                  {"answer", std::string_view(e.answer).substr(0, answer_keep)},
                  {"elapsed_ms", std::round(e.elapsed_ms * 1000) / 1000},
                  {"fault", FaultName(e.fault)}};
    if (!e.detail.empty()) entry["detail"] = e.detail;
    if (whole != 0) entry["sent_bytes"] = whole;
    if (answer_keep < e.answer.size() || e.answer_bytes != 0) {
      entry["answer_bytes"] =
          e.answer_bytes != 0 ? e.answer_bytes : e.answer.size();
    }
    players.push_back(std::move(entry));
  }
  Json json = {
      {"type", "turn"}, {"turn", turn.turn}, {"players", std::move(players)}};
  if (!turn.info.is_null()) json["info"] = turn.info;
  return json;
}

absl::StatusOr<ReplayHeader> HeaderFromJson(const Json& json) {
  ReplayHeader header;
  GAUNTLET_RETURN_IF_ERROR(ExpectType(json, "header"));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "game", header.game));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "rules_version", header.rules_version));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "index", header.index));
  GAUNTLET_RETURN_IF_ERROR(GetSeed(json, "seed", header.seed));
  Json players;
  GAUNTLET_RETURN_IF_ERROR(Get(json, "players", players));
  if (!players.is_array()) {
    return absl::InvalidArgumentError("\"players\" is not an array");
  }
  for (const Json& p : players) {
    ReplayPlayer player;
    GAUNTLET_RETURN_IF_ERROR(Get(p, "name", player.name));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "command", player.command));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "seat", player.seat));
    header.players.push_back(std::move(player));
  }
  GAUNTLET_RETURN_IF_ERROR(Get(json, "limits", header.limits));
  if (json.contains("setup")) header.setup = json.at("setup");
  return header;
}

absl::StatusOr<TurnRecord> TurnFromJson(const Json& json) {
  TurnRecord turn;
  GAUNTLET_RETURN_IF_ERROR(ExpectType(json, "turn"));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "turn", turn.turn));
  Json players;
  GAUNTLET_RETURN_IF_ERROR(Get(json, "players", players));
  if (!players.is_array()) {
    return absl::InvalidArgumentError("\"players\" is not an array");
  }
  for (const Json& p : players) {
    TurnEntry entry;
    std::string fault;
    GAUNTLET_RETURN_IF_ERROR(Get(p, "seat", entry.seat));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "sent", entry.sent));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "answer", entry.answer));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "elapsed_ms", entry.elapsed_ms));
    GAUNTLET_RETURN_IF_ERROR(Get(p, "fault", fault));
    const std::optional<Fault> parsed = FaultFromName(fault);
    if (!parsed) {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown fault \"", fault, "\""));
    }
    entry.fault = *parsed;
    if (p.contains("detail"))
      GAUNTLET_RETURN_IF_ERROR(Get(p, "detail", entry.detail));
    if (p.contains("sent_bytes"))
      GAUNTLET_RETURN_IF_ERROR(Get(p, "sent_bytes", entry.sent_bytes));
    if (p.contains("answer_bytes"))
      GAUNTLET_RETURN_IF_ERROR(Get(p, "answer_bytes", entry.answer_bytes));
    turn.players.push_back(std::move(entry));
  }
  if (json.contains("info")) turn.info = json.at("info");
  return turn;
}

absl::StatusOr<ReplayWriter> ReplayWriter::Open(const std::string& path) {
  ReplayWriter writer;
  writer.file_ = std::fopen(path.c_str(), "we");
  if (writer.file_ == nullptr) {
    return absl::UnavailableError(absl::StrCat("cannot write replay ", path));
  }
  writer.path_ = path;
  return writer;
}

ReplayWriter::~ReplayWriter() {
  if (file_ != nullptr) std::fclose(file_);
}

ReplayWriter::ReplayWriter(ReplayWriter&& other) noexcept
    : file_(std::exchange(other.file_, nullptr)),
      path_(std::move(other.path_)),
      sent_limit_(other.sent_limit_),
      answer_limit_(other.answer_limit_) {}

ReplayWriter& ReplayWriter::operator=(ReplayWriter&& other) noexcept {
  if (this != &other) {
    if (file_ != nullptr) std::fclose(file_);
    file_ = std::exchange(other.file_, nullptr);
    path_ = std::move(other.path_);
    sent_limit_ = other.sent_limit_;
    answer_limit_ = other.answer_limit_;
  }
  return *this;
}

absl::Status ReplayWriter::WriteLine(const Json& json) {
  ParkIfInterrupted();
  if (file_ == nullptr) return absl::OkStatus();
  // Invalid UTF-8 from a bot is replaced rather than aborting the replay.
  const std::string line =
      json.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
  if (std::fwrite(line.data(), 1, line.size(), file_) != line.size() ||
      std::fflush(file_) != 0) {
    return absl::UnavailableError(absl::StrCat("cannot write replay ", path_));
  }
  return absl::OkStatus();
}

absl::Status ReplayWriter::WriteHeader(const ReplayHeader& header) {
  return WriteLine(ToJson(header));
}

absl::Status ReplayWriter::WriteTurn(const TurnRecord& turn) {
  if (file_ == nullptr) return absl::OkStatus();
  return WriteLine(ToJson(turn, sent_limit_, answer_limit_));
}

absl::Status ReplayWriter::WriteResult(const MatchResult& result) {
  Json json = {{"type", "result"}};
  json.update(ToJson(result));
  return WriteLine(json);
}

absl::Status ReplayWriter::Close() {
  if (file_ == nullptr) return absl::OkStatus();
  const bool ok = std::fclose(file_) == 0;
  file_ = nullptr;
  if (!ok)
    return absl::UnavailableError(absl::StrCat("cannot close replay ", path_));
  return absl::OkStatus();
}

absl::StatusOr<Replay> ReplayReader::Read(const std::string& path) {
  std::ifstream in(path);
  if (!in)
    return absl::NotFoundError(absl::StrCat("cannot read replay ", path));
  absl::StatusOr<Replay> replay = Parse(in);
  if (!replay.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": ", std::string(replay.status().message())));
  }
  return replay;
}

absl::StatusOr<Replay> ReplayReader::Parse(std::istream& in) {
  Replay replay;
  std::string line;
  int number = 0;
  const auto located = [&number](const absl::Status& status) {
    return absl::InvalidArgumentError(
        absl::StrCat("line ", number, ": ", std::string(status.message())));
  };
  while (std::getline(in, line)) {
    ++number;
    Json json = Json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded())
      return located(absl::InvalidArgumentError("not JSON"));
    if (replay.result) {
      return located(absl::InvalidArgumentError("record after the result"));
    }
    if (number == 1) {
      absl::StatusOr<ReplayHeader> header = HeaderFromJson(json);
      if (!header.ok()) return located(header.status());
      replay.header = *std::move(header);
      continue;
    }
    std::string type;
    if (absl::Status s = Get(json, "type", type); !s.ok()) return located(s);
    if (type == "turn") {
      absl::StatusOr<TurnRecord> turn = TurnFromJson(json);
      if (!turn.ok()) return located(turn.status());
      replay.turns.push_back(*std::move(turn));
    } else if (type == "result") {
      absl::StatusOr<MatchResult> result = ResultFromJson(json);
      if (!result.ok()) return located(result.status());
      replay.result = *std::move(result);
    } else {
      return located(absl::InvalidArgumentError(
          absl::StrCat("unknown record type \"", type, "\"")));
    }
  }
  if (number == 0) return absl::InvalidArgumentError("empty replay");
  return replay;
}

}  // namespace gauntlet::arena
