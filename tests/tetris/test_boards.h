#ifndef GAUNTLET_TESTS_TETRIS_TEST_BOARDS_H_
#define GAUNTLET_TESTS_TETRIS_TEST_BOARDS_H_

// Builds boards from pictures: rows top first, '#' filled, the last line is
// row 0.

#include <initializer_list>
#include <string>

#include "common/tetris/board.h"

namespace gauntlet::tetris {

inline Board FromPicture(std::initializer_list<std::string> rows) {
  Board board;
  int y = static_cast<int>(rows.size()) - 1;
  for (const std::string& row : rows) {
    for (int x = 0; x < kWidth && x < static_cast<int>(row.size()); ++x) {
      if (row[x] == '#') board.Set(x, y);
    }
    --y;
  }
  return board;
}

// Rows 0..count-1 full except column `gap`.
inline Board WellBoard(int count, int gap) {
  Board board;
  for (int y = 0; y < count; ++y) {
    board.set_row(y, kFullRow & ~static_cast<uint16_t>(1u << gap));
  }
  return board;
}

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TESTS_TETRIS_TEST_BOARDS_H_
