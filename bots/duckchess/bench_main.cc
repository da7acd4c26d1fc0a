// duckchess-bench: the engine figures of docs/duckchess.md: perft(5) time
// and leaves/s, the search benchmark's nodes/s and the depth reached in one
// second from the start. Games between bots are played by
// `gauntlet selfplay duckchess`.

#include <chrono>
#include <cstdio>

#include "bots/duckchess/bench.h"
#include "bots/duckchess/strategy.h"
#include "common/core/cli.h"
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
                        cxxopts::value<int>()->default_value("5"));
  const auto args = ParseCommandLine(options, argc, argv);
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
