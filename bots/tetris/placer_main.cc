// tetris-placer: places its own pieces in the TEG 2017 Tetris duel.
//   --level search (default): beam search with the named-feature evaluator
//   --level baseline: the Dellacherie six-feature one-piece placer

#include <iostream>
#include <memory>

#include "bots/tetris/baseline.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/serve.h"
#include "common/core/cli.h"

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options(
      "tetris-placer", "Placer for the TEG 2017 Tetris duel (stdin/stdout)");
  options.add_options()("level", "search or baseline",
                        cxxopts::value<std::string>()->default_value("search"))(
      "weights", "evaluator weights file (\"name value\" lines)",
      cxxopts::value<std::string>())(
      "beam-width", "beam width of the two-piece search",
      cxxopts::value<int>()->default_value("48"))(
      "unseen", "the piece after the preview: worst, average or ignore",
      cxxopts::value<std::string>()->default_value("worst"))(
      "no-buy", "never buy pieces");
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  const std::string level = args["level"].as<std::string>();
  std::unique_ptr<PlacerBrain> brain;
  if (level == "baseline") {
    brain = std::make_unique<DellacheriePlacer>();
  } else if (level == "search") {
    PlacerOptions placer;
    if (args.count("weights")) {
      auto weights = Weights::FromFile(args["weights"].as<std::string>());
      if (!weights.ok()) {
        gauntlet::UsageError(options, std::string(weights.status().message()));
      }
      placer.weights = *weights;
    }
    const int width = args["beam-width"].as<int>();
    if (width < 1) gauntlet::UsageError(options, "--beam-width must be >= 1");
    placer.beam_width = width;
    const std::string unseen = args["unseen"].as<std::string>();
    if (unseen == "worst") {
      placer.unseen = UnseenPiece::kWorst;
    } else if (unseen == "average") {
      placer.unseen = UnseenPiece::kAverage;
    } else if (unseen == "ignore") {
      placer.unseen = UnseenPiece::kIgnore;
    } else {
      gauntlet::UsageError(options,
                           "--unseen must be worst, average or ignore");
    }
    placer.allow_buy = args.count("no-buy") == 0;
    brain = std::make_unique<SearchPlacer>(placer);
  } else {
    gauntlet::UsageError(options, "--level must be search or baseline");
  }
  return ServePlacer(*brain, std::cin, std::cout, std::cerr);
}
