#include "bots/hunger/ladder.h"

#include <vector>

namespace gauntlet::hunger {

std::span<const Rung> Ladder() {
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"planner", {"ladder.random_share=0.8"}},
      {"planner", {"ladder.random_share=0.6"}},
      {"planner", {"ladder.random_share=0.4"}},
      {"planner", {"ladder.random_share=0.25"}},
      // Two calibrations put it 60 and 160 Elo above the planner with 25%
      // random turns, and below the one with 10%.
      {"greedy", {}},
      {"planner", {"ladder.random_share=0.1"}},
      {"planner", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::hunger
