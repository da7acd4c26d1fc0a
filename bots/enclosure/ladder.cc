#include "bots/enclosure/ladder.h"

#include <vector>

namespace gauntlet::enclosure {

std::span<const Rung> Ladder() {
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"greedy", {}},
      {"mcts", {"mcts.iterations=50"}},
      {"mcts", {"mcts.iterations=200"}},
      {"mcts", {"mcts.iterations=800"}},
      {"mcts", {"mcts.iterations=3200"}},
      {"loops", {"loops.max_side=3"}},
      {"loops", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::enclosure
