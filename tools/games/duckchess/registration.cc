#include "tools/games/duckchess/registration.h"

#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/ladder.h"
#include "bots/duckchess/strategy.h"
#include "common/core/params.h"
#include "common/core/status_macros.h"
#include "tools/bundle/package.h"
#include "tools/games/duckchess/first_message.h"
#include "tools/games/duckchess/match.h"
#include "tools/games/duckchess/replay_terms.h"
#include "tools/games/duckchess/uci_player.h"
#include "tools/games/duckchess/view_frames.h"

namespace gauntlet::registry {
namespace {

constexpr bundle::BundledProgram kReplayProgram{
    "duckchess-replay", "bots/duckchess/replay_main.cc",
    "duck chess (THUPC 2019): the statement's judge problem"};
constexpr bundle::BundledProgram kBotProgram{"duckchess-bot",
                                             "bots/duckchess/main.cc",
                                             "duck chess: the alpha-beta bot"};

}  // namespace

Game DuckchessGame() {
  using std::chrono::milliseconds;
  Game game;
  game.name = "duckchess";
  game.title = "Duck chess (THUPC 2019): a Chinese-chess variant";
  game.rules_version = "thupc2019";
  game.roles = {{"",
                 "duckchess-bot",
                 {"search", "greedy", "random"},
                 duckchess::Ladder()}};
  // The rungs' ratings as last calibrated (docs/ladder.md has the run).
  game.calibrated_elo = {0,    447.3,  795.1,  1153.1, 1506.6, 1618.6, 1863.9,
                         2199, 2558.3, 2712.8, 3070.7, 3297,   3599.1};
  game.seat_names = {"red", "blue"};
  game.min_entrants = game.max_entrants = 2;
  game.seating = Seating::kTwoPlayer;
  game.time = {milliseconds(1000), milliseconds(100), milliseconds(2000)};
  game.games_per_seed = duckchess::kGamesPerOpening;
  game.entrant_flags = {{"red", 0, 0}, {"blue", 1, 0}};
  game.add_flags = &duckchess::AddFlags;
  game.read_flags = [](const cxxopts::ParseResult& parsed,
                       int) -> absl::StatusOr<PlayTable> {
    GAUNTLET_ASSIGN_OR_RETURN(duckchess::MatchOptions read,
                              duckchess::ReadFlags(parsed));
    auto options =
        std::make_shared<const duckchess::MatchOptions>(std::move(read));
    return PlayTable(
        [options](const arena::Table& table, arena::ReplayWriter& replay) {
          return duckchess::PlayTable(table, *options, replay);
        });
  };
  game.player_starter =
      [](const cxxopts::ParseResult& parsed) -> absl::StatusOr<StartPlayer> {
    GAUNTLET_ASSIGN_OR_RETURN(auto uci_options,
                              duckchess::ReadUciOptions(parsed));
    return StartPlayer(
        [options = std::move(uci_options)](
            arena::ProcessOptions process) -> absl::StatusOr<StartedPlayer> {
          const std::string_view prefix = duckchess::kUciCommandPrefix;
          if (process.command.compare(0, prefix.size(), prefix) != 0) {
            return StartProgram(std::move(process));
          }
          process.command.erase(0, prefix.size());
          if (process.command.find_first_not_of(" \t") == std::string::npos) {
            return absl::InvalidArgumentError(
                "uci: needs the engine's command after it (uci:ENGINE_CMD)");
          }
          GAUNTLET_ASSIGN_OR_RETURN(
              std::unique_ptr<duckchess::UciPlayer> player,
              duckchess::StartUciPlayer(std::move(process), options));
          StartedPlayer started;
          started.process = &player->engine();
          started.player = std::move(player);
          return started;
        });
  };
  game.make_bot =
      [](const BotSpec& spec) -> absl::StatusOr<std::unique_ptr<Bot>> {
    const std::string level = spec.level.empty() ? "search" : spec.level;
    duckchess::StrategyConfig config;
    ParamTable params;
    duckchess::DeclareParams(level, config, params);
    GAUNTLET_RETURN_IF_ERROR(ApplyAssignments(spec.params, params));
    if (spec.inspect_params) spec.inspect_params(params);
    GAUNTLET_ASSIGN_OR_RETURN(
        std::unique_ptr<duckchess::Strategy> strategy,
        duckchess::MakeStrategy(level, config, spec.seed));
    return std::make_unique<duckchess::ProtocolBot>(std::move(strategy),
                                                    spec.movetime.count());
  };
  game.showcase = {
      "Duck chess: alpha-beta search against the one-ply greedy bot",
      {{"search", "duckchess-bot --level search"},
       {"greedy", "duckchess-bot --level greedy"}},
      4,
      "--movetime 50",
      {}};
  game.first_message = &DuckchessFirstMessage;
  game.frames = &view::DuckchessFrames;
  game.replay_terms = &duckchess::DuckchessReplayTerms;
  game.bundled_programs = {kReplayProgram, kBotProgram};
  game.package = {"THUPC 2019 judge problem: one .cpp",
                  bundle::OneSource(kReplayProgram)};
  return game;
}

}  // namespace gauntlet::registry
