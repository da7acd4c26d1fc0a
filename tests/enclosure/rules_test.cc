// The rules engine against hand-made positions: drawing, closing, land, and
// every death cause of the statement's section 7.

#include <catch2/catch.hpp>

#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::A;
using testing::Game;
using testing::Own;
using testing::Round;
using testing::SetTrail;
using testing::V;
using testing::Walk;

// Player 0 at (2, 2); the others parked in far corners.
State Lone() { return Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10)); }

TEST_CASE("LoopInterior fills squares and concave loops") {
  const std::array<uint8_t, 4> square = {
      static_cast<uint8_t>(V(2, 2)), static_cast<uint8_t>(V(3, 2)),
      static_cast<uint8_t>(V(3, 3)), static_cast<uint8_t>(V(2, 3))};
  const Bits128 one = LoopInterior(square);
  CHECK(one.Count() == 1);
  CHECK(one.Test(CellAt(2, 2)));
  // An L of three cells: (0,0), (1,0), (0,1).
  const std::array<uint8_t, 8> ell_loop = {
      static_cast<uint8_t>(V(0, 0)), static_cast<uint8_t>(V(1, 0)),
      static_cast<uint8_t>(V(2, 0)), static_cast<uint8_t>(V(2, 1)),
      static_cast<uint8_t>(V(1, 1)), static_cast<uint8_t>(V(1, 2)),
      static_cast<uint8_t>(V(0, 2)), static_cast<uint8_t>(V(0, 1))};
  const Bits128 l_cells = LoopInterior(ell_loop);
  CHECK(l_cells.Count() == 3);
  CHECK(l_cells.Test(CellAt(0, 0)));
  CHECK(l_cells.Test(CellAt(1, 0)));
  CHECK(l_cells.Test(CellAt(0, 1)));
  CHECK_FALSE(l_cells.Test(CellAt(1, 1)));
}

TEST_CASE("Pen goes down at the start of the move") {
  State s = Lone();
  Round(s, "d 1");
  const PlayerState& p = s.players[0];
  CHECK(p.drawing);
  REQUIRE(p.trail_len == 2);
  CHECK(p.trail[0] == V(2, 2));
  CHECK(p.trail[1] == V(2, 3));
  // Staying keeps the trail as it is.
  Round(s, "s 0");
  CHECK(s.players[0].trail_len == 2);
  CHECK(s.players[0].alive);
  // Pen down while staying starts a one-vertex trail.
  State t = Lone();
  Round(t, "s 1");
  CHECK(t.players[0].drawing);
  CHECK(t.players[0].trail_len == 1);
}

TEST_CASE("A 2x2 square is enclosed and scored") {
  State s = Lone();
  Walk(s, {"r 1", "r 0", "d 0", "d 0", "l 0", "l 0", "u 0"});
  CHECK(s.players[0].drawing);
  const RoundReport r = Round(s, "u 0");
  REQUIRE(r.closure_count == 1);
  CHECK(r.closures[0].area == 4);
  CHECK(r.closures[0].gain == 4);
  CHECK(r.closures[0].regions == 1);
  const PlayerState& p = s.players[0];
  CHECK_FALSE(p.drawing);
  CHECK(p.trail_len == 0);
  CHECK(p.pos == V(2, 2));
  CHECK(p.cells == 4);
  CHECK(Score(s, 0) == 10 * 16 + 4);
  CHECK(s.OwnerOf(CellAt(3, 3)) == 0);
}

TEST_CASE("Touching the map edge or land closes nothing") {
  State s = Game(V(0, 2), V(10, 10), V(10, 0), V(0, 10));
  Walk(s, {"r 1", "u 0", "u 0", "l 0"});
  // Back on the map edge at (0, 0): no loop.
  CHECK(s.players[0].drawing);
  CHECK(s.owned.None());
}

TEST_CASE("Closing against the middle of a trail encloses only the loop") {
  State s = Lone();
  Walk(s, {"r 1", "r 0", "r 0", "d 0", "l 0"});
  const RoundReport r =
      Round(s, "u 0");  // Onto (4, 2), the trail's 3rd vertex.
  REQUIRE(r.closure_count == 1);
  CHECK(r.closures[0].area == 1);
  CHECK(s.OwnerOf(CellAt(4, 2)) == 0);
  CHECK(s.owned.Count() == 1);
  CHECK_FALSE(s.players[0].drawing);
  CHECK(s.players[0].trail_len == 0);
}

TEST_CASE("Gain is split into 4-connected components") {
  State s = Lone();
  Own(s, 1, 3, 2, 1, 1);  // The middle cell of the 3x1 strip is taken.
  Walk(s, {"r 1", "r 0", "r 0", "d 0", "l 0", "l 0", "l 0"});
  const RoundReport r = Round(s, "u 0");
  REQUIRE(r.closure_count == 1);
  CHECK(r.closures[0].area == 3);
  CHECK(r.closures[0].gain == 2);
  CHECK(r.closures[0].regions == 2);
  CHECK(s.players[0].sum_squares == 2);
  CHECK(s.OwnerOf(CellAt(3, 2)) == 1);
}

TEST_CASE("Regions gained at different times never merge") {
  State s = Lone();
  Walk(s, {"r 1", "d 0", "l 0", "u 0"});
  CHECK(s.players[0].regions == 1);
  // Along the first region's right border, then around cell (3, 2).
  Walk(s, {"r 0", "r 1", "d 0", "l 0", "u 0"});
  CHECK(s.players[0].regions == 2);
  CHECK(s.players[0].cells == 2);
  CHECK(s.players[0].sum_squares == 2);
}

TEST_CASE("Leaving the board kills") {
  State s = Game(V(0, 0), V(10, 10), V(10, 0), V(0, 10));
  const RoundReport r = Round(s, "u 0");
  CHECK(r.deaths[0] == Death::kOffBoard);
  CHECK_FALSE(s.players[0].alive);
  CHECK(s.players[0].pos == V(0, 0));
}

TEST_CASE("Walking through another player's land kills but borders are free") {
  State s = Game(V(5, 4), V(4, 4), V(10, 0), V(0, 10));
  Own(s, 1, 4, 4, 2, 2);
  SECTION("border edge") {
    const RoundReport r = Round(s, "r 0");
    CHECK(r.deaths[0] == Death::kNone);
  }
  SECTION("interior edge, pen up") {
    const RoundReport r = Round(s, "d 0");
    CHECK(r.deaths[0] == Death::kOthersLand);
  }
  SECTION("own interior edge: pen up yes, pen down no") {
    State t = Game(V(10, 10), V(5, 4), V(10, 0), V(0, 10));
    Own(t, 1, 4, 4, 2, 2);
    State u = t;
    CHECK(Round(t, "s 0", "d 0").deaths[1] == Death::kNone);
    CHECK(Round(u, "s 0", "d 1").deaths[1] == Death::kOwnLandWhileDrawing);
  }
}

TEST_CASE("Forbidden actions kill before anyone moves") {
  State s = Lone();
  SECTION("trap while staying") {
    CHECK(Round(s, "s -1").deaths[0] == Death::kTrapWhileStaying);
  }
  SECTION("pen down or trap while drawing") {
    Round(s, "r 1");
    State t = s;
    CHECK(Round(s, "r 1").deaths[0] == Death::kPenWhileDrawing);
    CHECK(Round(t, "r -1").deaths[0] == Death::kPenWhileDrawing);
  }
  SECTION("reversing the last segment") {
    Round(s, "r 1");
    const RoundReport r = Round(s, "l 0");
    CHECK(r.deaths[0] == Death::kReverse);
    CHECK(s.players[0].pos == V(3, 2));
    CHECK(s.players[0].trail_len == 0);
  }
  SECTION("a player who dies early does not move or cut") {
    State t = Game(V(0, 5), V(1, 4), V(10, 0), V(0, 10));
    SetTrail(t, 0, {{0, 6}, {0, 5}});
    SetTrail(t, 1, {{1, 4}, {1, 5}, {1, 6}});
    // Player 0 would step onto (1, 5) but dies for lowering its pen again.
    const RoundReport r = Round(t, "r 1");
    CHECK(r.deaths[0] == Death::kPenWhileDrawing);
    CHECK(t.players[0].pos == V(0, 5));
    CHECK(t.players[1].alive);
  }
}

TEST_CASE("Standing on a drawing player's trail kills the drawer") {
  State s = Game(V(2, 2), V(3, 3), V(10, 0), V(0, 10));
  Walk(s, {"r 1", "r 0"});  // Trail (2,2)-(3,2)-(4,2).
  SECTION("trail hit, the walker is unharmed") {
    const RoundReport r = Round(s, "d 0", "u 0");  // Player 1 onto (3, 2).
    CHECK(r.deaths[0] == Death::kTrailHit);
    CHECK(r.deaths[1] == Death::kNone);
    CHECK(s.players[1].alive);
  }
  SECTION("the trail's start counts") {
    State t = Game(V(2, 2), V(1, 2), V(10, 0), V(0, 10));
    Walk(t, {"r 1", "r 0"});
    const RoundReport r = Round(t, "d 0", "r 0");
    CHECK(r.deaths[0] == Death::kTrailHit);
  }
  SECTION("collision with the head") {
    const RoundReport r = Round(s, "d 0", "r 0");  // Both onto (4, 3).
    CHECK(r.deaths[0] == Death::kCollision);
    CHECK(s.players[1].alive);
  }
}

TEST_CASE("Two drawing players on one vertex both die") {
  State s = Game(V(2, 2), V(4, 2), V(10, 0), V(0, 10));
  const RoundReport r = Round(s, "r 1", "l 1");
  CHECK(r.deaths[0] == Death::kCollision);
  CHECK(r.deaths[1] == Death::kCollision);
}

TEST_CASE("All simultaneous interruptions count (four deaths)") {
  // A pinwheel: each head steps onto the next player's trail.
  State s = Game(V(2, 2), V(6, 2), V(6, 6), V(2, 6));
  SetTrail(s, 0, {{2, 3}, {2, 2}, {3, 2}, {4, 2}});  // -> r (5, 2)
  SetTrail(s, 1, {{5, 2}, {6, 2}, {6, 3}, {6, 4}});  // -> d (6, 5)
  SetTrail(s, 2, {{6, 5}, {6, 6}, {5, 6}, {4, 6}});  // -> l (3, 6)
  SetTrail(s, 3, {{3, 6}, {2, 6}, {2, 5}, {2, 4}});  // -> u (2, 3)
  const RoundReport r = Round(s, "r 0", "d 0", "l 0", "u 0");
  for (int i = 0; i < kPlayers; ++i) {
    CHECK(r.deaths[i] == Death::kTrailHit);
  }
  CHECK(s.AliveCount() == 0);
}

TEST_CASE("A closing player cannot be interrupted in that round") {
  State s = Game(V(2, 2), V(3, 1), V(10, 0), V(0, 10));
  Walk(s, {"r 1", "d 0", "l 0"});  // Trail (2,2) (3,2) (3,3) (2,3).
  // Player 1 steps onto (3, 2) as player 0 closes.
  const RoundReport r = Round(s, "u 0", "d 0");
  CHECK(r.closure_count == 1);
  CHECK(r.deaths[0] == Death::kNone);
  CHECK(r.deaths[1] == Death::kNone);
  CHECK(s.players[0].cells == 1);
}

TEST_CASE("Players strictly inside a closed loop die and those on it live") {
  State s = Game(V(2, 2), V(3, 3), V(4, 1), V(0, 10));
  Walk(s, {"r 1", "r 0", "d 0", "d 0", "l 0", "l 0", "u 0"});
  REQUIRE(s.players[0].drawing);
  // Player 2 steps onto the loop at (4, 2) as it closes: on it, so alive.
  const RoundReport r = Round(s, "u 0", "s 0", "d 0");
  CHECK(r.deaths[1] == Death::kEnclosed);
  CHECK(r.deaths[2] == Death::kNone);
  CHECK(r.deaths[0] == Death::kNone);
  CHECK(s.players[0].cells == 4);
}

TEST_CASE("Simultaneous loops settle inside out") {
  // Player 0 closes a 5x5 square around player 1's 1x1 square; both close
  // in the same round. The inner loop is scored first, then its owner dies.
  State s = Game(V(2, 2), V(4, 4), V(10, 0), V(0, 10));
  SetTrail(s, 0, {{2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {7, 2}, {7, 3},
                  {7, 4}, {7, 5}, {7, 6}, {7, 7}, {6, 7}, {5, 7}, {4, 7},
                  {3, 7}, {2, 7}, {2, 6}, {2, 5}, {2, 4}, {2, 3}});
  SetTrail(s, 1, {{4, 4}, {5, 4}, {5, 5}, {4, 5}});
  const RoundReport r = Round(s, "u 0", "u 0");
  REQUIRE(r.closure_count == 2);
  CHECK(r.closures[0].player == 1);
  CHECK(r.closures[0].gain == 1);
  CHECK(r.closures[1].player == 0);
  CHECK(r.closures[1].area == 25);
  CHECK(r.closures[1].gain == 24);
  CHECK(r.closures[1].regions == 1);
  CHECK(r.deaths[1] == Death::kEnclosed);
  CHECK(s.OwnerOf(CellAt(4, 4)) == 1);
  CHECK(Score(s, 1) == 10 * 1 + 3);
  CHECK(Score(s, 0) == 10 * 24 * 24 + 4);
}

TEST_CASE("Equal loops settle by player number") {
  // Two overlapping 2-cell loops closing together (a constructed position):
  // player 0 settles first and takes the shared cell (3, 2).
  State s = Game(V(2, 2), V(5, 2), V(10, 0), V(0, 10));
  SetTrail(s, 0, {{3, 3}, {2, 3}, {2, 2}, {3, 2}, {4, 2}, {4, 3}});
  SetTrail(s, 1, {{3, 3}, {4, 3}, {5, 3}, {5, 2}, {4, 2}, {3, 2}});
  const RoundReport r = Round(s, "l 0", "d 0");
  REQUIRE(r.closure_count == 2);
  CHECK(r.closures[0].player == 0);
  CHECK(r.closures[1].player == 1);
  CHECK(s.OwnerOf(CellAt(3, 2)) == 0);
  CHECK(s.OwnerOf(CellAt(2, 2)) == 0);
  CHECK(s.OwnerOf(CellAt(4, 2)) == 1);
}

TEST_CASE("End conditions") {
  State s = Lone();
  CHECK_FALSE(IsOver(s));
  s.round = kMaxRounds;
  CHECK(IsOver(s));
  State one = Game(V(2, 2), kNoVertex, kNoVertex, kNoVertex);
  CHECK(IsOver(one));
  State full = Lone();
  Own(full, 1, 0, 0, 10, 10);
  CHECK(IsOver(full));
}

TEST_CASE("A sole survivor takes the leftover land per component") {
  State s = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  Own(s, 1, 5, 0, 1, 10);  // A wall splits the free land in two.
  Kill(s, 1);
  Kill(s, 2);
  Kill(s, 3);
  REQUIRE(IsOver(s));
  Finish(s);
  CHECK(s.players[0].regions == 2);
  CHECK(s.players[0].cells == 90);
  CHECK(Score(s, 0) == 10 * (50 * 50 + 40 * 40) + 4);
  Finish(s);  // Idempotent.
  CHECK(s.players[0].cells == 90);
  // Two survivors at the round limit: nothing is handed out.
  State t = Lone();
  Kill(t, 2);
  Kill(t, 3);
  t.round = kMaxRounds;
  Finish(t);
  CHECK(t.owned.None());
}

TEST_CASE("Score is 10 sum S^2 - 10 traps + (4 - m)") {
  State s = Lone();
  Own(s, 3, 0, 0, 2, 2);
  Own(s, 3, 9, 9, 1, 1);
  s.players[3].traps_used = 2;
  CHECK(Score(s, 3) == 10 * (16 + 1) - 20 + 1);
  CHECK(Score(s, 0) == 4);
  CHECK(Score(s, 1) == 3);
  CHECK(Score(s, 2) == 2);
}

}  // namespace
}  // namespace gauntlet::enclosure
