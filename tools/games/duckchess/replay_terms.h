#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_REPLAY_TERMS_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_REPLAY_TERMS_H_

// A Duck chess replay in the game's own terms: where it starts, and for
// `gauntlet replay` its seats as colours and each ply in SAN.

#include <vector>

#include "absl/status/statusor.h"
#include "common/duckchess/board.h"
#include "tools/arena/replay.h"
#include "tools/arena/replay_text.h"

namespace gauntlet::duckchess {

// Where a replay's game starts: the position its setup's "start" names (the
// initial position without one) and the moves of its "opening", not yet
// played; errors say what in the setup is wrong.
struct ReplayStart {
  Position position;
  std::vector<Move> opening;
};
absl::StatusOr<ReplayStart> ReadReplayStart(const arena::Replay& replay);

// Red and blue for seats 0 and 1, and for each ply played "move Hxc3: red
// horse b1-c3 takes blue soldier, check", re-played from the start; a turn
// whose answer was no legal move (the game's end) has no note.
arena::ReplayTerms DuckchessReplayTerms(const arena::Replay& replay);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_REPLAY_TERMS_H_
