#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_

// A Tetris duel on a table: each seat is a side with two roles, its placer
// (role 0) and its sequencer (role 1). The time control is the judge's: a
// reply within --movetime is free, each ms more costs a point, and one at
// movetime + grace fails; the start-up allowance is the time programs get
// to load before the first message. A side whose programs faulted
// (crashed, timed out, answered garbage) ranks below a clean side whatever
// the scores, which stay the statement's; between sides alike the duel's
// rule ranks (duel.h).

#include <cxxopts.hpp>

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::tetris {

// --rounds (group "game").
void AddFlags(cxxopts::Options& options);
absl::StatusOr<int> ReadRounds(const cxxopts::ParseResult& parsed);

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             int rounds,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_MATCH_H_
