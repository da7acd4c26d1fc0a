#ifndef GAUNTLET_TOOLS_ARENA_CONTAINMENT_H_
#define GAUNTLET_TOOLS_ARENA_CONTAINMENT_H_

// What holds a harness's players, for the life of the harness process: so
// that no process a player started outlives the harness, however it ends.
//
// Two modes, chosen once per harness (docs/arena.md, "Containment"):
// - cgroup: a cgroup v2 directory per player, under one of the harness,
//   `gauntlet-<pid>` beside the harness's own cgroup. Nothing a player starts
//   can leave it (a new session, a cleared environment, a double fork), and
//   `cgroup.kill` ends all of it at once. Used when a cgroup v2 hierarchy is
//   mounted writable and a probe process could be moved into a new cgroup,
//   unless the environment has GAUNTLET_CONTAINMENT=subreaper.
// - subreaper: the harness is a child subreaper, so what a player orphans is
//   re-parented to the harness and stays its descendant; Stop finds a
//   player's processes by group, token and descent (process_tree.h), and a
//   stop of the whole harness (a signal) kills every descendant.
//
// In both modes a watcher process, a child of the harness in a session of its
// own, outlives a harness killed with SIGKILL:
// it kills the harness's cgroups (cgroup mode) and every process that still
// carries one of the harness's tokens, then exits. A harness that ends
// normally tells it so, and it exits at once.

#include <sys/types.h>

#include <string>
#include <string_view>
#include <vector>

#include "tools/arena/player.h"
#include "tools/arena/process_tree.h"

namespace gauntlet::arena {

enum class ContainmentMode { kCgroup, kSubreaper };

// "cgroup" or "subreaper", as the replay header's limits name it.
std::string_view ContainmentName(ContainmentMode mode);

// Sets up the harness's containment on first use (SIGPIPE ignored, the
// subreaper flag, the watcher, the cgroup directory when possible) and
// returns its mode. Thread-safe.
ContainmentMode HarnessContainment();

// The watcher's pid (a child of the harness, in a session of its own), or
// -1 when it could not be started.
pid_t WatcherPid();

// A new empty cgroup for one player; its `cgroup.procs` is the file the
// child writes "0" to before exec. Empty in subreaper mode or when the
// directory could not be made (the player is then held as in subreaper mode).
std::string NewPlayerCgroup();

// Freezes the cgroup (nothing in it can fork, die or leave then) and returns
// its processes, waiting for the freeze until `give_up`.
std::vector<ProcessId> FreezeCgroup(const std::string& cgroup,
                                    Clock::time_point give_up);

// Kills everything in the cgroup with `cgroup.kill`, waits, until
// `give_up`, for it to be empty, and removes it.
void KillCgroup(const std::string& cgroup, Clock::time_point give_up);

// For a harness that is stopping as a whole (a signal): kills every
// descendant of this process and everything in its cgroups, bounded by
// `give_up`, and tells the watcher the harness is done. Returns how many
// processes it killed.
int KillAllPlayers(Clock::time_point give_up);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_CONTAINMENT_H_
