// duckchess-bot: plays duck chess over stdin/stdout (see bot_protocol.h), or
// counts perft, or runs the search benchmark.

#include <cstdio>
#include <iostream>
#include <string>

#include "bots/duckchess/bench.h"
#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/ladder.h"
#include "bots/duckchess/strategy.h"
#include "bots/duckchess/uci.h"
#include "common/core/cli.h"
#include "common/core/ladder.h"
#include "common/core/params.h"
#include "common/duckchess/perft.h"

namespace gauntlet::duckchess {
namespace {

int Main(int argc, char** argv) {
  cxxopts::Options options("duckchess-bot",
                           "Duck chess (THUPC 2019) bot: reads `red 1000` or "
                           "`blue 1000`, then plays one move per turn line");
  options.add_options()("level",
                        "random, greedy or search, or a rung 1..13 of the "
                        "ladder of strength (docs/ladder.md)",
                        cxxopts::value<std::string>()->default_value("search"))(
      "movetime",
      "time per move in ms when the first line gives none (it normally "
      "does)",
      cxxopts::value<int64_t>()->default_value(
          std::to_string(kDefaultMoveTimeMs)),
      "MS")("weights",
            "evaluation weights file in the older per-type format (see "
            "--print-weights)",
            cxxopts::value<std::string>())(
      "print-weights", "print the weights in use in that format and exit")(
      "seed", "seed of the random and greedy levels",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "depth", "maximum search depth (the parameter search.max_depth)",
      cxxopts::value<int>())(
      "perft", "print the perft node count of this depth and exit",
      cxxopts::value<int>())(
      "position",
      "position for --perft: a Fairy-Stockfish FEN or the text form "
      "(default: the start)",
      cxxopts::value<std::string>())(
      "bench",
      "search the benchmark positions to a fixed depth, print nodes "
      "and nodes/s")(
      "uci",
      "speak UCI (the search level; FENs and moves as Fairy-Stockfish's "
      "variant thupcduck) instead of the play protocol");
  AddParamFlags(options);
  const auto args = ParseCommandLine(options, argc, argv);
  if (args.count("depth") && args["depth"].as<int>() < 1) {
    UsageError(options, "--depth must be >= 1");
  }

  const LevelChoice choice =
      ChooseLevelOrExit(options, args["level"].as<std::string>(), Ladder());
  const std::string& level = choice.level;
  const int64_t move_time = args["movetime"].as<int64_t>();
  if (move_time < 1) UsageError(options, "--movetime must be positive");
  // --bench always searches; the other levels' tables are their own.
  StrategyConfig config;
  ParamTable table;
  DeclareParams(args.count("bench") ? "search" : level, config, table);
  // The older spellings first, then --params and --param.
  if (args.count("weights")) {
    auto loaded = LoadWeights(args["weights"].as<std::string>());
    if (!loaded.ok()) {
      std::cerr << "duckchess-bot: " << loaded.status().message() << "\n";
      return 2;
    }
    config.weights = *loaded;
  }
  if (!args.count("bench")) ApplyRungOrExit(options, choice, table);
  if (args.count("depth")) config.search.max_depth = args["depth"].as<int>();
  ApplyParamFlags(options, args, table);
  if (args.count("print-weights")) {
    std::cout << FormatWeights(config.weights);
    return 0;
  }
  if (args.count("perft")) {
    const int depth = args["perft"].as<int>();
    if (depth < 0 || depth > 12) UsageError(options, "--perft wants 0..12");
    Position position;
    if (args.count("position")) {
      auto parsed = Position::FromAnyText(args["position"].as<std::string>());
      if (!parsed.ok()) {
        std::cerr << "duckchess-bot: " << parsed.status().message() << "\n";
        return 2;
      }
      position = *parsed;
    }
    std::cout << Perft(position, depth) << "\n";
    return 0;
  }
  if (args.count("bench")) {
    const BenchResult r = RunBench(config.weights, kBenchDepth, config.search);
    for (const auto& line : r.lines) std::cout << line << "\n";
    std::printf("depth %d nodes %llu time %.3f s nodes/s %.0f\n", kBenchDepth,
                static_cast<unsigned long long>(r.nodes), r.seconds,
                r.seconds > 0 ? static_cast<double>(r.nodes) / r.seconds : 0.0);
    return 0;
  }

  if (args.count("uci")) {
    if (level != "search") UsageError(options, "--uci plays the search level");
    return RunUci(std::cin, std::cout, std::cerr, config);
  }
  auto strategy = MakeStrategy(level, config, args["seed"].as<uint64_t>());
  if (!strategy.ok()) {
    UsageError(options, std::string(strategy.status().message()));
  }
  const absl::Status status =
      RunBot(std::cin, std::cout, **strategy, move_time);
  if (!status.ok()) {
    std::cerr << "duckchess-bot: " << status.message() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace
}  // namespace gauntlet::duckchess

int main(int argc, char** argv) {
  return gauntlet::duckchess::Main(argc, argv);
}
