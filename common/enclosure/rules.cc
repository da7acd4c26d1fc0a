#include "common/enclosure/rules.h"

#include <algorithm>
#include <utility>

namespace gauntlet::enclosure {
namespace {

void ClearTrail(PlayerState& p) {
  p.drawing = false;
  p.trail_len = 0;
  p.trail_set = Bits128();
}

void PushTrail(PlayerState& p, int v) {
  p.trail[p.trail_len++] = static_cast<uint8_t>(v);
  p.trail_set.Set(v);
}

int TrailIndex(const PlayerState& p, int v) {
  for (int i = 0; i < p.trail_len; ++i) {
    if (p.trail[i] == v) return i;
  }
  return -1;
}

void PlaceTrap(State& state, int x, int y) {
  if (!OnBoard(x, y)) return;
  const int v = VertexAt(x, y);
  state.trap_left[v] = kTrapLife;
  state.traps.Set(v);
}

bool StrictlyInside(int v, Bits128 interior, Bits128 loop_vertices) {
  const int x = VertexX(v);
  const int y = VertexY(v);
  if (x == 0 || y == 0 || x == kCellSide || y == kCellSide) return false;
  return !loop_vertices.Test(v) && interior.Test(CellAt(x, y));
}

struct PendingLoop {
  int player;
  int area;
  Bits128 interior;
  Bits128 vertices;
};

}  // namespace

std::string_view DeathName(Death death) {
  switch (death) {
    case Death::kNone:
      return "none";
    case Death::kBadOutput:
      return "bad output";
    case Death::kTrapWhileStaying:
      return "trap while staying";
    case Death::kPenWhileDrawing:
      return "pen action while drawing";
    case Death::kReverse:
      return "reversed along the trail";
    case Death::kOffBoard:
      return "left the board";
    case Death::kOthersLand:
      return "entered another player's land";
    case Death::kOwnLandWhileDrawing:
      return "entered own land while drawing";
    case Death::kEnclosed:
      return "enclosed";
    case Death::kTrailHit:
      return "trail hit";
    case Death::kCollision:
      return "collision while drawing";
  }
  return "unknown";
}

Death ImmediateDeath(const State& state, int player, Action action) {
  const PlayerState& p = state.players[player];
  if (p.drawing) {
    if (action.pen != Pen::kKeep) return Death::kPenWhileDrawing;
  } else if (action.pen == Pen::kTrap && action.dir == Dir::kStay) {
    return Death::kTrapWhileStaying;
  }
  if (action.dir == Dir::kStay) return Death::kNone;
  const int next = Step(p.pos, action.dir);
  if (p.drawing && p.trail_len >= 2 && next == p.trail[p.trail_len - 2]) {
    return Death::kReverse;
  }
  if (next == kNoVertex) return Death::kOffBoard;
  const EdgeSides sides = SidesOf(p.pos, action.dir);
  if (sides.first >= 0 && sides.second >= 0) {
    const uint8_t region = state.region_of[sides.first];
    if (region != kNoRegion && region == state.region_of[sides.second]) {
      if (state.region_owner[region] != player) return Death::kOthersLand;
      if (p.drawing || action.pen == Pen::kDown) {
        return Death::kOwnLandWhileDrawing;
      }
    }
  }
  return Death::kNone;
}

Bits128 LoopInterior(std::span<const uint8_t> loop) {
  // Ray casting to the left: a cell is inside when an odd number of the
  // loop's vertical edges lie at or left of its left side on its row.
  std::array<uint32_t, kCellSide> vertical{};
  const std::size_t n = loop.size();
  for (std::size_t i = 0; i < n; ++i) {
    const int a = loop[i];
    const int b = loop[(i + 1) % n];
    if (VertexX(a) != VertexX(b)) continue;
    const int row = std::min(VertexY(a), VertexY(b));
    vertical[row] ^= 1u << VertexX(a);
  }
  Bits128 inside;
  for (int y = 0; y < kCellSide; ++y) {
    uint32_t parity = vertical[y];
    parity ^= parity << 1;
    parity ^= parity << 2;
    parity ^= parity << 4;
    parity ^= parity << 8;
    parity &= (1u << kCellSide) - 1;
    for (uint32_t row = parity; row != 0; row &= row - 1) {
      inside.Set(CellAt(__builtin_ctz(row), y));
    }
  }
  return inside;
}

void Kill(State& state, int player) {
  PlayerState& p = state.players[player];
  p.alive = false;
  ClearTrail(p);
}

void ResolveRound(State& state, const std::array<Action, kPlayers>& actions,
                  RoundReport* report) {
  RoundReport local;
  RoundReport& r = report != nullptr ? *report : local;
  r = RoundReport();
  std::array<Action, kPlayers> act{};

  // Steps 0 and 1: forbidden actions and forbidden moves kill at once.
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state.players[i];
    if (!p.alive) continue;
    if (p.stuck_left > 0) {
      --p.stuck_left;
      act[i] = Action();
    } else {
      act[i] = actions[i];
    }
    const Death death = ImmediateDeath(state, i, act[i]);
    if (death != Death::kNone) {
      r.deaths[i] = death;
      Kill(state, i);
    }
  }

  // Step 2: moves, trails, and which trails just met themselves.
  std::array<int, kPlayers> closes_at;
  closes_at.fill(-1);
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state.players[i];
    if (!p.alive) continue;
    const int from = p.pos;
    const int to = act[i].dir == Dir::kStay ? from : Step(from, act[i].dir);
    if (act[i].pen == Pen::kDown) {
      p.drawing = true;
      p.trail_len = 0;
      p.trail_set = Bits128();
      PushTrail(p, from);
    }
    p.pos = static_cast<uint8_t>(to);
    if (p.drawing && to != from) {
      if (p.trail_set.Test(to)) {
        closes_at[i] = TrailIndex(p, to);
      } else {
        PushTrail(p, to);
      }
    }
  }

  // Step 3: old traps age and vanish, new ones are laid behind the setters.
  state.traps.ForEach([&](int v) {
    if (--state.trap_left[v] == 0) state.traps.Reset(v);
  });
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state.players[i];
    if (!p.alive || act[i].pen != Pen::kTrap) continue;
    const Dir d = act[i].dir;
    const int x = VertexX(p.pos) - kDx[static_cast<int>(d)];
    const int y = VertexY(p.pos) - kDy[static_cast<int>(d)];
    const bool vertical = d == Dir::kUp || d == Dir::kDown;
    PlaceTrap(state, x, y);
    PlaceTrap(state, x + (vertical ? 1 : 0), y + (vertical ? 0 : 1));
    PlaceTrap(state, x - (vertical ? 1 : 0), y - (vertical ? 0 : 1));
    ++p.traps_used;
    r.set_trap[i] = true;
  }

  // Step 4: everyone on a trap is caught; the trap is used up.
  Bits128 sprung;
  for (int i = 0; i < kPlayers; ++i) {
    PlayerState& p = state.players[i];
    if (!p.alive || !state.traps.Test(p.pos)) continue;
    p.stuck_left = kStuckRounds;
    r.caught[i] = true;
    sprung.Set(p.pos);
  }
  sprung.ForEach([&](int v) {
    state.trap_left[v] = 0;
    state.traps.Reset(v);
  });

  // Step 5: loops close, smallest first, then their insides die.
  std::array<PendingLoop, kPlayers> loops{};
  int loop_count = 0;
  for (int i = 0; i < kPlayers; ++i) {
    if (!state.players[i].alive || closes_at[i] < 0) continue;
    const PlayerState& p = state.players[i];
    const std::span<const uint8_t> loop(p.trail.data() + closes_at[i],
                                        p.trail_len - closes_at[i]);
    PendingLoop pending{i, 0, LoopInterior(loop), Bits128()};
    pending.area = pending.interior.Count();
    for (const uint8_t v : loop) pending.vertices.Set(v);
    loops[loop_count++] = pending;
  }
  // Inside out: smallest area first, ties by player number (at most four
  // loops, so an insertion sort; players were collected in number order).
  for (int k = 1; k < loop_count; ++k) {
    for (int j = k; j > 0 && loops[j].area < loops[j - 1].area; --j) {
      std::swap(loops[j], loops[j - 1]);
    }
  }
  for (int k = 0; k < loop_count; ++k) {
    const PendingLoop& loop = loops[k];
    PlayerState& p = state.players[loop.player];
    const Bits128 gain = loop.interior & ~state.owned;
    const int regions_before = p.regions;
    GrantRegions(state, loop.player, gain);
    ClearTrail(p);
    r.closures[r.closure_count++] = Closure{
        loop.player, loop.area, gain.Count(), p.regions - regions_before};
  }
  for (int k = 0; k < loop_count; ++k) {
    for (int i = 0; i < kPlayers; ++i) {
      if (!state.players[i].alive) continue;
      if (StrictlyInside(state.players[i].pos, loops[k].interior,
                         loops[k].vertices)) {
        r.deaths[i] = Death::kEnclosed;
        Kill(state, i);
      }
    }
  }

  // Step 6: a drawing player dies when any other living player stands on its
  // trail; all interruptions of the round count together.
  std::array<Death, kPlayers> cut{};
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& p = state.players[i];
    if (!p.alive || !p.drawing) continue;
    for (int j = 0; j < kPlayers; ++j) {
      const PlayerState& q = state.players[j];
      if (j == i || !q.alive || !p.trail_set.Test(q.pos)) continue;
      if (q.pos == p.pos) {
        cut[i] = Death::kCollision;
        break;
      }
      cut[i] = Death::kTrailHit;
    }
  }
  for (int i = 0; i < kPlayers; ++i) {
    if (cut[i] == Death::kNone) continue;
    r.deaths[i] = cut[i];
    Kill(state, i);
  }
  ++state.round;
}

bool IsOver(const State& state) {
  return state.finished || state.AliveCount() <= 1 ||
         state.round >= kMaxRounds || state.owned == kAllCells;
}

void Finish(State& state) {
  if (state.finished) return;
  state.finished = true;
  if (state.AliveCount() != 1) return;
  for (int i = 0; i < kPlayers; ++i) {
    if (state.players[i].alive) {
      GrantRegions(state, i, kAllCells & ~state.owned);
    }
  }
}

}  // namespace gauntlet::enclosure
