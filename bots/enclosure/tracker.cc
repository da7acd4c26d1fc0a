#include "bots/enclosure/tracker.h"

#include <vector>

#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

// An action that dies before moving whatever the pen state: it stands for
// every action that killed a player in steps 0-1.
constexpr Action kDieInPlace{Dir::kStay, Pen::kTrap};

// The actions of player `i` consistent with where the status shows it.
std::vector<Action> Candidates(const State& before, const Status& after, int i,
                               int me, Action mine) {
  const PlayerState& p = before.players[i];
  if (!p.alive || p.stuck_left > 0) return {Action()};
  if (i == me) return {mine};
  const StatusPlayer& seen = after.players[i];
  const int to = VertexAt(seen.x, seen.y);
  std::vector<Action> out;
  const auto add_pens = [&](Dir d) {
    out.push_back(Action{d, Pen::kKeep});
    if (p.drawing) return;
    out.push_back(Action{d, Pen::kDown});
    if (d != Dir::kStay) out.push_back(Action{d, Pen::kTrap});
  };
  if (to == p.pos) {
    add_pens(Dir::kStay);
    if (seen.stat == -1) out.push_back(kDieInPlace);
    return out;
  }
  for (int d = 0; d < 4; ++d) {
    if (Step(p.pos, static_cast<Dir>(d)) == to) add_pens(static_cast<Dir>(d));
  }
  return out;
}

int Agreement(const Status& a, const Status& b) {
  int score = a.traps == b.traps ? 1 : 0;
  for (int i = 0; i < kPlayers; ++i) score += a.players[i] == b.players[i];
  return score;
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
    if (!state_.players[i].alive) {
      state_.players[i].pos = static_cast<uint8_t>(
          VertexAt(status.players[i].x, status.players[i].y));
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
  State best_state;
  std::array<Action, kPlayers> best_joint{};
  int best_agreement = -1;
  std::array<std::size_t, kPlayers> pick{};
  for (;;) {
    std::array<Action, kPlayers> joint;
    for (int i = 0; i < kPlayers; ++i) joint[i] = options[i][pick[i]];
    State next = state_;
    ResolveRound(next, joint, nullptr);
    const int agreement = Agreement(MakeStatus(next), status);
    if (agreement > best_agreement) {
      best_agreement = agreement;
      best_state = next;
      best_joint = joint;
      if (agreement == kPlayers + 1) break;
    }
    int i = 0;
    while (i < kPlayers && ++pick[i] == options[i].size()) pick[i++] = 0;
    if (i == kPlayers) break;
  }
  state_ = best_state;
  joint_ = best_joint;
  if (best_agreement == kPlayers + 1) return true;
  // Nothing explains the status: believe it over our model.
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state_.players[i];
    const StatusPlayer& seen = status.players[i];
    p.pos = static_cast<uint8_t>(VertexAt(seen.x, seen.y));
    p.stuck_left = static_cast<uint8_t>(seen.stuck_left);
    p.traps_used = static_cast<uint8_t>(-seen.score_decline / kTrapCost);
    if (seen.stat == -1) Kill(state_, i);
    if (seen.stat == 0 && p.drawing) {
      p.drawing = false;
      p.trail_len = 0;
      p.trail_set = Bits128();
    }
  }
  state_.traps = Bits128();
  state_.trap_left.fill(0);
  for (const StatusTrap& t : status.traps) {
    const int v = VertexAt(t.x, t.y);
    state_.traps.Set(v);
    state_.trap_left[v] = static_cast<uint8_t>(t.left);
  }
  return false;
}

}  // namespace gauntlet::enclosure
