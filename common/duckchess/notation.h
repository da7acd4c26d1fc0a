#ifndef GAUNTLET_COMMON_DUCKCHESS_NOTATION_H_
#define GAUNTLET_COMMON_DUCKCHESS_NOTATION_H_

// Moves as Fairy-Stockfish names them for the variant `thupcduck`
// (tests/data/duckchess/thupcduck.ini): files a..i are columns y = 0..8,
// ranks 1..10 are rows x = 0..9 (rank 10 is written "10"), red is white.

#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

// "a1" .. "i10" for a padded cell on the board.
std::string SquareName(int cell);

// The move in Fairy-Stockfish's SAN (its SAN::move_to_san): the piece's
// upper-case letter (K G E H C D S), the origin's file, rank or square
// when another piece of that type could move to the same point, 'x' for a
// capture, the target square. The variant has no royal piece, so no '+' or
// '#'. `m` must be legal in `position`.
std::string ToSan(const Position& position, Move m);

// The move as UCI writes it for the variant: origin and target squares,
// "e1e2", "a10a9".
std::string ToUci(Move m);
// Reads ToUci's form (its syntax only: legality is the caller's); errors
// say what is wrong with the text.
absl::StatusOr<Move> FromUci(std::string_view text);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_NOTATION_H_
