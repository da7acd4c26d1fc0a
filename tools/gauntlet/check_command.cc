#include "tools/gauntlet/check_command.h"

#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/terminal_text.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/player_flags.h"
#include "tools/registry/check.h"
#include "tools/registry/registry.h"

namespace gauntlet {

int RunCheck(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  // The game comes first; the words after it, up to the first flag, are the
  // entrants' commands (taken out whole: they hold spaces and commas).
  const registry::Game* game = nullptr;
  std::string game_error;
  if (args.size() > 1 && args[1][0] != '-') {
    absl::StatusOr<const registry::Game*> found = registry::FindGame(args[1]);
    if (found.ok()) {
      game = *found;
    } else {
      game_error = std::string(found.status().message());
    }
  }
  std::string marker = "--players";
  if (args.size() > 2) args.insert(args.begin() + 2, marker.data());
  const std::vector<std::string> commands =
      arena::TakeCommandList(args, "--players");

  cxxopts::Options options(
      "gauntlet check",
      "Starts each entrant's programs once, sends each the first message of "
      "its game and checks that the answer comes in time and is "
      "well-formed: what `gauntlet match` and `gauntlet tournament` do "
      "before their first game.\nusage: gauntlet check GAME CMD... [flags] "
      "(a Tetris entrant is 'PLACER_CMD | SEQUENCER_CMD'; the time flags "
      "default to the game's)\n");
  options.add_options()("game", "the game", cxxopts::value<std::string>());
  options.parse_positional({"game"});
  options.positional_help("GAME CMD...");
  registry::AddTimeFlags(options,
                         game != nullptr ? game->time : arena::TimeControl{});
  arena::AddPlayerLimitFlags(options);
  const cxxopts::ParseResult parsed =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());
  if (!game_error.empty()) UsageError(options, game_error);
  if (game == nullptr) UsageError(options, "which game?");
  if (!game->first_message) {
    UsageError(options, std::string(game->name) +
                            " has no referee: there is nothing to check");
  }
  if (commands.empty()) UsageError(options, "no entrant command given");
  std::vector<std::vector<std::string>> entrants;
  for (const std::string& command : commands) {
    absl::StatusOr<std::vector<std::string>> roles =
        registry::SplitRoles(*game, command);
    if (!roles.ok()) UsageError(options, std::string(roles.status().message()));
    entrants.push_back(*std::move(roles));
  }
  registry::CheckSetup setup;
  absl::StatusOr<arena::TimeControl> time = registry::ReadTimeFlags(parsed);
  if (!time.ok()) UsageError(options, std::string(time.status().message()));
  setup.time = *time;
  absl::StatusOr<arena::ProcessOptions> limits =
      arena::ReadPlayerLimitFlags(parsed);
  if (!limits.ok()) UsageError(options, std::string(limits.status().message()));
  setup.process = *std::move(limits);

  const std::vector<absl::Status> checked =
      registry::CheckEntrants(*game, entrants, setup);
  bool all_ok = true;
  for (std::size_t e = 0; e < commands.size(); ++e) {
    if (checked[e].ok()) {
      std::cout << "ok: " << commands[e] << "\n";
    } else {
      all_ok = false;
      std::cout << "failed: " << commands[e] << ": "
                << TerminalSafe(std::string(checked[e].message())) << "\n";
    }
  }
  return all_ok ? 0 : 2;
}

}  // namespace gauntlet
