#include "common/tetris/piece.h"

namespace gauntlet::tetris {
namespace {

// [piece][state] cells, copied from the judge's table; the focus cell first.
constexpr std::array<std::array<Shape, 4>, kPieceCount> kShapes = {{
    // T
    {{{{{0, 0}, {-1, 0}, {1, 0}, {0, -1}}},
      {{{0, 0}, {-1, 0}, {0, 1}, {0, -1}}},
      {{{0, 0}, {-1, 0}, {0, 1}, {1, 0}}},
      {{{0, 0}, {0, -1}, {0, 1}, {1, 0}}}}},
    // I
    {{{{{0, 0}, {0, -1}, {0, 1}, {0, 2}}},
      {{{0, 0}, {-1, 0}, {1, 0}, {2, 0}}},
      {{{0, 0}, {0, -1}, {0, 1}, {0, 2}}},
      {{{0, 0}, {-1, 0}, {1, 0}, {2, 0}}}}},
    // S
    {{{{{0, 0}, {-1, 0}, {0, 1}, {1, 1}}},
      {{{0, 0}, {0, 1}, {1, 0}, {1, -1}}},
      {{{0, 0}, {-1, 0}, {0, 1}, {1, 1}}},
      {{{0, 0}, {0, 1}, {1, 0}, {1, -1}}}}},
    // Z
    {{{{{0, 0}, {-1, 1}, {0, 1}, {1, 0}}},
      {{{0, 0}, {-1, -1}, {0, 1}, {-1, 0}}},
      {{{0, 0}, {-1, 1}, {0, 1}, {1, 0}}},
      {{{0, 0}, {-1, -1}, {0, 1}, {-1, 0}}}}},
    // O
    {{{{{0, 0}, {1, 1}, {0, 1}, {1, 0}}},
      {{{0, 0}, {1, 1}, {0, 1}, {1, 0}}},
      {{{0, 0}, {1, 1}, {0, 1}, {1, 0}}},
      {{{0, 0}, {1, 1}, {0, 1}, {1, 0}}}}},
    // L
    {{{{{0, 0}, {0, 1}, {0, 2}, {1, 0}}},
      {{{0, 0}, {1, 0}, {2, 0}, {0, -1}}},
      {{{0, 0}, {0, -1}, {0, -2}, {-1, 0}}},
      {{{0, 0}, {-1, 0}, {-2, 0}, {0, 1}}}}},
    // J
    {{{{{0, 0}, {0, 1}, {0, 2}, {-1, 0}}},
      {{{0, 0}, {1, 0}, {2, 0}, {0, 1}}},
      {{{0, 0}, {0, -1}, {0, -2}, {1, 0}}},
      {{{0, 0}, {-1, 0}, {-2, 0}, {0, -1}}}}},
}};

constexpr std::array<int, kPieceCount> kStateCounts = {4, 2, 2, 2, 1, 4, 4};

}  // namespace

int StateCount(Piece piece) { return kStateCounts[Index(piece)]; }

const Shape& ShapeOf(Piece piece, int state) {
  return kShapes[Index(piece)][state & 3];
}

char LetterOf(Piece piece) { return kPieceLetters[Index(piece)]; }

std::optional<Piece> PieceFromLetter(char letter) {
  const auto at = kPieceLetters.find(letter);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<Piece>(at);
}

}  // namespace gauntlet::tetris
