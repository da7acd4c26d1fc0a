#ifndef GAUNTLET_COMMON_ENCLOSURE_GEOMETRY_H_
#define GAUNTLET_COMMON_ENCLOSURE_GEOMETRY_H_

// The board: 11x11 vertices that players walk on and the 10x10 cells they
// enclose. x is the column, y grows downward. Vertex (x, y) has index
// y * 11 + x; cell (x, y), whose top-left corner is vertex (x, y), has index
// y * 10 + x.

#include <array>
#include <cstdint>

#include "common/enclosure/bits.h"

namespace gauntlet::enclosure {

inline constexpr int kPlayers = 4;
inline constexpr int kCellSide = 10;
inline constexpr int kVertexSide = 11;
inline constexpr int kCells = kCellSide * kCellSide;
inline constexpr int kVertices = kVertexSide * kVertexSide;
inline constexpr int kMaxRounds = 100;
inline constexpr int kNoVertex = 255;

constexpr int VertexAt(int x, int y) { return y * kVertexSide + x; }
constexpr int VertexX(int v) { return v % kVertexSide; }
constexpr int VertexY(int v) { return v / kVertexSide; }
constexpr int CellAt(int x, int y) { return y * kCellSide + x; }
constexpr int CellX(int c) { return c % kCellSide; }
constexpr int CellY(int c) { return c / kCellSide; }
constexpr bool OnBoard(int x, int y) {
  return x >= 0 && y >= 0 && x < kVertexSide && y < kVertexSide;
}

enum class Dir : uint8_t { kUp, kDown, kLeft, kRight, kStay };
inline constexpr int kDirs = 5;
inline constexpr std::array<int, kDirs> kDx = {0, 0, -1, 1, 0};
inline constexpr std::array<int, kDirs> kDy = {-1, 1, 0, 0, 0};

constexpr Dir Opposite(Dir d) {
  switch (d) {
    case Dir::kUp:
      return Dir::kDown;
    case Dir::kDown:
      return Dir::kUp;
    case Dir::kLeft:
      return Dir::kRight;
    case Dir::kRight:
      return Dir::kLeft;
    case Dir::kStay:
      return Dir::kStay;
  }
  return Dir::kStay;
}

// The vertex one step from `v` in `d`, or kNoVertex off the board.
constexpr int Step(int v, Dir d) {
  const int x = VertexX(v) + kDx[static_cast<int>(d)];
  const int y = VertexY(v) + kDy[static_cast<int>(d)];
  return OnBoard(x, y) ? VertexAt(x, y) : kNoVertex;
}

// What the pen does this round: the statement's second [ACTION] field.
enum class Pen : int8_t { kTrap = -1, kKeep = 0, kDown = 1 };

struct Action {
  Dir dir = Dir::kStay;
  Pen pen = Pen::kKeep;

  constexpr bool operator==(const Action&) const = default;
  // 0..14, for tables and tree keys.
  constexpr int Index() const {
    return static_cast<int>(dir) * 3 + static_cast<int>(pen) + 1;
  }
  static constexpr Action FromIndex(int i) {
    return Action{static_cast<Dir>(i / 3), static_cast<Pen>(i % 3 - 1)};
  }
};
inline constexpr int kActionCount = 15;

// The two cells on either side of the edge leaving vertex v in direction d
// (-1 where the edge runs along the map border and a side is missing).
struct EdgeSides {
  int8_t first = -1;
  int8_t second = -1;
};

namespace internal {
constexpr std::array<EdgeSides, kVertices * kDirs> MakeEdgeSides() {
  std::array<EdgeSides, kVertices * kDirs> table{};
  for (int v = 0; v < kVertices; ++v) {
    const int x = VertexX(v);
    const int y = VertexY(v);
    for (int d = 0; d < 4; ++d) {
      const int nx = x + kDx[d];
      const int ny = y + kDy[d];
      if (!OnBoard(nx, ny)) continue;
      EdgeSides sides;
      if (ny == y) {  // Horizontal edge: cells above and below it.
        const int ex = nx < x ? nx : x;
        if (y - 1 >= 0) sides.first = static_cast<int8_t>(CellAt(ex, y - 1));
        if (y < kCellSide) sides.second = static_cast<int8_t>(CellAt(ex, y));
      } else {  // Vertical edge: cells left and right of it.
        const int ey = ny < y ? ny : y;
        if (x - 1 >= 0) sides.first = static_cast<int8_t>(CellAt(x - 1, ey));
        if (x < kCellSide) sides.second = static_cast<int8_t>(CellAt(x, ey));
      }
      table[v * kDirs + d] = sides;
    }
  }
  return table;
}
}  // namespace internal

inline constexpr std::array<EdgeSides, kVertices* kDirs> kEdgeSides =
    internal::MakeEdgeSides();

constexpr EdgeSides SidesOf(int v, Dir d) {
  return kEdgeSides[v * kDirs + static_cast<int>(d)];
}

// Cell masks for 4-connected flood fills on the 10-wide cell grid.
inline constexpr Bits128 kAllCells = Bits128::FirstN(kCells);
namespace internal {
constexpr Bits128 ColumnMask(int column) {
  Bits128 b;
  for (int y = 0; y < kCellSide; ++y) b.Set(CellAt(column, y));
  return b;
}
}  // namespace internal
inline constexpr Bits128 kNotFirstColumn = kAllCells & ~internal::ColumnMask(0);
inline constexpr Bits128 kNotLastColumn =
    kAllCells & ~internal::ColumnMask(kCellSide - 1);

// Cells 4-adjacent to `set` (and `set` itself).
constexpr Bits128 Grow(Bits128 set) {
  return (set | ((set << 1) & kNotFirstColumn) | ((set >> 1) & kNotLastColumn) |
          (set << kCellSide) | (set >> kCellSide)) &
         kAllCells;
}

// The 4-connected component of `within` that holds cell `seed`.
constexpr Bits128 ComponentOf(Bits128 within, int seed) {
  Bits128 component = Bits128::Single(seed);
  for (;;) {
    const Bits128 next = Grow(component) & within;
    if (next == component) return component;
    component = next;
  }
}

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_GEOMETRY_H_
