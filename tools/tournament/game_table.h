#ifndef GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_
#define GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_

// How a tournament seats entrants in each game's referee: the one place that
// knows each referee's own player flags (docs/match-contract.md leaves those
// to the game).

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace gauntlet::tournament {

enum class Seating {
  kTwoPlayer,    // colour-swapped pairs from one seed
  kFourPlayer,   // groups of four, each member in each seat once per seed
  kAllOnOneMap,  // every entrant in every game, one game per seed
};

struct GameInfo {
  std::string_view game;
  Seating seating;
  int min_entrants;
  // What `--bot NAME=CMD` means for this game, for help and errors.
  std::string_view command_form;
};

std::span<const GameInfo> TournamentGames();
absl::StatusOr<GameInfo> FindGame(std::string_view game);

// Checks that `command` has the form this game needs (Tetris: "PLACER|SEQ").
absl::Status CheckBotCommand(const GameInfo& game, const std::string& command);

// The referee's player flags for `commands` given in seat order (seat 0
// first), as separate argv words, e.g. {"--red", "a", "--blue", "b"}.
std::vector<std::string> PlayerFlags(const GameInfo& game,
                                     std::span<const std::string> commands);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_GAME_TABLE_H_
