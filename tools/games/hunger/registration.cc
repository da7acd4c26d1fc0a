#include "tools/games/hunger/registration.h"

#include "bots/hunger/ladder.h"
#include "bots/hunger/planner.h"
#include "bots/hunger/strategy.h"
#include "common/core/params.h"
#include "common/core/status_macros.h"
#include "tools/bundle/package.h"
#include "tools/games/hunger/first_message.h"
#include "tools/games/hunger/match.h"
#include "tools/games/hunger/view_frames.h"

namespace gauntlet::registry {
namespace {

constexpr bundle::BundledProgram kBotProgram{
    "hunger-bot", "bots/hunger/main.cc", "Star Hunger Games: the planning bot"};

}  // namespace

Game HungerGame() {
  using std::chrono::milliseconds;
  Game game;
  game.name = "hunger";
  game.title = "Star Hunger Games (LSH 2019): every player on one platform";
  game.rules_version = "lsh2019";
  game.roles = {{"",
                 "hunger-bot",
                 {"planner", "greedy", "random", "idle"},
                 hunger::Ladder()}};
  // The rungs' ratings as last calibrated (docs/ladder.md has the run).
  game.calibrated_elo = {0, 157.2, 192.3, 414.4, 652.1, 843.4, 851.7, 992.9};
  game.seat_names = {"player"};
  game.min_entrants = 1;
  game.max_entrants = 64;
  game.seating = Seating::kAllOnOneMap;
  // 200 ms a turn, 2000 ms for the first.
  game.time = {milliseconds(200), milliseconds(0), milliseconds(1800)};
  game.add_flags = &hunger::AddFlags;
  game.read_flags = [](const cxxopts::ParseResult& parsed,
                       int players) -> absl::StatusOr<PlayTable> {
    GAUNTLET_ASSIGN_OR_RETURN(hunger::RulesConfig rules,
                              hunger::ReadFlags(parsed, players));
    return PlayTable(
        [rules](const arena::Table& table, arena::ReplayWriter& replay) {
          return hunger::PlayTable(table, rules, replay);
        });
  };
  game.bot_max_line = hunger::kMaxMessageLine;
  game.make_bot =
      [](const BotSpec& spec) -> absl::StatusOr<std::unique_ptr<Bot>> {
    const std::string level = spec.level.empty() ? "planner" : spec.level;
    hunger::PlannerConfig config;
    ParamTable params;
    hunger::DeclareParams(level, config, params);
    GAUNTLET_RETURN_IF_ERROR(ApplyAssignments(spec.params, params));
    if (spec.inspect_params) spec.inspect_params(params);
    GAUNTLET_ASSIGN_OR_RETURN(std::unique_ptr<hunger::Strategy> strategy,
                              hunger::MakeStrategy(level, spec.seed, config));
    return std::make_unique<hunger::StrategyBot>(std::move(strategy));
  };
  game.showcase = {
      "Star Hunger Games: the planning bot against two greedy gatherers and "
      "a random bot on one map",
      {{"planner", "hunger-bot"},
       {"greedy1", "hunger-bot --level greedy"},
       {"greedy2", "hunger-bot --level greedy"},
       {"random", "hunger-bot --level random"}},
      1,
      "--width 500 --height 500 --turns 500",
      {}};
  game.short_game_flags = {"--width", "300",     "--height",
                           "300",     "--turns", "40"};
  game.first_message = &HungerFirstMessage;
  game.frames = &view::HungerFrames;
  game.bundled_programs = {kBotProgram};
  game.package = {"a bot arena: one .cpp", bundle::OneSource(kBotProgram)};
  return game;
}

}  // namespace gauntlet::registry
