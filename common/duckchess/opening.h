#ifndef GAUNTLET_COMMON_DUCKCHESS_OPENING_H_
#define GAUNTLET_COMMON_DUCKCHESS_OPENING_H_

// Where a game starts: the initial position or a Fairy-Stockfish FEN, and
// the moves played from it before either player is asked. One text form
// serves opening books and the bot protocol's first turn line:
//   moves K xs ys xt yt ...          K moves from the initial position
//   FEN                              the position of a FEN
//   FEN moves K xs ys xt yt ...      K moves from it

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

struct Opening {
  // Position::ToFen of the start, empty for the initial position (a FEN of
  // the initial position reads as empty too).
  std::string fen;
  std::vector<Move> moves;

  friend bool operator==(const Opening&, const Opening&) = default;
};

// The most moves an opening lists (the referee's draw comes at 300 plies).
inline constexpr int kMaxOpeningMoves = 300;

// Reads one of the forms above from `tokens` up to the end of the line.
// Token errors are located by `tokens`; a FEN's errors start with `where`
// (e.g. "openings.txt, line 3"). Moves are not checked here: see Play.
absl::StatusOr<Opening> ReadOpening(Tokens& tokens, std::string_view where);

// The position after the opening, each move checked for legality and the
// game not over before a move (errors name the move by number).
absl::StatusOr<Position> PlayOpening(const Opening& opening);

// The text form that ReadOpening reads ("moves 0" for the initial position
// without moves).
std::string FormatOpening(const Opening& opening);

// "moves K xs ys xt yt ..." for a list of moves.
std::string FormatMoves(const std::vector<Move>& moves);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_OPENING_H_
