#include "tools/arena/seating.h"

#include <utility>

#include "common/core/status_macros.h"
#include "tools/arena/player_flags.h"

namespace gauntlet::arena {

absl::StatusOr<SeatedProcesses> StartSeated(
    const MatchFlags& flags, const ProcessOptions& limits,
    const std::vector<std::string>& commands, int index) {
  const int n = static_cast<int>(commands.size());
  SeatedProcesses started;
  started.processes.resize(n);
  started.seats.resize(n);
  for (int entrant = 0; entrant < n; ++entrant) {
    ProcessOptions process = limits;
    process.command = commands[entrant];
    process.stderr_log_path = StderrLogPath(flags.out, index, entrant);
    GAUNTLET_ASSIGN_OR_RETURN(started.processes[entrant],
                              ProcessPlayer::Start(std::move(process)));
    started.seats[SeatOf(entrant, index, n)] =
        SeatedPlayer{started.processes[entrant].get(), flags.names[entrant],
                     commands[entrant], entrant};
  }
  return started;
}

}  // namespace gauntlet::arena
