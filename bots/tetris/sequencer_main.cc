// tetris-sequencer: chooses the opponent's pieces in the TEG 2017 Tetris
// duel. Adversarial by default; --random --seed S for uniform pieces.

#include <iostream>
#include <memory>

#include "bots/tetris/baseline.h"
#include "bots/tetris/sequencer.h"
#include "bots/tetris/serve.h"
#include "common/core/cli.h"

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options(
      "tetris-sequencer",
      "Sequencer (obstacle) for the TEG 2017 Tetris duel (stdin/stdout)");
  options.add_options()("random", "uniform random pieces")(
      "seed", "seed of --random, and of tie-breaks otherwise",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "weights", "weights file for the opponent model",
      cxxopts::value<std::string>());
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  std::unique_ptr<SequencerBrain> brain;
  if (args.count("random")) {
    brain = std::make_unique<RandomSequencer>(args["seed"].as<uint64_t>());
  } else {
    SequencerOptions sequencer;
    sequencer.seed = args["seed"].as<uint64_t>();
    if (args.count("weights")) {
      auto weights = Weights::FromFile(args["weights"].as<std::string>());
      if (!weights.ok()) {
        gauntlet::UsageError(options, std::string(weights.status().message()));
      }
      sequencer.weights = *weights;
    }
    brain = std::make_unique<AdversarialSequencer>(sequencer);
  }
  return ServeSequencer(*brain, std::cin, std::cout, std::cerr);
}
