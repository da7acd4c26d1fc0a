#include "tools/referees/hunger/match.h"

#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/status_macros.h"
#include "common/hunger/config.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/seating.h"
#include "tools/referees/hunger/game.h"

namespace gauntlet::hunger {

int RunHungerMatch(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  const std::vector<std::string> commands =
      arena::TakeCommandList(args, "--players");

  cxxopts::Options options(
      "gauntlet match hunger",
      "Star Hunger Games: every player on one platform per game.\n"
      "  --players CMD CMD ...   the entrants' commands (each run with "
      "/bin/sh -c)");
  options.add_options()("width", "platform width (300..1500)",
                        cxxopts::value<int>())(
      "height", "platform height (300..1500)", cxxopts::value<int>())(
      "turns", "turns per game", cxxopts::value<int>())(
      "rules", "JSON file overriding the rules configuration",
      cxxopts::value<std::string>());
  arena::AddMatchFlags(options);
  arena::AddPlayerLimitFlags(options);
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());
  if (commands.empty()) UsageError(options, "--players needs a command");

  RulesConfig config;
  if (parsed.count("rules")) {
    auto loaded = LoadConfigFile(parsed["rules"].as<std::string>(), config);
    if (!loaded.ok()) {
      UsageError(options, std::string(loaded.status().message()));
    }
    config = *loaded;
  }
  if (parsed.count("width")) config.width = parsed["width"].as<int>();
  if (parsed.count("height")) config.height = parsed["height"].as<int>();
  if (parsed.count("turns")) config.turns = parsed["turns"].as<int>();
  config.players = static_cast<int>(commands.size());
  if (auto valid = ValidateConfig(config); !valid.ok()) {
    UsageError(options, std::string(valid.message()));
  }
  const int n = static_cast<int>(commands.size());
  const arena::RefereeFlags referee =
      arena::ReadRefereeFlagsOrExit(options, parsed, n);
  const arena::MatchFlags& flags = referee.match;
  const arena::ProcessOptions& limits = referee.limits;

  const auto play =
      [&](int index, uint64_t seed,
          arena::ReplayWriter& replay) -> absl::StatusOr<arena::MatchResult> {
    GAUNTLET_ASSIGN_OR_RETURN(
        arena::SeatedProcesses started,
        arena::StartSeated(flags, limits, commands, index));
    GameSettings settings;
    settings.rules = config;
    settings.index = index;
    settings.seed = seed;
    settings.limits = arena::LimitsJson(limits);
    GAUNTLET_ASSIGN_OR_RETURN(GameOutcome outcome,
                              PlayGame(started.seats, settings, replay));
    return std::move(outcome.result);
  };
  return arena::RunMatchGames(flags, play);
}

}  // namespace gauntlet::hunger
