#include "tools/gauntlet/commands.h"

#include <array>
#include <iostream>

#include "tools/gauntlet/bundle_command.h"
#include "tools/gauntlet/check_command.h"
#include "tools/gauntlet/replay_command.h"
#include "tools/gauntlet/selfplay_command.h"
#include "tools/gauntlet/showcase_command.h"
#include "tools/gauntlet/view_command.h"
#include "tools/ladder/ladder_command.h"
#include "tools/registry/registry.h"
#include "tools/tournament/tournament_command.h"
#include "tools/tune/tune_command.h"

namespace gauntlet {
namespace {

int RunMatch(int argc, char** argv) {
  const auto usage = [](std::ostream& out) {
    out << "usage: gauntlet match <game> [flags]\n\ngames:\n";
    for (const registry::Game& game : registry::Games()) {
      if (game.has_referee()) {
        out << "  " << game.name << "  " << game.title << "\n";
      }
    }
  };
  if (argc < 2) {
    usage(std::cerr);
    return 2;
  }
  const std::string_view name = argv[1];
  if (name == "--help" || name == "-h") {
    usage(std::cout);
    return 0;
  }
  absl::StatusOr<const registry::Game*> game = registry::FindGame(name);
  if (game.ok() && !(*game)->has_referee()) {
    std::cerr << "gauntlet match: " << name
              << " has no referee: it is a one-player batch game (run its "
                 "program, "
              << (*game)->roles.front().program << ")\n";
    return 2;
  }
  if (!game.ok()) {
    std::cerr << "gauntlet match: unknown game '" << name << "'\n\n";
    usage(std::cerr);
    return 2;
  }
  return registry::RunMatchCommand(**game, argc - 1, argv + 1);
}

constexpr std::array kCommands = {
    Command{"match", "play a match of one game through its referee", RunMatch},
    Command{"check",
            "start entrants once and check they answer their first message",
            RunCheck},
    Command{"showcase",
            "a short tournament of every finished game's bots, and Robots",
            RunShowcase},
    Command{"selfplay",
            "our bots against each other in-process, with their figures",
            RunSelfplay},
    Command{"replay", "check a game replay and print it", RunReplay},
    Command{"view",
            "write an HTML page that plays a replay, a match or a tournament",
            RunView},
    Command{"tournament", "play a tournament of bots (or --plan it)",
            tournament::RunTournamentCommand},
    Command{"merge", "combine tournament result directories into standings",
            tournament::RunMergeCommand},
    Command{"tune", "tune a bot's parameters offline (SPSA or CMA-ES)",
            tune::RunTuneCommand},
    Command{"ladder", "calibrate a game's ladder of strength (--level N)",
            ladder::RunLadderCommand},
    Command{"rate", "rate a program on a game's calibrated ladder",
            ladder::RunRateCommand},
    Command{"bundle", "write one self-contained C++ source of a program",
            RunBundle},
    Command{"package", "write what a contest takes for a game", RunPackage},
};

}  // namespace

std::span<const Command> Commands() { return kCommands; }

}  // namespace gauntlet
