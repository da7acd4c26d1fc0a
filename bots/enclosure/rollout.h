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

// One player's rectangle being drawn during a playout.
struct RolloutPlan {
  std::array<Dir, 40> walk{};
  uint8_t length = 0;
  uint8_t index = 0;
};

Action RolloutAction(const State& state, int me, RolloutPlan& plan, Rng& rng);

// Plays up to `horizon` rounds (or to the end) from `state`, all players on
// the rollout policy, and returns each player's reward in [0, 1].
std::array<double, kPlayers> Playout(State& state, int horizon, Rng& rng);

// Rewards for a position: half for having the best projected score (shared
// on ties), half for the projected score's share. Projected = score, plus for
// living players in an unfinished game an allowance for land still to win.
std::array<double, kPlayers> Rewards(const State& state);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_ROLLOUT_H_
