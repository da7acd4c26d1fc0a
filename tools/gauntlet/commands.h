#ifndef GAUNTLET_TOOLS_GAUNTLET_COMMANDS_H_
#define GAUNTLET_TOOLS_GAUNTLET_COMMANDS_H_

#include <span>
#include <string_view>

namespace gauntlet {

// A subcommand of `gauntlet`; `run` receives argv starting at the command's
// own name, so it can hand it to ParseCommandLine unchanged.
struct Command {
  std::string_view name;
  std::string_view summary;
  int (*run)(int argc, char** argv);
};

std::span<const Command> Commands();

}  // namespace gauntlet

#endif  // GAUNTLET_TOOLS_GAUNTLET_COMMANDS_H_
