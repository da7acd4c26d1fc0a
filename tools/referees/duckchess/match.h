#ifndef GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_

// Duck chess on a table (tools/arena/table.h): seat 0 is red, seat 1 blue;
// the opening comes from the table's seed, which two consecutive games of a
// match share (the registry's games_per_seed), so each opening is played
// once with each colour.

#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"
#include "tools/referees/duckchess/game.h"

namespace gauntlet::duckchess {

// The contract's result for a finished game on `table`.
arena::MatchResult ResultOf(const GameRecord& record,
                            const arena::Table& table);

// The replay's turn records (the header and result are written by the
// caller and the match loop).
std::vector<arena::TurnRecord> TurnRecords(const GameRecord& record,
                                           const GameConfig& config);

// Plays one game on `table`, writing its header and turns to `replay`.
absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
