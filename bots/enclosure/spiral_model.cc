#include "bots/enclosure/spiral_model.h"

#include <algorithm>

#include "bots/enclosure/moves.h"

namespace gauntlet::enclosure {
namespace {

constexpr int kFar = 1000;

// The region both cells beside the edge from `v` in `d` belong to, or
// kNoRegion (border edges and edges between regions are open to all).
int RegionAcross(const State& state, int v, Dir d) {
  const EdgeSides sides = SidesOf(v, d);
  if (sides.first < 0 || sides.second < 0) return kNoRegion;
  const uint8_t region = state.region_of[sides.first];
  if (region == kNoRegion || region != state.region_of[sides.second]) {
    return kNoRegion;
  }
  return region;
}

// Breadth-first distances from `from`; edges inside a region are open only
// when `walker` owns it (-1: to nobody); `skip` is a first step left out.
void Distances(const State& state, int from, int walker, int skip,
               std::array<int, kVertices>& dist) {
  dist.fill(kFar);
  std::array<uint8_t, kVertices> queue;
  int head = 0;
  int tail = 0;
  dist[from] = 0;
  queue[tail++] = static_cast<uint8_t>(from);
  while (head < tail) {
    const int v = queue[head++];
    for (int d = 0; d < 4; ++d) {
      const int w = Step(v, static_cast<Dir>(d));
      if (w == kNoVertex || dist[w] != kFar) continue;
      if (v == from && w == skip) continue;
      const int region = RegionAcross(state, v, static_cast<Dir>(d));
      if (region != kNoRegion && state.region_owner[region] != walker) {
        continue;
      }
      dist[w] = dist[v] + 1;
      queue[tail++] = static_cast<uint8_t>(w);
    }
  }
}

constexpr Dir Clockwise(Dir d) {
  switch (d) {
    case Dir::kUp:
      return Dir::kRight;
    case Dir::kRight:
      return Dir::kDown;
    case Dir::kDown:
      return Dir::kLeft;
    case Dir::kLeft:
      return Dir::kUp;
    case Dir::kStay:
      return Dir::kStay;
  }
  return Dir::kStay;
}

constexpr Dir Anticlockwise(Dir d) { return Opposite(Clockwise(d)); }

// The direction from vertex `a` to its neighbour `b`.
Dir DirectionTo(int a, int b) {
  for (int d = 0; d < 4; ++d) {
    if (Step(a, static_cast<Dir>(d)) == b) return static_cast<Dir>(d);
  }
  return Dir::kStay;
}

// Whether the spiral drawer may step from `v` in `d`: on the board, through
// no region and not onto a player standing there with the pen up.
bool Open(const State& state, int v, Dir d) {
  if (d == Dir::kStay) return false;
  const int w = Step(v, d);
  if (w == kNoVertex || RegionAcross(state, v, d) != kNoRegion) return false;
  for (const PlayerState& q : state.players) {
    if (q.alive && !q.drawing && q.pos == w) return false;
  }
  return true;
}

// Whether the cell on the right of the step from `v` in `d` is unowned
// (or off the board). y grows downward, so right of "up" is +x.
bool RightSideFree(const State& state, int v, Dir d) {
  const int x = VertexX(v);
  const int y = VertexY(v);
  int cx = x;
  int cy = y;
  switch (d) {
    case Dir::kUp:
      cy = y - 1;
      break;
    case Dir::kDown:
      cx = x - 1;
      break;
    case Dir::kRight:
      break;
    case Dir::kLeft:
      cx = x - 1;
      cy = y - 1;
      break;
    case Dir::kStay:
      return true;
  }
  if (cx < 0 || cy < 0 || cx >= kCellSide || cy >= kCellSide) return true;
  return state.region_of[CellAt(cx, cy)] == kNoRegion;
}

}  // namespace

int SpiralHomeDistance(const State& state, int player) {
  const PlayerState& p = state.players[player];
  if (!p.drawing || p.trail_len < 2) return kFar;
  std::array<int, kVertices> dist;
  Distances(state, p.pos, -1, p.trail[p.trail_len - 2], dist);
  int home = kFar;
  for (int i = 0; i + 1 < p.trail_len; ++i) {
    home = std::min(home, dist[p.trail[i]]);
  }
  return home;
}

int SpiralThreatDistance(const State& state, int player) {
  const PlayerState& p = state.players[player];
  int nearest = kFar;
  std::array<int, kVertices> dist;
  for (int j = 0; j < kPlayers; ++j) {
    const PlayerState& q = state.players[j];
    if (j == player || !q.alive || q.drawing) continue;
    Distances(state, q.pos, j, kNoVertex, dist);
    for (const uint8_t v : p.Trail()) nearest = std::min(nearest, dist[v]);
  }
  return nearest;
}

bool SpiralHeadsHome(const State& state, int player) {
  return state.round + 1 == 96 || SpiralThreatDistance(state, player) <=
                                      SpiralHomeDistance(state, player);
}

std::optional<Dir> SpiralStep(const State& state, int player) {
  const PlayerState& p = state.players[player];
  if (!p.alive || !p.drawing || p.stuck_left > 0) return Dir::kStay;
  if (p.trail_len < 2) return std::nullopt;
  if (SpiralHeadsHome(state, player)) return std::nullopt;
  const int pos = p.pos;
  const Dir last = DirectionTo(p.trail[p.trail_len - 2], pos);
  if (last == Dir::kStay) return std::nullopt;
  const Dir turn = Clockwise(last);
  Dir dir = Anticlockwise(last);
  if (Open(state, pos, turn) && !p.trail_set.Test(Step(pos, turn))) {
    dir = turn;
  } else if (Open(state, pos, last) && RightSideFree(state, pos, last)) {
    dir = last;
  } else if (Open(state, pos, turn)) {
    dir = turn;  // Onto its trail: the spiral is full.
  } else if (Open(state, pos, last)) {
    dir = last;
  }
  if (dir == last) {
    // Going straight on to a vertex it could not close from in one step,
    // with a player two steps from its trail: it turns home now.
    const int next = Step(pos, last);
    const bool closable_after =
        Open(state, next, turn) && p.trail_set.Test(Step(next, turn));
    if (!closable_after && SpiralThreatDistance(state, player) <= 2 &&
        Open(state, pos, turn)) {
      dir = turn;
    }
  }
  return dir;
}

void SpiralModel::Predict(const State& state, int me) {
  for (int i = 0; i < kPlayers; ++i) {
    const PlayerState& q = state.players[i];
    predicting_[i] = false;
    if (!q.alive || !q.drawing) {
      heading_home_[i] = false;
      continue;
    }
    if (i == me || q.stuck_left > 0) continue;
    if (!heading_home_[i] && SpiralHeadsHome(state, i)) {
      heading_home_[i] = true;
    }
    if (heading_home_[i]) continue;
    const std::optional<Dir> step = SpiralStep(state, i);
    if (!step.has_value() || *step == Dir::kStay) continue;
    predicting_[i] = true;
    expected_[i] = Step(q.pos, *step);
  }
}

void SpiralModel::Observe(const State& next) {
  for (int i = 0; i < kPlayers; ++i) {
    if (!predicting_[i]) continue;
    predicting_[i] = false;
    if (!next.players[i].alive) continue;
    streak_[i] = next.players[i].pos == expected_[i] ? streak_[i] + 1 : 0;
  }
}

}  // namespace gauntlet::enclosure
