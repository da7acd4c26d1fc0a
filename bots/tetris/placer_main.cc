// tetris-placer: places its own pieces in the TEG 2017 Tetris duel.
//   --level search (default): beam search with the named-feature evaluator
//   --level baseline: the Dellacherie six-feature one-piece placer

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "bots/tetris/baseline.h"
#include "bots/tetris/ladder.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/placer_bench.h"
#include "bots/tetris/serve.h"
#include "common/core/cli.h"
#include "common/core/ladder.h"
#include "common/core/move_time.h"
#include "common/core/params.h"

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options(
      "tetris-placer", "Placer for the TEG 2017 Tetris duel (stdin/stdout)");
  options.add_options()("level",
                        "search or baseline, or a rung 1..8 of the ladder "
                        "of strength (docs/ladder.md)",
                        cxxopts::value<std::string>()->default_value("search"))(
      "seed",
      "the pieces of --bench, and the random placements of the ladder's "
      "lowest rungs; other play is deterministic and uses none",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "movetime",
      "the free time per reply in ms (the search is not time-bound and "
      "stays well within it; default: the referee's GAUNTLET_MOVETIME_MS, "
      "else " +
          std::to_string(kDefaultMoveTimeMs) + ")",
      cxxopts::value<int>(),
      "MS")("weights",
            "evaluator weights file (\"name value\" lines; the parameters "
            "eval.* by their older names)",
            cxxopts::value<std::string>())(
      "beam-width", "beam width of the two-piece search (search.beam_width)",
      cxxopts::value<int>())(
      "unseen",
      "the piece after the preview: worst, average (search.unseen_worst_share "
      "1 or 0) or ignore",
      cxxopts::value<std::string>())("no-buy",
                                     "never buy pieces (buy.allow=0)")(
      "bench",
      "place pieces against uniformly random ones from --seed, print "
      "placements, score, signature and placements/s, and exit")(
      "bench-placements", "placements for --bench",
      cxxopts::value<int>()->default_value(
          std::to_string(kPlacerBenchPlacements)),
      "N");
  gauntlet::AddParamFlags(options);
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  // Not time-bound: read to refuse a bad value and to warn of a mismatch
  // with the referee's time (common/core/move_time.h).
  gauntlet::MoveTimeOrExit(options, args,
                           std::chrono::milliseconds(kDefaultMoveTimeMs));
  const gauntlet::LevelChoice choice = gauntlet::ChooseLevelOrExit(
      options, args["level"].as<std::string>(), PlacerLadder());
  const std::string& level = choice.level;
  if (level != "search" && level != "baseline") {
    gauntlet::UsageError(options, "--level must be search or baseline");
  }
  PlacerOptions placer;
  placer.seed = args["seed"].as<uint64_t>();
  gauntlet::ParamTable table;
  DeclareParams(level, placer, table);
  gauntlet::ApplyRungOrExit(options, choice, table);
  // The older flags first, then --params and --param.
  if (level == "search") {
    if (args.count("weights")) {
      auto weights = Weights::FromFile(args["weights"].as<std::string>());
      if (!weights.ok()) {
        gauntlet::UsageError(options, std::string(weights.status().message()));
      }
      placer.weights = *weights;
    }
    if (args.count("beam-width")) {
      const int width = args["beam-width"].as<int>();
      if (width < 1) gauntlet::UsageError(options, "--beam-width must be >= 1");
      placer.beam_width = width;
    }
    if (args.count("no-buy")) placer.allow_buy = false;
    const std::string unseen =
        args.count("unseen") ? args["unseen"].as<std::string>() : "";
    if (unseen == "worst") {
      placer.unseen_worst_share = 1;
    } else if (unseen == "average") {
      placer.unseen_worst_share = 0;
    } else if (unseen == "ignore") {
      placer.ignore_unseen = true;
    } else if (!unseen.empty()) {
      gauntlet::UsageError(options,
                           "--unseen must be worst, average or ignore");
    }
  }
  gauntlet::ApplyParamFlags(options, args, table);
  std::unique_ptr<PlacerBrain> brain;
  if (level == "baseline") {
    brain =
        std::make_unique<DellacheriePlacer>(placer.random_share, placer.seed);
  } else {
    brain = std::make_unique<SearchPlacer>(placer);
  }
  if (args.count("bench")) {
    const int placements = args["bench-placements"].as<int>();
    if (placements < 1) {
      gauntlet::UsageError(options, "--bench-placements must be >= 1");
    }
    const PlacerBenchResult r =
        RunPlacerBench(*brain, placements, args["seed"].as<uint64_t>());
    std::printf(
        "placements %d games %d score %lld clears1-4 %d %d %d %d buys %d "
        "signature %016llx time %.3f s placements/s %.0f\n",
        r.placements, r.games, static_cast<long long>(r.score), r.clears[1],
        r.clears[2], r.clears[3], r.clears[4], r.buys,
        static_cast<unsigned long long>(r.signature), r.seconds,
        r.seconds > 0 ? r.placements / r.seconds : 0.0);
    return 0;
  }
  return ServePlacer(*brain, std::cin, std::cout, std::cerr);
}
