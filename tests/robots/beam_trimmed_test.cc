// The `trimmed` flag this game added to the shared beam search: the planner
// trusts an untrimmed, finished search as a proof that no win exists.

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "common/core/deadline.h"
#include "common/search/beam_search.h"

namespace gauntlet::search {
namespace {

// Counting down from `start` by 1 or 2, never reaching the goal -1.
struct Countdown {
  struct Node {
    int value = 0;
  };
  void Expand(const Node& node, std::vector<Node>& out) const {
    for (const int step : {1, 2}) {
      if (node.value - step >= 0) out.push_back({node.value - step});
    }
  }
  double Score(const Node& node) const { return node.value; }
  bool IsGoal(const Node& node) const { return node.value < 0; }
  uint64_t Key(const Node& node) const {
    return static_cast<uint64_t>(node.value);
  }
};

TEST_CASE("Beam search reports whether any layer was cut to the width") {
  Deadline deadline = Deadline::Never();
  // From 6 the layers are {5,4}, {4,3,2}, {3,2,1,0}, {2,1,0}, {1,0}, {0}.
  const auto wide = BeamSearch(Countdown{}, Countdown::Node{6},
                               {.width = 4, .max_depth = 20}, deadline);
  CHECK_FALSE(wide.goal.has_value());
  CHECK_FALSE(wide.trimmed);
  CHECK(wide.depth < 20);

  const auto narrow = BeamSearch(Countdown{}, Countdown::Node{6},
                                 {.width = 1, .max_depth = 20}, deadline);
  CHECK(narrow.trimmed);
}

}  // namespace
}  // namespace gauntlet::search
