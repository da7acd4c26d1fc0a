#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_REGISTRATION_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_REGISTRATION_H_

// Duck chess's registration: everything every tool knows of it. The
// registry lists it by the name CMake derives from the game's folder
// (`GAUNTLET_GAMES`), so this declaration is the convention a game keeps.

#include "tools/registry/game.h"

namespace gauntlet::registry {

Game DuckchessGame();

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_REGISTRATION_H_
