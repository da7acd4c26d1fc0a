#ifndef GAUNTLET_TOOLS_REGISTRY_GAMES_H_
#define GAUNTLET_TOOLS_REGISTRY_GAMES_H_

// Each game's registration, one file each (tools/registry/<game>.cc).

#include "tools/registry/game.h"

namespace gauntlet::registry {

Game RobotsGame();
Game DuckchessGame();
Game TetrisGame();
Game EnclosureGame();
Game HungerGame();

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_GAMES_H_
