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
  // Fitted (car fixed at 900) to Fairy-Stockfish's depth-8 scores of 26,243
  // quiet positions of 405 games against it (BENCHMARKS.md, branch duck7),
  // with the row and column tables in place of advance, center and crossed:
  // the soldier, with eight directions, is worth more than a horse, far
  // more than a chess pawn, most on rows 6-7 and in the middle; a
  // defended duck much.
  PerType material = {0, 0, 205, 185, 450, 900, 443, 481};
  // Per row moved toward the enemy's back rank.
  PerType advance = {0, 0, 0, 0, 0, 0, 0, 0};
  // On the enemy's half of the board (rows 5-9 for red).
  PerType crossed = {0, 0, 0, 0, 0, 0, 0, 0};
  // Per piece its own side defends (another own piece reaches its point).
  PerType defended = {0, -7, 7, 10, 9, 9, 27, 3};
  // Per row from the own back rank (0-9) and per column's distance from
  // the middle column (0-4): a free shape on top of the linear terms.
  std::array<std::array<int, kRows>, kPieceTypes> row = {{
      {},
      {1, -13, 3, -8, 14, 11, 27, 21, 21, 0},           // captain
      {-9, 11, 33, 34, 37, 42, 28, 16, 50, -43},        // guard
      {-8, 0, 26, 0, 38, 0, 6, 0, -24, 0},              // elephant
      {3, -41, 27, 25, 28, 20, 16, -1, -29, -40},       // horse
      {14, -12, -11, 0, -4, 14, 9, -2, 2, 0},           // car
      {-7, -25, -4, -13, 12, -18, -28, -29, -56, -88},  // duck
      {-29, 5, -6, 27, 37, 33, 55, 84, 45, -25},        // soldier
  }};
  std::array<std::array<int, 5>, kPieceTypes> column = {{
      {},
      {11, -1, -10, -19, -9},  // captain
      {29, 13, 9, -1, -16},    // guard
      {30, 0, 15, 0, -15},     // elephant
      {33, 20, 8, -2, -18},    // horse
      {14, 10, 3, 4, -8},      // car
      {-31, -15, -6, -26, 0},  // duck
      {72, 55, 29, 1, -52},    // soldier
  }};
  // Per column nearer the middle column.
  PerType center = {0, 0, 0, 0, 0, 0, 0, 0};
  // Per move available.
  PerType mobility = {0, 1, 0, 1, 4, 4, 11, 0};
  // Own pieces next to the own captain (eight neighbours), and enemy pieces
  // within two rows and two columns of it. Off: fitted freely, both came
  // out below zero.
  int captain_shield = 0;
  int captain_danger = 0;
  // The side to move's captain is attacked: its move is spoken for.
  int captain_threatened = 81;
  // The side to move's initiative.
  int tempo = 50;
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
  int hanging = 66;
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
