#ifndef GAUNTLET_TOOLS_GAMES_ROBOTS_REGISTRATION_H_
#define GAUNTLET_TOOLS_GAMES_ROBOTS_REGISTRATION_H_

// Robots's registration: everything every tool knows of it. The
// registry lists it by the name CMake derives from the game's folder
// (`GAUNTLET_GAMES`), so this declaration is the convention a game keeps.

#include "tools/registry/game.h"

namespace gauntlet::registry {

Game RobotsGame();

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_GAMES_ROBOTS_REGISTRATION_H_
