// The bot's pieces: safe moves, the tracker that rebuilds hidden state from
// [STATUS] lines, the brains and the session's protocol handling.

#include <catch2/catch.hpp>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/mcts_brain.h"
#include "bots/enclosure/moves.h"
#include "bots/enclosure/rollout.h"
#include "bots/enclosure/session.h"
#include "bots/enclosure/tracker.h"
#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::Game;
using testing::Own;
using testing::Round;
using testing::V;

TEST_CASE("Safe actions never kill in steps 0-1") {
  State s = Game(V(0, 0), V(5, 4), V(10, 0), V(0, 10));
  Own(s, 2, 4, 4, 2, 2);
  for (int player = 0; player < 2; ++player) {
    std::vector<Action> actions;
    SafeActions(s, player, true, actions);
    REQUIRE_FALSE(actions.empty());
    for (const Action& a : actions) {
      CHECK(ImmediateDeath(s, player, a) == Death::kNone);
    }
  }
  std::vector<Action> corner;
  SafeActions(s, 0, false, corner);
  // From (0, 0): stay, right, down, each with the pen kept or lowered.
  CHECK(corner.size() == 6);
}

TEST_CASE("The closing direction finds the shortest way back") {
  State s = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  testing::Walk(s, {"r 1", "r 0", "d 0"});  // (2,2) (3,2) (4,2) (4,3)
  int length = 0;
  const Dir d = ClosingDirection(s, 0, &length);
  // Left to (3, 3), then up onto (3, 2): closing against the trail's middle.
  CHECK(length == 2);
  CHECK(d == Dir::kLeft);
}

// Every [STATUS] of whole games, fed to a tracker, must rebuild the exact
// state the referee holds.
TEST_CASE("The tracker rebuilds the referee's state from status lines") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    GreedyBrain g0(seed), g2(seed + 10);
    RandomBrain r1(seed + 20), r3(seed + 30);
    std::array<Brain*, kPlayers> brains = {&g0, &r1, &g2, &r3};
    std::array<int, kPlayers> starts{};
    for (int i = 0; i < kPlayers; ++i) starts[i] = brains[i]->ChooseStart(i);
    State state = NewGame(starts);
    Tracker tracker;
    tracker.Start(MakeStatus(state));
    CHECK(tracker.state() == state);
    while (!IsOver(state)) {
      std::array<Action, kPlayers> actions{};
      for (int i = 0; i < kPlayers; ++i) {
        Deadline never = Deadline::Never();
        if (state.players[i].alive) {
          actions[i] = brains[i]->ChooseAction(state, i, never);
        }
      }
      ResolveRound(state, actions, nullptr);
      // Tracked from player 1's seat (its own action is known).
      CHECK(tracker.Update(MakeStatus(state), 1, actions[1]));
      CHECK(tracker.state() == state);
    }
  }
}

TEST_CASE("The session answers START and STATUS and refuses bad lines") {
  BotSession session(std::make_unique<GreedyBrain>(3),
                     std::chrono::milliseconds(10));
  auto pos = session.Handle("[START] 2", 1);
  REQUIRE(pos.ok());
  REQUIRE(pos->has_value());
  CHECK(ParsePos(**pos, 1).ok());
  auto action =
      session.Handle("[STATUS] 1 1 0 0 0 9 1 0 0 0 7 7 0 0 0 1 9 0 0 0 0", 2);
  REQUIRE(action.ok());
  REQUIRE(action->has_value());
  CHECK(ParseAction(**action, 1).ok());
  auto bad = session.Handle("[STATUS] 1 1 0", 3);
  REQUIRE_FALSE(bad.ok());
  CHECK(std::string(bad.status().message()).find("line 3") !=
        std::string::npos);
}

TEST_CASE("Rewards favour the leader and sum to one") {
  State s = Game(V(2, 2), V(10, 10), V(10, 0), V(0, 10));
  Own(s, 1, 0, 0, 3, 3);
  const auto rewards = Rewards(s);
  double total = 0;
  for (double r : rewards) total += r;
  CHECK(total == Approx(1.0));
  CHECK(rewards[1] > rewards[0]);
  CHECK(rewards[1] > 0.5);
}

TEST_CASE("The MCTS bot steps on a trail it can reach instead of waiting") {
  // Player 1 draws right next to player 0, who can step onto the trail's
  // start (6, 4) and kill it; player 1 cannot close in time.
  State s = Game(V(7, 4), V(4, 4), V(10, 0), V(0, 10));
  testing::SetTrail(s, 1, {{6, 4}, {6, 3}, {5, 3}, {4, 3}, {4, 4}});
  s.players[1].pos = static_cast<uint8_t>(V(4, 4));
  MctsBrain brain(1, MctsBrainOptions());
  Deadline deadline = Deadline::After(std::chrono::milliseconds(300));
  const Action a = brain.ChooseAction(s, 0, deadline);
  State next = s;
  std::array<Action, kPlayers> joint{};
  joint[0] = a;
  ResolveRound(next, joint, nullptr);
  CHECK_FALSE(next.players[1].alive);
  CHECK(next.players[0].alive);
}

// Prints `status` the way another judge faithful to the statement might:
// positive `scoredecline`, dead players off the board (-1) or on another
// player's vertex, traps in reverse order, extra spaces.
std::string ForeignStatus(const Status& status, int style) {
  std::string line = "[STATUS] ";
  const auto add = [&line](int value) {
    line += std::to_string(value);
    line += "  ";
  };
  for (const StatusPlayer& p : status.players) {
    const bool dead = p.stat == -1;
    if (dead && style == 0) {
      add(-1);
      add(-1);
    } else if (dead && style == 1) {
      add(status.players[0].x < 0 ? 0 : status.players[0].x);
      add(status.players[0].y < 0 ? 0 : status.players[0].y);
    } else {
      add(p.x);
      add(p.y);
    }
    add(p.stat);
    add(dead && style == 0 ? -1 : p.stuck_left);
    add(-p.score_decline);
  }
  add(static_cast<int>(status.traps.size()));
  for (auto t = status.traps.rbegin(); t != status.traps.rend(); ++t) {
    add(t->x);
    add(t->y);
    add(t->left);
  }
  return line;
}

// The referee's state with dead players' positions (and the stale trail
// vertices beyond their erased trails) forgotten: judges do not agree on
// where the dead are.
State WithoutDeadPositions(State state) {
  for (PlayerState& p : state.players) {
    if (p.alive) continue;
    p.pos = 0;
    p.trail.fill(0);
  }
  return state;
}

// What differs between two states, for failure messages.
std::string Difference(const State& a, const State& b) {
  std::string out;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& p = a.players[i];
    const PlayerState& q = b.players[i];
    const auto note = [&](const char* field, int x, int y) {
      if (x != y) {
        out += "player " + std::to_string(i) + " " + field + " " +
               std::to_string(x) + " vs " + std::to_string(y) + "; ";
      }
    };
    note("alive", p.alive, q.alive);
    note("pos", p.pos, q.pos);
    note("drawing", p.drawing, q.drawing);
    note("stuck", p.stuck_left, q.stuck_left);
    note("traps", p.traps_used, q.traps_used);
    note("cells", p.cells, q.cells);
    note("trail", p.trail_len, q.trail_len);
  }
  if (!(a.owned == b.owned)) out += "owned; ";
  if (!(a.traps == b.traps)) out += "traps; ";
  if (a.trap_left != b.trap_left) out += "trap_left; ";
  if (a.region_of != b.region_of) out += "regions; ";
  return out;
}

TEST_CASE("The tracker follows judges that print STATUS differently") {
  for (int style = 0; style < 2; ++style) {
    int traps_seen = 0;
    int deaths_seen = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      GreedyBrain g0(seed);
      RandomBrain r1(seed + 20), r2(seed + 30), r3(seed + 40);
      std::array<Brain*, kPlayers> brains = {&g0, &r1, &r2, &r3};
      std::array<int, kPlayers> starts{};
      for (int i = 0; i < kPlayers; ++i) starts[i] = brains[i]->ChooseStart(i);
      State state = NewGame(starts);
      Tracker tracker;
      tracker.Start(
          ParseStatus(ForeignStatus(MakeStatus(state), style), 1).value());
      while (!IsOver(state)) {
        std::array<Action, kPlayers> actions{};
        for (int i = 0; i < kPlayers; ++i) {
          Deadline never = Deadline::Never();
          if (state.players[i].alive) {
            actions[i] = brains[i]->ChooseAction(state, i, never);
          }
        }
        ResolveRound(state, actions, nullptr);
        const Status status = MakeStatus(state);
        traps_seen += static_cast<int>(status.traps.size());
        const auto foreign = ParseStatus(ForeignStatus(status, style), 2);
        REQUIRE(foreign.ok());
        CHECK(tracker.Update(*foreign, 0, actions[0]));
        INFO(Difference(tracker.state(), state));
        CHECK(WithoutDeadPositions(tracker.state()) ==
              WithoutDeadPositions(state));
      }
      deaths_seen += kPlayers - state.AliveCount();
    }
    // The games must exercise what the variants change.
    CHECK(traps_seen > 0);
    CHECK(deaths_seen > 0);
  }
}

TEST_CASE("The tracker believes a status nothing explains") {
  State s = Game(V(2, 2), V(8, 2), V(8, 8), V(2, 8));
  Tracker tracker;
  tracker.Start(MakeStatus(s));
  // Player 1 jumps two vertices, player 2 is shown drawing without a move
  // that explains it, player 3 stuck for 6 rounds, and a trap nobody laid
  // shows 3 rounds left.
  const auto status = ParseStatus(
      "[STATUS] 2 2 0 0 0 8 4 0 0 0 8 9 1 0 0 2 8 0 6 0 1 5 5 3", 1);
  REQUIRE(status.ok());
  CHECK_FALSE(tracker.Update(*status, 0, Action()));
  const State& t = tracker.state();
  CHECK(t.players[1].pos == V(8, 4));
  CHECK(t.players[2].pos == V(8, 9));
  CHECK(t.players[2].drawing);
  CHECK(t.players[2].trail_set.Test(V(8, 8)));
  CHECK(t.players[2].trail_set.Test(V(8, 9)));
  CHECK(t.players[3].stuck_left == 6);
  CHECK(t.traps.Test(V(5, 5)));
  CHECK(t.trap_left[V(5, 5)] == kTrapLife);
  // The next round is tracked from there: player 2 draws on, the trap ages.
  const auto next = ParseStatus(
      "[STATUS] 2 2 0 0 0 8 4 0 0 0 7 9 1 0 0 2 8 0 5 0 1 5 5 1", 2);
  REQUIRE(next.ok());
  CHECK(tracker.Update(*next, 0, Action()));
  CHECK(tracker.state().players[2].trail_len == 3);
  // A player the model has dead but the judge shows alive comes back.
  const auto revived =
      ParseStatus("[STATUS] -1 -1 -1 0 0 8 4 0 0 0 7 9 1 0 0 2 8 0 4 0 0", 3);
  REQUIRE(revived.ok());
  tracker.Update(*revived, 1, Action());
  CHECK_FALSE(tracker.state().players[0].alive);
  const auto back =
      ParseStatus("[STATUS] 3 3 0 0 0 8 4 0 0 0 7 9 1 0 0 2 8 0 3 0 0", 4);
  REQUIRE(back.ok());
  CHECK_FALSE(tracker.Update(*back, 1, Action()));
  CHECK(tracker.state().players[0].alive);
  CHECK(tracker.state().players[0].pos == V(3, 3));
}

TEST_CASE("The session plays a whole game against a foreign judge") {
  BotSession session(std::make_unique<GreedyBrain>(5),
                     std::chrono::milliseconds(5));
  RandomBrain r1(1), r2(2), r3(3);
  std::array<Brain*, kPlayers> others = {nullptr, &r1, &r2, &r3};
  int line = 1;
  auto pos = session.Handle("[START] 0", line++);
  REQUIRE(pos.ok());
  REQUIRE(session.Handle("", line++).ok());  // Blank lines ask nothing.
  std::array<int, kPlayers> starts{};
  starts[0] = ParsePos(**pos, 1).value();
  for (int i = 1; i < kPlayers; ++i) starts[i] = others[i]->ChooseStart(i);
  State state = NewGame(starts);
  while (!IsOver(state) && state.players[0].alive) {
    auto reply =
        session.Handle(ForeignStatus(MakeStatus(state), line % 2), line);
    ++line;
    REQUIRE(reply.ok());
    REQUIRE(reply->has_value());
    std::array<Action, kPlayers> actions{};
    actions[0] = ParseAction(**reply, 1).value();
    for (int i = 1; i < kPlayers; ++i) {
      Deadline never = Deadline::Never();
      if (state.players[i].alive) {
        actions[i] = others[i]->ChooseAction(state, i, never);
      }
    }
    ResolveRound(state, actions, nullptr);
  }
  CHECK(session.unexplained_rounds() == 0);
  CHECK(state.round > 10);
}

}  // namespace
}  // namespace gauntlet::enclosure
