// The decoupled-UCT engine on tiny simultaneous games with known answers.

#include "common/search/mcts.h"

#include <catch2/catch.hpp>

namespace gauntlet::search {
namespace {

// Two players pick 0, 1 or 2 for `rounds` rounds. Player 0 scores only by
// the exact sequence `target`; player 1 likes big numbers, whatever 0 does.
struct PickGame {
  static constexpr int kPlayers = 2;
  struct State {
    int round = 0;
    bool on_track = true;   // Player 0 has followed `target` so far.
    int player1_total = 0;  // Sum of player 1's picks.
  };
  using Action = int;

  std::array<int, 3> target = {1, 0, 2};
  int rounds = 3;

  bool IsTerminal(const State& s) const { return s.round >= rounds; }
  void Actions(const State&, int, std::vector<int>& out) const {
    out.insert(out.end(), {0, 1, 2});
  }
  void Apply(State& s, const std::array<int, 2>& joint) const {
    s.on_track = s.on_track && joint[0] == target[s.round];
    s.player1_total += joint[1];
    ++s.round;
  }
  std::array<double, 2> Playout(State& s, Rng& rng) const {
    while (!IsTerminal(s)) {
      Apply(s,
            {static_cast<int>(rng.Below(3)), static_cast<int>(rng.Below(3))});
    }
    return {s.on_track ? 1.0 : 0.0, s.player1_total / (2.0 * rounds)};
  }
};

static_assert(SimultaneousGame<PickGame>);

TEST_CASE("Each player finds its own best action") {
  PickGame game;
  Mcts<PickGame> mcts(game, MctsOptions{}, 7);
  mcts.SetRoot(PickGame::State{});
  Deadline never = Deadline::Never();
  CHECK(mcts.Search(never, 20000) == 20000);
  CHECK(mcts.BestAction(0) == 1);
  CHECK(mcts.BestAction(1) == 2);
  CHECK(mcts.root_visits() == 20000);
  const auto stats = mcts.RootStats(0);
  REQUIRE(stats.size() == 3);
  for (const auto& [action, edge] : stats) {
    if (action == 1) CHECK(edge.mean > 0.3);
    if (action != 1) CHECK(edge.mean == 0.0);
  }
}

TEST_CASE("The subtree of the played joint action is kept") {
  PickGame game;
  Mcts<PickGame> mcts(game, MctsOptions{}, 11);
  mcts.SetRoot(PickGame::State{});
  Deadline never = Deadline::Never();
  mcts.Search(never, 20000);
  PickGame::State next;
  game.Apply(next, {1, 2});
  REQUIRE(mcts.Advance({1, 2}, next));
  const uint32_t kept = mcts.root_visits();
  CHECK(kept > 1000);
  CHECK(mcts.node_count() < 20000);
  mcts.Search(never, 5000);
  CHECK(mcts.root_visits() == kept + 5000);
  CHECK(mcts.BestAction(0) == 0);  // The second step of the target.
  // A joint action never tried starts a fresh tree.
  PickGame::State other = next;
  game.Apply(other, {2, 2});
  Mcts<PickGame> fresh(game, MctsOptions{}, 3);
  fresh.SetRoot(next);
  CHECK_FALSE(fresh.Advance({2, 2}, other));
  CHECK(fresh.root_visits() == 0);
}

TEST_CASE("The node cap bounds the tree") {
  PickGame game;
  game.rounds = 3;
  Mcts<PickGame> mcts(game, MctsOptions{0.7, 50}, 5);
  mcts.SetRoot(PickGame::State{});
  Deadline never = Deadline::Never();
  mcts.Search(never, 5000);
  CHECK(mcts.node_count() <= 50);
  CHECK(mcts.BestAction(1) == 2);
}

TEST_CASE("Search stops at the deadline") {
  PickGame game;
  Mcts<PickGame> mcts(game, MctsOptions{}, 5);
  mcts.SetRoot(PickGame::State{});
  Deadline expired = Deadline::After(std::chrono::milliseconds(0));
  expired.ExpiredNow();
  CHECK(mcts.Search(expired) == 0);
}

}  // namespace
}  // namespace gauntlet::search
