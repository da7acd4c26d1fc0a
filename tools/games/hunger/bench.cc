// hunger-bench: the referee's own cost per turn on a large platform, the
// planner's time per turn, and a seeded series of 8-player games of the
// planner against 7 greedy gatherers. Players run in-process (messages are
// still formatted and parsed; only the pipes are skipped).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

#include "bots/hunger/strategy.h"
#include "common/core/cli.h"
#include "common/core/quantile.h"
#include "common/core/rng.h"
#include "tools/arena/in_process_player.h"
#include "tools/games/hunger/game.h"

namespace gauntlet::hunger {
namespace {

struct Seated {
  std::vector<std::unique_ptr<arena::InProcessPlayer>> owned;
  arena::Table table;
};

Seated Seat(int planner_seat, int n, uint64_t seed) {
  Seated t;
  arena::InProcessOptions options;
  options.enforce_deadline = false;  // Measured, not judged.
  options.max_line_length = kMaxMessageLine;
  for (int s = 0; s < n; ++s) {
    const char* level = s == planner_seat ? "planner" : "greedy";
    t.owned.push_back(std::make_unique<arena::InProcessPlayer>(
        std::make_unique<StrategyBot>(
            *MakeStrategy(level, DeriveSeed(seed, s))),
        options));
    t.table.seats.push_back(
        arena::SeatedPlayer{{t.owned.back().get()}, level, level, s});
  }
  return t;
}

// A game without a replay: the referee's cost is its own work alone.
GameRecord Play(const RulesConfig& config, uint64_t seed, Seated& t) {
  t.table.seed = seed;
  t.table.time.movetime = std::chrono::milliseconds(config.turn_ms);
  t.table.time.startup =
      std::chrono::milliseconds(config.first_turn_ms - config.turn_ms);
  arena::ReplayWriter no_replay;
  absl::StatusOr<GameRecord> outcome = PlayGame(t.table, config, no_replay);
  // Only writing a replay can fail, and there is none.
  return *std::move(outcome);
}

int Main(int argc, char** argv) {
  cxxopts::Options options("hunger-bench",
                           "Star Hunger Games referee and bot benchmark");
  options.add_options()("skip-referee", "only play the series",
                        cxxopts::value<bool>()->default_value("false"))(
      "first-game", "index of the first game of the series",
      cxxopts::value<int>()->default_value("0"))(
      "games", "seeded games for the win rate",
      cxxopts::value<int>()->default_value("50"))(
      "size", "platform side for the win-rate games",
      cxxopts::value<int>()->default_value("500"))(
      "turns", "turns per game", cxxopts::value<int>()->default_value("1000"))(
      "seed", "series seed", cxxopts::value<uint64_t>()->default_value("7"));
  const auto args = ParseCommandLine(options, argc, argv);
  const int games = args["games"].as<int>();
  const int turns = args["turns"].as<int>();
  const uint64_t seed = args["seed"].as<uint64_t>();
  if (games < 0) UsageError(options, "--games must be >= 0");
  if (turns < 1) UsageError(options, "--turns must be >= 1");
  if (args["first-game"].as<int>() < 0) {
    UsageError(options, "--first-game must be >= 0");
  }
  const int size = args["size"].as<int>();
  if (size < 300 || size > 1500)
    UsageError(options, "--size must be in [300, 1500]");

  // 1. The referee's own cost on a 1500 x 1500 platform with 8 players.
  if (!args["skip-referee"].as<bool>()) {
    RulesConfig config;
    config.width = config.height = 1500;
    config.turns = turns;
    config.players = 8;
    Seated table = Seat(0, 8, seed);
    const GameRecord outcome = Play(config, DeriveSeed(seed, 1000), table);
    std::printf(
        "referee 1500x1500, 8 players, %d turns: %.3f ms CPU per turn (own "
        "time: world, messages, parsing answers)\n",
        outcome.rounds, 1000.0 * outcome.referee_seconds / outcome.rounds);
    for (const bool cpu : {false, true}) {
      const auto& t = cpu ? table.owned[0]->answer_cpu_seconds()
                          : table.owned[0]->answer_seconds();
      std::printf(
          "planner on 1500x1500 (%s): per turn p50 %.3f ms, p99 %.3f ms, max "
          "%.3f ms (parsing + deciding)\n",
          cpu ? "CPU" : "wall", 1000 * Quantile(t, 0.5),
          1000 * Quantile(t, 0.99), 1000 * Quantile(t, 1.0));
    }
  }

  // 2. The series: planner against 7 greedy gatherers, seats rotating.
  int first = 0;
  std::vector<double> times;
  std::vector<double> cpu_times;
  double planner_points = 0;
  double greedy_points = 0;
  const int first_game = args["first-game"].as<int>();
  for (int g = first_game; g < first_game + games; ++g) {
    RulesConfig config;
    config.width = config.height = args["size"].as<int>();
    config.turns = turns;
    config.players = 8;
    const int seat = g % 8;
    Seated table = Seat(seat, 8, DeriveSeed(seed, g));
    const GameRecord outcome = Play(config, DeriveSeed(seed, g), table);
    const SeatOutcome& mine = outcome.seats[seat];
    if (mine.rank == 1) ++first;
    planner_points += mine.score / 10000.0;
    for (int s = 0; s < 8; ++s) {
      if (s != seat) greedy_points += outcome.seats[s].score / 10000.0 / 7;
    }
    const auto& t = table.owned[seat]->answer_seconds();
    times.insert(times.end(), t.begin(), t.end());
    const auto& c = table.owned[seat]->answer_cpu_seconds();
    cpu_times.insert(cpu_times.end(), c.begin(), c.end());
    std::printf(
        "game %d: planner seat %d rank %d score %.1f (kills %d+%d, "
        "deaths %d)\n",
        g, seat, mine.rank, mine.score / 10000.0, mine.saber_kills,
        mine.ray_kills, mine.deaths);
    std::fflush(stdout);
  }
  if (games > 0) {
    std::printf(
        "series %dx%d, %d turns: planner first in %d of %d games (%.0f%%); "
        "mean score planner %.1f, greedy %.1f\n",
        args["size"].as<int>(), args["size"].as<int>(), turns, first, games,
        100.0 * first / games, planner_points / games, greedy_points / games);
    std::printf(
        "planner per turn, wall: p50 %.3f ms, p99 %.3f ms, max %.3f ms; CPU: "
        "p50 %.3f ms, p99 %.3f ms\n",
        1000 * Quantile(times, 0.5), 1000 * Quantile(times, 0.99),
        1000 * Quantile(times, 1.0), 1000 * Quantile(cpu_times, 0.5),
        1000 * Quantile(cpu_times, 0.99));
  }
  return 0;
}

}  // namespace
}  // namespace gauntlet::hunger

int main(int argc, char** argv) { return gauntlet::hunger::Main(argc, argv); }
