#ifndef GAUNTLET_TOOLS_REGISTRY_GAMES_H_
#define GAUNTLET_TOOLS_REGISTRY_GAMES_H_

// Each game's registration, one file each (tools/registry/<game>.cc), and
// the first message its entrants are checked with (first_messages.cc).

#include "tools/registry/game.h"

namespace gauntlet::registry {

Game RobotsGame();
Game DuckchessGame();
Game TetrisGame();
Game EnclosureGame();
Game HungerGame();

FirstMessage DuckchessFirstMessage(int role, const arena::TimeControl& time);
FirstMessage TetrisFirstMessage(int role, const arena::TimeControl& time);
FirstMessage EnclosureFirstMessage(int role, const arena::TimeControl& time);
FirstMessage HungerFirstMessage(int role, const arena::TimeControl& time);

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_GAMES_H_
