// tetris-sequencer: chooses the opponent's pieces in the TEG 2017 Tetris
// duel. Adversarial by default; --level random --seed S for uniform
// pieces.

#include <iostream>
#include <memory>

#include "bots/tetris/serve.h"
#include "common/core/cli.h"

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options(
      "tetris-sequencer",
      "Sequencer (obstacle) for the TEG 2017 Tetris duel (stdin/stdout)");
  options.add_options()(
      "level", "adversarial or random",
      cxxopts::value<std::string>()->default_value("adversarial"))(
      "random", "uniform random pieces (the same as --level random)")(
      "seed", "seed of the random level, and of tie-breaks otherwise",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "weights", "weights file for the opponent model",
      cxxopts::value<std::string>());
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  SequencerOptions sequencer;
  sequencer.seed = args["seed"].as<uint64_t>();
  if (args.count("weights")) {
    auto weights = Weights::FromFile(args["weights"].as<std::string>());
    if (!weights.ok()) {
      gauntlet::UsageError(options, std::string(weights.status().message()));
    }
    sequencer.weights = *weights;
  }
  auto brain = MakeSequencer(
      args.count("random") ? "random" : args["level"].as<std::string>(),
      sequencer);
  if (!brain.ok()) {
    gauntlet::UsageError(options, std::string(brain.status().message()));
  }
  return ServeSequencer(**brain, std::cin, std::cout, std::cerr);
}
