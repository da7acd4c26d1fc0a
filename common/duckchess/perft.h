#ifndef GAUNTLET_COMMON_DUCKCHESS_PERFT_H_
#define GAUNTLET_COMMON_DUCKCHESS_PERFT_H_

#include <cstdint>

#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

// Leaf count of the move tree `depth` plies deep. A position whose captain
// has been captured has no children, so a line that ends early counts only
// if it ends exactly at `depth`.
uint64_t Perft(Position& position, int depth);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_PERFT_H_
