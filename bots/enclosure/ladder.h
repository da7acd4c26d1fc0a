#ifndef GAUNTLET_BOTS_ENCLOSURE_LADDER_H_
#define GAUNTLET_BOTS_ENCLOSURE_LADDER_H_

// enclosure-bot's ladder of strength (`--level N`, docs/ladder.md): the
// random mover, the loop planner diluted by fewer and fewer random moves,
// the loop planner, and at the top the default level with untimed playouts.

#include <span>

#include "common/core/ladder.h"

namespace gauntlet::enclosure {

std::span<const Rung> Ladder();

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LADDER_H_
