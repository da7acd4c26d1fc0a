#ifndef GAUNTLET_COMMON_TETRIS_BOARD_H_
#define GAUNTLET_COMMON_TETRIS_BOARD_H_

// The judge's 12 x 36 board as one 12-bit mask per row (bit x = column x,
// row 0 at the bottom). Rows 30..35 are never shown to programs but hold
// cells and take part in clears exactly like the others.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/tetris/piece.h"

namespace gauntlet::tetris {

inline constexpr int kWidth = 12;
inline constexpr int kHeight = 36;
inline constexpr int kVisibleHeight = 30;
inline constexpr uint16_t kFullRow = (1u << kWidth) - 1;

// Where a piece is: its focus cell and rotation state.
struct Position {
  int8_t x = 5;
  int8_t y = 29;
  int8_t state = 0;
  friend bool operator==(const Position&, const Position&) = default;
};
inline constexpr Position kSpawn{5, 29, 0};

// Points for clearing 0..4 rows with one piece.
inline constexpr std::array<int, 5> kClearPoints = {0, 10, 30, 60, 100};
inline constexpr int kBuyCost = 20;

class Board {
 public:
  // Outside the sides or below row 0 counts as filled; above row 35 as empty
  // (turns have no upper bound).
  bool Filled(int x, int y) const {
    if (x < 0 || x >= kWidth || y < 0) return true;
    if (y >= kHeight) return false;
    return (rows_[y] >> x) & 1;
  }
  void Set(int x, int y) { rows_[y] |= static_cast<uint16_t>(1u << x); }
  uint16_t row(int y) const { return rows_[y]; }
  void set_row(int y, uint16_t mask) { rows_[y] = mask & kFullRow; }

  bool Fits(Piece piece, Position at) const;
  bool CanSpawn(Piece piece) const { return Fits(piece, kSpawn); }
  // Moves down while the piece fits.
  Position Drop(Piece piece, Position at) const;
  // Fixes the piece (which must fit) and clears every full row of all 36;
  // returns how many rows were cleared.
  int Lock(Piece piece, Position at);

  // Lowest empty row above the highest filled cell of column x (0 if empty).
  int ColumnHeight(int x) const;
  int FilledCount() const;
  uint64_t Hash() const;

  // The 30 shown rows, top first, each "#"/"." with a trailing newline.
  std::string VisibleText() const;
  // Rebuilds the shown rows from 30 lines of 12 '#'/'.', top first; the
  // hidden rows are kept as they are.
  absl::Status SetVisibleRows(const std::vector<std::string>& lines);

  friend bool operator==(const Board&, const Board&) = default;

 private:
  std::array<uint16_t, kHeight> rows_{};
};

// Rows 30..35 are never shown to a placer: `shown` with those rows taken from
// `model` (the player's own board after its last move) when the shown rows
// agree with it, otherwise `shown` as it is.
Board WithHiddenRows(const Board& shown, const Board& model);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_BOARD_H_
