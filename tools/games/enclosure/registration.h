#ifndef GAUNTLET_TOOLS_GAMES_ENCLOSURE_REGISTRATION_H_
#define GAUNTLET_TOOLS_GAMES_ENCLOSURE_REGISTRATION_H_

// Enclosure's registration: everything every tool knows of it. The
// registry lists it by the name CMake derives from the game's folder
// (`GAUNTLET_GAMES`), so this declaration is the convention a game keeps.

#include "tools/registry/game.h"

namespace gauntlet::registry {

Game EnclosureGame();

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_GAMES_ENCLOSURE_REGISTRATION_H_
