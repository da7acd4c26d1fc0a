#include "tools/registry/registry.h"

#include <utility>
#include <vector>

#include "absl/strings/str_join.h"
#include "tools/registry/games.h"

namespace gauntlet::registry {
namespace {

Game WithFirstMessage(Game game, decltype(Game::first_message) first) {
  game.first_message = std::move(first);
  return game;
}

}  // namespace

std::span<const Game> Games() {
  static const std::vector<Game> kGames = {
      RobotsGame(), WithFirstMessage(DuckchessGame(), &DuckchessFirstMessage),
      WithFirstMessage(TetrisGame(), &TetrisFirstMessage),
      WithFirstMessage(EnclosureGame(), &EnclosureFirstMessage),
      WithFirstMessage(HungerGame(), &HungerFirstMessage)};
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
