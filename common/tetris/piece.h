#ifndef GAUNTLET_COMMON_TETRIS_PIECE_H_
#define GAUNTLET_COMMON_TETRIS_PIECE_H_

// The seven pieces as the TEG 2017 judge defines them: cells relative to the
// focus cell for every rotation state (rules/tetris.md, dy > 0 is up).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gauntlet::tetris {

enum class Piece : uint8_t { kT, kI, kS, kZ, kO, kL, kJ };
inline constexpr int kPieceCount = 7;
inline constexpr std::string_view kPieceLetters = "TISZOLJ";
inline constexpr std::array<Piece, kPieceCount> kAllPieces = {
    Piece::kT, Piece::kI, Piece::kS, Piece::kZ,
    Piece::kO, Piece::kL, Piece::kJ};

struct Cell {
  int8_t dx;
  int8_t dy;
};
using Shape = std::array<Cell, 4>;

// Distinct rotation states: 4 for T, L, J; 2 for I, S, Z; 1 for O. States
// beyond the count repeat (I state 2 = state 0), so turns work modulo it.
int StateCount(Piece piece);
const Shape& ShapeOf(Piece piece, int state);

char LetterOf(Piece piece);
// Only the upper-case letters TISZOLJ name pieces.
std::optional<Piece> PieceFromLetter(char letter);

inline int Index(Piece piece) { return static_cast<int>(piece); }

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_PIECE_H_
