#include "tools/referees/enclosure/match.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/core/cli.h"
#include "common/core/status_macros.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/match_output.h"
#include "tools/arena/player_flags.h"
#include "tools/arena/process_player.h"
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

  // `--players` takes four separate arguments (commands may hold commas,
  // which cxxopts would split), so they are taken out before parsing.
  std::vector<char*> rest;
  std::vector<std::string> commands;
  bool players_seen = false;
  for (int i = 0; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--players") {
      players_seen = true;
      for (int k = 0; k < kEntrants && i + 1 < argc; ++k) {
        commands.emplace_back(argv[++i]);
      }
      continue;
    }
    rest.push_back(argv[i]);
  }
  const auto parsed =
      ParseCommandLine(options, static_cast<int>(rest.size()), rest.data());
  if (!players_seen || commands.size() != kEntrants) {
    UsageError(options, "--players needs exactly four commands");
  }
  const int step_ms = parsed["step-ms"].as<int>();
  if (step_ms <= 0) UsageError(options, "--step-ms must be positive");
  auto flags = arena::ReadMatchFlags(parsed, kEntrants);
  if (!flags.ok()) UsageError(options, std::string(flags.status().message()));
  auto limits = arena::ReadPlayerLimitFlags(parsed);
  if (!limits.ok()) {
    UsageError(options, std::string(limits.status().message()));
  }

  const auto play =
      [&](int index, uint64_t seed,
          arena::ReplayWriter& replay) -> absl::StatusOr<arena::MatchResult> {
    std::array<std::unique_ptr<arena::ProcessPlayer>, kEntrants> players;
    std::array<SeatedPlayer, kEntrants> seats;
    for (int entrant = 0; entrant < kEntrants; ++entrant) {
      const int seat = arena::SeatOf(entrant, index, kEntrants);
      arena::ProcessOptions process = *limits;
      process.command = commands[entrant];
      process.stderr_log_path =
          arena::StderrLogPath(flags->out, index, entrant);
      GAUNTLET_ASSIGN_OR_RETURN(players[entrant],
                                arena::ProcessPlayer::Start(process));
      seats[seat] = SeatedPlayer{players[entrant].get(), flags->names[entrant],
                                 commands[entrant], entrant};
    }
    GameSettings settings;
    settings.index = index;
    settings.seed = seed;
    settings.step = std::chrono::milliseconds(step_ms);
    settings.limits = arena::LimitsJson(*limits);
    GAUNTLET_ASSIGN_OR_RETURN(GameRecord record,
                              PlayGame(seats, settings, replay));
    return record.result;
  };
  return arena::RunMatchGames(*flags, play);
}

}  // namespace gauntlet::enclosure
