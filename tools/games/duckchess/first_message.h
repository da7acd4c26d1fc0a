#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_FIRST_MESSAGE_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_FIRST_MESSAGE_H_

// What an entrant of role `role` is sent first, and the check of its first
// answer, formatted and parsed with the game's own codec (common/duckchess/),
// so a check speaks exactly the dialect the referee speaks (check.h).

#include "tools/arena/table.h"
#include "tools/registry/game.h"

namespace gauntlet::registry {

FirstMessage DuckchessFirstMessage(int role, const arena::TimeControl& time);

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_FIRST_MESSAGE_H_
