#include "bots/duckchess/ladder.h"

#include <vector>

namespace gauntlet::duckchess {

std::span<const Rung> Ladder() {
  // Steps of 170 to 370 Elo in the calibration (docs/ladder.md): a share
  // of random moves grades the greedy level and the depth-1 search, depth
  // and nodes the rest.
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"greedy", {"ladder.random_share=0.9"}},
      {"greedy", {"ladder.random_share=0.75"}},
      {"greedy", {"ladder.random_share=0.5"}},
      {"greedy", {}},
      {"search", {"search.max_depth=1", "ladder.random_share=0.3"}},
      {"search", {"search.max_depth=1", "ladder.random_share=0.15"}},
      {"search", {"search.max_depth=1"}},
      {"search", {"search.max_depth=2"}},
      {"search", {"search.max_depth=3"}},
      {"search", {"search.max_depth=5"}},
      {"search", {"search.max_nodes=50000"}},
      {"search", {"search.max_nodes=200000"}},
  };
  return kLadder;
}

}  // namespace gauntlet::duckchess
