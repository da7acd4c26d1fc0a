// tetris-sequencer: chooses the opponent's pieces in the TEG 2017 Tetris
// duel. Adversarial by default; --level random --seed S for uniform
// pieces.

#include <chrono>
#include <iostream>
#include <memory>

#include "bots/tetris/ladder.h"
#include "bots/tetris/serve.h"
#include "common/core/cli.h"
#include "common/core/ladder.h"
#include "common/core/move_time.h"
#include "common/core/params.h"

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options(
      "tetris-sequencer",
      "Sequencer (obstacle) for the TEG 2017 Tetris duel (stdin/stdout)");
  options.add_options()(
      "level",
      "adversarial or random, or a rung 1..8 of the ladder of strength "
      "(docs/ladder.md)",
      cxxopts::value<std::string>()->default_value("adversarial"))(
      "random", "uniform random pieces (the same as --level random)")(
      "seed", "seed of the random level, and of tie-breaks otherwise",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "movetime",
      "the free time per reply in ms (the search is not time-bound and "
      "stays well within it; default: the referee's GAUNTLET_MOVETIME_MS, "
      "else " +
          std::to_string(kDefaultMoveTimeMs) + ")",
      cxxopts::value<int>(),
      "MS")("weights",
            "weights file for the opponent model (\"name value\" lines, "
            "unnamed weights at the placer's defaults)",
            cxxopts::value<std::string>());
  gauntlet::AddParamFlags(options);
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  // Not time-bound: read to refuse a bad value and to warn of a mismatch
  // with the referee's time (common/core/move_time.h).
  gauntlet::MoveTimeOrExit(options, args,
                           std::chrono::milliseconds(kDefaultMoveTimeMs));
  SequencerOptions sequencer;
  sequencer.seed = args["seed"].as<uint64_t>();
  const gauntlet::LevelChoice choice = gauntlet::ChooseLevelOrExit(
      options,
      args.count("random") ? "random" : args["level"].as<std::string>(),
      SequencerLadder());
  const std::string& level = choice.level;
  gauntlet::ParamTable table;
  if (level == "adversarial") DeclareParams(sequencer, table);
  gauntlet::ApplyRungOrExit(options, choice, table);
  // The older --weights first, then --params and --param.
  if (level == "adversarial" && args.count("weights")) {
    auto weights = Weights::FromFile(args["weights"].as<std::string>());
    if (!weights.ok()) {
      gauntlet::UsageError(options, std::string(weights.status().message()));
    }
    sequencer.weights = *weights;
  }
  gauntlet::ApplyParamFlags(options, args, table);
  auto brain = MakeSequencer(level, sequencer);
  if (!brain.ok()) {
    gauntlet::UsageError(options, std::string(brain.status().message()));
  }
  return ServeSequencer(**brain, std::cin, std::cout, std::cerr);
}
