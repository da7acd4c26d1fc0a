#ifndef GAUNTLET_COMMON_HUNGER_CONFIG_H_
#define GAUNTLET_COMMON_HUNGER_CONFIG_H_

// Every number of Star Hunger Games in one place. The statement fixes some of
// them (marked "statement"); the rest are our choices (docs/hunger.md). A
// match may override any field from a JSON file, and the whole configuration
// is printed into each replay so a game can be re-played exactly; the JSON
// side is config_json.h, so the bot needs no JSON library.

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "common/hunger/protocol.h"

namespace gauntlet::hunger {

struct RulesConfig {
  // Platform and game length.
  int width = 500;   // statement: 300..1500
  int height = 500;  // statement: 300..1500
  int turns = 1000;
  int players = 8;
  // The platform's south-west cell is at (offset_x, offset_y), each drawn
  // uniformly in [-max_origin_offset, max_origin_offset].
  int64_t max_origin_offset = 1000000;
  // The message dialect ("profile" in JSON: "default" or "lsh2019"). The
  // lsh2019 profile also requires max_origin_offset 0 (ApplyProfile sets it).
  Profile profile = Profile::kDefault;

  // Player statistics (statement).
  int max_health = 250;
  int start_health = 150;
  int max_energy = 300;
  int start_energy = 200;
  int energy_per_turn = 1;
  int low_energy = 50;    // 0 < s < low_energy: starve by 1
  int high_energy = 250;  // s > high_energy: recover by 10
  int starve_empty = 10;  // s == 0
  int starve_low = 1;
  int recover = 10;

  // Actions (statement).
  int fast_move_cost = 2;
  int u_turn_cost = 2;
  int saber_cost = 5;
  int saber_damage = 30;
  int shot_cost = 5;
  int shot_cooldown = 10;
  int ray_damage = 30;
  int ray_length = 10;
  int ray_speed = 10;
  int ray_reach = 50;
  int platform_damage = 30;
  int damaged_turns = 2;
  int vision_radius = 150;
  int food_min = 10;
  int food_max = 30;
  int battery_min = 2;
  int battery_max = 4;

  // Map generation (ours).
  double obstacle_clusters_per_10k = 1.2;  // clusters per 10,000 cells
  int obstacle_cluster_max = 14;           // side of a cluster's box
  double food_per_10k = 30.0;              // target density in the safe area
  double battery_per_10k = 3.0;
  double food_spawn_per_round = 3.0;  // expected new bars per round
  double battery_spawn_per_round = 0.3;
  double decay_start = 0.2;  // fraction of the game when decay begins
  double decay_end = 0.85;   // fraction of the game when the safe area is final
  double final_safe_fraction = 0.25;  // side of the final safe area
  int final_safe_min = 60;

  // Scoring: the statement's example formula.
  int64_t saber_kill_points = 2000;
  int64_t ray_kill_points = 3000;
  int64_t death_points = -5000;

  // Time and faults (ours).
  int turn_ms = 200;
  int first_turn_ms = 2000;
  int max_timeouts = 3;  // the next timeout disqualifies
  int max_line = 128;    // longest accepted answer, characters
};

absl::Status ValidateConfig(const RulesConfig& config);

// Sets the profile and what it implies: lsh2019 puts the platform at the
// origin (max_origin_offset 0), default restores the default offset. A
// `profile` field in JSON is applied this way before the file's other fields.
void ApplyProfile(Profile profile, RulesConfig& config);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_COMMON_HUNGER_CONFIG_H_
