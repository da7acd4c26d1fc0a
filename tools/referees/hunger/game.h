#ifndef GAUNTLET_TOOLS_REFEREES_HUNGER_GAME_H_
#define GAUNTLET_TOOLS_REFEREES_HUNGER_GAME_H_

// One game of Star Hunger Games between players the referee talks to
// through tools/arena/player.h: the per-turn messages, answers, faults,
// the final `finish` message, the replay and the outcome.

#include <cstdint>
#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "common/hunger/config.h"
#include "tools/arena/player.h"

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

struct GameOutcome {
  std::vector<SeatOutcome> seats;  // by seat (= player id)
  int rounds = 0;
  std::string summary;
  // The referee's own CPU time (world, messages, parsing), without waiting.
  double referee_seconds = 0;
};

// Plays a game on the map generated from `seed`; `players[i]` is player id i.
// Writes JSON lines (header with the configuration, one per round, result)
// to `replay` when it is not null. Every player is stopped at the end.
GameOutcome PlayGame(const RulesConfig& config, uint64_t seed,
                     std::span<arena::Player* const> players,
                     std::ostream* replay);

// Ranks by score, best first; equal scores share a rank; disqualified seats
// come after every other.
void AssignRanks(std::vector<SeatOutcome>& seats);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_TOOLS_REFEREES_HUNGER_GAME_H_
