#include "tools/tune/game_runner.h"

#include "common/core/status_macros.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/player_time.h"
#include "tools/arena/process_player.h"
#include "tools/tournament/records.h"
#include "tools/tournament/runner.h"

namespace gauntlet::tune {

std::optional<arena::MatchResult> GameRunner::Adopted(int id) const {
  if (config_.dir.empty()) return std::nullopt;
  absl::StatusOr<std::string> line =
      tournament::GameResultLine(tournament::GameDir(config_.dir, id));
  if (!line.ok()) return std::nullopt;
  absl::StatusOr<arena::MatchResult> result = arena::ParseResultLine(*line);
  if (!result.ok()) return std::nullopt;
  return *std::move(result);
}

absl::StatusOr<arena::MatchResult> GameRunner::Play(
    int id, const TrialGame& game, const std::vector<Entrant>& entrants) const {
  if (std::optional<arena::MatchResult> adopted = Adopted(id)) {
    return *std::move(adopted);
  }
  std::vector<registry::InProcessEntrant> seated;
  for (int entrant : game.seats) {
    const Entrant& e = entrants[entrant];
    registry::InProcessEntrant in_process;
    in_process.name = e.name;
    in_process.roles = e.bots;
    if (!e.command.empty()) {
      // Any program: each role's command run as a process.
      GAUNTLET_ASSIGN_OR_RETURN(std::vector<std::string> commands,
                                registry::SplitRoles(*config_.game, e.command));
      in_process.roles.clear();
      in_process.command = e.command;
      const arena::TimeControl time = config_.time.value_or(config_.game->time);
      in_process.start =
          [commands, time](
              int role, int) -> absl::StatusOr<std::unique_ptr<arena::Player>> {
        arena::ProcessOptions process;
        process.command = commands[role];
        arena::TellTimeControl(process, time);
        GAUNTLET_ASSIGN_OR_RETURN(
            std::unique_ptr<arena::ProcessPlayer> player,
            arena::ProcessPlayer::Start(std::move(process)));
        return std::unique_ptr<arena::Player>(std::move(player));
      };
    }
    seated.push_back(std::move(in_process));
  }
  registry::InProcessMatch match;
  match.games = 1;
  match.seed = game.seed;
  match.time = config_.time;
  match.game_flags = config_.game_flags;
  if (!config_.enforce_deadline) match.player = arena::NoDeadlineOptions();
  GAUNTLET_ASSIGN_OR_RETURN(
      std::vector<arena::MatchResult> results,
      registry::PlayInProcess(*config_.game, seated, match));
  if (results.size() != 1) return absl::InternalError("no result");
  results[0].index = id;
  return std::move(results[0]);
}

std::string GameRunner::ProcessCommand(const Entrant& entrant,
                                       uint64_t game_seed) const {
  if (!entrant.command.empty()) return entrant.command;
  std::string command;
  for (const registry::BotSpec& bot : entrant.bots) {
    if (!command.empty()) command += " | ";
    const registry::Role& role = config_.game->roles[bot.role];
    command += tournament::ShellQuote(config_.bin_dir + "/" +
                                      std::string(role.program));
    if (!bot.level.empty()) command += " --level " + bot.level;
    // The seed PlayInProcess gives the bot in game 0 of a one-game match.
    arena::MatchFlags match;
    match.seed = game_seed;
    command += " --seed " + std::to_string(registry::InProcessBotSeed(
                                bot.seed, match.GameSeed(0)));
    const auto movetime =
        config_.time.value_or(config_.game->time).movetime.count();
    command += " --movetime " + std::to_string(movetime);
    for (const std::string& param : bot.params) {
      command += " --param " + param;
    }
  }
  return command;
}

absl::StatusOr<std::optional<std::string>> GameRunner::PlanLine(
    int id, const TrialGame& game, const std::vector<Entrant>& entrants) const {
  if (Adopted(id)) return std::nullopt;
  tournament::TournamentSpec spec;
  spec.game = std::string(config_.game->name);
  for (const Entrant& entrant : entrants) {
    spec.bots.push_back({entrant.name, ProcessCommand(entrant, game.seed)});
  }
  std::string flags;
  if (config_.time) {
    flags += "--movetime " + std::to_string(config_.time->movetime.count()) +
             " --grace " + std::to_string(config_.time->grace.count()) +
             " --startup " + std::to_string(config_.time->startup.count());
  }
  for (const std::string& flag : config_.game_flags) {
    flags += (flags.empty() ? "" : " ") + tournament::ShellQuote(flag);
  }
  spec.match_flags = flags;
  tournament::GameSpec planned;
  planned.id = id;
  planned.seed = game.seed;
  planned.seats = game.seats;
  return tournament::GameCommand(config_.referee, spec, planned, config_.dir);
}

}  // namespace gauntlet::tune
