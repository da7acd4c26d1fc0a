#ifndef GAUNTLET_TOOLS_REGISTRY_REGISTERED_GAMES_H_
#define GAUNTLET_TOOLS_REGISTRY_REGISTERED_GAMES_H_

// Every game's registration as the game gives it, in the order of
// `GAUNTLET_GAMES`. The definition is generated from that list
// (tools/registry/CMakeLists.txt): game `name` is the function
// `registry::<Name>Game()` of tools/games/<name>/registration.h, so no
// source outside a game's folder names the game.

#include <vector>

#include "tools/registry/game.h"

namespace gauntlet::registry {

std::vector<Game> RegisteredGames();

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_REGISTERED_GAMES_H_
