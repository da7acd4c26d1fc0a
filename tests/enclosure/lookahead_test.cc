// The lookahead player: the loop planner's action unless a playout shows
// another of its safe actions ending better.

#include <catch2/catch.hpp>
#include <vector>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/lookahead_brain.h"
#include "bots/enclosure/moves.h"
#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

// The playouts of a lookahead of seed 7 that has seen no move yet.
PlayoutModels Models() {
  const LoopOptions options;
  return {{LoopsBrain(7, options), LoopsBrain(8, options),
           LoopsBrain(9, options), LoopsBrain(10, options)},
          {true, true, true, true},
          RolloutOptions()};
}

// Positions of a game of four loop planners, a share of whose moves are
// random (so the positions differ from the planners' own game), one per
// round while player 0 lives and the game goes on.
std::vector<State> Positions(uint64_t seed, int rounds) {
  std::vector<std::unique_ptr<Brain>> players;
  for (int i = 0; i < kPlayers; ++i) {
    players.push_back(std::make_unique<DilutedBrain>(
        std::make_unique<LoopsBrain>(seed + i, LoopOptions()),
        std::make_unique<RandomBrain>(seed + 10 + i), 0.2, seed + 20 + i));
  }
  std::array<int, kPlayers> starts;
  for (int i = 0; i < kPlayers; ++i) starts[i] = players[i]->ChooseStart(i);
  State state = NewGame(starts);
  std::vector<State> positions;
  for (int r = 0; r < rounds && !IsOver(state) && state.players[0].alive; ++r) {
    positions.push_back(state);
    std::array<Action, kPlayers> joint;
    for (int i = 0; i < kPlayers; ++i) {
      Deadline never = Deadline::Never();
      joint[i] = state.players[i].alive
                     ? players[i]->ChooseAction(state, i, never)
                     : Action();
    }
    ResolveRound(state, joint, nullptr);
  }
  return positions;
}

// A round's joint action as the observed player sees it: player 0 plays
// `own`, players 1 and 2 play as the planner (seeds 8, 9), player 3 the
// first safe action that is not the planner's, so the planner never
// predicts it.
std::array<Action, kPlayers> JointWithMisfit(const State& state, Action own) {
  std::array<Action, kPlayers> joint{};
  joint[0] = own;
  Deadline never = Deadline::Never();
  for (int i = 1; i < kPlayers; ++i) {
    LoopsBrain planner(7 + i, LoopOptions());
    joint[i] = planner.ChooseAction(state, i, never);
  }
  std::array<Action, kActionCount> safe;
  const int n = SafeActions(state, 3, false, safe);
  for (int k = 0; k < n; ++k) {
    if (!(safe[k] == joint[3])) {
      joint[3] = safe[k];
      break;
    }
  }
  return joint;
}

TEST_CASE(
    "The lookahead's action plays out at least as well as the "
    "planner's, and differs only when it plays out better") {
  LookaheadOptions options;
  options.horizon = 12;
  int tried = 0, differed = 0;
  for (const uint64_t seed : {1, 2}) {
    for (const State& state : Positions(seed, 30)) {
      if (state.players[0].stuck_left > 0) continue;
      Deadline never = Deadline::Never();
      LookaheadBrain lookahead(7, LoopOptions(), options);
      const Action chosen = lookahead.ChooseAction(state, 0, never);
      LoopsBrain planner(7, LoopOptions());
      const Action planned = planner.ChooseAction(state, 0, never);
      std::array<Action, kActionCount> safe;
      const int n = SafeActions(state, 0, true, safe);
      CHECK(std::find(safe.begin(), safe.begin() + n, chosen) !=
            safe.begin() + n);
      // No random playouts: no opponent is played by the playout policy.
      Rng rng(1);
      PlayoutModels models = Models();
      const double chosen_value =
          *PlayoutValue(state, 0, chosen, models, rng, options, never);
      models = Models();
      const double planned_value =
          *PlayoutValue(state, 0, planned, models, rng, options, never);
      CHECK(chosen_value >= planned_value);
      if (!(chosen == planned)) {
        CHECK(chosen_value > planned_value);
        ++differed;
      }
      ++tried;
    }
  }
  CHECK(tried >= 30);
  // It is not the planner under another name.
  CHECK(differed > 0);
}

TEST_CASE("Out of time, the lookahead plays the planner's action") {
  for (const State& state : Positions(3, 20)) {
    Deadline spent = Deadline::After(std::chrono::milliseconds(0));
    Deadline never = Deadline::Never();
    LookaheadBrain lookahead(7, LoopOptions(), LookaheadOptions());
    LoopsBrain planner(7, LoopOptions());
    CHECK(lookahead.ChooseAction(state, 0, spent) ==
          planner.ChooseAction(state, 0, never));
  }
}

TEST_CASE("Untimed, the lookahead plays out even when the time is spent") {
  LookaheadOptions options;
  options.horizon = 12;
  options.untimed = true;
  int differed = 0;
  for (const State& state : Positions(2, 30)) {
    Deadline spent = Deadline::After(std::chrono::milliseconds(0));
    Deadline never = Deadline::Never();
    LookaheadBrain untimed(7, LoopOptions(), options);
    LookaheadBrain timed(7, LoopOptions(), options);
    const Action chosen = untimed.ChooseAction(state, 0, spent);
    CHECK(chosen == timed.ChooseAction(state, 0, never));
    LoopsBrain planner(7, LoopOptions());
    if (!(chosen == planner.ChooseAction(state, 0, never))) ++differed;
  }
  // Else the spent deadline could have cut every playout and left the
  // planner's action, and the comparison above would say nothing.
  CHECK(differed > 0);
}

TEST_CASE("An opponent the planner does not predict is played otherwise") {
  const std::vector<State> positions = Positions(4, 30);
  REQUIRE(positions.size() >= 20);
  LookaheadOptions options;
  options.horizon = 1;
  LookaheadBrain lookahead(7, LoopOptions(), options);
  for (int round = 0; round < 20; ++round) {
    const State& state = positions[round];
    Deadline never = Deadline::Never();
    lookahead.ChooseAction(state, 0, never);
    lookahead.Observe(JointWithMisfit(state, Action()), positions[round + 1]);
    // Every player is taken for a planner until it has moved 8 times.
    CHECK(lookahead.ModelledByPlanner(3) == (round + 1 < 8));
    CHECK(lookahead.ModelledByPlanner(1));
    CHECK(lookahead.ModelledByPlanner(2));
  }
}

TEST_CASE(
    "The adaptive lookahead plays out against planners and plays a bolder "
    "planner's action against an opponent the planner does not predict") {
  const std::vector<State> positions = Positions(4, 30);
  REQUIRE(positions.size() >= 20);
  LookaheadOptions options;
  options.horizon = 6;
  options.max_sweeps = 2;
  LookaheadOptions adaptive_options = options;
  adaptive_options.plan_when_unpredicted = true;
  LookaheadBrain lookahead(7, LoopOptions(), options);
  LookaheadBrain adaptive(7, LoopOptions(), adaptive_options);
  int planner_rounds = 0;
  for (int round = 0; round < 20; ++round) {
    const State& state = positions[round];
    Deadline never = Deadline::Never();
    const Action looked = lookahead.ChooseAction(state, 0, never);
    const Action chosen = adaptive.ChooseAction(state, 0, never);
    bool predicted = true;
    for (int i = 1; i < kPlayers; ++i) {
      predicted = predicted &&
                  (!state.players[i].alive || adaptive.ModelledByPlanner(i));
    }
    if (predicted) {
      // Every opponent is a planner in the playouts: one sweep each, the
      // same playouts, the same choice.
      CHECK(chosen == looked);
    } else {
      LoopsBrain planner(7 + 4, adaptive_options.unpredicted_loops);
      std::array<bool, kPlayers> passive{};
      for (int i = 1; i < kPlayers; ++i) passive[i] = adaptive.Passive(i);
      planner.SetPassive(passive);
      CHECK(chosen == planner.ChooseAction(state, 0, never));
      ++planner_rounds;
    }
    const std::array<Action, kPlayers> joint = JointWithMisfit(state, chosen);
    lookahead.Observe(joint, positions[round + 1]);
    adaptive.Observe(joint, positions[round + 1]);
  }
  CHECK(planner_rounds >= 10);
}

}  // namespace
}  // namespace gauntlet::enclosure
