#ifndef GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_
#define GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_

// The text form of moves shared by the replay judge, the bot protocol and
// the referee: `xs ys xt yt` in the statement's coordinates (row, column).

#include <string>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

// Reads four integers from `tokens`, each on the board; does not call End().
absl::StatusOr<Move> ReadMove(Tokens& tokens);

// Parses a whole line holding exactly one move; `message` names the line in
// errors (e.g. "move").
absl::StatusOr<Move> ParseMoveLine(std::string_view line, int line_number,
                                   std::string_view message);

// "xs ys xt yt".
std::string FormatMove(Move m);

// "red duck;blue soldier;no;no" for a legal move about to be made on
// `before`; `after` is the position once it is made.
std::string DescribeMove(const Position& before, Move m, const Position& after);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_PROTOCOL_H_
