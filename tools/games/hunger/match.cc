#include "tools/games/hunger/match.h"

#include <optional>
#include <string>

#include "common/core/status_macros.h"
#include "common/hunger/config_json.h"
#include "tools/games/hunger/game.h"

namespace gauntlet::hunger {

void AddFlags(cxxopts::Options& options) {
  options.add_options("game")("width", "platform width (300..1500)",
                              cxxopts::value<int>())(
      "height", "platform height (300..1500)", cxxopts::value<int>())(
      "turns", "turns per game", cxxopts::value<int>())(
      "rules",
      "JSON file overriding the rules configuration (its turn times give way "
      "to --movetime and --startup)",
      cxxopts::value<std::string>())(
      "profile",
      "message dialect: default, or lsh2019 (whole smooth(h) and r, platform "
      "at the origin, for bots written for the 2019 judge); over --rules",
      cxxopts::value<std::string>());
}

absl::StatusOr<RulesConfig> ReadFlags(const cxxopts::ParseResult& parsed,
                                      int players) {
  RulesConfig config;
  if (parsed.count("rules")) {
    GAUNTLET_ASSIGN_OR_RETURN(
        config, LoadConfigFile(parsed["rules"].as<std::string>(), config));
  }
  if (parsed.count("profile")) {
    const std::string name = parsed["profile"].as<std::string>();
    const std::optional<Profile> profile = ProfileFromName(name);
    if (!profile) {
      return absl::InvalidArgumentError("--profile: unknown profile '" + name +
                                        "' (" + ProfileNames() + ")");
    }
    ApplyProfile(*profile, config);
  }
  if (parsed.count("width")) config.width = parsed["width"].as<int>();
  if (parsed.count("height")) config.height = parsed["height"].as<int>();
  if (parsed.count("turns")) config.turns = parsed["turns"].as<int>();
  config.players = players;
  GAUNTLET_RETURN_IF_ERROR(ValidateConfig(config));
  return config;
}

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             const RulesConfig& rules,
                                             arena::ReplayWriter& replay) {
  GAUNTLET_ASSIGN_OR_RETURN(GameRecord outcome, PlayGame(table, rules, replay));
  return std::move(outcome.result);
}

}  // namespace gauntlet::hunger
