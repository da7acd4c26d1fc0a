// What the referee's score adjudication (--adjudicate-draw, --adjudicate-win)
// would have done to games already played: replays in, figures out. The
// judge is deterministic, so a game replayed here is adjudicated at the
// ply the referee would have chosen. It prints how many games each rule
// ends, how often its verdict is the game's real result, the plies saved,
// and the judge's time per move.
//
//   duckchess-adjudication-bench --adjudicate-win 8,1000 runs/sprt/games

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cxxopts.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/quantile.h"
#include "common/duckchess/protocol.h"
#include "common/duckchess/score_adjudication.h"
#include "tools/arena/replay.h"

namespace gauntlet::duckchess {
namespace {

struct GameFigures {
  GameEnd real = GameEnd::kDraw;
  int plies = 0;   // plies played after the opening
  int played = 0;  // ... of which under adjudication
  std::optional<GameEnd> verdict;
  std::vector<int> scores;  // the judge's, red's view, after each ply
};

// The end a finished replay records, from red's (seat 0's) score.
std::optional<GameEnd> RealEnd(const arena::Replay& replay) {
  if (!replay.result) return std::nullopt;
  for (const arena::EntrantResult& e : replay.result->entrants) {
    if (e.seat != kRed) continue;
    if (!e.faults.empty()) return std::nullopt;  // a fault, not play
    return e.score == 1   ? GameEnd::kRedWins
           : e.score == 0 ? GameEnd::kBlueWins
                          : GameEnd::kDraw;
  }
  return std::nullopt;
}

absl::StatusOr<GameFigures> Replay(const arena::Replay& replay,
                                   const ScoreAdjudicationRules& rules,
                                   bool trace, std::vector<double>& judge_ms) {
  GameFigures figures;
  const std::optional<GameEnd> real = RealEnd(replay);
  if (!real) return absl::InvalidArgumentError("unfinished or faulted game");
  figures.real = *real;
  const arena::Json& setup = replay.header.setup;
  Position position;
  if (setup.is_object() && setup.contains("start")) {
    absl::StatusOr<Position> start =
        Position::FromText(setup.at("start").get<std::string>());
    if (!start.ok()) return start.status();
    position = *start;
  }
  int ply = 0;
  if (setup.is_object() && setup.contains("opening")) {
    for (const arena::Json& text : setup.at("opening")) {
      absl::StatusOr<Move> m =
          ParseMoveLine(text.get<std::string>(), ++ply, "opening move");
      if (!m.ok()) return m.status();
      position.Make(*m);
    }
  }
  ScoreAdjudicator judge(rules);
  for (const arena::TurnRecord& turn : replay.turns) {
    if (turn.players.size() != 1) break;
    absl::StatusOr<Move> m =
        ParseMoveLine(turn.players[0].answer, turn.turn, "move");
    if (!m.ok() || !position.IsLegal(*m)) break;
    position.Make(*m);
    ++figures.plies;
    if (figures.verdict || Adjudicate(position)) continue;
    ++figures.played;
    const auto start = std::chrono::steady_clock::now();
    std::optional<Adjudication> verdict = judge.Observe(position);
    judge_ms.push_back(std::chrono::duration<double, std::milli>(
                           std::chrono::steady_clock::now() - start)
                           .count());
    if (verdict) figures.verdict = verdict->end;
    if (trace) figures.scores.push_back(judge.last_score());
  }
  if (!figures.verdict) figures.played = figures.plies;
  return figures;
}

void Collect(const std::filesystem::path& path,
             std::vector<std::filesystem::path>& out) {
  if (!std::filesystem::is_directory(path)) {
    out.push_back(path);
    return;
  }
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(path)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_regular_file() && name.ends_with(".replay.jsonl")) {
      out.push_back(entry.path());
    }
  }
}

int Run(int argc, char** argv) {
  cxxopts::Options options(
      "duckchess-adjudication-bench",
      "What score adjudication would have done to played duck chess games");
  options.add_options()("adjudicate-draw", "the referee's draw rule",
                        cxxopts::value<std::string>(), "PLY,PLIES,SCORE")(
      "adjudicate-win", "the referee's win rule", cxxopts::value<std::string>(),
      "PLIES,SCORE")("trace",
                     "also print each game's real end and the judge's score "
                     "(red's view) every 10 plies")(
      "paths", "replays, or directories searched for them",
      cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"paths"});
  options.positional_help("REPLAY_OR_DIR...");
  const auto parsed = ParseCommandLine(options, argc, argv);
  ScoreAdjudicationRules rules;
  if (parsed.count("adjudicate-draw")) {
    const absl::Status s =
        ParseDrawRule(parsed["adjudicate-draw"].as<std::string>(), rules);
    if (!s.ok()) UsageError(options, std::string(s.message()));
  }
  if (parsed.count("adjudicate-win")) {
    const absl::Status s =
        ParseWinRule(parsed["adjudicate-win"].as<std::string>(), rules);
    if (!s.ok()) UsageError(options, std::string(s.message()));
  }
  if (!parsed.count("paths")) UsageError(options, "no replays given");
  const bool trace = parsed.count("trace") > 0;
  std::vector<std::filesystem::path> files;
  for (const std::string& p : parsed["paths"].as<std::vector<std::string>>()) {
    Collect(p, files);
  }
  std::sort(files.begin(), files.end());

  int games = 0, skipped = 0, plies = 0, played = 0;
  // verdict x real result: [draw, red, blue][draw, red, blue]
  int table[3][3] = {};
  std::vector<double> judge_ms;
  for (const auto& file : files) {
    absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Read(file);
    absl::StatusOr<GameFigures> figures =
        replay.ok() ? Replay(*replay, rules, trace, judge_ms) : replay.status();
    if (!figures.ok()) {
      ++skipped;
      std::fprintf(stderr, "%s: skipped: %s\n", file.c_str(),
                   std::string(figures.status().message()).c_str());
      continue;
    }
    ++games;
    if (trace) {
      static constexpr const char* kEnds[] = {"1-0", "0-1", "1/2"};
      std::printf("%s %s %d plies:", file.c_str(),
                  kEnds[static_cast<int>(figures->real)], figures->plies);
      for (std::size_t i = 9; i < figures->scores.size(); i += 10) {
        std::printf(" %d", figures->scores[i]);
      }
      std::printf("\n");
    }
    plies += figures->plies;
    played += figures->played;
    if (figures->verdict) {
      const auto index = [](GameEnd e) {
        return e == GameEnd::kDraw ? 0 : e == GameEnd::kRedWins ? 1 : 2;
      };
      ++table[index(*figures->verdict)][index(figures->real)];
    }
  }
  const auto row = [&](const char* name, const int* r, int agree) {
    const int n = r[0] + r[1] + r[2];
    std::printf("%-16s %5d games, real result the same in %d (%.1f%%)\n", name,
                n, r[agree], n ? 100.0 * r[agree] / n : 0.0);
  };
  std::printf("games: %d (%d skipped), plies after the openings: %d\n", games,
              skipped, plies);
  row("adjudged draws", table[0], 0);
  std::printf("%-16s %5d red won, %d blue won\n", "", table[0][1], table[0][2]);
  int wins[3] = {table[1][0] + table[2][0], table[1][1] + table[2][2],
                 table[1][2] + table[2][1]};
  row("adjudged wins", wins, 1);
  std::printf("%-16s %5d were draws, %d the other side won\n", "", wins[0],
              wins[2]);
  std::printf("plies played: %d of %d (%.1f%% saved)\n", played, plies,
              plies ? 100.0 * (plies - played) / plies : 0.0);
  if (!judge_ms.empty()) {
    std::printf("judge per move: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                Quantile(judge_ms, 0.5), Quantile(judge_ms, 0.99),
                *std::max_element(judge_ms.begin(), judge_ms.end()));
  }
  return games > 0 ? 0 : 1;
}

}  // namespace
}  // namespace gauntlet::duckchess

int main(int argc, char** argv) { return gauntlet::duckchess::Run(argc, argv); }
