#include "common/search/beam_search.h"

#include <catch2/catch.hpp>

namespace gauntlet::search {
namespace {

// Walk on the integers from 0 by steps of +1, +3 or -2 toward a target; the
// score is closeness to the target, the key the position.
struct Walk {
  struct Node {
    int position = 0;
    int first_step = 0;
    int steps = 0;
  };
  int target;

  void Expand(const Node& node, std::vector<Node>& out) const {
    for (int step : {1, 3, -2}) {
      out.push_back({node.position + step,
                     node.steps == 0 ? step : node.first_step, node.steps + 1});
    }
  }
  double Score(const Node& node) const {
    return -std::abs(target - node.position);
  }
  bool IsGoal(const Node& node) const { return node.position == target; }
  uint64_t Key(const Node& node) const {
    return static_cast<uint64_t>(node.position);
  }
};

TEST_CASE("Beam search reaches a goal and reports the first step") {
  Deadline deadline = Deadline::Never();
  const auto result = BeamSearch(Walk{10}, Walk::Node{},
                                 {.width = 4, .max_depth = 10}, deadline);
  REQUIRE(result.goal.has_value());
  CHECK(result.goal->position == 10);
  CHECK(result.goal->steps == 4);  // 3+3+3+1 in some order.
  CHECK(result.goal->first_step == 3);
}

TEST_CASE("Beam search keeps the best node when no goal is in reach") {
  Deadline deadline = Deadline::Never();
  const auto result = BeamSearch(Walk{100}, Walk::Node{},
                                 {.width = 2, .max_depth = 3}, deadline);
  CHECK_FALSE(result.goal.has_value());
  REQUIRE(result.best.has_value());
  CHECK(result.best->position == 9);
  CHECK(result.depth == 3);
}

TEST_CASE("Beam search drops duplicate keys within a layer") {
  Deadline deadline = Deadline::Never();
  // Width 3 with duplicates removed must hold three distinct positions.
  const auto result = BeamSearch(Walk{-50}, Walk::Node{},
                                 {.width = 3, .max_depth = 2}, deadline);
  REQUIRE(result.best.has_value());
  CHECK(result.best->position == -4);
}

TEST_CASE("Beam search stops on an expired deadline") {
  Deadline deadline = Deadline::After(std::chrono::milliseconds(0));
  deadline.ExpiredNow();
  const auto result = BeamSearch(Walk{10}, Walk::Node{},
                                 {.width = 4, .max_depth = 10}, deadline);
  CHECK(result.timed_out);
  CHECK_FALSE(result.goal.has_value());
}

}  // namespace
}  // namespace gauntlet::search
