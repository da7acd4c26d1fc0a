#include "bots/enclosure/moves.h"

#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

// Whether walking from v in d is allowed with the pen up (true) or down.
bool Walkable(const State& state, int player, int v, Dir d, bool pen_down) {
  if (Step(v, d) == kNoVertex) return false;
  const EdgeSides sides = SidesOf(v, d);
  if (sides.first < 0 || sides.second < 0) return true;
  const uint8_t region = state.region_of[sides.first];
  if (region == kNoRegion || region != state.region_of[sides.second]) {
    return true;
  }
  return !pen_down && state.region_owner[region] == player;
}

}  // namespace

bool CanWalk(const State& state, int player, int v, Dir d, bool pen_down) {
  return Walkable(state, player, v, d, pen_down);
}

int SafeActions(const State& state, int player, bool traps,
                std::array<Action, kActionCount>& out) {
  const PlayerState& p = state.players[player];
  int n = 0;
  if (!p.alive || p.stuck_left > 0) {
    out[n++] = Action();
    return n;
  }
  for (int d = 0; d < kDirs; ++d) {
    for (int pen = -1; pen <= 1; ++pen) {
      if (pen == -1 && !traps) continue;
      if (p.drawing && pen != 0) continue;
      const Action a{static_cast<Dir>(d), static_cast<Pen>(pen)};
      if (ImmediateDeath(state, player, a) == Death::kNone) out[n++] = a;
    }
  }
  return n;
}

void SafeActions(const State& state, int player, bool traps,
                 std::vector<Action>& out) {
  std::array<Action, kActionCount> buffer;
  const int n = SafeActions(state, player, traps, buffer);
  out.insert(out.end(), buffer.begin(), buffer.begin() + n);
}

void PenUpDistances(const State& state, int player,
                    std::array<uint8_t, kVertices>& dist) {
  dist.fill(kUnreachable);
  std::array<uint8_t, kVertices> queue;
  int head = 0;
  int tail = 0;
  const int start = state.players[player].pos;
  dist[start] = 0;
  queue[tail++] = static_cast<uint8_t>(start);
  while (head < tail) {
    const int v = queue[head++];
    for (int d = 0; d < 4; ++d) {
      if (!Walkable(state, player, v, static_cast<Dir>(d), false)) continue;
      const int w = Step(v, static_cast<Dir>(d));
      if (dist[w] != kUnreachable) continue;
      dist[w] = static_cast<uint8_t>(dist[v] + 1);
      queue[tail++] = static_cast<uint8_t>(w);
    }
  }
}

Dir ClosingDirection(const State& state, int player, int* length) {
  const PlayerState& p = state.players[player];
  *length = 0;
  if (!p.drawing || p.trail_len == 0) return Dir::kStay;
  const int previous = p.trail_len >= 2 ? p.trail[p.trail_len - 2] : -1;
  std::array<uint8_t, kVertices> first_dir;
  std::array<uint8_t, kVertices> dist;
  dist.fill(kUnreachable);
  std::array<uint8_t, kVertices> queue;
  int head = 0;
  int tail = 0;
  dist[p.pos] = 0;
  queue[tail++] = p.pos;
  while (head < tail) {
    const int v = queue[head++];
    for (int d = 0; d < 4; ++d) {
      if (!Walkable(state, player, v, static_cast<Dir>(d), true)) continue;
      const int w = Step(v, static_cast<Dir>(d));
      if (v == p.pos && w == previous) continue;
      const uint8_t dir = v == p.pos ? static_cast<uint8_t>(d) : first_dir[v];
      if (p.trail_set.Test(w)) {
        if (w == p.pos) continue;
        *length = dist[v] + 1;
        return static_cast<Dir>(dir);
      }
      if (dist[w] != kUnreachable) continue;
      dist[w] = static_cast<uint8_t>(dist[v] + 1);
      first_dir[w] = dir;
      queue[tail++] = static_cast<uint8_t>(w);
    }
  }
  return Dir::kStay;
}

int RoundsToClose(const State& state, int i) {
  int length = 0;
  ClosingDirection(state, i, &length);
  if (length == 0) length = kUnreachable;
  return length + state.players[i].stuck_left;
}

int NearestCuttableTrailVertex(const State& state, int me) {
  std::array<uint8_t, kVertices> dist;
  PenUpDistances(state, me, dist);
  int target = kNoVertex;
  int nearest = kUnreachable;
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    if (i == me || !q.alive || !q.drawing) continue;
    const int deadline = RoundsToClose(state, i);
    for (const uint8_t v : q.Trail()) {
      if (dist[v] > 0 && dist[v] < deadline && dist[v] < nearest) {
        nearest = dist[v];
        target = v;
      }
    }
  }
  return target;
}

int DistanceToTrail(const State& state, int player, int vertex) {
  const PlayerState& p = state.players[player];
  int best = 1000;
  for (int i = 0; i < p.trail_len; ++i) {
    const int d = Manhattan(p.trail[i], vertex);
    if (d < best) best = d;
  }
  return best;
}

bool RectangleFree(const State& state, int x, int y, int w, int h) {
  if (x < 0 || y < 0 || w < 1 || h < 1 || x + w > kCellSide ||
      y + h > kCellSide) {
    return false;
  }
  for (int cy = y; cy < y + h; ++cy) {
    for (int cx = x; cx < x + w; ++cx) {
      if (state.owned.Test(CellAt(cx, cy))) return false;
    }
  }
  return true;
}

int RectangleWalk(int w, int h, int corner, std::array<Dir, 40>& out) {
  // Clockwise sides starting from the top-left corner: right, down, left, up.
  const std::array<Dir, 4> sides = {Dir::kRight, Dir::kDown, Dir::kLeft,
                                    Dir::kUp};
  const std::array<int, 4> lengths = {w, h, w, h};
  int n = 0;
  for (int k = 0; k < 4; ++k) {
    const int side = (corner + k) % 4;
    for (int i = 0; i < lengths[side]; ++i) out[n++] = sides[side];
  }
  return n;
}

int RectangleCorner(int x, int y, int w, int h, int corner) {
  switch (corner) {
    case 0:
      return VertexAt(x, y);
    case 1:
      return VertexAt(x + w, y);
    case 2:
      return VertexAt(x + w, y + h);
    default:
      return VertexAt(x, y + h);
  }
}

}  // namespace gauntlet::enclosure
