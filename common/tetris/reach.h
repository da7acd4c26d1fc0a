#ifndef GAUNTLET_COMMON_TETRIS_REACH_H_
#define GAUNTLET_COMMON_TETRIS_REACH_H_

// Every final placement a piece can reach from the spawn with single L, R,
// D, C, A steps (so tucks under overhangs and spins count), and the shortest
// command string that leads to a chosen one. Buffers are kept between calls
// so the search loops of the bots do not allocate.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/tetris/board.h"

namespace gauntlet::tetris {

class Reacher {
 public:
  // Resting positions (the piece cannot move down) reachable from the
  // spawn, in a fixed order; empty when the piece cannot spawn.
  void Placements(const Board& board, Piece piece, std::vector<Position>& out);

  // The shortest command line (fewest characters, commas included) after
  // which the judge's drop lands the piece at `target`; "" when the plain
  // drop from the spawn does. nullopt when `target` is unreachable.
  std::optional<std::string> CommandFor(const Board& board, Piece piece,
                                        Position target);

 private:
  // Occupancy with the walls and floor built in: column x is bit x + 3, and
  // row y is rows_[y + 3]; bits and rows outside the board are set.
  void Load(const Board& board);
  bool Fits(Piece piece, int x, int y, int state) const {
    for (const Cell& cell : ShapeOf(piece, state)) {
      if ((rows_[y + cell.dy + kFloor] >> (x + cell.dx + kFloor)) & 1) {
        return false;
      }
    }
    return true;
  }

  static constexpr int kFloor = 3;
  static constexpr int kMaxY = 29;  // Focus never rises above the spawn.
  static constexpr int kNodes = 4 * (kMaxY + 1) * kWidth;
  static int NodeOf(int x, int y, int state) {
    return (state * (kMaxY + 1) + y) * kWidth + x;
  }

  std::array<uint32_t, kHeight + 2 * kFloor + 2> rows_{};
  std::array<uint32_t, kNodes> mark_{};
  uint32_t generation_ = 0;
  std::array<uint16_t, kNodes> queue_{};
  std::array<uint16_t, kNodes> cost_{};
  std::array<int16_t, kNodes> parent_{};
  std::array<uint8_t, kNodes> parent_step_{};  // letter index, count packed
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_REACH_H_
