#ifndef GAUNTLET_COMMON_ROBOTS_BOARD_H_
#define GAUNTLET_COMMON_ROBOTS_BOARD_H_

// Board geometry and the player's actions. Cells are stored 0-based; the
// statement's 1-based coordinates appear only at the I/O boundary.

#include <array>
#include <cstdint>
#include <vector>

namespace gauntlet::robots {

inline constexpr int kBoardSize = 31;
inline constexpr int kMaxRobots = 50;
inline constexpr int kMaxTeleports = 20;

// One bit per column: a whole row fits a 32-bit word, so sets of cells are 31
// words and the robots' move becomes a handful of shifts per row.
using RowMask = uint32_t;
using Rows = std::array<RowMask, kBoardSize>;
inline constexpr RowMask kFullRow = (RowMask{1} << kBoardSize) - 1;

struct Cell {
  int8_t row = 0;
  int8_t column = 0;

  // From the statement's 1-based coordinates.
  static constexpr Cell FromOneBased(int row, int column) {
    return Cell{static_cast<int8_t>(row - 1), static_cast<int8_t>(column - 1)};
  }
  constexpr int OneBasedRow() const { return row + 1; }
  constexpr int OneBasedColumn() const { return column + 1; }
  constexpr bool OnBoard() const {
    return row >= 0 && row < kBoardSize && column >= 0 && column < kBoardSize;
  }
  friend constexpr bool operator==(Cell, Cell) = default;
};

inline constexpr Cell kStartCell = Cell::FromOneBased(15, 15);

// The eight compass directions, clockwise from north.
inline constexpr int kDirections = 8;
inline constexpr std::array<int8_t, kDirections> kRowStep = {-1, -1, 0, 1,
                                                             1,  1,  0, -1};
inline constexpr std::array<int8_t, kDirections> kColumnStep = {0, 1,  1,  1,
                                                                0, -1, -1, -1};
inline constexpr std::array<const char*, kDirections> kDirectionNames = {
    "N", "NE", "E", "SE", "S", "SW", "W", "NW"};

constexpr Cell Neighbour(Cell cell, int direction) {
  return Cell{static_cast<int8_t>(cell.row + kRowStep[direction]),
              static_cast<int8_t>(cell.column + kColumnStep[direction])};
}

// One move of the player: a walk in one of the eight directions, staying, or
// a teleport to entry `index` of the instance's list.
class Action {
 public:
  static constexpr Action Walk(int direction) {
    return Action(static_cast<uint8_t>(direction));
  }
  static constexpr Action Stay() { return Action(kStayCode); }
  static constexpr Action Teleport(int index) {
    return Action(static_cast<uint8_t>(kTeleportBase + index));
  }

  constexpr bool IsWalk() const { return code_ < kStayCode; }
  constexpr bool IsStay() const { return code_ == kStayCode; }
  constexpr bool IsTeleport() const { return code_ >= kTeleportBase; }
  constexpr int direction() const { return code_; }
  constexpr int teleport_index() const { return code_ - kTeleportBase; }
  constexpr uint8_t code() const { return code_; }
  static constexpr Action FromCode(uint8_t code) { return Action(code); }

  friend constexpr bool operator==(Action, Action) = default;

 private:
  static constexpr uint8_t kStayCode = kDirections;
  static constexpr uint8_t kTeleportBase = kStayCode + 1;

  constexpr explicit Action(uint8_t code) : code_(code) {}
  uint8_t code_;
};

// One game as the statement's input gives it.
struct Instance {
  std::vector<Cell> robots;
  std::vector<Cell> teleports;
};

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_BOARD_H_
