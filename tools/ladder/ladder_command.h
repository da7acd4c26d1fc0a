#ifndef GAUNTLET_TOOLS_LADDER_LADDER_COMMAND_H_
#define GAUNTLET_TOOLS_LADDER_LADDER_COMMAND_H_

namespace gauntlet::ladder {

// `gauntlet ladder GAME --out DIR`: calibrates the game's ladder.
int RunLadderCommand(int argc, char** argv);
// `gauntlet rate GAME --player CMD --out DIR`: rates a program on it.
int RunRateCommand(int argc, char** argv);

}  // namespace gauntlet::ladder

#endif  // GAUNTLET_TOOLS_LADDER_LADDER_COMMAND_H_
