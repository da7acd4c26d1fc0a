#include "common/tetris/board.h"

#include <bit>

#include "absl/strings/str_cat.h"

namespace gauntlet::tetris {

bool Board::Fits(Piece piece, Position at) const {
  for (const Cell& cell : ShapeOf(piece, at.state)) {
    if (Filled(at.x + cell.dx, at.y + cell.dy)) return false;
  }
  return true;
}

Position Board::Drop(Piece piece, Position at) const {
  Position below = at;
  --below.y;
  while (Fits(piece, below)) {
    at = below;
    --below.y;
  }
  return at;
}

int Board::Lock(Piece piece, Position at) {
  for (const Cell& cell : ShapeOf(piece, at.state)) {
    const int y = at.y + cell.dy;
    // Cells can never rise above row 31 (spawn row 29 plus two), so every
    // cell of a fitting piece lands inside the 36 rows.
    if (y < kHeight) Set(at.x + cell.dx, y);
  }
  int kept = 0;
  int cleared = 0;
  for (int y = 0; y < kHeight; ++y) {
    if (rows_[y] == kFullRow) {
      ++cleared;
    } else {
      rows_[kept++] = rows_[y];
    }
  }
  for (int y = kept; y < kHeight; ++y) rows_[y] = 0;
  return cleared;
}

int Board::ColumnHeight(int x) const {
  for (int y = kHeight - 1; y >= 0; --y) {
    if ((rows_[y] >> x) & 1) return y + 1;
  }
  return 0;
}

int Board::FilledCount() const {
  int count = 0;
  for (uint16_t row : rows_) count += std::popcount(row);
  return count;
}

uint64_t Board::Hash() const {
  uint64_t hash = 0x9e3779b97f4a7c15ULL;
  for (uint16_t row : rows_) {
    hash ^= row;
    hash *= 0xff51afd7ed558ccdULL;
    hash ^= hash >> 29;
  }
  return hash;
}

std::string Board::VisibleText() const {
  std::string text;
  text.reserve(kVisibleHeight * (kWidth + 1));
  for (int y = kVisibleHeight - 1; y >= 0; --y) {
    for (int x = 0; x < kWidth; ++x) text += ((rows_[y] >> x) & 1) ? '#' : '.';
    text += '\n';
  }
  return text;
}

absl::Status Board::SetVisibleRows(const std::vector<std::string>& lines) {
  if (lines.size() != kVisibleHeight) {
    return absl::InvalidArgumentError(absl::StrCat(
        "expected ", kVisibleHeight, " board rows, got ", lines.size()));
  }
  for (int i = 0; i < kVisibleHeight; ++i) {
    const std::string& line = lines[i];
    if (line.size() != kWidth) {
      return absl::InvalidArgumentError(
          absl::StrCat("board row ", i + 1, " has ", line.size(),
                       " characters, expected ", kWidth));
    }
    uint16_t mask = 0;
    for (int x = 0; x < kWidth; ++x) {
      if (line[x] == '#') {
        mask |= static_cast<uint16_t>(1u << x);
      } else if (line[x] != '.') {
        return absl::InvalidArgumentError(absl::StrCat(
            "board row ", i + 1, " column ", x + 1, ": expected '#' or '.'"));
      }
    }
    rows_[kVisibleHeight - 1 - i] = mask;
  }
  return absl::OkStatus();
}

Board WithHiddenRows(const Board& shown, const Board& model) {
  for (int y = 0; y < kVisibleHeight; ++y) {
    if (model.row(y) != shown.row(y)) return shown;
  }
  Board board = shown;
  for (int y = kVisibleHeight; y < kHeight; ++y) board.set_row(y, model.row(y));
  return board;
}

}  // namespace gauntlet::tetris
