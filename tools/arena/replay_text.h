#ifndef GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_
#define GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_

// A replay as text for people (`gauntlet replay FILE`): who sat where, each
// turn's answers, times and faults, and the result.

#include <string>

#include "tools/arena/replay.h"

namespace gauntlet::arena {

// With `with_sent`, each entry also shows what the player was sent.
std::string ReplayText(const Replay& replay, bool with_sent);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_
