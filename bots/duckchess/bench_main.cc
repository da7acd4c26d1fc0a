// duckchess-bench: the figures of docs/duckchess.md. perft(5) time and
// leaves/s, the search benchmark's nodes/s, the depth reached in one second
// from the start, and optionally an in-process match of the search bot
// against the greedy bot (same rules and openings as the referee).

#include <chrono>
#include <cstdio>
#include <string>

#include "bots/duckchess/bench.h"
#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/strategy.h"
#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/perft.h"

namespace gauntlet::duckchess {
namespace {

double Seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since)
      .count();
}

// One game; returns the search bot's score (1, 0.5, 0).
double PlayOne(Strategy& search, Strategy& greedy, bool search_is_red,
               uint64_t opening_seed, int64_t move_time_ms, int* plies) {
  Position position;
  for (Move m : RandomOpening(opening_seed)) position.Make(m);
  for (;;) {
    if (auto result = Adjudicate(position)) {
      *plies = position.ply();
      if (result->end == GameEnd::kDraw) return 0.5;
      const bool red_won = result->end == GameEnd::kRedWins;
      return red_won == search_is_red ? 1.0 : 0.0;
    }
    const bool search_to_move =
        (position.side_to_move() == kRed) == search_is_red;
    Strategy& mover = search_to_move ? search : greedy;
    const Move m = mover.Choose(position, MoveDeadline(move_time_ms));
    position.Make(m);
  }
}

int Main(int argc, char** argv) {
  cxxopts::Options options("duckchess-bench", "Duck chess benchmark figures");
  options.add_options()("perft-depth", "perft depth to time",
                        cxxopts::value<int>()->default_value("5"))(
      "games", "search vs greedy games to play in-process (0: none)",
      cxxopts::value<int>()->default_value("0"))(
      "movetime", "ms per move in those games",
      cxxopts::value<int64_t>()->default_value("100"))(
      "seed", "match seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "skip-figures", "only play the games");
  const auto args = ParseCommandLine(options, argc, argv);
  const int perft_depth = args["perft-depth"].as<int>();
  if (perft_depth < 0) UsageError(options, "--perft-depth must be >= 0");
  if (args["games"].as<int>() < 0) UsageError(options, "--games must be >= 0");
  if (args["movetime"].as<int64_t>() < 1) {
    UsageError(options, "--movetime must be >= 1");
  }
  const Weights weights;

  if (!args.count("skip-figures")) {
    Position start;
    const int depth = perft_depth;
    auto t0 = std::chrono::steady_clock::now();
    const uint64_t leaves = Perft(start, depth);
    const double perft_s = Seconds(t0);
    std::printf("perft(%d) = %llu in %.3f s, %.0f leaves/s\n", depth,
                static_cast<unsigned long long>(leaves), perft_s,
                static_cast<double>(leaves) / perft_s);

    const BenchResult bench = RunBench(weights, kBenchDepth);
    std::printf("bench depth %d: %llu nodes in %.3f s, %.0f nodes/s\n",
                kBenchDepth, static_cast<unsigned long long>(bench.nodes),
                bench.seconds,
                static_cast<double>(bench.nodes) / bench.seconds);

    // A full second of searching: no margin, deepen while time remains.
    SearchSettings settings;
    settings.options.deepen_fraction = 1.0;
    SearchStrategy timed(weights, settings);
    t0 = std::chrono::steady_clock::now();
    timed.Choose(start, Deadline::After(std::chrono::milliseconds(1000)));
    std::printf("1 s from the start: depth %d, %llu nodes, %.3f s\n",
                timed.last().depth,
                static_cast<unsigned long long>(timed.last().nodes),
                Seconds(t0));
  }

  const int games = args["games"].as<int>();
  if (games > 0) {
    const int64_t move_time = args["movetime"].as<int64_t>();
    const uint64_t seed = args["seed"].as<uint64_t>();
    double total = 0;
    int wins = 0, draws = 0, losses = 0;
    for (int k = 0; k < games; ++k) {
      SearchStrategy search(weights, SearchSettings{});
      GreedyStrategy greedy(weights, DeriveSeed(seed, k) ^ 0x5eed);
      int plies = 0;
      // Colours alternate; each pair shares an opening, as in the referee.
      const double s = PlayOne(search, greedy, k % 2 == 0,
                               DeriveSeed(seed, k - k % 2), move_time, &plies);
      total += s;
      (s == 1.0 ? wins : s == 0.0 ? losses : draws)++;
      std::printf("game %d: search as %s scores %.1f in %d plies\n", k,
                  k % 2 == 0 ? "red" : "blue", s, plies);
      std::fflush(stdout);
    }
    std::printf(
        "search vs greedy at %lld ms/move: %d games, +%d =%d -%d, score "
        "%.1f%%\n",
        static_cast<long long>(move_time), games, wins, draws, losses,
        100.0 * total / games);
  }
  return 0;
}

}  // namespace
}  // namespace gauntlet::duckchess

int main(int argc, char** argv) {
  return gauntlet::duckchess::Main(argc, argv);
}
