// The hunt (hunt.h) and the spiral drawer's model (spiral_model.h): sure
// kills taken when they are safe and only then, interceptions of a trusted
// spiral drawer, the model's fall-back when it stops predicting, and the
// adaptive level's closures never delayed past an opponent's reach.

#include "bots/enclosure/hunt.h"

#include <catch2/catch.hpp>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/moves.h"
#include "bots/enclosure/spiral_model.h"
#include "common/enclosure/rules.h"
#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::Game;
using testing::SetTrail;
using testing::V;

// What a spiral drawer plays: its model's step, or the shortest way home
// when it heads home.
Action SpiralPlays(const State& state, int player) {
  const std::optional<Dir> step = SpiralStep(state, player);
  if (step.has_value()) return Action{*step, Pen::kKeep};
  int length = 0;
  return Action{ClosingDirection(state, player, &length), Pen::kKeep};
}

TEST_CASE("A sure kill is taken when the trail is reached first") {
  // Player 1 draws along row 1 and is stuck for 3 more rounds: it cannot
  // close before round 6; player 0, 4 steps below, gets there in 4.
  State s = Game(V(4, 5), V(9, 1), kNoVertex, kNoVertex);
  // clang-format off
  SetTrail(s, 1, {{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1},
                  {7, 1}, {8, 1}, {9, 1}});
  // clang-format on
  s.players[1].stuck_left = 3;
  const std::optional<Action> kill = SureKill(s, 0);
  REQUIRE(kill.has_value());
  CHECK(*kill == Action{Dir::kUp, Pen::kKeep});
  for (int r = 0; r < 6 && s.players[1].alive; ++r) {
    const std::optional<Action> step = SureKill(s, 0);
    REQUIRE(step.has_value());
    int length = 0;
    const Action home{ClosingDirection(s, 1, &length), Pen::kKeep};
    ResolveRound(s, {*step, home, Action(), Action()}, nullptr);
  }
  CHECK_FALSE(s.players[1].alive);
  CHECK(s.players[0].alive);
}

TEST_CASE("A sure kill is not taken through a loop about to close") {
  // The same, but player 0 stands inside player 2's box, which closes
  // with one step up: the only shortest way to player 1's trail goes up
  // to (4, 4), inside the box, where player 0 would be enclosed.
  State s = Game(V(4, 5), V(9, 1), V(3, 5), kNoVertex);
  // clang-format off
  SetTrail(s, 1, {{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1},
                  {7, 1}, {8, 1}, {9, 1}});
  // clang-format on
  s.players[1].stuck_left = 3;
  // clang-format off
  SetTrail(s, 2, {{3, 4}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {6, 4}, {6, 5},
                  {6, 6}, {5, 6}, {4, 6}, {3, 6}, {3, 5}});
  // clang-format on
  const Action up{Dir::kUp, Pen::kKeep};
  CHECK(RiskOfEnclosure(s, 0, up));
  CHECK(RiskOfEnclosure(s, 0, Action()));
  CHECK_FALSE(RiskOfEnclosure(s, 0, Action{Dir::kDown, Pen::kKeep}));
  CHECK_FALSE(SureKill(s, 0).has_value());
}

TEST_CASE("The spiral model follows a clockwise spiral drawer") {
  // Pen down at (5, 5) going right: it turns clockwise whenever it can
  // without stepping onto its trail, so it spirals outwards.
  State s = Game(V(0, 10), V(5, 5), kNoVertex, kNoVertex);
  SetTrail(s, 1, {{5, 5}, {6, 5}});
  const std::array<int, 7> expected = {V(6, 6), V(5, 6), V(4, 6), V(4, 5),
                                       V(4, 4), V(5, 4), V(6, 4)};
  for (const int v : expected) {
    const std::optional<Dir> step = SpiralStep(s, 1);
    REQUIRE(step.has_value());
    CHECK(Step(s.players[1].pos, *step) == v);
    ResolveRound(s, {Action(), Action{*step, Pen::kKeep}, Action(), Action()},
                 nullptr);
  }
  // Home is one step away now; a pen-up player two steps from its trail
  // does not make it head home, one a step away does.
  CHECK(SpiralHomeDistance(s, 1) == 1);
  s.players[0].pos = V(6, 2);
  CHECK_FALSE(SpiralHeadsHome(s, 1));
  s.players[0].pos = V(6, 3);
  CHECK(SpiralHeadsHome(s, 1));
}

// Plays player 0 by the hunt (standing still when it has nothing to hunt)
// against player 1, a spiral drawer from (5, 5); `deviate_at` >= 0 makes
// player 1 step off its spiral once, in that round. Returns the round
// player 1 died in, or -1.
int HuntSpiral(int deviate_at, SpiralModel& model, bool* hunter_alive) {
  State s = Game(V(10, 10), V(5, 5), kNoVertex, kNoVertex);
  SetTrail(s, 1, {{5, 5}, {6, 5}});
  for (int r = 0; r < 30 && s.players[1].alive && !IsOver(s); ++r) {
    model.Predict(s, 0);
    const Action mine =
        HuntAction(s, 0, model, HuntOptions()).value_or(Action());
    Action theirs = SpiralPlays(s, 1);
    if (r == deviate_at) {
      // Any other safe step of the pen that is not its model's.
      std::array<Action, kActionCount> actions;
      const int n = SafeActions(s, 1, false, actions);
      for (int i = 0; i < n; ++i) {
        if (!(actions[i] == theirs) && actions[i].dir != Dir::kStay) {
          theirs = actions[i];
          break;
        }
      }
    }
    ResolveRound(s, {mine, theirs, Action(), Action()}, nullptr);
    model.Observe(s);
    if (r == deviate_at) return model.Trusted(1) ? -2 : -3;
    if (!s.players[1].alive) {
      *hunter_alive = s.players[0].alive;
      return r;
    }
  }
  *hunter_alive = s.players[0].alive;
  return -1;
}

TEST_CASE("A trusted spiral drawer is intercepted on its own spiral") {
  SpiralModel model;
  bool alive = false;
  const int died = HuntSpiral(-1, model, &alive);
  CHECK(died >= 0);
  CHECK(alive);
}

TEST_CASE("The spiral model is not trusted once it stops predicting") {
  SpiralModel model;
  bool alive = false;
  // Two rounds of the spiral earn trust; the third round's step off it
  // takes trust away at once.
  CHECK(HuntSpiral(2, model, &alive) == -3);
  State s = Game(V(10, 10), V(5, 5), kNoVertex, kNoVertex);
  SetTrail(s, 1, {{5, 5}, {6, 5}, {6, 6}, {5, 6}, {4, 6}, {4, 5}, {4, 4}});
  CHECK_FALSE(Intercept(s, 0, model, 10).has_value());
}

TEST_CASE("The adaptive level closes before an attacker can reach its trail") {
  // Player 1 starts in a corner (no planner: the adaptive level plays its
  // bold planner and the hunt) and runs at player 0's trail whenever it
  // draws. Every round player 0 draws, its way home is no longer than
  // player 1's walk to its trail.
  BrainOptions options;
  auto brain = MakeBrain("adaptive", options);
  REQUIRE(brain.ok());
  State s = Game(V(2, 2), V(10, 10), kNoVertex, kNoVertex);
  int drawn = 0;
  for (int r = 0; r < 60 && s.players[0].alive && !IsOver(s); ++r) {
    Deadline never = Deadline::Never();
    const Action mine = (*brain)->ChooseAction(s, 0, never);
    Action theirs;
    if (s.players[0].drawing) {
      ++drawn;
      std::array<uint8_t, kVertices> reach;
      PenUpDistances(s, 1, reach);
      int nearest = kUnreachable;
      for (const uint8_t v : s.players[0].Trail()) {
        nearest = std::min<int>(nearest, reach[v]);
      }
      int home = 0;
      ClosingDirection(s, 0, &home);
      CHECK(home <= nearest);
      // Run at the trail's nearest vertex.
      for (int d = 0; d < 4; ++d) {
        const Action step{static_cast<Dir>(d), Pen::kKeep};
        const int next = Step(s.players[1].pos, step.dir);
        if (next == kNoVertex) continue;
        if (ImmediateDeath(s, 1, step) != Death::kNone) continue;
        std::array<uint8_t, kVertices> from;
        State probe = s;
        probe.players[1].pos = static_cast<uint8_t>(next);
        PenUpDistances(probe, 1, from);
        int after = kUnreachable;
        for (const uint8_t v : s.players[0].Trail()) {
          after = std::min<int>(after, from[v]);
        }
        if (after < nearest) {
          theirs = step;
          break;
        }
      }
    }
    const std::array<Action, kPlayers> joint = {mine, theirs, Action(),
                                                Action()};
    ResolveRound(s, joint, nullptr);
    (*brain)->Observe(joint, s);
  }
  CHECK(s.players[0].alive);
  CHECK(drawn > 0);
}

}  // namespace
}  // namespace gauntlet::enclosure
