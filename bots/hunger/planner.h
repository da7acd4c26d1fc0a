#ifndef GAUNTLET_BOTS_HUNGER_PLANNER_H_
#define GAUNTLET_BOTS_HUNGER_PLANNER_H_

// hunger-bot: remembers what it has seen on a grid anchored at its first
// position (any platform fits around it), plans a breadth-first search over
// (centre, facing) states where its 3x3 body fits, away from damaged and
// destroyed platform and from rays' next cells, towards the best bar or
// battery per turn of travel; fights when it pays and keeps its energy high.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "bots/hunger/strategy.h"
#include "common/core/rng.h"
#include "common/hunger/config.h"

namespace gauntlet::hunger {

class PlannerStrategy : public Strategy {
 public:
  explicit PlannerStrategy(uint64_t seed);
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
