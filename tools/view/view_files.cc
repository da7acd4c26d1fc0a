#include "tools/view/view_files.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <vector>

#include "tools/arena/match_output.h"
#include "tools/arena/result.h"
#include "tools/tournament/elo.h"
#include "tools/tournament/records.h"
#include "tools/tournament/schedule.h"
#include "tools/tournament/standings.h"
#include "tools/view/page.h"

namespace gauntlet::view {
namespace {

namespace fs = std::filesystem;
using arena::Json;

constexpr std::string_view kReplaySuffix = ".replay.jsonl";

absl::Status WriteFile(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << text;
  file.close();
  if (!file) return absl::InvalidArgumentError("cannot write " + path);
  return absl::OkStatus();
}

std::string Title(const Json& data) {
  std::string title = data.value("game", std::string("game")) + " game " +
                      std::to_string(data.value("index", 0));
  std::string names;
  for (const Json& p : data.at("players")) {
    names += (names.empty() ? "" : ", ") + p.value("name", std::string());
  }
  return title + (names.empty() ? "" : ": " + names);
}

// Writes the page of one replay; returns what an index lists of it.
absl::StatusOr<Json> WriteGamePage(const std::string& replay_path,
                                   const std::string& page_path,
                                   const WriteOptions& options) {
  absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Read(replay_path);
  if (!replay.ok()) return replay.status();
  absl::StatusOr<Json> data = GameData(
      *replay, fs::path(replay_path).filename().string(), options.view);
  if (!data.ok()) return data.status();
  if (absl::Status s = WriteFile(page_path, RenderPage(*data, Title(*data)));
      !s.ok()) {
    return s;
  }
  if (options.on_page) options.on_page(page_path);
  Json entry = {{"index", replay->header.index},
                {"seed", arena::SeedText(replay->header.seed)},
                {"game", replay->header.game}};
  Json players = Json::array();
  for (const arena::ReplayPlayer& p : replay->header.players) {
    players.push_back(Json{{"name", p.name}, {"seat", p.seat}});
  }
  entry["players"] = std::move(players);
  entry["turns"] = replay->turns.size();
  entry["result"] = replay->result ? arena::ToJson(*replay->result) : Json();
  return entry;
}

std::string Relative(const std::string& path, const std::string& dir) {
  return fs::path(path).lexically_relative(dir).generic_string();
}

absl::StatusOr<std::string> WriteMatch(const std::string& dir,
                                       const WriteOptions& options) {
  const std::vector<std::string> replays = arena::ReplaysIn(dir);
  if (replays.empty()) {
    return absl::InvalidArgumentError(dir + ": no game-<k>.replay.jsonl in it");
  }
  Json games = Json::array();
  std::string game_name;
  for (const std::string& replay : replays) {
    const std::string page = PagePathFor(replay);
    absl::StatusOr<Json> entry = WriteGamePage(replay, page, options);
    if (!entry.ok()) return entry.status();
    game_name = entry->value("game", std::string());
    (*entry)["href"] = Relative(page, dir);
    games.push_back(std::move(*entry));
  }
  const Json data = {
      {"kind", "index"},
      {"title", game_name + " match, " + fs::path(dir).filename().string()},
      {"game", game_name},
      {"standings", Json()},
      {"games", std::move(games)}};
  const std::string index = (fs::path(dir) / "index.html").string();
  if (absl::Status s = WriteFile(index, RenderPage(data, data["title"]));
      !s.ok()) {
    return s;
  }
  return index;
}

Json EloJson(const tournament::Pentanomial& pairs) {
  const tournament::EloEstimate elo = tournament::EstimateElo(pairs);
  const auto finite = [](double x) {
    return std::isfinite(x) ? Json(x) : Json();
  };
  return Json{{"pairs", elo.pairs},
              {"score", elo.score},
              {"elo", finite(elo.elo)},
              {"elo_sign", elo.elo > 0 ? 1 : (elo.elo < 0 ? -1 : 0)},
              {"error95", finite(elo.error95)},
              // Below ten pairs there is no interval (elo.h), not an
              // infinite one.
              {"interval_defined", !std::isnan(elo.error95)}};
}

Json StandingsJson(const tournament::Standings& standings) {
  Json table = Json::array();
  for (const tournament::Standing& s : standings.table) {
    Json row = {{"name", s.name},     {"games", s.games},
                {"points", s.points}, {"score_sum", s.score_sum},
                {"faults", s.faults}, {"place_sum", s.place_sum}};
    if (standings.two_player) {
      row["wins"] = s.wins;
      row["draws"] = s.draws;
      row["losses"] = s.losses;
      row["elo"] = EloJson(s.pairs);
    }
    table.push_back(std::move(row));
  }
  Json pairings = Json::array();
  for (const tournament::PairingStats& p : standings.pairings) {
    pairings.push_back(Json{
        {"first", p.first}, {"second", p.second}, {"elo", EloJson(p.pairs)}});
  }
  return Json{{"two_player", standings.two_player},
              {"games_done", standings.games_done},
              {"games_scheduled", standings.games_scheduled},
              {"table", std::move(table)},
              {"pairings", std::move(pairings)}};
}

absl::StatusOr<std::string> WriteTournament(const std::string& dir,
                                            const WriteOptions& options) {
  absl::StatusOr<tournament::TournamentSpec> spec = tournament::ReadSpec(dir);
  if (!spec.ok()) return spec.status();
  absl::StatusOr<std::vector<tournament::GameSpec>> schedule =
      tournament::BuildSchedule(*spec);
  if (!schedule.ok()) return schedule.status();
  absl::StatusOr<std::map<int, tournament::GameRecord>> records =
      tournament::CollectRecords(dir, *spec, *schedule);
  if (!records.ok()) return records.status();
  const tournament::Standings standings =
      tournament::ComputeStandings(*spec, *schedule, *records);

  Json games = Json::array();
  for (const auto& [id, record] : *records) {
    const std::string game_dir = tournament::GameDir(dir, id);
    Json entry;
    const std::vector<std::string> replays = arena::ReplaysIn(game_dir);
    if (!replays.empty()) {
      const std::string page = PagePathFor(replays.front());
      absl::StatusOr<Json> written =
          WriteGamePage(replays.front(), page, options);
      if (!written.ok()) return written.status();
      entry = std::move(*written);
      entry["href"] = Relative(page, dir);
    }
    entry["id"] = id;
    entry["round"] = record.round;
    entry["seed"] = arena::SeedText(record.seed);
    entry["seat_names"] = record.seat_names;
    entry["result"] = arena::ToJson(record.result);
    games.push_back(std::move(entry));
  }
  Json bots = Json::array();
  for (const tournament::Bot& bot : spec->bots) bots.push_back(bot.name);
  const Json data = {{"kind", "index"},
                     {"title", spec->game + " tournament, " +
                                   fs::path(dir).filename().string()},
                     {"game", spec->game},
                     {"bots", std::move(bots)},
                     {"standings", StandingsJson(standings)},
                     {"games", std::move(games)}};
  const std::string index = (fs::path(dir) / "index.html").string();
  if (absl::Status s = WriteFile(index, RenderPage(data, data["title"]));
      !s.ok()) {
    return s;
  }
  return index;
}

}  // namespace

std::string PagePathFor(const std::string& replay_path) {
  std::string page = replay_path;
  if (page.ends_with(kReplaySuffix)) {
    page.resize(page.size() - kReplaySuffix.size());
  } else if (page.ends_with(".jsonl")) {
    page.resize(page.size() - 6);
  }
  return page + ".html";
}

absl::StatusOr<std::string> WriteView(const std::string& path,
                                      const WriteOptions& options) {
  std::error_code error;
  if (fs::is_directory(path, error)) {
    if (!options.out.empty()) {
      return absl::InvalidArgumentError(
          "--out names a replay's page; a directory's pages go inside it");
    }
    if (fs::exists(fs::path(path) / "tournament.json", error)) {
      return WriteTournament(path, options);
    }
    return WriteMatch(path, options);
  }
  if (!fs::exists(path, error)) {
    return absl::InvalidArgumentError(path + ": no such file or directory");
  }
  const std::string page =
      options.out.empty() ? PagePathFor(path) : options.out;
  absl::StatusOr<Json> entry = WriteGamePage(path, page, options);
  if (!entry.ok()) return entry.status();
  return page;
}

}  // namespace gauntlet::view
