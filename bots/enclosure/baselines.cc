#include "bots/enclosure/baselines.h"

#include <span>

#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

Bits128 BorderVertices(int x, int y, int w, int h) {
  Bits128 border;
  for (int i = 0; i <= w; ++i) {
    border.Set(VertexAt(x + i, y));
    border.Set(VertexAt(x + i, y + h));
  }
  for (int j = 0; j <= h; ++j) {
    border.Set(VertexAt(x, y + j));
    border.Set(VertexAt(x + w, y + j));
  }
  return border;
}

}  // namespace

int RandomBrain::ChooseStart(int /*me*/) {
  return static_cast<int>(rng_.Below(kVertices));
}

Action RandomBrain::ChooseAction(const State& state, int me,
                                 Deadline& /*deadline*/) {
  std::array<Action, kActionCount> actions;
  const int n = SafeActions(state, me, true, actions);
  return actions[rng_.Below(n)];
}

int GreedyBrain::ChooseStart(int me) {
  // A random vertex in the player's own quadrant, off the map edge.
  const int x =
      1 + static_cast<int>(rng_.Below(4)) + (me == 1 || me == 2 ? 5 : 0);
  const int y = 1 + static_cast<int>(rng_.Below(4)) + (me >= 2 ? 5 : 0);
  return VertexAt(x, y);
}

bool GreedyBrain::PickRectangle(const State& state, int me) {
  std::array<uint8_t, kVertices> dist;
  PenUpDistances(state, me, dist);
  // Vertices where another player stands or draws: a border through them
  // would be cut at once.
  Bits128 danger;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    if (i == me || !q.alive) continue;
    danger.Set(q.pos);
    danger |= q.trail_set;
  }
  double best = 0;
  int count = 0;
  for (int h = 1; h <= max_side_; ++h) {
    for (int w = 1; w <= max_side_; ++w) {
      for (int y = 0; y + h <= kCellSide; ++y) {
        for (int x = 0; x + w <= kCellSide; ++x) {
          if (!RectangleFree(state, x, y, w, h)) continue;
          if ((BorderVertices(x, y, w, h) & danger).Any()) continue;
          for (int corner = 0; corner < 4; ++corner) {
            const int v = RectangleCorner(x, y, w, h, corner);
            if (dist[v] == kUnreachable) continue;
            const double value =
                static_cast<double>(w * h) / (dist[v] + 2 * (w + h));
            // Ties are broken uniformly (reservoir sampling).
            if (value > best + 1e-12) {
              best = value;
              count = 1;
            } else if (value < best - 1e-12 || rng_.Below(++count) != 0) {
              continue;
            }
            corner_vertex_ = v;
            walk_len_ = RectangleWalk(w, h, corner, walk_);
          }
        }
      }
    }
  }
  planned_ = best > 0;
  walk_index_ = 0;
  return planned_;
}

Action GreedyBrain::Wander(const State& state, int me) {
  std::array<Action, kActionCount> actions;
  const int n = SafeActions(state, me, false, actions);
  return actions[rng_.Below(n)];
}

Action GreedyBrain::ChooseAction(const State& state, int me,
                                 Deadline& /*deadline*/) {
  const PlayerState& p = state.players[me];
  if (p.stuck_left > 0) return Action();
  if (p.drawing) {
    if (planned_ && p.pos == expected_pos_ && walk_index_ < walk_len_) {
      const Action next{walk_[walk_index_], Pen::kKeep};
      if (ImmediateDeath(state, me, next) == Death::kNone) {
        ++walk_index_;
        expected_pos_ = Step(p.pos, next.dir);
        return next;
      }
    }
    planned_ = false;
    int length = 0;
    const Dir close = ClosingDirection(state, me, &length);
    if (close != Dir::kStay) return Action{close, Pen::kKeep};
    return Wander(state, me);
  }
  if (!planned_ || walk_index_ != 0) {
    if (!PickRectangle(state, me)) return Wander(state, me);
  }
  if (p.pos == corner_vertex_) {
    const Action start{walk_[0], Pen::kDown};
    if (ImmediateDeath(state, me, start) == Death::kNone) {
      walk_index_ = 1;
      expected_pos_ = Step(p.pos, start.dir);
      return start;
    }
    planned_ = false;
    return Wander(state, me);
  }
  // Walk to the corner along a shortest pen-up path.
  std::array<uint8_t, kVertices> from_corner;
  State probe = state;
  probe.players[me].pos = static_cast<uint8_t>(corner_vertex_);
  PenUpDistances(probe, me, from_corner);
  for (int d = 0; d < 4; ++d) {
    const Action step{static_cast<Dir>(d), Pen::kKeep};
    const int next = Step(p.pos, step.dir);
    if (next == kNoVertex || from_corner[next] >= from_corner[p.pos]) continue;
    if (ImmediateDeath(state, me, step) == Death::kNone) return step;
  }
  planned_ = false;
  return Wander(state, me);
}

namespace {

// The first step of a shortest pen-up walk from `me` to `target` that does
// not kill at once and does not end on a trap still able to catch; kStay
// when there is none.
Dir StepToward(const State& state, int me, int target) {
  const int pos = state.players[me].pos;
  std::array<uint8_t, kVertices> from_target;
  State probe = state;
  probe.players[me].pos = static_cast<uint8_t>(target);
  PenUpDistances(probe, me, from_target);
  for (int d = 0; d < 4; ++d) {
    const Action step{static_cast<Dir>(d), Pen::kKeep};
    const int next = Step(pos, step.dir);
    if (next == kNoVertex || from_target[next] >= from_target[pos]) continue;
    if (state.trap_left[next] >= kTrapLife) continue;
    if (ImmediateDeath(state, me, step) == Death::kNone) return step.dir;
  }
  return Dir::kStay;
}

// The vertex a drawing player reaches if it goes straight on.
int StraightOn(const PlayerState& p) {
  if (p.trail_len < 2) return kNoVertex;
  const int head = p.trail[p.trail_len - 1];
  const int back = p.trail[p.trail_len - 2];
  const int x = 2 * VertexX(head) - VertexX(back);
  const int y = 2 * VertexY(head) - VertexY(back);
  return OnBoard(x, y) ? VertexAt(x, y) : kNoVertex;
}

}  // namespace

int LoopsBrain::ChooseStart(int me) {
  constexpr std::array<int, kPlayers> kStarts = {
      VertexAt(2, 2), VertexAt(8, 2), VertexAt(8, 8), VertexAt(2, 8)};
  return kStarts[me];
}

Action LoopsBrain::AnySafe(const State& state, int me) {
  std::array<Action, kActionCount> actions;
  const int n = SafeActions(state, me, false, actions);
  return actions[rng_.Below(n)];
}

Action LoopsBrain::ChooseAction(const State& state, int me,
                                Deadline& /*deadline*/) {
  const PlayerState& p = state.players[me];
  if (p.stuck_left > 0) return Action();
  std::array<uint8_t, kVertices> threat;
  ThreatDistances(state, me, threat, passive_, options_.passive_extra);
  return p.drawing ? Drawing(state, me, threat) : PenUp(state, me, threat);
}

Action LoopsBrain::Drawing(const State& state, int me,
                           const std::array<uint8_t, kVertices>& threat) {
  const PlayerState& p = state.players[me];
  const int done = p.trail_len - 1;
  const std::optional<PlanChoice> choice =
      ContinuePlan(state, me, threat, options_);
  int closing_length = 0;
  const Dir closing = ClosingDirection(state, me, &closing_length);
  Dir dir = Dir::kStay;
  if (choice.has_value() &&
      (choice->safe || closing == Dir::kStay ||
       choice->plan.Perimeter() - done <= closing_length)) {
    dir = choice->plan.StepDir(done);
  } else {
    dir = closing;
  }
  const Action step{dir, Pen::kKeep};
  if (dir != Dir::kStay && ImmediateDeath(state, me, step) == Death::kNone) {
    return step;
  }
  if (closing != Dir::kStay) return Action{closing, Pen::kKeep};
  return AnySafe(state, me);
}

Action LoopsBrain::PenUp(const State& state, int me,
                         const std::array<uint8_t, kVertices>& threat) {
  const PlayerState& p = state.players[me];
  // Traps for players drawing straight at the vertices this move leaves.
  if (options_.traps) {
    for (int i = 0; i < kPlayers; ++i) {
      const PlayerState& q = state.players[i];
      if (i == me || !q.alive || !q.drawing || q.stuck_left > 0) continue;
      if (Manhattan(q.pos, p.pos) > 2 || RoundsToClose(state, i) <= 2) continue;
      const int next = StraightOn(q);
      if (next == kNoVertex) continue;
      for (int d = 0; d < 4; ++d) {
        const Action trap{static_cast<Dir>(d), Pen::kTrap};
        if (ImmediateDeath(state, me, trap) != Death::kNone) continue;
        const bool across = Manhattan(next, p.pos) == 1 &&
                            Step(p.pos, trap.dir) != next &&
                            Step(next, trap.dir) != p.pos;
        if (next == p.pos || across) return trap;
      }
    }
  }
  // Cut a trail that can be reached before its owner closes it.
  const int target = NearestCuttableTrailVertex(state, me);
  if (target != kNoVertex) {
    const Dir d = StepToward(state, me, target);
    if (d != Dir::kStay) return Action{d, Pen::kKeep};
  }
  const std::optional<LoopPlan> plan = BestNewPlan(state, me, threat, options_);
  if (!plan.has_value()) return Action();
  if (plan->start == p.pos) {
    const Action start{plan->StepDir(0), Pen::kDown};
    if (ImmediateDeath(state, me, start) == Death::kNone) return start;
    return AnySafe(state, me);
  }
  return Action{StepToward(state, me, plan->start), Pen::kKeep};
}

Action DilutedBrain::ChooseAction(const State& state, int me,
                                  Deadline& deadline) {
  const Action chosen = inner_->ChooseAction(state, me, deadline);
  const Action noise = noise_->ChooseAction(state, me, deadline);
  return rng_.Chance(share_) ? noise : chosen;
}

void DilutedBrain::Observe(const std::array<Action, kPlayers>& joint,
                           const State& next) {
  inner_->Observe(joint, next);
  noise_->Observe(joint, next);
}

}  // namespace gauntlet::enclosure
