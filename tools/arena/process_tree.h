#ifndef GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_
#define GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_

// Marking every process a ProcessPlayer starts, so that they can be found
// wherever they went: a process group only holds descendants that stay in it,
// and setsid or setpgid take them out. The mark is the token, an environment
// entry set at Start, which descendants inherit across fork and exec.

#include <sys/types.h>

#include <string>
#include <string_view>
#include <vector>

namespace gauntlet::arena {

// A new token, "GAUNTLET_PLAYER_<harness pid>=<serial>": unique among the
// players of this harness, and of every harness on the machine while this one
// lives. The name holds the harness pid so that a harness running as another
// harness's player adds its own token to its players instead of replacing the
// outer one, and the outer harness still finds them.
std::string NewPlayerToken();

// The environment for a player: `environ` without entries of the token's
// variable (a stale one the harness inherited), and the token. The pointers
// point into `environ` and `token`.
std::vector<const char*> PlayerEnvironment(const std::string& token);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PROCESS_TREE_H_
