#ifndef GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_
#define GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_

// The registry's games as a tournament sees them: how entrants are seated,
// how many there must be, and the referee flags that seat them.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/registry/game.h"

namespace gauntlet::tournament {

using registry::Seating;

struct GameInfo {
  const registry::Game* game = nullptr;
  Seating seating = Seating::kNone;
  int min_entrants = 2;
  // What `--bot NAME=CMD` means for this game, for help and errors.
  std::string command_form;
};

// The games that have tournaments (all but one-player puzzles).
std::vector<GameInfo> TournamentGames();
absl::StatusOr<GameInfo> FindGame(std::string_view game);

// Checks that `command` has the form this game needs (Tetris: "PLACER|SEQ").
absl::Status CheckBotCommand(const GameInfo& game, const std::string& command);

// The referee's player flags for `commands` given in seat order (seat 0
// first), as separate argv words, e.g. {"--red", "a", "--blue", "b"}.
std::vector<std::string> PlayerFlags(const GameInfo& game,
                                     std::span<const std::string> commands);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_
