#ifndef GAUNTLET_COMMON_HUNGER_CONFIG_JSON_H_
#define GAUNTLET_COMMON_HUNGER_CONFIG_JSON_H_

// The rules configuration as JSON: what a match reads with --rules FILE and
// what each replay carries. Apart from config.h so that programs that only
// play (hunger-bot and its one-file bundle) need no JSON library.

#include <string>

#include "absl/status/statusor.h"
#include "common/hunger/config.h"
#include "nlohmann/json.hpp"

namespace gauntlet::hunger {

nlohmann::json ConfigToJson(const RulesConfig& config);
// Fields absent from `json` keep the values of `base`; unknown fields and
// values outside their ranges are errors.
absl::StatusOr<RulesConfig> ConfigFromJson(const nlohmann::json& json,
                                           const RulesConfig& base);
absl::StatusOr<RulesConfig> LoadConfigFile(const std::string& path,
                                           const RulesConfig& base);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_COMMON_HUNGER_CONFIG_JSON_H_
