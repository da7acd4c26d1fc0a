#ifndef GAUNTLET_BOTS_HUNGER_LADDER_H_
#define GAUNTLET_BOTS_HUNGER_LADDER_H_

// hunger-bot's ladder of strength (`--level 1..8`, docs/ladder.md): the
// random mover, the greedy one-ply bot, then the search capped by depth and,
// at the top, by nodes.

#include <span>

#include "common/core/ladder.h"

namespace gauntlet::hunger {

std::span<const Rung> Ladder();

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_LADDER_H_
