#ifndef GAUNTLET_BOTS_ENCLOSURE_MOVES_H_
#define GAUNTLET_BOTS_ENCLOSURE_MOVES_H_

// Move generation and path finding shared by every Enclosure policy: the
// actions that do not kill at once, walking distances that respect land, and
// the shortest way for a drawing player to close its loop.

#include <array>
#include <cstdint>
#include <vector>

#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

// Appends the actions of `player` that do not kill it in steps 0-1 of the
// round (bad pen use, reversing, leaving the board, forbidden land). Stay
// with the pen kept is always among them. Traps only when `traps`.
void SafeActions(const State& state, int player, bool traps,
                 std::vector<Action>& out);

// Fixed-capacity variant for hot loops; returns the count.
int SafeActions(const State& state, int player, bool traps,
                std::array<Action, kActionCount>& out);

inline constexpr uint8_t kUnreachable = 255;

// Whether `player` may walk from `v` in `d` with the pen up (through free
// land and its own) or down (through free land only).
bool CanWalk(const State& state, int player, int v, Dir d, bool pen_down);

// Steps from `player`'s position to every vertex walking with the pen up
// (through free land and own land, never through others' land).
void PenUpDistances(const State& state, int player,
                    std::array<uint8_t, kVertices>& dist);

// The first direction of a shortest pen-down walk from the head of drawing
// `player` back onto its trail (closing a loop), avoiding forbidden land and
// the trail itself on the way; kStay when there is none. `length` gets the
// walk's length.
Dir ClosingDirection(const State& state, int player, int* length);

// Rounds before drawing player `i` can have closed its loop: its shortest
// closing walk plus the rounds it is stuck (kUnreachable for the walk when
// it has none).
int RoundsToClose(const State& state, int i);

// The vertex of another drawing player's trail that `me` reaches soonest
// with the pen up, and before that player can close its loop (stepping on
// a trail kills its owner); the first such vertex by player and trail
// order on a tie, kNoVertex when there is none.
int NearestCuttableTrailVertex(const State& state, int me);

// Manhattan distance between two vertices.
inline int Manhattan(int a, int b) {
  const int dx = VertexX(a) - VertexX(b);
  const int dy = VertexY(a) - VertexY(b);
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

// The least Manhattan distance from `vertex` to `player`'s trail.
int DistanceToTrail(const State& state, int player, int vertex);

// Whether a w x h rectangle of cells with top-left cell (x, y) is on the
// board and wholly unowned.
bool RectangleFree(const State& state, int x, int y, int w, int h);

// Directions walking the border of the rectangle of cells (x, y, w, h)
// clockwise from its corner `corner` (0 top-left, 1 top-right,
// 2 bottom-right, 3 bottom-left); returns the count (2 * (w + h)).
int RectangleWalk(int w, int h, int corner, std::array<Dir, 40>& out);

// The vertex of rectangle corner `corner` (numbered as above).
int RectangleCorner(int x, int y, int w, int h, int corner);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_MOVES_H_
