#include "tools/referees/enclosure/match.h"

#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/status_macros.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/seating.h"
#include "tools/referees/enclosure/referee.h"

namespace gauntlet::enclosure {
namespace {

constexpr int kEntrants = 4;

}  // namespace

int RunEnclosureMatch(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet match enclosure",
      "Enclosure (NOI 2013): four players draw loops on a 10x10 grid.\n"
      "  --players CMD CMD CMD CMD   the four entrants (each run with "
      "/bin/sh -c)");
  options.add_options()("step-ms", "time limit per step in ms",
                        cxxopts::value<int>()->default_value("1000"));
  arena::AddMatchFlags(options);
  arena::AddPlayerLimitFlags(options);

  std::vector<char*> rest(argv, argv + argc);
  const std::vector<std::string> commands =
      arena::TakeCommandList(rest, "--players");
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(rest.size()), rest.data());
  if (commands.size() != kEntrants) {
    UsageError(options, "--players needs exactly four commands");
  }
  const int step_ms = parsed["step-ms"].as<int>();
  if (step_ms <= 0) UsageError(options, "--step-ms must be positive");
  const arena::RefereeFlags referee =
      arena::ReadRefereeFlagsOrExit(options, parsed, kEntrants);
  const arena::MatchFlags& flags = referee.match;
  const arena::ProcessOptions& limits = referee.limits;

  const auto play =
      [&](int index, uint64_t seed,
          arena::ReplayWriter& replay) -> absl::StatusOr<arena::MatchResult> {
    GAUNTLET_ASSIGN_OR_RETURN(
        arena::SeatedProcesses started,
        arena::StartSeated(flags, limits, commands, index));
    GameSettings settings;
    settings.index = index;
    settings.seed = seed;
    settings.step = std::chrono::milliseconds(step_ms);
    settings.limits = arena::LimitsJson(limits);
    GAUNTLET_ASSIGN_OR_RETURN(GameRecord record,
                              PlayGame(started.seats, settings, replay));
    return record.result;
  };
  return arena::RunMatchGames(flags, play);
}

}  // namespace gauntlet::enclosure
