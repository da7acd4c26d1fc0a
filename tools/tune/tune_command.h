#ifndef GAUNTLET_TOOLS_TUNE_TUNE_COMMAND_H_
#define GAUNTLET_TOOLS_TUNE_TUNE_COMMAND_H_

namespace gauntlet::tune {

// `gauntlet tune GAME ...` (docs/tuning.md); argv starts at "tune".
int RunTuneCommand(int argc, char** argv);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_TUNE_COMMAND_H_
