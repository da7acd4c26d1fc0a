// hunger-bot: a Star Hunger Games player on stdin/stdout.

#include <chrono>
#include <iostream>
#include <string>

#include "bots/hunger/ladder.h"
#include "bots/hunger/planner.h"
#include "bots/hunger/strategy.h"
#include "common/core/cli.h"
#include "common/core/ladder.h"
#include "common/core/move_time.h"
#include "common/core/params.h"
#include "common/hunger/config.h"

int main(int argc, char** argv) {
  cxxopts::Options options("hunger-bot",
                           "Star Hunger Games bot (statement protocol on "
                           "stdin/stdout)");
  options.add_options()(
      "level",
      "planner, greedy, random or idle, or a rung 1..8 of the ladder of "
      "strength (docs/ladder.md)",
      cxxopts::value<std::string>()->default_value("planner"))(
      "seed", "seed for the bot's own random choices",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "movetime",
      "the time limit per turn in ms (the planner is not time-bound and "
      "stays well within it; default: the referee's GAUNTLET_MOVETIME_MS, "
      "else " +
          std::to_string(gauntlet::hunger::RulesConfig{}.turn_ms) + ")",
      cxxopts::value<int>(), "MS");
  gauntlet::AddParamFlags(options);
  const auto result = gauntlet::ParseCommandLine(options, argc, argv);
  // Not time-bound: read to refuse a bad value and to warn of a mismatch
  // with the referee's time (common/core/move_time.h).
  gauntlet::MoveTimeOrExit(
      options, result,
      std::chrono::milliseconds(gauntlet::hunger::RulesConfig{}.turn_ms));
  const gauntlet::LevelChoice choice = gauntlet::ChooseLevelOrExit(
      options, result["level"].as<std::string>(), gauntlet::hunger::Ladder());
  const std::string& level = choice.level;
  gauntlet::hunger::PlannerConfig config;
  gauntlet::ParamTable table;
  gauntlet::hunger::DeclareParams(level, config, table);
  gauntlet::ApplyRungOrExit(options, choice, table);
  gauntlet::ApplyParamFlags(options, result, table);
  auto strategy = gauntlet::hunger::MakeStrategy(
      level, result["seed"].as<uint64_t>(), config);
  if (!strategy.ok()) {
    gauntlet::UsageError(options, std::string(strategy.status().message()));
  }
  std::ios::sync_with_stdio(false);
  return gauntlet::hunger::RunBot(std::cin, std::cout, std::cerr, **strategy);
}
