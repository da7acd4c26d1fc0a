#ifndef GAUNTLET_BOTS_TETRIS_LADDER_H_
#define GAUNTLET_BOTS_TETRIS_LADDER_H_

// The Tetris programs' ladders of strength (`--level 1..8`,
// docs/ladder.md); a side at rung N plays both programs at rung N.
// Placer: the Dellacherie baseline with a shrinking share of random
// placements (all of them at rung 1: the random mover), then the beam search
// with a growing beam. Sequencer: random pieces, then the adversary looking
// at more of the placer's best answers.

#include <span>

#include "common/core/ladder.h"

namespace gauntlet::tetris {

std::span<const Rung> PlacerLadder();
std::span<const Rung> SequencerLadder();

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_LADDER_H_
