#include "bots/enclosure/ladder.h"

#include <vector>

namespace gauntlet::enclosure {

std::span<const Rung> Ladder() {
  // The loop planner, our strongest Enclosure player, diluted by random
  // safe moves: MCTS rungs of 50 to 3,200 playouts rated level with each
  // other (docs/ladder.md), so playouts cannot grade this ladder.
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"loops", {"ladder.random_share=0.8"}},
      {"loops", {"ladder.random_share=0.6"}},
      {"loops", {"ladder.random_share=0.4"}},
      {"loops", {"ladder.random_share=0.25"}},
      {"loops", {"ladder.random_share=0.12"}},
      {"loops", {"ladder.random_share=0.05"}},
      {"loops", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::enclosure
