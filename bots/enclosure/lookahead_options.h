#ifndef GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_

// The numbers of the lookahead player (lookahead_brain.h), apart from it so
// that brain.h can hold them without the player.

#include "bots/enclosure/hunt.h"
#include "bots/enclosure/loop_plan.h"
#include "bots/enclosure/rollout.h"
#include "common/enclosure/geometry.h"

namespace gauntlet::enclosure {

struct LookaheadOptions {
  // Rounds played on after the tried action before the position is scored
  // (the game's end comes first when it is nearer).
  int horizon = kMaxRounds;
  // An opponent is played by the loop planner in the playouts until it has
  // moved this many times, and then while the planner predicted at least
  // this share of its moves; else by the MCTS playout policy.
  int model_rounds = 8;
  double model_agreement = 0.7;
  // At most this many playouts per action and round (when some opponent is
  // played by the playout policy; else one).
  int max_sweeps = 64;
  // Playouts run to their end whatever the time: the search is then capped
  // by `horizon` and `max_sweeps` alone, and plays the same on a fast and a
  // slow machine (a ladder rung must, docs/ladder.md). Else a playout the
  // round's deadline overtakes is dropped.
  bool untimed = false;
  // When some living opponent is not played by the planner: play the
  // action of a planner with `unpredicted_loops` and play nothing out (the
  // "adaptive" level), in place of sweeps of playouts with the playout
  // policy for that opponent.
  bool plan_when_unpredicted = false;
  // That planner's numbers: bolder than the planner's own defaults, as the
  // MCTS players it meets run at trails less than the planner fears.
  LoopOptions unpredicted_loops{.margin = 0, .approach = 0, .passive_extra = 0};
  // The opponent model of that planner: an opponent is passive (its threat
  // counts `unpredicted_loops.passive_extra` rounds more) once it has been
  // seen, pen up, within `passive_radius` steps of another player's trail
  // at least `passive_chances` times and stepped closer to it in under
  // `passive_share` of them, and never stepped onto a trail.
  int passive_radius = 3;
  int passive_chances = 4;
  double passive_share = 0.5;
  // With the pen up, against opponents the planner does not predict: hunt
  // drawing players first (hunt.h) and plan loops only when there is
  // nothing to hunt (the "adaptive" level).
  bool hunt = true;
  HuntOptions hunting;
  // How the end of a playout is scored (rollout.h).
  RewardOptions reward;

  bool operator==(const LookaheadOptions&) const = default;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_
