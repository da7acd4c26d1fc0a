#include "bots/hunger/ladder.h"

#include <vector>

namespace gauntlet::hunger {

std::span<const Rung> Ladder() {
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"planner", {"ladder.random_share=0.8"}},
      {"planner", {"ladder.random_share=0.6"}},
      {"planner", {"ladder.random_share=0.4"}},
      // Calibrated between the planner with 40% and with 25% random turns.
      {"greedy", {}},
      {"planner", {"ladder.random_share=0.25"}},
      {"planner", {"ladder.random_share=0.1"}},
      {"planner", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::hunger
