#ifndef GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_
#define GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_

// The text the referee and a bot exchange, written and read here only, so
// the referee, the bot, the entrant check and the replay judge speak one
// dialect (docs/duckchess.md, "Protocol"):
//   colour line   `red 1000` / `blue 1000`: the bot's side and its time per
//                 move in ms (the time may be absent)
//   turn line     `start` (red's first turn of a game from the start),
//                 `moves K ...` or `position FEN [moves K ...]` (a first
//                 turn from an opening), one move `xs ys xt yt` (the
//                 opponent's last), or `quit`
//   answer        one move `xs ys xt yt`, in the statement's coordinates
//                 (row, column).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"
#include "common/duckchess/board.h"
#include "common/duckchess/opening.h"

namespace gauntlet::duckchess {

// Reads four integers from `tokens`, each on the board; does not call End().
absl::StatusOr<Move> ReadMove(Tokens& tokens);

// Parses a whole line holding exactly one move; `message` names the line in
// errors (e.g. "move").
absl::StatusOr<Move> ParseMoveLine(std::string_view line, int line_number,
                                   std::string_view message);

// "xs ys xt yt".
std::string FormatMove(Move m);

// The colour line: the bot's side and its time per move.
struct ColourLine {
  Color side = kRed;
  std::optional<int64_t> move_time_ms;  // absent: the bot's own default
};
std::string FormatColourLine(Color side, int64_t move_time_ms);
// Errors are located at `line_number` as "colour line".
absl::StatusOr<ColourLine> ParseColourLine(std::string_view line,
                                           int line_number);

// One turn line as the referee sends it.
struct TurnLine {
  enum class Kind {
    kStart,     // `start`
    kMoves,     // `moves K ...`: the game so far from the initial position
    kPosition,  // `position FEN [moves K ...]`: an opening from a FEN
    kMove,      // the opponent's last move
    kQuit,      // `quit`: the game is over
  };
  Kind kind = Kind::kStart;
  std::vector<Move> moves;  // kMoves: the moves; kMove: the one move
  Opening opening;          // kPosition
};

// The first turn line a player sees of a game whose opening is `fen` (empty:
// the initial position) and `moves`: `start` with no moves yet, the single
// move when only red's first move was played, else `moves K ...`; from a
// FEN, `position FEN [moves K ...]`.
std::string FormatFirstTurnLine(const std::string& fen,
                                const std::vector<Move>& moves);
// Every later turn line: the opponent's move.
inline std::string FormatTurnLine(Move opponent) {
  return FormatMove(opponent);
}
// The line that ends the game for a player.
inline constexpr std::string_view kQuitLine = "quit";

// Reads a turn line; errors are located at `line_number` as "turn". Whether
// the line may come now (a first turn line later, say) is the reader's to
// judge; the moves of `moves K ...` are not checked for legality here.
absl::StatusOr<TurnLine> ParseTurnLine(std::string_view line, int line_number);

// "red duck;blue soldier;no;no" for a legal move about to be made on
// `before`; `after` is the position once it is made.
std::string DescribeMove(const Position& before, Move m, const Position& after);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_
