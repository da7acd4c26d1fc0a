#ifndef GAUNTLET_TOOLS_ARENA_SPAWN_H_
#define GAUNTLET_TOOLS_ARENA_SPAWN_H_

// Starting a player's process: `sh -c COMMAND` (or `exec COMMAND` when it is
// one plain command) in its own process group and, when given, its own
// cgroup; the pipes on 0..2 and no other descriptor; default signal
// dispositions; death with the harness (PR_SET_PDEATHSIG); the resource
// limits; the environment that marks it as ours (process_tree.h).

#include <sys/types.h>

#include <string>
#include <string_view>

#include "tools/arena/process_player.h"

namespace gauntlet::arena {

struct SpawnRequest {
  std::string command;
  ProcessLimits limits;
  std::string token;   // PlayerEnvironment's mark
  std::string cgroup;  // the player's cgroup directory; empty: none
  int stdin_read = -1;
  int stdout_write = -1;
  int stderr_write = -1;
};

// Whether `command` is one plain command the shell can exec in its place, so
// the player is our own child and its death by a signal is seen as such.
bool IsPlainCommand(std::string_view command);

// Forks the player and returns its pid (-1 with errno set when fork
// failed). Call it from the thread that will outlive the player: the death
// signal follows the thread that forked.
pid_t SpawnPlayer(const SpawnRequest& request);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_SPAWN_H_
