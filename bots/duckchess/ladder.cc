#include "bots/duckchess/ladder.h"

#include <vector>

namespace gauntlet::duckchess {

std::span<const Rung> Ladder() {
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"greedy", {}},
      {"search", {"search.max_depth=1"}},
      {"search", {"search.max_depth=2"}},
      {"search", {"search.max_depth=3"}},
      {"search", {"search.max_depth=4"}},
      {"search", {"search.max_depth=6"}},
      {"search", {"search.max_nodes=200000"}},
  };
  return kLadder;
}

}  // namespace gauntlet::duckchess
