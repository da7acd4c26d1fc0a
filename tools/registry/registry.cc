#include "tools/registry/registry.h"

#include <utility>
#include <vector>

#include "absl/strings/str_join.h"
#include "common/core/ladder.h"
#include "tools/registry/registered_games.h"

namespace gauntlet::registry {
namespace {

// A rung number as a level is the rung's named level with the rung's
// parameters before the spec's own, so every game's make_bot sees named
// levels only.
Game WithLadders(Game game) {
  if (!game.make_bot) return game;
  game.make_bot =
      [make = std::move(game.make_bot), roles = game.roles](
          const BotSpec& spec) -> absl::StatusOr<std::unique_ptr<Bot>> {
    if (!IsRungNumber(spec.level) || spec.role < 0 ||
        spec.role >= static_cast<int>(roles.size())) {
      return make(spec);
    }
    absl::StatusOr<LevelChoice> choice =
        ChooseLevel(spec.level, roles[spec.role].ladder);
    if (!choice.ok()) return choice.status();
    BotSpec named = spec;
    named.level = choice->level;
    named.params = choice->params;
    named.params.insert(named.params.end(), spec.params.begin(),
                        spec.params.end());
    return make(named);
  };
  return game;
}

}  // namespace

std::span<const Game> Games() {
  static const std::vector<Game> kGames = [] {
    std::vector<Game> games = RegisteredGames();
    for (Game& game : games) game = WithLadders(std::move(game));
    return games;
  }();
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
