#include "tools/tournament/game_table.h"

#include <algorithm>

#include "absl/status/status.h"
#include "absl/strings/str_join.h"
#include "tools/registry/registry.h"

namespace gauntlet::tournament {
namespace {

GameInfo InfoOf(const registry::Game& game) {
  GameInfo info;
  info.game = &game;
  info.seating = game.seating;
  info.min_entrants = std::max(2, game.min_entrants);
  info.command_form =
      registry::EntrantForm(game) +
      (game.roles.size() == 1
           ? " (one program)"
           : " (the side's " + std::to_string(game.roles.size()) +
                 " programs)");
  return info;
}

}  // namespace

std::vector<GameInfo> TournamentGames() {
  std::vector<GameInfo> games;
  for (const registry::Game& game : registry::Games()) {
    if (game.seating != Seating::kNone) games.push_back(InfoOf(game));
  }
  return games;
}

absl::StatusOr<GameInfo> FindGame(std::string_view game) {
  std::vector<std::string> known;
  for (const GameInfo& info : TournamentGames()) {
    if (info.game->name == game) return info;
    known.emplace_back(info.game->name);
  }
  return absl::InvalidArgumentError(
      "no tournament for game '" + std::string(game) +
      "' (games: " + absl::StrJoin(known, ", ") + ")");
}

absl::Status CheckBotCommand(const GameInfo& game, const std::string& command) {
  if (command.empty()) return absl::InvalidArgumentError("empty command");
  return registry::SplitRoles(*game.game, command).status();
}

std::vector<std::string> PlayerFlags(const GameInfo& game,
                                     std::span<const std::string> commands) {
  std::vector<std::string> flags;
  if (game.game->entrant_flags.empty()) {
    flags.push_back("--players");
    flags.insert(flags.end(), commands.begin(), commands.end());
    return flags;
  }
  for (const registry::EntrantFlag& flag : game.game->entrant_flags) {
    const auto roles = registry::SplitRoles(*game.game, commands[flag.entrant]);
    flags.push_back("--" + std::string(flag.flag));
    flags.push_back(roles.ok() ? (*roles)[flag.role] : commands[flag.entrant]);
  }
  return flags;
}

}  // namespace gauntlet::tournament
