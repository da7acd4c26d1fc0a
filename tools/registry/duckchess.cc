#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/strategy.h"
#include "common/core/params.h"
#include "common/core/status_macros.h"
#include "tools/referees/duckchess/match.h"
#include "tools/registry/games.h"

namespace gauntlet::registry {

Game DuckchessGame() {
  using std::chrono::milliseconds;
  Game game;
  game.name = "duckchess";
  game.title = "Duck chess (THUPC 2019): a Chinese-chess variant";
  game.rules_version = "thupc2019";
  game.roles = {{"", "duckchess-bot", {"search", "greedy", "random"}}};
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
  return game;
}

}  // namespace gauntlet::registry
