#include "common/hunger/config_json.h"

#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "absl/strings/str_cat.h"

namespace gauntlet::hunger {
namespace {

// Calls `visit(name, field)` for every field, so reading, writing and
// validation cannot drift apart.
template <class Config, class Visitor>
void ForEachField(Config& c, Visitor&& visit) {
  // First: reading a profile sets the fields it implies, which the fields
  // after it may then override.
  visit("profile", c.profile);
  visit("width", c.width);
  visit("height", c.height);
  visit("turns", c.turns);
  visit("players", c.players);
  visit("max_origin_offset", c.max_origin_offset);
  visit("max_health", c.max_health);
  visit("start_health", c.start_health);
  visit("max_energy", c.max_energy);
  visit("start_energy", c.start_energy);
  visit("energy_per_turn", c.energy_per_turn);
  visit("low_energy", c.low_energy);
  visit("high_energy", c.high_energy);
  visit("starve_empty", c.starve_empty);
  visit("starve_low", c.starve_low);
  visit("recover", c.recover);
  visit("fast_move_cost", c.fast_move_cost);
  visit("u_turn_cost", c.u_turn_cost);
  visit("saber_cost", c.saber_cost);
  visit("saber_damage", c.saber_damage);
  visit("shot_cost", c.shot_cost);
  visit("shot_cooldown", c.shot_cooldown);
  visit("ray_damage", c.ray_damage);
  visit("ray_length", c.ray_length);
  visit("ray_speed", c.ray_speed);
  visit("ray_reach", c.ray_reach);
  visit("platform_damage", c.platform_damage);
  visit("damaged_turns", c.damaged_turns);
  visit("vision_radius", c.vision_radius);
  visit("food_min", c.food_min);
  visit("food_max", c.food_max);
  visit("battery_min", c.battery_min);
  visit("battery_max", c.battery_max);
  visit("obstacle_clusters_per_10k", c.obstacle_clusters_per_10k);
  visit("obstacle_cluster_max", c.obstacle_cluster_max);
  visit("food_per_10k", c.food_per_10k);
  visit("battery_per_10k", c.battery_per_10k);
  visit("food_spawn_per_round", c.food_spawn_per_round);
  visit("battery_spawn_per_round", c.battery_spawn_per_round);
  visit("decay_start", c.decay_start);
  visit("decay_end", c.decay_end);
  visit("final_safe_fraction", c.final_safe_fraction);
  visit("final_safe_min", c.final_safe_min);
  visit("saber_kill_points", c.saber_kill_points);
  visit("ray_kill_points", c.ray_kill_points);
  visit("death_points", c.death_points);
  visit("turn_ms", c.turn_ms);
  visit("first_turn_ms", c.first_turn_ms);
  visit("max_timeouts", c.max_timeouts);
  visit("max_line", c.max_line);
}

absl::Status UnknownProfile(std::string_view name) {
  return absl::InvalidArgumentError("rules configuration: unknown profile '" +
                                    std::string(name) + "' (" + ProfileNames() +
                                    ")");
}

}  // namespace

nlohmann::json ConfigToJson(const RulesConfig& config) {
  nlohmann::json json = nlohmann::json::object();
  ForEachField(config, [&](const char* name, const auto& field) {
    if constexpr (std::is_same_v<std::decay_t<decltype(field)>, Profile>) {
      json[name] = std::string(ProfileName(field));
    } else {
      json[name] = field;
    }
  });
  return json;
}

absl::StatusOr<RulesConfig> ConfigFromJson(const nlohmann::json& json,
                                           const RulesConfig& base) {
  if (!json.is_object()) {
    return absl::InvalidArgumentError(
        "rules configuration: expected a JSON object");
  }
  RulesConfig config = base;
  int known = 0;
  absl::Status status;
  ForEachField(config, [&](const char* name, auto& field) {
    const auto it = json.find(name);
    if (it == json.end()) return;
    ++known;
    using Field = std::decay_t<decltype(field)>;
    const bool ok = std::is_same_v<Field, Profile>    ? it->is_string()
                    : std::is_floating_point_v<Field> ? it->is_number()
                                                      : it->is_number_integer();
    if (!ok) {
      status.Update(absl::InvalidArgumentError(absl::StrCat(
          "rules configuration: field '", name, "' has the wrong type")));
      return;
    }
    if constexpr (std::is_same_v<Field, Profile>) {
      const std::string value = it->template get<std::string>();
      const std::optional<Profile> profile = ProfileFromName(value);
      if (!profile) {
        status.Update(UnknownProfile(value));
        return;
      }
      // The profile's implied fields first; the file's own fields, read
      // after it, override them.
      ApplyProfile(*profile, config);
    } else {
      field = it->template get<Field>();
    }
  });
  if (!status.ok()) return status;
  if (known != static_cast<int>(json.size())) {
    for (const auto& [key, value] : json.items()) {
      if (!ConfigToJson(base).contains(key)) {
        return absl::InvalidArgumentError(
            absl::StrCat("rules configuration: unknown field '", key, "'"));
      }
    }
  }
  if (auto valid = ValidateConfig(config); !valid.ok()) return valid;
  return config;
}

absl::StatusOr<RulesConfig> LoadConfigFile(const std::string& path,
                                           const RulesConfig& base) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot read ", path));
  nlohmann::json json = nlohmann::json::parse(in, nullptr, false);
  if (json.is_discarded()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": not valid JSON"));
  }
  return ConfigFromJson(json, base);
}

}  // namespace gauntlet::hunger
