#ifndef GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_

// The numbers of the lookahead player (lookahead_brain.h), apart from it so
// that brain.h can hold them without the player.

#include "bots/enclosure/rollout.h"
#include "common/enclosure/geometry.h"

namespace gauntlet::enclosure {

struct LookaheadOptions {
  // Rounds played on after the tried action before the position is scored
  // (the game's end comes first when it is nearer).
  int horizon = kMaxRounds;
  // How the end of a playout is scored (rollout.h).
  RewardOptions reward;

  bool operator==(const LookaheadOptions&) const = default;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_OPTIONS_H_
