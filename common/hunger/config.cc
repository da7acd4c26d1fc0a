#include "common/hunger/config.h"

#include <string>

#include "absl/strings/str_cat.h"

namespace gauntlet::hunger {
namespace {

absl::Status Check(bool ok, const std::string& what) {
  return ok ? absl::OkStatus()
            : absl::InvalidArgumentError(
                  absl::StrCat("rules configuration: ", what));
}

}  // namespace

void ApplyProfile(Profile profile, RulesConfig& config) {
  config.profile = profile;
  config.max_origin_offset =
      profile == Profile::kLsh2019 ? 0 : RulesConfig().max_origin_offset;
}

absl::Status ValidateConfig(const RulesConfig& c) {
  absl::Status s;
  s.Update(Check(c.width >= 300 && c.width <= 1500, "width in [300, 1500]"));
  s.Update(Check(c.height >= 300 && c.height <= 1500, "height in [300, 1500]"));
  s.Update(Check(c.turns >= 1 && c.turns <= 100000, "turns in [1, 100000]"));
  s.Update(Check(c.players >= 1 && c.players <= 64, "players in [1, 64]"));
  s.Update(Check(
      c.max_origin_offset >= 0 && c.max_origin_offset + 1500 <= 1000000000,
      "max_origin_offset in [0, 10^9 - 1500]"));
  s.Update(Check(c.profile != Profile::kLsh2019 || c.max_origin_offset == 0,
                 "the lsh2019 profile keeps the platform at the origin "
                 "(max_origin_offset 0)"));
  s.Update(Check(c.start_health > 0 && c.start_health <= c.max_health,
                 "start_health in (0, max_health]"));
  s.Update(Check(c.start_energy >= 0 && c.start_energy <= c.max_energy,
                 "start_energy in [0, max_energy]"));
  // A ray moves by its own length each round (no overlap, touching), so the
  // two numbers are one.
  s.Update(Check(c.ray_length >= 1 && c.ray_speed == c.ray_length &&
                     c.ray_reach >= c.ray_length && c.ray_reach <= 500,
                 "ray_speed == ray_length >= 1, ray_length <= reach <= 500"));
  s.Update(Check(c.vision_radius >= 1 && c.vision_radius <= 1000,
                 "vision_radius in [1, 1000]"));
  s.Update(Check(c.food_min >= 1 && c.food_min <= c.food_max,
                 "1 <= food_min <= food_max"));
  s.Update(Check(c.food_max <= 255 && c.battery_max <= 255,
                 "item values at most 255"));
  s.Update(Check(c.battery_min >= 1 && c.battery_min <= c.battery_max,
                 "1 <= battery_min <= battery_max"));
  s.Update(Check(c.damaged_turns >= 1, "damaged_turns >= 1"));
  s.Update(Check(c.shot_cooldown >= 1, "shot_cooldown >= 1"));
  s.Update(Check(
      c.obstacle_clusters_per_10k >= 0 && c.obstacle_clusters_per_10k <= 20 &&
          c.obstacle_cluster_max >= 1 && c.obstacle_cluster_max <= 40,
      "obstacles: density in [0, 20], cluster side in [1, 40]"));
  s.Update(Check(
      c.food_per_10k >= 0 && c.battery_per_10k >= 0 &&
          c.food_per_10k + c.battery_per_10k <= 500 &&
          c.food_spawn_per_round >= 0 && c.food_spawn_per_round <= 1000 &&
          c.battery_spawn_per_round >= 0 && c.battery_spawn_per_round <= 1000,
      "item densities non-negative, together at most 500"));
  s.Update(Check(
      c.decay_start >= 0 && c.decay_start <= c.decay_end && c.decay_end <= 1,
      "0 <= decay_start <= decay_end <= 1"));
  s.Update(Check(c.final_safe_fraction > 0 && c.final_safe_fraction <= 1 &&
                     c.final_safe_min >= 3,
                 "final safe area: fraction in (0, 1], min >= 3"));
  s.Update(
      Check(c.turn_ms >= 1 && c.first_turn_ms >= 1, "turn times positive"));
  s.Update(Check(c.max_timeouts >= 0, "max_timeouts >= 0"));
  s.Update(Check(c.max_line >= 16, "max_line >= 16"));
  return s;
}

}  // namespace gauntlet::hunger
