#include "bots/enclosure/ladder.h"

#include <vector>

namespace gauntlet::enclosure {

std::span<const Rung> Ladder() {
  // The loop planner, our strongest Enclosure player, diluted by random
  // safe moves: MCTS rungs of 50 to 3,200 playouts rated level with each
  // other (docs/ladder.md), so playouts cannot grade this ladder.
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"loops", {"ladder.random_share=0.5"}},
      {"loops", {"ladder.random_share=0.38"}},
      {"loops", {"ladder.random_share=0.27"}},
      {"loops", {"ladder.random_share=0.18"}},
      {"loops", {"ladder.random_share=0.1"}},
      {"loops", {"ladder.random_share=0.04"}},
      {"loops", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::enclosure
