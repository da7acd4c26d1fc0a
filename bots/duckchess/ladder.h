#ifndef GAUNTLET_BOTS_DUCKCHESS_LADDER_H_
#define GAUNTLET_BOTS_DUCKCHESS_LADDER_H_

// duckchess-bot's ladder of strength (`--level 1..13`, docs/ladder.md): the
// random mover, the greedy one-ply bot diluted by random moves, the depth-1
// search likewise, then the search capped by depth and, at the top, by
// nodes.

#include <span>

#include "common/core/ladder.h"

namespace gauntlet::duckchess {

std::span<const Rung> Ladder();

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_LADDER_H_
