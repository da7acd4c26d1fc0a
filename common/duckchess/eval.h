#ifndef GAUNTLET_COMMON_DUCKCHESS_EVAL_H_
#define GAUNTLET_COMMON_DUCKCHESS_EVAL_H_

// Static evaluation: material, piece-square terms (advance and centrality
// per piece type), mobility and captain safety. All weights live in one
// structure that can be written to and read from a text file, so they can
// be tuned offline without rebuilding.

#include <array>
#include <string>

#include "absl/status/statusor.h"
#include "common/core/params.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

struct Weights {
  using PerType = std::array<int, kPieceTypes>;  // indexed by PieceType
  //                   -   capt guard eleph horse car  duck sold
  // Fitted (car fixed at 900) to Fairy-Stockfish's depth-12 scores of
  // 12,517 quiet positions of games against it (BENCHMARKS.md, "Duck chess
  // at 1 s/move"), with the row and column tables in place of advance,
  // center and crossed: the soldier, with eight directions, is worth more
  // than a horse, far more than a chess pawn, most on rows 4-8 and in the
  // middle. The depth-8 fit before it overrated hanging pieces and tempo.
  PerType material = {0, 0, 215, 185, 455, 900, 438, 488};
  // Per row moved toward the enemy's back rank.
  PerType advance = {0, 0, 0, 0, 0, 0, 0, 0};
  // On the enemy's half of the board (rows 5-9 for red).
  PerType crossed = {0, 0, 0, 0, 0, 0, 0, 0};
  // Per piece its own side defends (another own piece reaches its point).
  PerType defended = {0, -4, 2, 5, 10, 7, 11, -6};
  // Per row from the own back rank (0-9) and per column's distance from
  // the middle column (0-4): a free shape on top of the linear terms.
  std::array<std::array<int, kRows>, kPieceTypes> row = {{
      {},
      {-18, -8, 6, 30, 31, 37, 19, 6, -47, 12},    // captain
      {-2, 16, 37, 37, 49, 37, 33, 16, -13, -41},  // guard
      {10, 0, 26, 0, 21, 0, 5, 0, 0, 0},           // elephant
      {-2, 9, 28, 29, 32, 44, 54, 25, 33, -83},    // horse
      {-2, 2, 2, -7, 3, 28, 19, 24, 28, 30},       // car
      {6, -12, -5, 0, 2, 1, 0, -4, -23, -27},      // duck
      {-42, -40, -11, 27, 51, 52, 80, 77, 67, 0},  // soldier
  }};
  std::array<std::array<int, 5>, kPieceTypes> column = {{
      {},
      {3, -2, 7, 12, -48},    // captain
      {29, 22, 18, -5, -19},  // guard
      {26, 0, 21, 0, -3},     // elephant
      {32, 24, 22, 8, -15},   // horse
      {14, 14, 1, 6, 1},      // car
      {16, -7, -9, 2, -8},    // duck
      {65, 56, 44, 8, -26},   // soldier
  }};
  // Per column nearer the middle column.
  PerType center = {0, 0, 0, 0, 0, 0, 0, 0};
  // Per move available.
  PerType mobility = {0, -4, 0, 2, 3, 4, 7, 1};
  // Own pieces next to the own captain (eight neighbours), and enemy pieces
  // within two rows and two columns of it. Off: fitted freely, both came
  // out below zero.
  int captain_shield = 0;
  int captain_danger = 0;
  // The side to move's captain is attacked: its move is spoken for.
  int captain_threatened = 78;
  // The side to move's initiative.
  int tempo = 35;
  // Percent of the second largest loss the side to move faces on its
  // attacked pieces (a piece undefended, or attacked by a cheaper one): it
  // can save one of them with its move, not two (0: off).
  int forked = 0;
  // Per point next to the own captain (eight neighbours) the enemy attacks.
  int captain_zone = 0;
  // Per point the own captain can step to (four neighbours) that holds no
  // own piece and that the enemy does not attack.
  int captain_exits = 0;
  // Per piece of the side to move the enemy attacks, undefended or by a
  // cheaper piece: its move can save one of them.
  int hanging = 25;
};

// Binds every weight as a parameter "eval.<name>", a per-type weight as one
// parameter per piece type ("eval.material.horse"). The captain's material
// is left out: the evaluation never reads it.
void DeclareParams(Weights& weights, ParamTable& table);

// The older weights file format (--weights): "name value" lines, per-type
// names followed by seven values (captain to soldier); '#' starts a comment.
// Names not given keep their defaults.
absl::StatusOr<Weights> ParseWeights(const std::string& text);
absl::StatusOr<Weights> LoadWeights(const std::string& path);
std::string FormatWeights(const Weights& weights);

class Evaluator {
 public:
  explicit Evaluator(const Weights& weights = {});

  // From the side to move's view; the game must not be over.
  int Evaluate(const Position& position) const;
  // Material value of a piece type (captain: a very large number).
  int Value(PieceType type) const { return value_[type]; }
  const Weights& weights() const { return weights_; }

 private:
  // The least value among the piece types in `types` (AttackerTypes' mask).
  int CheapestValue(unsigned types) const;
  // What the side to move stands to lose on its second most exposed piece.
  // `reached`: per side, the types of its pieces reaching each occupied
  // point (Position::CountTargets).
  int ForkedLoss(
      const Position& position,
      const std::array<std::array<uint8_t, kCells>, 2>& reached) const;
  // The captain_zone and captain_exits terms of `color`'s captain.
  int CaptainSurroundings(const Position& position, Color color) const;
  // The side to move's pieces attacked undefended or by a cheaper piece.
  int Hanging(const Position& position,
              const std::array<std::array<uint8_t, kCells>, 2>& reached) const;

  Weights weights_;
  // Some defended weight is not 0; that or the fork or hanging term needs
  // the points each side's pieces reach.
  bool defended_ = false;
  bool needs_reached_ = false;
  std::array<int, kPieceTypes> value_;
  // Material plus piece-square term, per [color][type][cell].
  std::array<std::array<std::array<int, kCells>, kPieceTypes>, 2> square_;
};

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_EVAL_H_
