#ifndef GAUNTLET_BOTS_HUNGER_PLANNER_H_
#define GAUNTLET_BOTS_HUNGER_PLANNER_H_

// hunger-bot: remembers what it has seen on a grid anchored at its first
// position (any platform fits around it), plans a breadth-first search over
// (centre, facing) states where its 3x3 body fits, away from damaged and
// destroyed platform and from rays' next cells, towards the best bar or
// battery per turn of travel; fights when it pays and keeps its energy high.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "bots/hunger/strategy.h"
#include "common/core/params.h"
#include "common/core/rng.h"
#include "common/hunger/config.h"

namespace gauntlet::hunger {

// The planner's numbers.
struct PlannerConfig {
  // Fighting.
  int attack_min_energy = 20;   // melee only with more energy than this...
  int attack_weak_health = 30;  // ...on enemies no stronger, or this weak
  int shot_stages = 2;          // shots must land within this many stages
  // Eating: keep energy from falling under eat_min_energy; otherwise eat
  // when at least min(food, eat_room) fits under the cap and no ray passes
  // within eat_ray_distance.
  int eat_min_energy = 60;
  int eat_room = 30;
  int eat_ray_distance = 12;
  // Keeping away from fallen and falling platform.
  int danger_margin = 8;        // cells kept clear of it
  double escape_distance = 60;  // goal this far away from the danger
  int ray_block_steps = 2;      // and this many of a ray's next stages
  // Choosing where to go.
  int goal_keep_turns = 80;        // a goal is kept this long...
  int goal_reached_distance = 15;  // ...or until this near
  int explore_candidates = 16;     // random exploration goals compared
  double explore_min_distance = 60;
  double explore_distance_span = 100;  // goals 60..160 cells away
  int explore_sample_spacing = 12;     // 5x5 samples this far apart score one
  double explore_unknown_bonus = 1;    // per sample not yet seen
  double explore_bad_penalty = 10;     // per sample off the grid or fallen
  // Valuing items found by the planning search.
  int food_hungry_energy = 150;   // below this energy, food weighs...
  double food_weight_hungry = 2;  // ...this
  double food_weight = 1;
  int battery_low = 3;              // below this many batteries, one weighs...
  double battery_weight_low = 0.8;  // ...this
  double battery_weight = 0.2;
  double edge_item_factor = 0.8;     // how much less items towards danger count
  double margin_item_factor = 0.3;   // items reached only through the margin
  double goal_step_weight = 0.5;     // per step, towards a goal
  double goal_margin_penalty = 400;  // for ending a step in the margin
  bool fast_moves = false;           // two-cell moves (two extra energy)
  // Share of turns answered by the random mover instead (the ladder's
  // lower rungs, bots/hunger/ladder.h); 0 for the planner itself.
  double random_share = 0;
};

// Binds the planner's numbers as parameters "fight.*", "eat.*", "danger.*",
// "goal.*", "explore.*", "item.*" and "plan.fast_moves".
void DeclareParams(PlannerConfig& config, ParamTable& table);
// The parameters of `level`: the planner's for "planner", none otherwise.
void DeclareParams(std::string_view level, PlannerConfig& config,
                   ParamTable& table);

// MakeStrategy with the planner's numbers (the baselines have none).
absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, uint64_t seed, const PlannerConfig& config);

class PlannerStrategy : public Strategy {
 public:
  explicit PlannerStrategy(uint64_t seed, const PlannerConfig& config = {});
  Action Decide(const Observation& obs) override;

 private:
  enum Known : uint8_t { kUnknown, kFree, kObstacle, kDamaged, kDestroyed };
  static constexpr int kSide = 3008;  // twice the largest platform
  static constexpr int kRadius = 64;  // planning window half-size
  static constexpr int kWindow = 2 * kRadius + 1;

  bool InGrid(int64_t x, int64_t y) const;
  int Index(int64_t x, int64_t y) const;
  void Remember(const Observation& obs);
  std::optional<Action> Fight(const Observation& obs, Point at, Dir dir) const;
  std::optional<Action> Plan(const Observation& obs);
  Point PickGoal(const Observation& obs);

  PlannerConfig config_;
  Rng rng_;
  RulesConfig rules_;
  bool anchored_ = false;
  Point anchor_;
  int turn_ = 0;
  int last_shot_ = -1000;
  Action last_action_;
  std::vector<uint8_t> known_;
  std::vector<uint8_t> items_;  // 1 food, 2 battery
  std::vector<uint8_t> wall_;   // cells a failed move ran into
  absl::flat_hash_set<std::pair<int64_t, int64_t>> remembered_;  // items
  Point goal_;
  int goal_turn_ = -1000;
  bool escaping_ = false;  // standing in danger this turn

  // Planning scratch, reused every turn.
  std::vector<uint8_t> blocked_;
  std::vector<uint8_t> fits_;
  std::vector<uint8_t> near_bad_;
  std::vector<uint8_t> near_item_;
  std::vector<int> dist_;
  std::vector<int> parent_;
  std::vector<uint8_t> how_;
  std::vector<int> queue_;
};

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_PLANNER_H_
