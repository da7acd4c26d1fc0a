// gauntlet: the one front end for referees, matches and tournaments.
//   gauntlet match <game> [flags]   play a match through that game's referee
//   gauntlet tournament <game> ...  play or plan a tournament
//   gauntlet merge DIR...           standings of (parts of) a tournament
//   gauntlet --help | --version

#include <iostream>
#include <string>
#include <string_view>

#include "common/core/version.h"
#include "tools/arena/stop_on_signals.h"
#include "tools/gauntlet/commands.h"

namespace {

void PrintUsage(std::ostream& out) {
  out << "usage: gauntlet <command> [args]\n\ncommands:\n";
  for (const auto& command : gauntlet::Commands()) {
    out << "  " << command.name << "  " << command.summary << "\n";
  }
  out << "\n'gauntlet <command> --help' describes a command's flags.\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    PrintUsage(std::cerr);
    return 2;
  }
  const std::string_view name = argv[1];
  if (name == "--help" || name == "-h" || name == "help") {
    PrintUsage(std::cout);
    return 0;
  }
  if (name == "--version") {
    std::cout << "gauntlet " << gauntlet::GitRevision() << "\n";
    return 0;
  }
  // The commands that run players stop them all on SIGINT, SIGTERM, SIGHUP.
  for (const std::string_view runs_players :
       {"match", "check", "selfplay", "showcase", "tournament", "tune"}) {
    if (name != runs_players) continue;
    gauntlet::arena::StopPlayersOnSignals(
        {.program = "gauntlet " + std::string(name),
         .children_are_harnesses = name == "tournament" || name == "showcase"});
  }
  for (const auto& command : gauntlet::Commands()) {
    if (command.name == name) return command.run(argc - 1, argv + 1);
  }
  std::cerr << "gauntlet: unknown command '" << name << "'\n\n";
  PrintUsage(std::cerr);
  return 2;
}
