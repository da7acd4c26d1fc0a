#include "bots/enclosure/brain.h"

#include <string>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/mcts_brain.h"

namespace gauntlet::enclosure {

absl::StatusOr<std::unique_ptr<Brain>> MakeBrain(std::string_view level,
                                                 const BrainOptions& options) {
  if (level == "random") return std::make_unique<RandomBrain>(options.seed);
  if (level == "greedy") return std::make_unique<GreedyBrain>(options.seed);
  if (level == "mcts") {
    MctsBrainOptions mcts;
    mcts.traps = options.traps;
    return std::make_unique<MctsBrain>(options.seed, mcts);
  }
  return absl::InvalidArgumentError("unknown level '" + std::string(level) +
                                    "' (expected random, greedy or mcts)");
}

}  // namespace gauntlet::enclosure
