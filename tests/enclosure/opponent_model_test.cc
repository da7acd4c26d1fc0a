// The adaptive level's opponent model and the bold planner it steers:
// opponents that do not run at trails get less room, attackers get all of
// it, and trails within reach are cut.

#include <catch2/catch.hpp>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/lookahead_brain.h"
#include "bots/enclosure/loop_plan.h"
#include "bots/enclosure/moves.h"
#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::Game;
using testing::SetTrail;
using testing::V;

// The planner the adaptive level plays against opponents it does not
// predict.
LoopOptions Bold() { return LookaheadOptions().unpredicted_loops; }

// A pen-up step of `player` that brings it closest (Manhattan) to the trail
// of `target`, among the steps that do not kill it at once; stays when
// `target` is not drawing.
Action RunAtTrail(const State& state, int player, int target) {
  if (!state.players[target].drawing) return Action();
  Action best;
  int best_distance = DistanceToTrail(state, target, state.players[player].pos);
  for (int d = 0; d < 4; ++d) {
    const Action step{static_cast<Dir>(d), Pen::kKeep};
    const int next = Step(state.players[player].pos, step.dir);
    if (next == kNoVertex) continue;
    if (ImmediateDeath(state, player, step) != Death::kNone) continue;
    const int distance = DistanceToTrail(state, target, next);
    if (distance < best_distance) {
      best_distance = distance;
      best = step;
    }
  }
  return best;
}

struct Outcome {
  bool alive = false;
  int closed_area = 0;  // Of player 0's loops.
};

// Player 0 plays `brain`; player 1 runs at player 0's trail whenever it is
// drawing; the others stand still. `rounds` rounds.
Outcome AgainstAttacker(State s, LoopsBrain& brain, int rounds) {
  Outcome outcome;
  for (int r = 0; r < rounds && s.players[0].alive && !IsOver(s); ++r) {
    Deadline never = Deadline::Never();
    const Action mine = brain.ChooseAction(s, 0, never);
    const Action attacker = RunAtTrail(s, 1, 0);
    RoundReport report;
    ResolveRound(s, {mine, attacker, Action(), Action()}, &report);
    for (int k = 0; k < report.closure_count; ++k) {
      if (report.closures[k].player == 0) {
        outcome.closed_area += report.closures[k].area;
      }
    }
  }
  outcome.alive = s.players[0].alive;
  return outcome;
}

TEST_CASE("The bold planner closes before an attacker reaches its trail") {
  State s = Game(V(2, 2), V(9, 9), V(10, 0), V(0, 10));
  // Not held passive: the attacker's real reach decides.
  LoopsBrain bold(1, Bold());
  const Outcome outcome = AgainstAttacker(s, bold, 40);
  CHECK(outcome.alive);
  CHECK(outcome.closed_area >= 1);
}

TEST_CASE("Held passive, an attacker gets less room: the model is a bet") {
  // The same attacker, wrongly held passive with a large allowance: the
  // planner delays its closure past the attacker's reach and is cut. This
  // is what the test above guards against for opponents not held passive.
  State s = Game(V(2, 2), V(9, 9), V(10, 0), V(0, 10));
  LoopOptions trusting = Bold();
  trusting.passive_extra = 60;
  LoopsBrain bold(1, trusting);
  bold.SetPassive({false, true, false, false});
  const Outcome outcome = AgainstAttacker(s, bold, 40);
  CHECK_FALSE(outcome.alive);
}

TEST_CASE("The bold planner cuts a passive opponent's trail it reaches first") {
  // Player 1 draws a long loop, far from closing, heading right along row
  // 3 away from player 0, who stands 2 steps below its trail.
  State s = Game(V(3, 6), V(6, 3), V(10, 0), V(0, 10));
  SetTrail(
      s, 1,
      {{2, 7}, {2, 6}, {2, 5}, {2, 4}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}});
  LoopsBrain bold(1, Bold());
  bold.SetPassive({false, true, true, true});
  bool cut = false;
  for (int r = 0; r < 4 && !cut; ++r) {
    Deadline never = Deadline::Never();
    const Action mine = bold.ChooseAction(s, 0, never);
    CHECK(mine.pen != Pen::kDown);
    // Player 1 goes straight on while it can (it never defends).
    const Action straight{Dir::kRight, Pen::kKeep};
    const Action theirs = ImmediateDeath(s, 1, straight) == Death::kNone
                              ? straight
                              : Action{Dir::kDown, Pen::kKeep};
    ResolveRound(s, {mine, theirs, Action(), Action()}, nullptr);
    cut = !s.players[1].alive;
  }
  CHECK(cut);
  CHECK(s.players[0].alive);
}

TEST_CASE("The bold planner runs at a trail only if it gets there first") {
  // With player 1 pen up at (4, 6), player 0 would step right from (5, 10)
  // or from (4, 8), not up towards player 1.
  LoopsBrain bold(1, Bold());
  Deadline never = Deadline::Never();
  const Action up{Dir::kUp, Pen::kKeep};
  // Player 1's head is one step from its trail's start: it closes first,
  // three steps before player 0 can get there, so player 0 plays as if
  // player 1 stood there pen up.
  State closing = Game(V(5, 10), V(4, 6), V(10, 0), V(0, 10));
  const Action ignoring = bold.ChooseAction(closing, 0, never);
  CHECK_FALSE(ignoring == up);
  SetTrail(closing, 1, {{4, 7}, {5, 7}, {5, 6}, {4, 6}});
  CHECK(bold.ChooseAction(closing, 0, never) == ignoring);
  // Drawing left along row 6, three steps from closing (a U-turn), two
  // from player 0: run at it.
  State open = Game(V(4, 8), V(4, 6), V(10, 0), V(0, 10));
  CHECK_FALSE(bold.ChooseAction(open, 0, never) == up);
  SetTrail(open, 1, {{7, 6}, {6, 6}, {5, 6}, {4, 6}});
  CHECK(bold.ChooseAction(open, 0, never) == up);
}

// Feeds the adaptive level a game in which player 1 is pen up two steps
// from player 2's trail every round and steps as `approach` says (closer
// or away), and reports whether the model holds player 1 passive.
bool HeldPassive(bool approach) {
  LookaheadOptions options;
  options.plan_when_unpredicted = true;
  options.horizon = 1;
  LookaheadBrain adaptive(3, LoopOptions(), options);
  for (int r = 0; r < 8; ++r) {
    State s = Game(V(0, 0), V(5, 6), V(8, 4), V(10, 10));
    SetTrail(s, 2, {{3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {8, 4}});
    s.round = 10 + r;
    Deadline never = Deadline::Never();
    adaptive.ChooseAction(s, 0, never);
    State next = s;
    const Action step{approach ? Dir::kUp : Dir::kDown, Pen::kKeep};
    ResolveRound(next,
                 {Action(), step, Action{Dir::kRight, Pen::kKeep}, Action()},
                 nullptr);
    adaptive.Observe(
        {Action(), step, Action{Dir::kRight, Pen::kKeep}, Action()}, next);
  }
  return adaptive.Passive(1);
}

TEST_CASE("The opponent model holds passive who walks away from trails") {
  CHECK(HeldPassive(false));
  CHECK_FALSE(HeldPassive(true));
}

TEST_CASE("An opponent that does not start where the planner does is none") {
  // Planners start on (2, 2), (8, 2), (8, 8), (2, 8); player 1 starts in a
  // corner, as the 2013 contest bot does, so it is not taken for a planner
  // even before it has moved (and the lookahead is not played for it).
  LookaheadOptions options;
  options.horizon = 1;
  LookaheadBrain lookahead(3, LoopOptions(), options);
  State s = Game(V(2, 2), V(10, 0), V(8, 8), V(2, 8));
  Deadline never = Deadline::Never();
  lookahead.ChooseAction(s, 0, never);
  CHECK_FALSE(lookahead.ModelledByPlanner(1));
  CHECK(lookahead.ModelledByPlanner(2));
  CHECK(lookahead.ModelledByPlanner(3));
}

}  // namespace
}  // namespace gauntlet::enclosure
