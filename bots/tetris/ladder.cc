#include "bots/tetris/ladder.h"

#include <vector>

namespace gauntlet::tetris {

std::span<const Rung> PlacerLadder() {
  // Every step is a sweep over 1,000 rounds (docs/ladder.md); beam widths
  // from 2 up to the full 48 rated level with each other in a duel, so the
  // search has two rungs.
  static const std::vector<Rung> kLadder = {
      {"baseline", {"ladder.random_share=1"}},
      {"baseline", {"ladder.random_share=0.5"}},
      {"baseline", {"ladder.random_share=0.25"}},
      {"baseline", {"ladder.random_share=0.1"}},
      {"baseline", {"ladder.random_share=0.07"}},
      {"baseline", {}},
      {"search", {"search.beam_width=1", "search.unseen_candidates=1"}},
      {"search", {}},
  };
  return kLadder;
}

std::span<const Rung> SequencerLadder() {
  static const std::vector<Rung> kLadder = {
      {"random", {}},
      {"random", {}},
      {"random", {}},
      {"random", {}},
      {"random", {}},
      {"random", {}},
      {"adversarial", {"search.second_ply_candidates=1"}},
      {"adversarial", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::tetris
