#ifndef GAUNTLET_TOOLS_GAUNTLET_REPLAY_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_REPLAY_COMMAND_H_

namespace gauntlet {

// `gauntlet replay FILE [--sent]`: checks a replay and prints it as text;
// exit 1 when the file is missing or malformed.
int RunReplay(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_REPLAY_COMMAND_H_
