#include "tools/gauntlet/selfplay_command.h"

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/quantile.h"
#include "common/core/terminal_text.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/registry/registry.h"

namespace gauntlet {
namespace {

struct Tally {
  double score = 0;
  int first = 0;
  int rank_sum = 0;
  int faulted = 0;
  std::vector<double> wall_ms;
  std::vector<double> cpu_ms;
};

}  // namespace

int RunSelfplay(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  // Bot specs hold commas and spaces: taken out before cxxopts sees them.
  std::vector<std::string> bots;
  for (size_t i = 1; i < args.size();) {
    const std::string_view word = args[i];
    if (word == "--bot" && i + 1 < args.size()) {
      bots.emplace_back(args[i + 1]);
      args.erase(args.begin() + i, args.begin() + i + 2);
    } else if (word.starts_with("--bot=")) {
      bots.emplace_back(word.substr(6));
      args.erase(args.begin() + i);
    } else {
      ++i;
    }
  }
  cxxopts::Options options(
      "gauntlet selfplay",
      "Our bots against each other in this process, through the game's own "
      "referee loop.\n  --bot NAME=LEVEL [--seed S] [--param N=V]...   an "
      "entrant (Tetris: PLACER_SPEC|SEQUENCER_SPEC), repeatable");
  options.positional_help("GAME");
  options.add_options()("game", "the game", cxxopts::value<std::string>())(
      "games", "games to play", cxxopts::value<int>()->default_value("10"))(
      "first-game", "index of the first game",
      cxxopts::value<int>()->default_value("0"))(
      "seed", "the match seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "game-flags", "the game's own referee flags, e.g. \"--rounds 300\"",
      cxxopts::value<std::string>()->default_value(""))(
      "no-deadline", "never judge an answer late (measure, do not referee)")(
      "out", "directory for replays and results.jsonl",
      cxxopts::value<std::string>()->default_value(""))("verbose",
                                                        "print every game");
  registry::AddTimeOverrideFlags(options);
  options.parse_positional({"game"});
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());
  if (!parsed.count("game")) UsageError(options, "which game?");
  auto game = registry::FindGame(parsed["game"].as<std::string>());
  if (!game.ok()) UsageError(options, std::string(game.status().message()));
  if (!(*game)->has_referee()) {
    UsageError(options, std::string((*game)->name) + " has no referee");
  }

  std::vector<registry::InProcessEntrant> entrants;
  for (const std::string& bot : bots) {
    const auto equals = bot.find('=');
    if (equals == std::string::npos || equals == 0) {
      UsageError(options, "--bot wants NAME=LEVEL, got '" + bot + "'");
    }
    auto entrant = registry::ParseInProcessEntrant(
        **game, bot.substr(0, equals), bot.substr(equals + 1));
    if (!entrant.ok()) {
      UsageError(options, bot.substr(0, equals) + ": " +
                              std::string(entrant.status().message()));
    }
    entrants.push_back(*std::move(entrant));
  }

  registry::InProcessMatch match;
  match.games = parsed["games"].as<int>();
  match.first_game = parsed["first-game"].as<int>();
  match.seed = parsed["seed"].as<uint64_t>();
  match.out = parsed["out"].as<std::string>();
  if (match.games < 1 || match.first_game < 0) {
    UsageError(options, "--games must be >= 1 and --first-game >= 0");
  }
  arena::TimeControl time = (*game)->time;
  if (absl::StatusOr<bool> given = registry::ApplyTimeOverrides(parsed, time);
      !given.ok()) {
    UsageError(options, std::string(given.status().message()));
  }
  match.time = time;
  std::istringstream game_flags(parsed["game-flags"].as<std::string>());
  for (std::string word; game_flags >> word;) match.game_flags.push_back(word);
  if (parsed.count("no-deadline") != 0) {
    match.player = arena::NoDeadlineOptions();
  }

  std::vector<Tally> tallies(entrants.size());
  match.on_player = [&](int, int entrant, int,
                        const arena::InProcessPlayer& player) {
    for (double s : player.answer_seconds()) {
      tallies[entrant].wall_ms.push_back(1e3 * s);
    }
    for (double s : player.answer_cpu_seconds()) {
      tallies[entrant].cpu_ms.push_back(1e3 * s);
    }
  };
  std::printf("%s: %d games from game %d, seed %llu, movetime %lld ms%s\n",
              std::string((*game)->name).c_str(), match.games, match.first_game,
              static_cast<unsigned long long>(match.seed),
              static_cast<long long>(time.movetime.count()),
              match.player.enforce_deadline ? "" : ", no deadline");
  std::fflush(stdout);
  auto results = registry::PlayInProcess(**game, entrants, match);
  if (!results.ok()) {
    std::cerr << "gauntlet selfplay: " << results.status().message() << "\n";
    return absl::IsInvalidArgument(results.status()) ? 2 : 1;
  }
  for (const arena::MatchResult& result : *results) {
    if (parsed.count("verbose")) {
      std::printf("%s\n", TerminalSafe(arena::SummaryLine(result)).c_str());
    }
    for (size_t e = 0; e < result.entrants.size(); ++e) {
      const arena::EntrantResult& entrant = result.entrants[e];
      tallies[e].score += entrant.score;
      tallies[e].first += entrant.rank == 1;
      tallies[e].rank_sum += entrant.rank;
      tallies[e].faulted += !entrant.faults.empty();
    }
  }
  const double games = static_cast<double>(results->size());
  std::printf("%-12s %7s %12s %7s %9s %7s %9s %9s %9s\n", "entrant", "games",
              "score/game", "first", "mean rank", "faulted", "wall p50",
              "wall p99", "cpu p99");
  for (size_t e = 0; e < entrants.size(); ++e) {
    const Tally& t = tallies[e];
    std::printf(
        "%-12s %7.0f %12.2f %6.1f%% %9.2f %7d %7.2fms %7.2fms %7.2fms\n",
        entrants[e].name.c_str(), games, t.score / games,
        100.0 * t.first / games, t.rank_sum / games, t.faulted,
        Quantile(t.wall_ms, 0.5), Quantile(t.wall_ms, 0.99),
        Quantile(t.cpu_ms, 0.99));
  }
  return 0;
}

}  // namespace gauntlet
