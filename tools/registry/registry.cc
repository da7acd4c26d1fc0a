#include "tools/registry/registry.h"

#include <vector>

#include "absl/strings/str_join.h"
#include "tools/registry/games.h"

namespace gauntlet::registry {

std::span<const Game> Games() {
  static const std::vector<Game> kGames = {RobotsGame(), DuckchessGame(),
                                           TetrisGame(), EnclosureGame(),
                                           HungerGame()};
  return kGames;
}

absl::StatusOr<const Game*> FindGame(std::string_view name) {
  std::vector<std::string> names;
  for (const Game& game : Games()) {
    if (game.name == name) return &game;
    names.emplace_back(game.name);
  }
  return absl::NotFoundError("no game '" + std::string(name) +
                             "' (games: " + absl::StrJoin(names, ", ") + ")");
}

}  // namespace gauntlet::registry
