#ifndef GAUNTLET_TOOLS_GAUNTLET_SHOWCASE_COMMAND_H_
#define GAUNTLET_TOOLS_GAUNTLET_SHOWCASE_COMMAND_H_

namespace gauntlet {

// `gauntlet showcase`: a short tournament of each finished game's showcase
// bots through its referee, and the Robots solver on a generated instance.
int RunShowcase(int argc, char** argv);

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_SHOWCASE_COMMAND_H_
