#include "tools/gauntlet/commands.h"

#include <array>
#include <iostream>

#include "tools/gauntlet/referees.h"
#include "tools/gauntlet/replay_command.h"

namespace gauntlet {
namespace {

int RunMatch(int argc, char** argv) {
  const auto usage = [](std::ostream& out) {
    out << "usage: gauntlet match <game> [flags]\n\ngames:\n";
    for (const auto& referee : Referees()) {
      out << "  " << referee.game << "  " << referee.summary << "\n";
    }
  };
  if (argc < 2) {
    usage(std::cerr);
    return 2;
  }
  const std::string_view game = argv[1];
  if (game == "--help" || game == "-h") {
    usage(std::cout);
    return 0;
  }
  for (const auto& referee : Referees()) {
    if (referee.game == game) return referee.run_match(argc - 1, argv + 1);
  }
  std::cerr << "gauntlet match: unknown game '" << game << "'\n\n";
  usage(std::cerr);
  return 2;
}

constexpr std::array kCommands = {
    Command{"match", "play a match of one game through its referee", RunMatch},
    Command{"replay", "check a game replay and print it", RunReplay},
};

}  // namespace

std::span<const Command> Commands() { return kCommands; }

}  // namespace gauntlet
