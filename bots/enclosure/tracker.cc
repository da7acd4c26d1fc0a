#include "bots/enclosure/tracker.h"

#include <algorithm>
#include <vector>

#include "bots/enclosure/moves.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

// The actions of player `i` consistent with what the status shows. A player
// the status shows dead may have done anything before dying (closed a loop,
// laid a trap, cut someone), and judges print dead players' positions as
// they like, so every action is a candidate.
std::vector<Action> Candidates(const State& before, const Status& after, int i,
                               int me, Action mine) {
  const PlayerState& p = before.players[i];
  if (!p.alive || p.stuck_left > 0) return {Action()};
  if (i == me) return {mine};
  const StatusPlayer& seen = after.players[i];
  std::vector<Action> out;
  if (seen.stat == -1) {
    for (int a = 0; a < kActionCount; ++a) out.push_back(Action::FromIndex(a));
    return out;
  }
  const int to = VertexAt(seen.x, seen.y);
  const auto add_pens = [&](Dir d) {
    out.push_back(Action{d, Pen::kKeep});
    if (p.drawing) return;
    out.push_back(Action{d, Pen::kDown});
    if (d != Dir::kStay) out.push_back(Action{d, Pen::kTrap});
  };
  if (to == p.pos) {
    add_pens(Dir::kStay);
    return out;
  }
  for (int d = 0; d < 4; ++d) {
    if (Step(p.pos, static_cast<Dir>(d)) == to) add_pens(static_cast<Dir>(d));
  }
  return out;
}

Bits128 TrapSet(const Status& status) {
  Bits128 traps;
  for (const StatusTrap& t : status.traps) traps.Set(VertexAt(t.x, t.y));
  return traps;
}

// How much of `seen` the model explains: one point per player (pen state,
// and for the living position and rounds stuck) and one for the set of trap
// vertices. Dead players' positions, `scoredecline` (its sign varies
// between judges) and the order of traps are not required to agree: a
// matching `scoredecline` (who paid for the traps) and dead players shown
// on the board where the model has them only break ties, so that the model
// keeps the exact state of a judge that shows them.
struct Agreement {
  int points = 0;
  int traps_paid = 0;
  int dead_in_place = 0;

  auto operator<=>(const Agreement&) const = default;
};

Agreement Compare(const State& model, const Status& seen, Bits128 seen_traps) {
  Agreement agreement;
  agreement.points = model.traps == seen_traps ? 1 : 0;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& p = model.players[i];
    const StatusPlayer& s = seen.players[i];
    if (s.score_decline == -kTrapCost * p.traps_used) ++agreement.traps_paid;
    const int stat = !p.alive ? -1 : (p.drawing ? 1 : 0);
    if (stat != s.stat) continue;
    if (s.stat == -1) {
      ++agreement.points;
      if (s.OnBoard() && p.pos == VertexAt(s.x, s.y)) ++agreement.dead_in_place;
    } else if (p.pos == VertexAt(s.x, s.y) && p.stuck_left == s.stuck_left) {
      ++agreement.points;
    }
  }
  return agreement;
}

// The best agreement possible with `seen`.
Agreement Full(const Status& seen) {
  Agreement full{kPlayers + 1, kPlayers, 0};
  for (const StatusPlayer& s : seen.players) {
    full.dead_in_place += s.stat == -1 && s.OnBoard() ? 1 : 0;
  }
  return full;
}

void StartTrail(PlayerState& p, int from, int head) {
  p.drawing = true;
  p.trail_len = 0;
  p.trail_set = Bits128();
  for (const int v : {from, head}) {
    if (v == kNoVertex || p.trail_set.Test(v)) continue;
    p.trail[p.trail_len++] = static_cast<uint8_t>(v);
    p.trail_set.Set(v);
  }
}

void ClearTrail(PlayerState& p) {
  p.drawing = false;
  p.trail_len = 0;
  p.trail_set = Bits128();
}

// Makes the model show what the judge says, keeping what the status cannot
// show (land, trails) as far as it still fits. `before` is the state at the
// start of the round.
void Resynchronise(State& state, const State& before, const Status& seen) {
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state.players[i];
    const StatusPlayer& s = seen.players[i];
    if (s.stat == -1) {
      if (p.alive) Kill(state, i);
      continue;
    }
    if (!p.alive) {
      p.alive = true;
      ClearTrail(p);
    }
    const int pos = VertexAt(s.x, s.y);
    p.pos = static_cast<uint8_t>(pos);
    p.stuck_left = static_cast<uint8_t>(std::clamp(s.stuck_left, 0, 255));
    if (s.stat == 0) {
      if (p.drawing) ClearTrail(p);
      continue;
    }
    if (!p.drawing) {
      const int from = before.players[i].pos;
      StartTrail(p, Manhattan(from, pos) == 1 ? from : kNoVertex, pos);
    } else if (p.trail[p.trail_len - 1] != pos) {
      const int head = p.trail[p.trail_len - 1];
      if (Manhattan(head, pos) == 1 && !p.trail_set.Test(pos) &&
          p.trail_len < kVertices) {
        p.trail[p.trail_len++] = static_cast<uint8_t>(pos);
        p.trail_set.Set(pos);
      } else {
        StartTrail(p, kNoVertex, pos);
      }
    }
  }
  // Traps the model has keep its count of rounds left (judges count them
  // differently); new ones take the judge's, within the model's range.
  std::array<uint8_t, kVertices> left{};
  Bits128 traps;
  for (const StatusTrap& t : seen.traps) {
    const int v = VertexAt(t.x, t.y);
    traps.Set(v);
    left[v] = state.traps.Test(v)
                  ? state.trap_left[v]
                  : static_cast<uint8_t>(std::clamp(t.left, 1, kTrapLife));
  }
  state.traps = traps;
  state.trap_left = left;
}

}  // namespace

void Tracker::Start(const Status& status) {
  std::array<int, kPlayers> starts{};
  for (int i = 0; i < kPlayers; ++i) {
    const StatusPlayer& p = status.players[i];
    starts[i] = p.stat == -1 ? kNoVertex : VertexAt(p.x, p.y);
  }
  state_ = NewGame(starts);
  for (int i = 0; i < kPlayers; ++i) {
    const StatusPlayer& p = status.players[i];
    if (!state_.players[i].alive && p.OnBoard()) {
      state_.players[i].pos = static_cast<uint8_t>(VertexAt(p.x, p.y));
    }
  }
  joint_ = {};
}

bool Tracker::Update(const Status& status, int me, Action mine) {
  std::array<std::vector<Action>, kPlayers> options;
  for (int i = 0; i < kPlayers; ++i) {
    options[i] = Candidates(state_, status, i, me, mine);
    if (options[i].empty()) options[i] = {Action()};
  }
  const Bits128 seen_traps = TrapSet(status);
  const Agreement full = Full(status);
  State best_state;
  std::array<Action, kPlayers> best_joint{};
  Agreement best{-1, -1, -1};
  std::array<std::size_t, kPlayers> pick{};
  for (;;) {
    std::array<Action, kPlayers> joint;
    for (int i = 0; i < kPlayers; ++i) joint[i] = options[i][pick[i]];
    State next = state_;
    ResolveRound(next, joint, nullptr);
    const Agreement agreement = Compare(next, status, seen_traps);
    if (agreement > best) {
      best = agreement;
      best_state = next;
      best_joint = joint;
      if (best == full) break;
    }
    int i = 0;
    while (i < kPlayers && ++pick[i] == options[i].size()) pick[i++] = 0;
    if (i == kPlayers) break;
  }
  const State before = state_;
  state_ = best_state;
  joint_ = best_joint;
  if (best.points == full.points) return true;
  // Nothing explains the status: believe the judge over our model.
  Resynchronise(state_, before, status);
  return false;
}

}  // namespace gauntlet::enclosure
