#ifndef GAUNTLET_COMMON_CORE_PROCESS_AGE_H_
#define GAUNTLET_COMMON_CORE_PROCESS_AGE_H_

// How long ago this process was created: its start in /proc/self/stat
// (clock ticks since boot, so 10 ms steps) against CLOCK_BOOTTIME. It counts
// exec and dynamic linking, which happen before main and which a referee
// that starts a player with its first message counts as that reply's time.

#include <chrono>
#include <optional>

namespace gauntlet {

// nullopt where it cannot be known (no /proc, not Linux).
std::optional<std::chrono::milliseconds> ProcessAge();

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_PROCESS_AGE_H_
