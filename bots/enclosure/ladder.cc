#include "bots/enclosure/ladder.h"

#include <vector>

namespace gauntlet::enclosure {

std::span<const Rung> Ladder() {
  // The loop planner diluted by random safe moves: MCTS rungs of 50 to
  // 3,200 playouts rated level with each other (docs/ladder.md), so
  // playouts cannot grade this ladder. At the top the default level,
  // adaptive, with its playouts untimed so that it plays the same on any
  // machine. Its horizon is cut from 5 rounds to 3: at 5 one opening
  // round took 0.53 s of the 1 s step, at 3 no round of 12 games took
  // over 0.12 s, and it still came first in 12 of 12 against three loop
  // planners (docs/ladder.md).
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"loops", {"ladder.random_share=0.5"}},
      {"loops", {"ladder.random_share=0.38"}},
      {"loops", {"ladder.random_share=0.27"}},
      {"loops", {"ladder.random_share=0.18"}},
      {"loops", {"ladder.random_share=0.1"}},
      {"loops", {"ladder.random_share=0.04"}},
      {"loops", {}},
      {"adaptive", {"lookahead.untimed=1", "lookahead.horizon=3"}},
  };
  return kLadder;
}

}  // namespace gauntlet::enclosure
