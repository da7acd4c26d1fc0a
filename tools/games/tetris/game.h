#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_GAME_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_GAME_H_

// A Tetris duel on a table: each seat is a side with two roles, its placer
// (role 0) and its sequencer (role 1), and the two side games of the duel
// (duel.h) are played one after the other. The time control is the judge's:
// a reply within the table's movetime is free, each ms more costs a point,
// and one at movetime + grace fails; the start-up allowance is the time
// programs get to load before the first message. A side whose programs
// faulted (crashed, timed out, answered garbage) ranks below a clean side
// whatever the scores, which stay the statement's; between sides alike the
// duel's rule ranks.

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"
#include "tools/games/tetris/duel.h"

namespace gauntlet::tetris {

// What a played game leaves besides its replay, as in every game: the match
// contract's result and the game's own account of how it ended.
struct GameRecord {
  arena::MatchResult result;  // Entrants in command order.
  DuelResult duel;
};

// Plays a duel of `rounds` pieces a side game on `table` (two seats). The
// replay gets the header and each round as soon as it is played (side 0's
// rounds, then side 1's); the caller adds the result. Every player is
// stopped at the end. Errors are the referee's own (the replay could not be
// written, or not two seats).
absl::StatusOr<GameRecord> PlayGame(const arena::Table& table, int rounds,
                                    arena::ReplayWriter& replay);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_GAME_H_
