// hunger-bot: a Star Hunger Games player on stdin/stdout.

#include <iostream>

#include "bots/hunger/strategy.h"
#include "common/core/cli.h"

int main(int argc, char** argv) {
  cxxopts::Options options("hunger-bot",
                           "Star Hunger Games bot (statement protocol on "
                           "stdin/stdout)");
  options.add_options()(
      "level", "planner, greedy, random or idle",
      cxxopts::value<std::string>()->default_value("planner"))(
      "seed", "seed for the bot's own random choices",
      cxxopts::value<uint64_t>()->default_value("1"));
  const auto result = gauntlet::ParseCommandLine(options, argc, argv);
  auto strategy = gauntlet::hunger::MakeStrategy(
      result["level"].as<std::string>(), result["seed"].as<uint64_t>());
  if (!strategy.ok()) {
    gauntlet::UsageError(options, std::string(strategy.status().message()));
  }
  std::ios::sync_with_stdio(false);
  return gauntlet::hunger::RunBot(std::cin, std::cout, std::cerr, **strategy);
}
