// duckchess-bench: the engine figures of docs/duckchess.md: perft(5) time
// and leaves/s, the search benchmark's nodes/s and the depth reached in one
// second from the start. Games between bots are played by
// `gauntlet selfplay duckchess`. With --make-book it writes a balanced
// openings book instead (bots/duckchess/book.h).

#include <chrono>
#include <cstdio>
#include <iostream>

#include "bots/duckchess/bench.h"
#include "bots/duckchess/book.h"
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

int Main(int argc, char** argv) {
  cxxopts::Options options("duckchess-bench", "Duck chess benchmark figures");
  options.add_options()("perft-depth", "perft depth to time",
                        cxxopts::value<int>()->default_value("5"))(
      "make-book",
      "print an openings book of N positions our search scores within "
      "--max-score at --depth, instead of the figures",
      cxxopts::value<int>(),
      "N")("seed", "seed of the book's random sequences",
           cxxopts::value<uint64_t>()->default_value("1"))(
      "depth", "the book's search depth",
      cxxopts::value<int>()->default_value("8"))(
      "max-score", "the book keeps positions scored within +-this",
      cxxopts::value<int>()->default_value("50"))(
      "random-playouts",
      "instead of the figures: uniformly random games from the start to "
      "the referee's end (captain captured, 300 plies, third repetition) "
      "for this many seconds, the yardstick of the Python module's speed",
      cxxopts::value<double>(), "SECONDS");
  const auto args = ParseCommandLine(options, argc, argv);
  if (args.count("make-book")) {
    BookConfig config;
    config.count = args["make-book"].as<int>();
    config.seed = args["seed"].as<uint64_t>();
    config.depth = args["depth"].as<int>();
    config.max_score = args["max-score"].as<int>();
    if (config.count < 1) UsageError(options, "--make-book must be >= 1");
    if (config.depth < 1 || config.depth > 20) {
      UsageError(options, "--depth wants 1..20");
    }
    if (config.max_score < 0) UsageError(options, "--max-score must be >= 0");
    const std::string command = "duckchess-bench --make-book " +
                                std::to_string(config.count) + " --seed " +
                                std::to_string(config.seed) + " --depth " +
                                std::to_string(config.depth) + " --max-score " +
                                std::to_string(config.max_score);
    const auto t0 = std::chrono::steady_clock::now();
    const Book book = MakeBook(config, Weights{}, {}, [&](const Book& b) {
      if (b.candidates % 50 == 0) {
        std::fprintf(stderr, "%d searched, %zu kept, %.0f s\n", b.candidates,
                     b.entries.size(), Seconds(t0));
      }
    });
    std::cout << FormatBook(book, config, command);
    std::fprintf(stderr, "%d searched, %zu kept, %.0f s\n", book.candidates,
                 book.entries.size(), Seconds(t0));
    return static_cast<int>(book.entries.size()) == config.count ? 0 : 1;
  }
  if (args.count("random-playouts")) {
    const double seconds = args["random-playouts"].as<double>();
    if (!(seconds > 0)) UsageError(options, "--random-playouts must be > 0");
    Rng rng(1);
    uint64_t games = 0, plies = 0;
    const auto t0 = std::chrono::steady_clock::now();
    while (Seconds(t0) < seconds) {
      Position position;
      while (!Adjudicate(position)) {
        MoveList moves;
        position.GenerateMoves(moves);
        position.Make(moves[static_cast<int>(rng.Below(moves.size()))]);
        ++plies;
      }
      ++games;
    }
    const double elapsed = Seconds(t0);
    std::printf(
        "random playouts: %llu in %.3f s, %.0f playouts/s, %.0f "
        "plies/s\n",
        static_cast<unsigned long long>(games), elapsed,
        static_cast<double>(games) / elapsed,
        static_cast<double>(plies) / elapsed);
    return 0;
  }
  const int perft_depth = args["perft-depth"].as<int>();
  if (perft_depth < 0) UsageError(options, "--perft-depth must be >= 0");
  const Weights weights;

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
              bench.seconds, static_cast<double>(bench.nodes) / bench.seconds);

  // A full second of searching: no margin, deepen while time remains.
  SearchSettings settings;
  settings.options.deepen_fraction = 1.0;
  SearchStrategy timed(weights, settings);
  t0 = std::chrono::steady_clock::now();
  timed.Choose(start, Deadline::After(std::chrono::milliseconds(1000)));
  std::printf("1 s from the start: depth %d, %llu nodes, %.3f s\n",
              timed.last().depth,
              static_cast<unsigned long long>(timed.last().nodes), Seconds(t0));

  return 0;
}

}  // namespace
}  // namespace gauntlet::duckchess

int main(int argc, char** argv) {
  return gauntlet::duckchess::Main(argc, argv);
}
