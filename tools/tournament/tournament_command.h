#ifndef GAUNTLET_TOOLS_TOURNAMENT_TOURNAMENT_COMMAND_H_
#define GAUNTLET_TOOLS_TOURNAMENT_TOURNAMENT_COMMAND_H_

// `gauntlet tournament` and `gauntlet merge`; argv starts at the command's
// own name.

namespace gauntlet::tournament {

int RunTournamentCommand(int argc, char** argv);
int RunMergeCommand(int argc, char** argv);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_TOURNAMENT_COMMAND_H_
