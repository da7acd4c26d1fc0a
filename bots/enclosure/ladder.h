#ifndef GAUNTLET_BOTS_ENCLOSURE_LADDER_H_
#define GAUNTLET_BOTS_ENCLOSURE_LADDER_H_

// enclosure-bot's ladder of strength (`--level 1..8`, docs/ladder.md): the
// random mover, the greedy one-ply bot, then the search capped by depth and,
// at the top, by nodes.

#include <span>

#include "common/core/ladder.h"

namespace gauntlet::enclosure {

std::span<const Rung> Ladder();

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LADDER_H_
