#ifndef GAUNTLET_TOOLS_ARENA_PLAYER_TIME_H_
#define GAUNTLET_TOOLS_ARENA_PLAYER_TIME_H_

// What a player process learns of the time control (docs/match-contract.md):
// every `{movetime}` of its command becomes the time per move in
// milliseconds, and its environment holds GAUNTLET_MOVETIME_MS, which our bot
// programs read (common/core/move_time.h). So the match's --movetime reaches
// every bot without being said twice, and a user's program can learn it.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "tools/arena/process_player.h"
#include "tools/arena/table.h"

namespace gauntlet::arena {

inline constexpr std::string_view kMoveTimeField = "{movetime}";

// `command` with every {movetime} replaced by the milliseconds.
std::string WithMoveTime(std::string command,
                         std::chrono::milliseconds movetime);

// Fills in `process.command`'s {movetime} and sets GAUNTLET_MOVETIME_MS.
void TellTimeControl(ProcessOptions& process, const TimeControl& time);

// Why a command would overrun a match of `movetime` per move by its own
// words: a `--movetime N` longer than the match's, or a `--think-ms N` not
// below it. Our bots keep to the referee's time whatever their flags say,
// but another program taking the same flags would not.
std::optional<std::string> MoveTimeMismatch(std::string_view command,
                                            std::chrono::milliseconds movetime);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PLAYER_TIME_H_
