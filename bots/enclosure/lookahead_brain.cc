#include "bots/enclosure/lookahead_brain.h"

#include <algorithm>

#include "bots/enclosure/hunt.h"
#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {

LookaheadBrain::LookaheadBrain(uint64_t seed, const LoopOptions& loops,
                               const LookaheadOptions& options)
    : loops_options_(loops),
      options_(options),
      models_{{LoopsBrain(seed, loops), LoopsBrain(seed + 1, loops),
               LoopsBrain(seed + 2, loops), LoopsBrain(seed + 3, loops)},
              {true, true, true, true},
              RolloutOptions()},
      unpredicted_planner_(seed + 4, options.unpredicted_loops),
      rng_(DeriveSeed(seed, 4)) {}

int LookaheadBrain::ChooseStart(int me) {
  return models_.planners[me].ChooseStart(me);
}

std::optional<double> PlayoutValue(const State& state, int me, Action first,
                                   PlayoutModels& models, Rng& rng,
                                   const LookaheadOptions& options,
                                   Deadline& deadline) {
  State playout = state;
  std::array<Action, kPlayers> joint;
  std::array<RolloutPlan, kPlayers> plans{};
  for (int round = 0; round <= options.horizon && !IsOver(playout); ++round) {
    if (deadline.ExpiredNow()) return std::nullopt;
    for (int i = 0; i < kPlayers; ++i) {
      joint[i] = Action();
      if (!playout.players[i].alive) continue;
      if (round == 0 && i == me) {
        joint[i] = first;
      } else if (i == me || models.by_planner[i]) {
        joint[i] = models.planners[i].ChooseAction(playout, i, deadline);
      } else {
        joint[i] = RolloutAction(playout, i, plans[i], rng, models.rollout);
      }
    }
    ResolveRound(playout, joint, nullptr);
  }
  if (IsOver(playout)) Finish(playout);
  return Rewards(playout, options.reward)[me];
}

namespace {

// The least Manhattan distance from `vertex` to the trail of a living
// drawing player other than `player`; kUnreachable when nobody draws.
int NearestOtherTrail(const State& state, int player, int vertex) {
  int nearest = kUnreachable;
  for (int j = 0; j < kPlayers; ++j) {
    const PlayerState& q = state.players[j];
    if (j == player || !q.alive || !q.drawing) continue;
    nearest = std::min(nearest, DistanceToTrail(state, j, vertex));
  }
  return nearest;
}

}  // namespace

bool LookaheadBrain::Passive(int player) const {
  return !stepped_on_trail_[player] &&
         chances_[player] >= options_.passive_chances &&
         approaches_[player] < options_.passive_share * chances_[player];
}

bool LookaheadBrain::ModelledByPlanner(int player) const {
  if (off_start_[player]) return false;
  return observed_[player] < options_.model_rounds ||
         agreed_[player] >= options_.model_agreement * observed_[player];
}

Action LookaheadBrain::ChooseAction(const State& state, int me,
                                    Deadline& round_deadline) {
  // Untimed, no search below looks at the clock: the counts cap it.
  Deadline never = Deadline::Never();
  Deadline& deadline = options_.untimed ? never : round_deadline;
  spiral_.Predict(state, me);
  if (state.round == 0) {
    for (int i = 0; i < kPlayers; ++i) {
      off_start_[i] =
          i != me && state.players[i].alive &&
          state.players[i].pos != models_.planners[i].ChooseStart(i);
    }
  }
  before_ = state;
  have_before_ = true;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    near_[i] = -1;
    if (i == me || !q.alive || q.stuck_left > 0) continue;
    const int d = NearestOtherTrail(state, i, q.pos);
    if (d <= options_.passive_radius) near_[i] = d;
  }
  bool random_playouts = false;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    predicting_[i] = i != me && q.alive && q.stuck_left == 0;
    if (predicting_[i]) {
      LoopsBrain planner = models_.planners[i];
      predicted_[i] = planner.ChooseAction(state, i, deadline);
    }
    models_.by_planner[i] = i == me || ModelledByPlanner(i);
    random_playouts = random_playouts || (q.alive && !models_.by_planner[i]);
  }
  if (state.players[me].stuck_left > 0) return Action();
  // Playouts are only as good as their model of the opponents: against one
  // the planner does not predict, a few noisy playouts a round choose worse
  // than a planner alone.
  if (random_playouts && options_.plan_when_unpredicted) {
    if (options_.hunt) {
      const std::optional<Action> hunt =
          HuntAction(state, me, spiral_, options_.hunting);
      if (hunt.has_value()) return *hunt;
    }
    std::array<bool, kPlayers> passive{};
    for (int i = 0; i < kPlayers; ++i) passive[i] = i != me && Passive(i);
    unpredicted_planner_.SetPassive(passive);
    return unpredicted_planner_.ChooseAction(state, me, deadline);
  }
  const Action planned = models_.planners[me].ChooseAction(state, me, deadline);
  std::array<Action, kActionCount> actions;
  int n = SafeActions(state, me, loops_options_.traps, actions);
  if (n <= 1) return planned;
  // The planner's own action first: the others must do strictly better,
  // and it is the one played when no playout ends in time.
  for (int i = 0; i < n; ++i) {
    if (actions[i] == planned) std::swap(actions[i], actions[0]);
  }
  std::array<double, kActionCount> total{};
  std::array<int, kActionCount> count{};
  bool out_of_time = false;
  // One sweep when the playouts are the planners' game; else sweeps until
  // the time is up, each giving every action the same random numbers.
  for (int sweep = 0; sweep < options_.max_sweeps && !out_of_time; ++sweep) {
    const Rng sweep_rng(rng_.Next());
    for (int i = 0; i < n; ++i) {
      PlayoutModels models = models_;
      Rng rng = sweep_rng;
      const std::optional<double> value =
          PlayoutValue(state, me, actions[i], models, rng, options_, deadline);
      if (!value.has_value()) {
        out_of_time = true;
        break;
      }
      total[i] += *value;
      ++count[i];
    }
    if (!random_playouts) break;
  }
  int best = 0;
  for (int i = 1; i < n; ++i) {
    if (count[i] > 0 &&
        total[i] / count[i] > total[best] / std::max(count[best], 1)) {
      best = i;
    }
  }
  return actions[best];
}

void LookaheadBrain::Observe(const std::array<Action, kPlayers>& joint,
                             const State& next) {
  // The opponent model: measured against the trails as they were, so that
  // a trail growing towards a player does not count as its approach.
  for (int i = 0; have_before_ && i < kPlayers; ++i) {
    if (near_[i] < 0 || !next.players[i].alive) continue;
    const int after = NearestOtherTrail(before_, i, next.players[i].pos);
    if (after == 0) stepped_on_trail_[i] = true;
    ++chances_[i];
    if (after < near_[i]) ++approaches_[i];
  }
  have_before_ = false;
  spiral_.Observe(next);
  for (int i = 0; i < kPlayers; ++i) {
    if (!predicting_[i]) continue;
    ++observed_[i];
    if (joint[i] == predicted_[i]) ++agreed_[i];
    predicting_[i] = false;
  }
}

}  // namespace gauntlet::enclosure
