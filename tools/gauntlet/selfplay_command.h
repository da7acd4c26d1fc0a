#ifndef GAUNTLET_TOOLS_GAUNTLET_SELFPLAY_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_SELFPLAY_COMMAND_H_

namespace gauntlet {

// `gauntlet selfplay GAME --bot NAME=LEVEL ...`: our bots against each other
// in this process, through the game's own referee loop, with each entrant's
// score, first places, mean rank, faults and answer times.
int RunSelfplay(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_SELFPLAY_COMMAND_H_
