#ifndef GAUNTLET_TOOLS_GAUNTLET_VIEW_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_VIEW_COMMAND_H_

namespace gauntlet {

// gauntlet view PATH [--out FILE] [--sent-bytes N] [--open]: a replay's,
// match's or tournament's page (tools/view/view_files.h, docs/view.md).
int RunView(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_VIEW_COMMAND_H_
