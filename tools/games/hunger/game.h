#ifndef GAUNTLET_TOOLS_GAMES_HUNGER_GAME_H_
#define GAUNTLET_TOOLS_GAMES_HUNGER_GAME_H_

// One game of Star Hunger Games between players the referee talks to
// through tools/arena/player.h: the per-turn messages, answers, faults,
// the final `finish` message, the replay (tools/arena/replay.h) and the
// outcome, both in detail and as the match contract's result.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/hunger/config.h"
#include "tools/arena/player.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::hunger {

struct SeatOutcome {
  int64_t score = 0;  // the statement's score, in units of 1/10000
  int rank = 0;       // 1 = best; disqualified seats rank below the rest
  bool disqualified = false;
  int saber_kills = 0;
  int ray_kills = 0;
  int deaths = 0;
  std::vector<std::string> faults;
};

// What a played game leaves besides its replay, as in every game: the match
// contract's result and the game's own account of how it ended.
struct GameRecord {
  std::vector<SeatOutcome> seats;  // by seat (= player id)
  int rounds = 0;
  std::string summary;
  // The referee's own CPU time (world, messages, parsing and, with a replay,
  // writing it), without the time spent waiting for players.
  double referee_seconds = 0;
  // The match contract's result: entrants in command order.
  arena::MatchResult result;
};

// Plays a game on the map generated from `table.seed`; `table.seats[s]` is
// player id s and the table's time control gives the turn budgets. Writes the
// replay's header and one turn record per round (plus one for the final
// `finish` messages) when `replay` is enabled; the caller adds the result
// record. Every player is stopped at the end. Errors are the referee's own
// (the replay could not be written).
absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    const RulesConfig& rules,
                                    arena::ReplayWriter& replay);

// Ranks by score, best first; equal scores share a rank; disqualified seats
// come after every other.
void AssignRanks(std::vector<SeatOutcome>& seats);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_TOOLS_GAMES_HUNGER_GAME_H_
