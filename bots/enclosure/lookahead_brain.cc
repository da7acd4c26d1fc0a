#include "bots/enclosure/lookahead_brain.h"

#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {

LookaheadBrain::LookaheadBrain(uint64_t seed, const LoopOptions& loops,
                               const LookaheadOptions& options)
    : loops_options_(loops),
      options_(options),
      planners_{LoopsBrain(seed, loops), LoopsBrain(seed + 1, loops),
                LoopsBrain(seed + 2, loops), LoopsBrain(seed + 3, loops)} {}

int LookaheadBrain::ChooseStart(int me) {
  return planners_[me].ChooseStart(me);
}

std::optional<double> PlayoutValue(const State& state, int me, Action first,
                                   std::array<LoopsBrain, kPlayers>& planners,
                                   const LookaheadOptions& options,
                                   Deadline& deadline) {
  State playout = state;
  std::array<Action, kPlayers> joint;
  for (int round = 0; round <= options.horizon && !IsOver(playout); ++round) {
    if (deadline.ExpiredNow()) return std::nullopt;
    for (int i = 0; i < kPlayers; ++i) {
      joint[i] = Action();
      if (!playout.players[i].alive) continue;
      joint[i] = round == 0 && i == me
                     ? first
                     : planners[i].ChooseAction(playout, i, deadline);
    }
    ResolveRound(playout, joint, nullptr);
  }
  if (IsOver(playout)) Finish(playout);
  return Rewards(playout, options.reward)[me];
}

std::optional<double> LookaheadBrain::Value(const State& state, int me,
                                            Action first, Deadline& deadline) {
  // Every action is played out by the planners as they are now: the same
  // random numbers for each (a planner draws one only when no plan is left).
  std::array<LoopsBrain, kPlayers> planners = planners_;
  return PlayoutValue(state, me, first, planners, options_, deadline);
}

Action LookaheadBrain::ChooseAction(const State& state, int me,
                                    Deadline& deadline) {
  const PlayerState& p = state.players[me];
  if (p.stuck_left > 0) return Action();
  const Action planned = planners_[me].ChooseAction(state, me, deadline);
  std::array<Action, kActionCount> actions;
  const int n = SafeActions(state, me, loops_options_.traps, actions);
  if (n <= 1) return planned;
  // The planner's own action first: the others must do strictly better.
  std::optional<double> best = Value(state, me, planned, deadline);
  if (!best.has_value()) return planned;
  Action chosen = planned;
  for (int i = 0; i < n; ++i) {
    if (actions[i] == planned) continue;
    const std::optional<double> value = Value(state, me, actions[i], deadline);
    if (!value.has_value()) break;
    if (*value > *best) {
      best = value;
      chosen = actions[i];
    }
  }
  return chosen;
}

}  // namespace gauntlet::enclosure
