#ifndef GAUNTLET_TOOLS_REGISTRY_CHECK_H_
#define GAUNTLET_TOOLS_REGISTRY_CHECK_H_

// Checking entrants before anything is played: each program of an entrant is
// started once, sent its role's first message (Game::first_message), and
// must answer it well-formed within the time of a first move (movetime +
// grace + startup). A program that cannot start, dies, stays silent or
// answers garbage is found before the first game, not scored as a loss.

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/process_player.h"
#include "tools/arena/table.h"
#include "tools/registry/game.h"

namespace gauntlet::registry {

struct CheckSetup {
  arena::TimeControl time;
  // The limits every program runs under; the command is the check's own.
  arena::ProcessOptions process;
  // How a command becomes a player; empty: StartProgram.
  StartPlayer start;
};

// What a match with the referee flags `words` (e.g. a tournament's
// --match-flags) would check under: its time flags and player limits, the
// game's defaults for those not given, and the game's way of starting
// players (Game::player_starter). Other words are ignored.
absl::StatusOr<CheckSetup> CheckSetupFromFlags(
    const Game& game, const std::vector<std::string>& words);

// Checks one entrant, one command per role: OK, or why not in one line,
// starting with the role's name in a game of several roles ("sequencer:
// exited before answering its first message (exit 127: command not found;
// stderr: sh: 1: exec: ./seq: not found)").
absl::Status CheckEntrant(const Game& game,
                          const std::vector<std::string>& roles,
                          const CheckSetup& setup);

// Checks several entrants at once (all their programs run side by side);
// each one's status, in order.
std::vector<absl::Status> CheckEntrants(
    const Game& game, const std::vector<std::vector<std::string>>& entrants,
    const CheckSetup& setup);

// "NAME (COMMAND): why", the line a refused entrant gets.
std::string CheckFailureLine(const std::string& name,
                             const std::string& command,
                             const absl::Status& status);

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_CHECK_H_
