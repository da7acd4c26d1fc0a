#ifndef GAUNTLET_BOTS_TETRIS_PLACER_BENCH_H_
#define GAUNTLET_BOTS_TETRIS_PLACER_BENCH_H_

// The placer's own speed, without a referee or pipes: placements per second
// against uniformly random pieces (`tetris-placer --bench`). The same run in
// the built program and in its one-file bundle gives the same placements,
// score and board signature, and the speed ratio docs/contests.md reports.

#include <array>
#include <cstdint>

#include "bots/tetris/brains.h"

namespace gauntlet::tetris {

struct PlacerBenchResult {
  int placements = 0;
  int games = 0;      // a new game starts when a piece cannot spawn
  int64_t score = 0;  // points over all games
  // Placements that cleared 0..4 rows, and pieces bought: where the points
  // went (the bound is a 4-row clear for every 12 pieces).
  std::array<int, 5> clears{};
  int buys = 0;
  uint64_t signature = 0;  // a hash of every board after every placement
  double seconds = 0;      // the thread's CPU time
};

// `placements` placements of `brain`, the pieces drawn from `seed`. The
// brain is shown what a referee shows it: the score, the current and next
// pieces and the 30 visible rows.
PlacerBenchResult RunPlacerBench(PlacerBrain& brain, int placements,
                                 uint64_t seed);

inline constexpr int kPlacerBenchPlacements = 2000;

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_PLACER_BENCH_H_
