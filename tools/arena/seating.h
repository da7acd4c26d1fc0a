#ifndef GAUNTLET_TOOLS_ARENA_SEATING_H_
#define GAUNTLET_TOOLS_ARENA_SEATING_H_

// Starting one game's entrants and putting each in its seat, for the games
// where every entrant is one program (Enclosure, Star Hunger Games).

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/player.h"
#include "tools/arena/process_player.h"

namespace gauntlet::arena {

// A player in its seat for one game.
struct SeatedPlayer {
  Player* player = nullptr;
  std::string name;
  std::string command;
  int entrant = 0;  // Position in the match's command order.
};

struct SeatedProcesses {
  std::vector<std::unique_ptr<ProcessPlayer>> processes;  // By entrant.
  std::vector<SeatedPlayer> seats;  // By seat, pointing into `processes`.
};

// Starts every entrant's command for game `index` with `limits` (stderr to
// the entrant's log under flags.out) and seats entrant e in
// SeatOf(e, index, n). On an error the processes already started are stopped.
absl::StatusOr<SeatedProcesses> StartSeated(
    const MatchFlags& flags, const ProcessOptions& limits,
    const std::vector<std::string>& commands, int index);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_SEATING_H_
