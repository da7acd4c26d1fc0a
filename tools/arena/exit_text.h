#ifndef GAUNTLET_TOOLS_ARENA_EXIT_TEXT_H_
#define GAUNTLET_TOOLS_ARENA_EXIT_TEXT_H_

// How the end of a player process is told in a fault's detail: its wait
// status in words and the last lines of its stderr, each on one line.

#include <string>
#include <string_view>

namespace gauntlet::arena {

// "exit 3", "signal 11 (SIGSEGV)", "exit 127: command not found" for a wait
// status.
std::string DescribeWaitStatus(int status);

// The last lines of a player's stderr: at most 3 lines and 300 bytes (cut
// at a character boundary, "..." in front), line ends shown as \n and other
// control bytes escaped.
std::string StderrTail(std::string_view text);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_EXIT_TEXT_H_
