// Mud traps: where they fall, how long they last, who they catch, and what
// being stuck means.

#include <catch2/catch.hpp>

#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::Game;
using testing::Round;
using testing::SetTrail;
using testing::V;

int TrapLeft(const State& s, int x, int y) { return s.trap_left[V(x, y)]; }

TEST_CASE("A trap falls behind the setter and across its path") {
  State s = Game(V(5, 5), V(10, 10), V(10, 0), V(0, 10));
  const RoundReport r = Round(s, "r -1");
  CHECK(r.set_trap[0]);
  CHECK(s.players[0].pos == V(6, 5));
  CHECK(s.traps.Count() == 3);
  CHECK(TrapLeft(s, 5, 5) == 2);
  CHECK(TrapLeft(s, 5, 4) == 2);
  CHECK(TrapLeft(s, 5, 6) == 2);
  CHECK(s.players[0].traps_used == 1);
  CHECK(MakeStatus(s).players[0].score_decline == -10);
  CHECK(Score(s, 0) == -10 + 4);
}

TEST_CASE("Traps off the board are dropped") {
  State s = Game(V(0, 5), V(10, 10), V(10, 0), V(0, 10));
  Round(s, "d -1");
  CHECK(s.traps.Count() == 2);
  CHECK(TrapLeft(s, 0, 5) == 2);
  CHECK(TrapLeft(s, 1, 5) == 2);
}

TEST_CASE("A trap lives three rounds shown as 2 then 1 then gone") {
  State s = Game(V(5, 5), V(10, 10), V(10, 0), V(0, 10));
  Round(s, "r -1");
  CHECK(TrapLeft(s, 5, 4) == 2);
  Round(s, "s 0");
  CHECK(TrapLeft(s, 5, 4) == 1);
  Round(s, "s 0");
  CHECK(s.traps.None());
  CHECK(MakeStatus(s).traps.empty());
}

TEST_CASE("Who is caught and when") {
  SECTION("someone already standing there, in the setting round") {
    State s = Game(V(5, 5), V(5, 4), V(10, 0), V(0, 10));
    const RoundReport r = Round(s, "r -1");
    CHECK(r.caught[1]);
    CHECK(s.players[1].stuck_left == 5);
    CHECK_FALSE(s.traps.Test(V(5, 4)));  // Used up.
    CHECK(s.traps.Test(V(5, 6)));
  }
  SECTION("stepping on it the next round") {
    State s = Game(V(5, 5), V(5, 3), V(10, 0), V(0, 10));
    Round(s, "r -1");
    const RoundReport r = Round(s, "s 0", "d 0");
    CHECK(r.caught[1]);
  }
  SECTION("not in the round it vanishes") {
    State s = Game(V(5, 5), V(5, 2), V(10, 0), V(0, 10));
    Round(s, "r -1", "d 0");
    Round(s, "s 0", "s 0");
    const RoundReport r = Round(s, "s 0", "d 0");  // Onto (5, 4), round 3.
    CHECK_FALSE(r.caught[1]);
    CHECK(s.players[1].stuck_left == 0);
  }
  SECTION("the setter too") {
    State s = Game(V(5, 5), V(10, 10), V(10, 0), V(0, 10));
    Round(s, "r -1");
    const RoundReport r = Round(s, "l 0");
    CHECK(r.caught[0]);
  }
  SECTION("several players on one trap are all caught") {
    State s = Game(V(5, 5), V(4, 4), V(6, 4), V(0, 10));
    Round(s, "r -1");  // Traps (5,4) (5,5) (5,6); setter now at (6,5).
    const RoundReport r = Round(s, "s 0", "r 0", "l 0");
    CHECK(r.caught[1]);
    CHECK(r.caught[2]);
    CHECK_FALSE(s.traps.Test(V(5, 4)));
  }
  SECTION("a new trap replaces an old one on the same vertex") {
    State s = Game(V(5, 5), V(10, 10), V(10, 0), V(0, 10));
    Round(s, "r -1");  // (5,4) (5,5) (5,6) at 2.
    Round(s, "u -1");  // From (6,5) to (6,4): (6,5) (5,5) (7,5) at 2.
    CHECK(TrapLeft(s, 5, 5) == 2);
    CHECK(TrapLeft(s, 5, 4) == 1);
    CHECK(s.players[0].traps_used == 2);
  }
}

TEST_CASE("A stuck player loses five rounds whatever it answers") {
  State s = Game(V(5, 5), V(5, 4), V(10, 0), V(0, 10));
  Round(s, "r -1");
  for (int left = 5; left > 0; --left) {
    CHECK(MakeStatus(s).players[1].stuck_left == left);
    const RoundReport r = Round(s, "s 0", "l 0");
    CHECK(s.players[1].pos == V(5, 4));
    CHECK(r.deaths[1] == Death::kNone);
  }
  CHECK(s.players[1].stuck_left == 0);
  Round(s, "s 0", "l 0");
  CHECK(s.players[1].pos == V(4, 4));
}

TEST_CASE("A stuck drawing player keeps its trail and can be cut") {
  State s = Game(V(6, 4), V(5, 4), V(6, 3), V(0, 10));
  SetTrail(s, 1, {{3, 3}, {4, 3}, {5, 3}, {5, 4}});
  // Player 0 leaves (6, 4) downward: traps on (6,4), (5,4) and (7,4); the
  // one under player 1's head catches it at once.
  const RoundReport first = Round(s, "d -1");
  REQUIRE(first.caught[1]);
  CHECK(s.players[1].stuck_left == 5);
  CHECK(s.players[1].drawing);
  CHECK(s.players[1].trail_len == 4);
  // Player 1's answer is ignored; player 2 steps onto its trail.
  const RoundReport second = Round(s, "s 0", "r 0", "l 0");
  CHECK(s.players[1].pos == V(5, 4) + 0);
  CHECK(second.deaths[1] == Death::kTrailHit);
  CHECK(second.deaths[2] == Death::kNone);
}

}  // namespace
}  // namespace gauntlet::enclosure
