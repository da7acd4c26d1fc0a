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
