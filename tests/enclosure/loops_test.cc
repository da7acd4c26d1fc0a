// The loop-planning baseline: big safe rectangles, cut short when threatened,
// trails cut and traps laid when an opponent draws within reach.

#include <catch2/catch.hpp>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/loop_plan.h"
#include "bots/enclosure/moves.h"
#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::Game;
using testing::SetTrail;
using testing::V;

// Plays `brain` as player 0 while the others stand still; returns the area
// of its first closed loop (0 if none within `rounds`).
int FirstLoopArea(State& s, LoopsBrain& brain, int rounds) {
  for (int r = 0; r < rounds && s.players[0].alive; ++r) {
    Deadline never = Deadline::Never();
    const Action a = brain.ChooseAction(s, 0, never);
    RoundReport report;
    ResolveRound(s, {a, Action(), Action(), Action()}, &report);
    for (int k = 0; k < report.closure_count; ++k) {
      if (report.closures[k].player == 0) return report.closures[k].area;
    }
  }
  return 0;
}

TEST_CASE("A loop plan walks a rectangle and can always be cut short") {
  const LoopPlan plan{V(2, 2), Dir::kRight, Dir::kDown, 3, 2};
  CHECK(plan.Perimeter() == 10);
  CHECK(plan.VertexAfter(3) == V(5, 2));
  CHECK(plan.VertexAfter(5) == V(5, 4));
  CHECK(plan.VertexAfter(8) == V(2, 4));
  CHECK(plan.VertexAfter(10) == V(2, 2));
  CHECK(plan.StepDir(9) == Dir::kUp);
  CHECK(plan.CutShort(2) == LoopPlan{V(2, 2), Dir::kRight, Dir::kDown, 2, 1});
  CHECK(plan.CutShort(4) == LoopPlan{V(2, 2), Dir::kRight, Dir::kDown, 3, 1});
  CHECK(plan.CutShort(7) == plan);
  State s = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  CHECK(plan.Fits(s));
  CHECK_FALSE((LoopPlan{V(8, 2), Dir::kRight, Dir::kDown, 3, 2}).Fits(s));
}

TEST_CASE("The loop planner draws big when nobody is near") {
  // One opponent left, in the far corner: room for far more than greedy's
  // best area per step. With three opponents in the other corners it is
  // less (every vertex is then within 10 steps of one).
  State s = Game(V(2, 2), V(10, 10), kNoVertex, kNoVertex);
  LoopsBrain brain(1, LoopOptions());
  CHECK(FirstLoopArea(s, brain, 40) >= 16);
  State crowded = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  CHECK(FirstLoopArea(crowded, brain, 40) >= 4);
}

TEST_CASE("The loop planner closes early when an opponent comes near") {
  State s = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  LoopOptions options;
  LoopsBrain brain(1, options);
  // Draw a few steps of a big plan, then put an opponent next to the trail.
  for (int r = 0; r < 3; ++r) {
    Deadline never = Deadline::Never();
    ResolveRound(
        s, {brain.ChooseAction(s, 0, never), Action(), Action(), Action()},
        nullptr);
  }
  REQUIRE(s.players[0].drawing);
  State alone = s;
  const int area_alone = FirstLoopArea(alone, brain, 40);
  // An opponent two steps from the trail.
  int near = kNoVertex;
  for (int v = 0; v < kVertices && near == kNoVertex; ++v) {
    if (DistanceToTrail(s, 0, v) == 2) near = v;
  }
  REQUIRE(near != kNoVertex);
  s.players[1].pos = static_cast<uint8_t>(near);
  const int area_threatened = FirstLoopArea(s, brain, 40);
  CHECK(s.players[0].alive);
  CHECK(area_threatened >= 1);
  CHECK(area_threatened < area_alone);
}

TEST_CASE("The loop planner cuts a trail it reaches before it closes") {
  State s = Game(V(7, 4), V(4, 4), V(10, 0), V(0, 10));
  SetTrail(s, 1, {{6, 4}, {6, 3}, {5, 3}, {4, 3}, {4, 4}});
  LoopsBrain brain(1, LoopOptions());
  Deadline never = Deadline::Never();
  const Action a = brain.ChooseAction(s, 0, never);
  State next = s;
  ResolveRound(next, {a, Action(), Action(), Action()}, nullptr);
  CHECK_FALSE(next.players[1].alive);
  CHECK(next.players[0].alive);
}

TEST_CASE("The loop planner traps a player drawing straight at it") {
  // Player 1 draws left along row 5 and is due at (5, 5) next, next to
  // player 0 at (5, 6); its loop is far from closing.
  State s = Game(V(5, 6), V(6, 5), V(10, 0), V(0, 10));
  SetTrail(s, 1, {{9, 8}, {9, 7}, {9, 6}, {9, 5}, {8, 5}, {7, 5}, {6, 5}});
  LoopsBrain brain(1, LoopOptions());
  Deadline never = Deadline::Never();
  const Action a = brain.ChooseAction(s, 0, never);
  CHECK(a.pen == Pen::kTrap);
  RoundReport report;
  ResolveRound(s, {a, Action{Dir::kLeft, Pen::kKeep}, Action(), Action()},
               &report);
  CHECK(report.caught[1]);
  CHECK_FALSE(report.caught[0]);
  CHECK(s.players[1].stuck_left == kStuckRounds);
}

}  // namespace
}  // namespace gauntlet::enclosure
