#ifndef GAUNTLET_BOTS_TETRIS_BASELINE_H_
#define GAUNTLET_BOTS_TETRIS_BASELINE_H_

// Yardsticks: a Dellacherie-style one-piece placer (landing height, eroded
// piece cells, row and column transitions, holes, wells with the classic
// weights -1, 1, -1, -1, -4, -1; never buys) and a uniform random sequencer.

#include <cstdint>
#include <string>
#include <vector>

#include "bots/tetris/brains.h"
#include "common/core/rng.h"
#include "common/tetris/reach.h"

namespace gauntlet::tetris {

// With `random_share` > 0 (the ladder's lowest rungs) that share of its
// placements is chosen uniformly among the reachable ones instead.
class DellacheriePlacer : public PlacerBrain {
 public:
  DellacheriePlacer() = default;
  DellacheriePlacer(double random_share, uint64_t seed)
      : random_share_(random_share), rng_(seed) {}
  // The best placement of `piece` by the six features.
  Position Choose(const Board& board, Piece piece);
  std::string Respond(const PlacerInput& input) override;

 private:
  Reacher reacher_;
  std::vector<Position> scratch_;
  std::optional<Board> model_;
  double random_share_ = 0;
  Rng rng_{1};
};

class RandomSequencer : public SequencerBrain {
 public:
  explicit RandomSequencer(uint64_t seed) : rng_(seed) {}
  std::string Respond(const SequencerInput& input) override;

 private:
  Rng rng_;
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_BASELINE_H_
