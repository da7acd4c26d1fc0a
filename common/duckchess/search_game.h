#ifndef GAUNTLET_COMMON_DUCKCHESS_SEARCH_GAME_H_
#define GAUNTLET_COMMON_DUCKCHESS_SEARCH_GAME_H_

// Duck chess seen through the generic alpha-beta engine's AlphaBetaGame
// concept. The position is borrowed: the engine makes and unmakes moves on
// it and leaves it as it was.

#include <cstdint>
#include <cstdlib>

#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"
#include "common/search/alphabeta.h"

namespace gauntlet::duckchess {

// Plies after which the referee declares a draw.
inline constexpr int kDrawPlies = 300;

class SearchGame {
 public:
  using Move = duckchess::Move;
  using MoveList = duckchess::MoveList;
  static constexpr int kHistorySize = 16 * kCells;
  static constexpr int kMaxMoves = duckchess::kMaxMoves;

  // `ply_limit`: the game ply (Position::ply()) at which the game is drawn.
  SearchGame(Position& position, const Evaluator& evaluator,
             int ply_limit = kDrawPlies)
      : position_(position), evaluator_(evaluator), ply_limit_(ply_limit) {}

  uint64_t Hash() const { return position_.hash(); }
  void GenerateMoves(MoveList& list) const { position_.GenerateMoves(list); }
  void GenerateCaptures(MoveList& list) const {
    position_.GenerateCaptures(list);
    if (skip_losing_captures_) DropLosingCaptures(list);
  }
  // Quiescence then leaves out captures of a cheaper piece on a point the
  // opponent defends: in crowded middlegames, where most pieces touch, they
  // multiply its nodes and almost never change its result.
  void set_skip_losing_captures(bool skip) { skip_losing_captures_ = skip; }
  void Make(Move m) { position_.Make(m); }
  void Unmake(Move) { position_.Unmake(); }
  void MakeNull() { position_.MakeNull(); }
  void UnmakeNull() { position_.UnmakeNull(); }
  int Evaluate() const { return evaluator_.Evaluate(position_); }
  bool IsOver() const { return position_.IsOver(); }
  // The game only ends by capturing a captain, and then the side to move is
  // the one that lost it.
  int OverScore() const { return -1; }
  bool HasImmediateWin() const {
    return position_.CaptainAttacked(Opponent(position_.side_to_move()));
  }
  bool InCheck() const {
    return position_.CaptainAttacked(position_.side_to_move());
  }
  bool IsDrawByRule() const {
    return position_.ply() >= ply_limit_ || position_.RepetitionCount() > 0;
  }
  // Zugzwang needs a side short of useful moves: keep null moves to sides
  // with some pieces besides the captain and soldiers.
  bool NullMoveAllowed() const {
    const Color us = position_.side_to_move();
    for (int i = 0; i < position_.piece_count(us); ++i) {
      const PieceType t = TypeOf(position_.AtCell(position_.piece_cell(us, i)));
      if (t != kCaptain && t != kSoldier) return true;
    }
    return false;
  }
  bool IsCapture(Move m) const { return position_.AtCell(m.to) != kEmpty; }
  // Most valuable victim first, then least valuable attacker.
  int CaptureOrder(Move m) const {
    const PieceType victim = TypeOf(position_.AtCell(m.to));
    const PieceType attacker = TypeOf(position_.AtCell(m.from));
    const int victim_rank =
        victim == kCaptain ? 1 << 20 : evaluator_.Value(victim);
    const int attacker_rank =
        attacker == kCaptain ? 2000 : evaluator_.Value(attacker);
    return victim_rank * 8 - attacker_rank / 8;
  }
  // A cheaper piece taken on a point the opponent defends: likely to lose
  // material, so the search may try it late.
  bool IsLosingCapture(Move m) const {
    const PieceType victim = TypeOf(position_.AtCell(m.to));
    const PieceType attacker = TypeOf(position_.AtCell(m.from));
    return victim != kCaptain &&
           evaluator_.Value(victim) < evaluator_.Value(attacker) &&
           position_.Attacks(Opponent(position_.side_to_move()), m.to);
  }
  // Material a capture wins (for delta pruning in quiescence).
  int CaptureGain(Move m) const {
    return evaluator_.Value(TypeOf(position_.AtCell(m.to)));
  }
  // False when the move can neither attack the enemy captain itself nor
  // uncover an attack on it: every attack comes from within three points of
  // the captain or along its row or column, and every blocking point is
  // within two of it or on that line.
  bool MayThreaten(Move m) const {
    const int captain =
        position_.captain_cell(Opponent(position_.side_to_move()));
    if (captain == 0) return true;
    const auto near = [captain](int cell, int reach) {
      const int dx = RowOf(cell) - RowOf(captain);
      const int dy = ColumnOf(cell) - ColumnOf(captain);
      return dx == 0 || dy == 0 ||
             (std::abs(dx) <= reach && std::abs(dy) <= reach);
    };
    return near(m.to, 3) || near(m.from, 2);
  }
  // Asked after `m` is made: the piece it moved stands where the side now
  // to move attacks it and no piece of its own defends it.
  bool MovedPieceHangs(Move m) const {
    const Color them = position_.side_to_move();
    return position_.Attacks(them, m.to) &&
           !position_.Attacks(Opponent(them), m.to);
  }
  int HistoryIndex(Move m) const {
    return (position_.AtCell(m.from) & 15) * kCells + m.to;
  }

 private:
  void DropLosingCaptures(MoveList& list) const {
    MoveList kept;
    for (const Move m : list) {
      if (!IsLosingCapture(m)) kept.push_back(m);
    }
    list = kept;
  }

  Position& position_;
  const Evaluator& evaluator_;
  int ply_limit_;
  bool skip_losing_captures_ = false;
};

static_assert(search::AlphaBetaGame<SearchGame>);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_SEARCH_GAME_H_
