#include "common/duckchess/notation.h"

namespace gauntlet::duckchess {
namespace {

constexpr char kSanLetters[kPieceTypes] = {'?', 'K', 'G', 'E',
                                           'H', 'C', 'D', 'S'};

std::string FileName(int cell) {
  return std::string(1, static_cast<char>('a' + ColumnOf(cell)));
}
std::string RankName(int cell) { return std::to_string(RowOf(cell) + 1); }

}  // namespace

std::string SquareName(int cell) { return FileName(cell) + RankName(cell); }

std::string ToUci(Move m) { return SquareName(m.from) + SquareName(m.to); }

absl::StatusOr<Move> FromUci(std::string_view text) {
  const auto refused = [&](const std::string& why) {
    return absl::InvalidArgumentError("move \"" + std::string(text) +
                                      "\": " + why);
  };
  int cells[2] = {0, 0};
  size_t at = 0;
  for (int& cell : cells) {
    if (at >= text.size() || text[at] < 'a' || text[at] > 'i') {
      return refused("expected a file a..i at character " +
                     std::to_string(at + 1));
    }
    const int column = text[at++] - 'a';
    int rank = 0;
    const size_t digits = at;
    while (at < text.size() && at - digits < 2 && text[at] >= '0' &&
           text[at] <= '9') {
      rank = rank * 10 + (text[at++] - '0');
    }
    if (at == digits || rank < 1 || rank > kRows) {
      return refused("expected a rank 1..10 at character " +
                     std::to_string(digits + 1));
    }
    cell = CellIndex(rank - 1, column);
  }
  if (at != text.size()) {
    return refused("unexpected character " + std::to_string(at + 1) +
                   " (a move is two squares, like e1e2)");
  }
  return Move{static_cast<uint8_t>(cells[0]), static_cast<uint8_t>(cells[1])};
}

std::string ToSan(const Position& position, Move m) {
  const Cell moving = position.AtCell(m.from);
  std::string san(1, kSanLetters[TypeOf(moving)]);
  // Other pieces of the same type with a legal move to the same point.
  MoveList moves;
  position.GenerateMoves(moves);
  bool others = false;
  bool same_file = false;
  bool same_rank = false;
  for (Move other : moves) {
    if (other.to != m.to || other.from == m.from ||
        position.AtCell(other.from) != moving) {
      continue;
    }
    others = true;
    same_file = same_file || ColumnOf(other.from) == ColumnOf(m.from);
    same_rank = same_rank || RowOf(other.from) == RowOf(m.from);
  }
  if (others) {
    if (!same_file) {
      san += FileName(m.from);
    } else if (!same_rank) {
      san += RankName(m.from);
    } else {
      san += SquareName(m.from);
    }
  }
  if (position.AtCell(m.to) != kEmpty) san += 'x';
  san += SquareName(m.to);
  return san;
}

}  // namespace gauntlet::duckchess
