#ifndef GAUNTLET_TOOLS_GAUNTLET_CHECK_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_CHECK_COMMAND_H_

namespace gauntlet {

// `gauntlet check GAME CMD... [flags]`: starts each entrant's programs once,
// sends each its first message and checks the answer; exit 0 when every
// entrant passes, else 2.
int RunCheck(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_CHECK_COMMAND_H_
