#ifndef GAUNTLET_TOOLS_GAMES_ENCLOSURE_GAME_H_
#define GAUNTLET_TOOLS_GAMES_ENCLOSURE_GAME_H_

// One game of Enclosure between four players, run over the statement's
// protocol against tools/arena/player.h. Moves are simultaneous: every
// living player is sent the same [STATUS] and all are read back against one
// deadline. A crash, a timeout, an unreadable line or a forbidden action is
// death (the statement's section 7).

#include <chrono>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/enclosure/state.h"
#include "tools/arena/player.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::enclosure {

// What a played game leaves besides its replay, as in every game: the match
// contract's result and the game's own account of how it ended.
struct GameRecord {
  arena::MatchResult result;  // Entrants in command order.
  State final;
};

// Plays a game with `table.seats[m]` as player m (four seats). The replay
// gets the header and one turn per round (turn 0 is [START]/[POS]); the
// caller adds the result. Errors are the referee's own (the replay could not
// be written, or not four seats).
absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    arena::ReplayWriter& replay);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_TOOLS_GAMES_ENCLOSURE_GAME_H_
