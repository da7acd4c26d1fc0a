#ifndef GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_
#define GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_

// Finding and killing every process a ProcessPlayer started, wherever it
// went: a process group only holds descendants that stay in it, and setsid or
// setpgid take them out. Linux only: everything is read from /proc.
//
// A player's processes are those that carry its token (an environment entry
// set at Start and inherited across fork and exec), descend from the player
// or from a token carrier (parent links in /proc/<pid>/stat), or are in the
// player's process group. A process that drops the token (a new environment,
// or an environment area overwritten in place) is still found while it
// descends from one that has it, not after it was orphaned as well.

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tools/arena/player.h"

namespace gauntlet::arena {

// A process by identity: a pid is reused only after its process is gone,
// so with its start time (clock ticks since boot) it names one process.
struct ProcessId {
  pid_t pid = 0;
  uint64_t start = 0;
};

// The start time of `pid` from /proc, or 0 when it is gone.
uint64_t ProcessStartTime(pid_t pid);

// A new token, "GAUNTLET_PLAYER_<harness pid>=<serial>": unique among the
// players of this harness, and of every harness on the machine while this one
// lives. The name holds the harness pid so that a harness running as another
// harness's player adds its own token to its players instead of replacing the
// outer one, and the outer harness still finds them.
std::string NewPlayerToken();

// The environment for a player: `environ` without entries of the token's
// variable (a stale one the harness inherited) or of a variable `settings`
// sets, then `settings` ("NAME=VALUE" each) and the token. The pointers
// point into `environ`, `settings` and `token`.
std::vector<const char*> PlayerEnvironment(
    const std::string& token, const std::vector<std::string>& settings = {});

// Kills every process of the player whose pid (and process group) is
// `player`, an unreaped child of the caller: freezes them all (SIGSTOP) until
// a scan of /proc finds no process of the player it had not frozen, so that
// none can fork unseen, then SIGKILLs them, youngest first, and waits until
// none is alive. Reaps those that are the caller's children (orphans
// re-parented to a subreaper), except `player` itself, left for the caller's
// waitpid. Signals a process only after checking, through a handle on that
// very process, that it is the one the scan saw, so a recycled pid is never
// hit. Gives up at `give_up`, after one last kill of everything it can see.
// `also`: more processes of the player (those its cgroup held), killed and
// reaped like the rest.
void KillPlayerProcesses(pid_t player, std::string_view token,
                         Clock::time_point give_up,
                         const std::vector<ProcessId>& also = {});

// Reaps each of `processes` (by pid and start time) that is now a dead child
// of the caller, but `player`, left for the caller's waitpid. For the
// processes a player's cgroup held, once the cgroup is empty: each has exited
// (a zombie shows after its children were handed on), and those orphaned to
// the caller (a subreaper) are the caller's to reap.
void ReapDeadChildren(const std::vector<ProcessId>& processes, pid_t player);

// The same kill for a harness stopping as a whole: every descendant of this
// process (a subreaper's orphans included) and every process whose
// environment has an entry starting with `token_prefix`
// ("GAUNTLET_PLAYER_<harness pid>="), but `spare` (the watcher). Returns how
// many it killed.
int KillAllDescendants(std::string_view token_prefix, Clock::time_point give_up,
                       pid_t spare);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_
