#include "bots/tetris/ladder.h"

#include <vector>

namespace gauntlet::tetris {

std::span<const Rung> PlacerLadder() {
  static const std::vector<Rung> kLadder = {
      {"baseline", {"ladder.random_share=1"}},
      {"baseline", {"ladder.random_share=0.25"}},
      {"baseline", {"ladder.random_share=0.1"}},
      {"baseline", {"ladder.random_share=0.07"}},
      {"baseline", {}},
      {"search", {"search.beam_width=1", "search.unseen_candidates=1"}},
      {"search", {"search.beam_width=2", "search.unseen_candidates=2"}},
      {"search", {"search.beam_width=4", "search.unseen_candidates=3"}},
      {"search", {"search.beam_width=12"}},
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
      {"adversarial", {"search.second_ply_candidates=1"}},
      {"adversarial", {"search.second_ply_candidates=1"}},
      {"adversarial", {"search.second_ply_candidates=2"}},
      {"adversarial", {"search.second_ply_candidates=2"}},
      {"adversarial", {}},
  };
  return kLadder;
}

}  // namespace gauntlet::tetris
