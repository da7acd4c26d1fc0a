#ifndef GAUNTLET_BOTS_ENCLOSURE_ROLLOUT_H_
#define GAUNTLET_BOTS_ENCLOSURE_ROLLOUT_H_

// The playout policy of the MCTS bot: every player draws small free
// rectangles from where it stands, closes its loop by the shortest way when
// an enemy comes near its trail, and runs at enemy trails within reach.
// Cheap enough for tens of thousands of playouts a second.

#include <array>

#include "common/core/rng.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

// The rollout policy's numbers.
struct RolloutOptions {
  // Close the loop when an enemy is this near (BFS steps) the own trail.
  int threat_distance = 2;
  // Run at enemy trails within this Manhattan distance...
  int attack_distance = 3;
  // ...with this probability each round.
  double attack_chance = 0.8;
  // Rectangles drawn are 1..this a side (at most 10: a walk holds 40 steps).
  int max_rectangle_side = 4;
  // Random rectangles tried before a random safe step.
  int rectangle_attempts = 4;

  bool operator==(const RolloutOptions&) const = default;
};

// How a playout's end position is scored.
struct RewardOptions {
  // The part of the reward for the best projected score (shared on ties);
  // the rest goes by the projected score's share.
  double best_share = 0.5;
  // A living player's allowance for land still to win in an open game:
  // land_weight * s^2 * min(1, rounds left / region_rounds), where s is its
  // share of the free cells, at most land_cap.
  double land_weight = 10.0;
  double land_cap = 16.0;
  double region_rounds = 16.0;

  bool operator==(const RewardOptions&) const = default;
};

// One player's rectangle being drawn during a playout.
struct RolloutPlan {
  std::array<Dir, 40> walk{};
  uint8_t length = 0;
  uint8_t index = 0;
};

Action RolloutAction(const State& state, int me, RolloutPlan& plan, Rng& rng,
                     const RolloutOptions& options = {});

// Plays up to `horizon` rounds (or to the end) from `state`, all players on
// the rollout policy, and returns each player's reward in [0, 1].
std::array<double, kPlayers> Playout(State& state, int horizon, Rng& rng,
                                     const RolloutOptions& rollout = {},
                                     const RewardOptions& reward = {});

// Rewards for a position: by default half for having the best projected
// score (shared on ties), half for the projected score's share. Projected =
// score, plus for living players in an unfinished game an allowance for land
// still to win.
std::array<double, kPlayers> Rewards(const State& state,
                                     const RewardOptions& options = {});

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_ROLLOUT_H_
