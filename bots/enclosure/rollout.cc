#include "bots/enclosure/rollout.h"

#include <algorithm>

#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

Action RandomSafe(const State& state, int me, Rng& rng) {
  std::array<Action, kActionCount> actions;
  int n = SafeActions(state, me, false, actions);
  // Wandering with the pen up: prefer moving to staying or putting it down.
  int moves = 0;
  for (int i = 0; i < n; ++i) {
    if (actions[i].pen == Pen::kKeep && actions[i].dir != Dir::kStay) {
      actions[moves++] = actions[i];
    }
  }
  if (moves > 0) n = moves;
  return actions[rng.Below(n)];
}

// A safe pen-kept step that brings `me` closer to `target`, if any.
bool StepToward(const State& state, int me, int target, Rng& rng, Action* out) {
  const int here = Manhattan(state.players[me].pos, target);
  int found = 0;
  for (int d = 0; d < 4; ++d) {
    const int next = Step(state.players[me].pos, static_cast<Dir>(d));
    if (next == kNoVertex || Manhattan(next, target) >= here) continue;
    const Action a{static_cast<Dir>(d), Pen::kKeep};
    if (ImmediateDeath(state, me, a) != Death::kNone) continue;
    if (rng.Below(++found) == 0) *out = a;
  }
  return found > 0;
}

}  // namespace

Action RolloutAction(const State& state, int me, RolloutPlan& plan, Rng& rng,
                     const RolloutOptions& options) {
  const PlayerState& p = state.players[me];
  if (!p.alive || p.stuck_left > 0) return Action();
  if (p.drawing) {
    bool threatened = false;
    for (int e = 0; e < kPlayers && !threatened; ++e) {
      if (e == me || !state.players[e].alive) continue;
      threatened = DistanceToTrail(state, me, state.players[e].pos) <=
                   options.threat_distance;
    }
    if (!threatened && plan.index < plan.length) {
      const Action next{plan.walk[plan.index], Pen::kKeep};
      if (ImmediateDeath(state, me, next) == Death::kNone) {
        ++plan.index;
        return next;
      }
    }
    plan.length = 0;
    int length = 0;
    const Dir close = ClosingDirection(state, me, &length);
    if (close != Dir::kStay) return Action{close, Pen::kKeep};
    return RandomSafe(state, me, rng);
  }
  plan.length = 0;
  // Attack the nearest enemy trail within reach.
  int target = -1;
  int target_distance = options.attack_distance + 1;
  for (int e = 0; e < kPlayers; ++e) {
    const PlayerState& q = state.players[e];
    if (e == me || !q.alive || !q.drawing) continue;
    for (int i = 0; i < q.trail_len; ++i) {
      const int d = Manhattan(p.pos, q.trail[i]);
      if (d < target_distance) {
        target_distance = d;
        target = q.trail[i];
      }
    }
  }
  Action attack;
  if (target >= 0 && rng.Chance(options.attack_chance) &&
      StepToward(state, me, target, rng, &attack)) {
    return attack;
  }
  // Start a small free rectangle with a corner where we stand.
  for (int attempt = 0; attempt < options.rectangle_attempts; ++attempt) {
    const int w = 1 + static_cast<int>(rng.Below(options.max_rectangle_side));
    const int h = 1 + static_cast<int>(rng.Below(options.max_rectangle_side));
    const int corner = static_cast<int>(rng.Below(4));
    const int px = VertexX(p.pos);
    const int py = VertexY(p.pos);
    const int x = corner == 1 || corner == 2 ? px - w : px;
    const int y = corner >= 2 ? py - h : py;
    if (!RectangleFree(state, x, y, w, h)) continue;
    std::array<Dir, 40> walk;
    const int length = RectangleWalk(w, h, corner, walk);
    const Action first{walk[0], Pen::kDown};
    if (ImmediateDeath(state, me, first) != Death::kNone) continue;
    plan.walk = walk;
    plan.length = static_cast<uint8_t>(length);
    plan.index = 1;
    return first;
  }
  return RandomSafe(state, me, rng);
}

std::array<double, kPlayers> Rewards(const State& state,
                                     const RewardOptions& options) {
  std::array<double, kPlayers> projected{};
  const bool open = !state.finished && !IsOver(state);
  const int alive = state.AliveCount();
  const int free_cells = kCells - state.owned.Count();
  const int rounds_left = kMaxRounds - state.round;
  for (int i = 0; i < kPlayers; ++i) {
    projected[i] = std::max(1, Score(state, i));
    if (open && state.players[i].alive && alive > 0) {
      // By default about one 4x4 region per 16 rounds, bounded by the land
      // left.
      const double share =
          std::min<double>(free_cells / alive, options.land_cap);
      const double regions = std::min(1.0, rounds_left / options.region_rounds);
      projected[i] += options.land_weight * share * share * regions;
    }
  }
  const double best = *std::max_element(projected.begin(), projected.end());
  double total = 0;
  int winners = 0;
  for (int i = 0; i < kPlayers; ++i) {
    total += projected[i];
    if (projected[i] == best) ++winners;
  }
  std::array<double, kPlayers> rewards{};
  for (int i = 0; i < kPlayers; ++i) {
    rewards[i] =
        options.best_share * projected[i] / total +
        (projected[i] == best ? (1.0 - options.best_share) / winners : 0.0);
  }
  return rewards;
}

std::array<double, kPlayers> Playout(State& state, int horizon, Rng& rng,
                                     const RolloutOptions& rollout,
                                     const RewardOptions& reward) {
  std::array<RolloutPlan, kPlayers> plans{};
  for (int round = 0; round < horizon && !IsOver(state); ++round) {
    std::array<Action, kPlayers> actions{};
    for (int i = 0; i < kPlayers; ++i) {
      actions[i] = RolloutAction(state, i, plans[i], rng, rollout);
    }
    ResolveRound(state, actions, nullptr);
  }
  if (IsOver(state)) Finish(state);
  return Rewards(state, reward);
}

}  // namespace gauntlet::enclosure
