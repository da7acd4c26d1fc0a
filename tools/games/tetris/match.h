#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_

// `gauntlet match tetris`'s own flag, and one duel on a table (game.h).

#include <cxxopts.hpp>

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::tetris {

// --rounds (group "game").
void AddFlags(cxxopts::Options& options);
absl::StatusOr<int> ReadRounds(const cxxopts::ParseResult& parsed);

// PlayGame's result, for the registry.
absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             int rounds,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_
