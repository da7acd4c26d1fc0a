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

}  // namespace
}  // namespace gauntlet::enclosure
