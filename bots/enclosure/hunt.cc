#include "bots/enclosure/hunt.h"

#include <array>
#include <vector>

#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

// A pen-up step of `me` that kills it neither at once nor by a trap still
// able to catch, nor (as far as one opponent's closing can) by enclosure.
bool SafeStep(const State& state, int me, Action step) {
  if (ImmediateDeath(state, me, step) != Death::kNone) return false;
  const int next = step.dir == Dir::kStay
                       ? state.players[me].pos
                       : Step(state.players[me].pos, step.dir);
  if (step.dir != Dir::kStay && state.trap_left[next] >= kTrapLife) {
    return false;
  }
  return !RiskOfEnclosure(state, me, step);
}

// `state` with `me` standing on `v`, pen up, as the drawer would see it.
State WithMeAt(const State& state, int me, int v) {
  State s = state;
  PlayerState& p = s.players[me];
  p.alive = true;
  p.drawing = false;
  p.trail_len = 0;
  p.trail_set = Bits128();
  p.pos = static_cast<uint8_t>(v);
  return s;
}

// The drawer's predicted walk, `me` out of the way: the states before each
// of its steps and the steps. Ends where the model cannot tell, the drawer
// closes its loop or dies.
struct PredictedWalk {
  std::vector<State> before;
  std::vector<Dir> steps;
};

PredictedWalk PredictWalk(const State& state, int me, int drawer, Dir first,
                          int horizon) {
  PredictedWalk walk;
  State s = state;
  s.players[me].alive = false;
  Dir dir = first;
  for (int t = 0; t < horizon; ++t) {
    if (t > 0) {
      const std::optional<Dir> step = SpiralStep(s, drawer);
      if (!step.has_value() || *step == Dir::kStay) break;
      dir = *step;
    }
    const PlayerState& q = s.players[drawer];
    const int next = Step(q.pos, dir);
    if (next == kNoVertex || q.trail_set.Test(next)) break;
    walk.before.push_back(s);
    walk.steps.push_back(dir);
    std::array<Action, kPlayers> joint{};
    joint[drawer] = Action{dir, Pen::kKeep};
    ResolveRound(s, joint, nullptr);
    if (!s.players[drawer].alive || !s.players[drawer].drawing) break;
  }
  return walk;
}

}  // namespace

bool RiskOfEnclosure(const State& state, int me, Action action) {
  for (int j = 0; j < kPlayers; ++j) {
    const PlayerState& q = state.players[j];
    if (j == me || !q.alive || !q.drawing || q.stuck_left > 0) continue;
    for (int d = 0; d < 4; ++d) {
      const Action close{static_cast<Dir>(d), Pen::kKeep};
      const int next = Step(q.pos, close.dir);
      if (next == kNoVertex || !q.trail_set.Test(next)) continue;
      if (ImmediateDeath(state, j, close) != Death::kNone) continue;
      State s = state;
      std::array<Action, kPlayers> joint{};
      joint[me] = action;
      joint[j] = close;
      ResolveRound(s, joint, nullptr);
      if (!s.players[me].alive) return true;
    }
  }
  return false;
}

std::optional<Action> SureKill(const State& state, int me) {
  const int target = NearestCuttableTrailVertex(state, me);
  if (target == kNoVertex) return std::nullopt;
  std::array<uint8_t, kVertices> from_target;
  PenUpDistances(WithMeAt(state, me, target), me, from_target);
  const int pos = state.players[me].pos;
  for (int d = 0; d < 4; ++d) {
    const Action step{static_cast<Dir>(d), Pen::kKeep};
    const int next = Step(pos, step.dir);
    if (next == kNoVertex || from_target[next] >= from_target[pos]) continue;
    if (SafeStep(state, me, step)) return step;
  }
  return std::nullopt;
}

std::optional<Action> Intercept(const State& state, int me,
                                const SpiralModel& model, int horizon,
                                int* rounds) {
  const PlayerState& mine = state.players[me];
  std::optional<Action> best;
  int best_rounds = horizon + 1;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    if (i == me || !q.alive || !q.drawing || q.stuck_left > 0) continue;
    if (!model.Trusted(i) || model.HeadingHome(i)) continue;
    const std::optional<Dir> first = SpiralStep(state, i);
    if (!first.has_value() || *first == Dir::kStay) continue;
    const PredictedWalk walk =
        PredictWalk(state, me, i, *first, std::min(horizon, best_rounds - 1));
    // reach[v]: `me` can stand on v after t rounds unseen; the first step.
    std::array<int8_t, kVertices> reach;
    reach.fill(-1);
    reach[mine.pos] = static_cast<int8_t>(Dir::kStay);
    for (int t = 0; t < static_cast<int>(walk.steps.size()); ++t) {
      const State& s = walk.before[t];
      const int head = s.players[i].pos;
      const int meet = Step(head, walk.steps[t]);
      // A step onto the vertex it steps on now kills it.
      for (int v = 0; v < kVertices; ++v) {
        if (reach[v] < 0) continue;
        for (int d = 0; d < 4; ++d) {
          const Dir dir = static_cast<Dir>(d);
          if (Step(v, dir) != meet || !CanWalk(s, me, v, dir, false)) continue;
          const Action step{t == 0 ? dir : static_cast<Dir>(reach[v]),
                            Pen::kKeep};
          if (!SafeStep(state, me, step)) continue;
          best = step;
          best_rounds = t + 1;
          break;
        }
        if (best_rounds == t + 1) break;
      }
      if (best_rounds <= t + 1 ||
          t + 1 >= static_cast<int>(walk.steps.size())) {
        break;
      }
      // Where `me` can be after round t without making the drawer turn.
      const State& after = walk.before[t + 1];
      std::array<int8_t, kVertices> next;
      next.fill(-1);
      // Whether the drawer keeps to its walk with `me` on w: -1 not known.
      std::array<int8_t, kVertices> unseen;
      unseen.fill(-1);
      for (int v = 0; v < kVertices; ++v) {
        if (reach[v] < 0) continue;
        for (int d = 0; d < kDirs; ++d) {
          const Dir dir = static_cast<Dir>(d);
          const int w = dir == Dir::kStay ? v : Step(v, dir);
          if (w == kNoVertex || next[w] >= 0 || w == meet) continue;
          if (dir != Dir::kStay && !CanWalk(s, me, v, dir, false)) continue;
          if (t == 0 && !SafeStep(state, me, Action{dir, Pen::kKeep})) continue;
          if (unseen[w] < 0) {
            const std::optional<Dir> seen =
                SpiralStep(WithMeAt(after, me, w), i);
            unseen[w] = seen.has_value() && *seen == walk.steps[t + 1];
          }
          if (unseen[w] == 0) continue;
          next[w] =
              static_cast<int8_t>(t == 0 ? dir : static_cast<Dir>(reach[v]));
        }
      }
      reach = next;
    }
  }
  if (rounds != nullptr) *rounds = best.has_value() ? best_rounds : 0;
  return best;
}

std::optional<Action> HuntAction(const State& state, int me,
                                 const SpiralModel& model,
                                 const HuntOptions& options) {
  const PlayerState& mine = state.players[me];
  if (!mine.alive || mine.drawing || mine.stuck_left > 0) return std::nullopt;
  if (std::optional<Action> kill = SureKill(state, me)) return kill;
  if (std::optional<Action> meet =
          Intercept(state, me, model, options.horizon)) {
    return meet;
  }
  // Nothing to take yet: close in on the nearest trusted spiral drawer,
  // never so near that it would head home.
  std::array<uint8_t, kVertices> dist;
  PenUpDistances(state, me, dist);
  int prey = -1;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    if (i == me || !q.alive || !q.drawing || q.stuck_left > 0) continue;
    if (!model.Trusted(i) || model.HeadingHome(i)) continue;
    if (dist[q.pos] > options.stalk_radius) continue;
    if (prey < 0 || dist[q.pos] < dist[state.players[prey].pos]) prey = i;
  }
  if (prey < 0) return std::nullopt;
  const std::optional<Dir> first = SpiralStep(state, prey);
  if (!first.has_value() || *first == Dir::kStay) return std::nullopt;
  State after = state;
  std::array<Action, kPlayers> joint{};
  joint[prey] = Action{*first, Pen::kKeep};
  ResolveRound(after, joint, nullptr);
  if (!after.players[prey].alive || !after.players[prey].drawing) {
    return std::nullopt;
  }
  const int head = after.players[prey].pos;
  std::optional<Action> best;
  int best_distance = 0;
  for (int d = 0; d < kDirs; ++d) {
    const Action step{static_cast<Dir>(d), Pen::kKeep};
    const int w = step.dir == Dir::kStay ? mine.pos : Step(mine.pos, step.dir);
    if (w == kNoVertex || !SafeStep(state, me, step)) continue;
    if (!SpiralStep(WithMeAt(after, me, w), prey).has_value()) continue;
    const int distance = Manhattan(w, head);
    if (!best.has_value() || distance < best_distance) {
      best = step;
      best_distance = distance;
    }
  }
  return best;
}

}  // namespace gauntlet::enclosure
