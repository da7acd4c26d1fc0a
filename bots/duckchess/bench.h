#ifndef GAUNTLET_BOTS_DUCKCHESS_BENCH_H_
#define GAUNTLET_BOTS_DUCKCHESS_BENCH_H_

// The search benchmark: a fixed set of positions searched to a fixed depth
// with cleared tables. The total node count is a regression signature: any
// change to move generation, ordering, pruning or evaluation changes it.

#include <cstdint>
#include <string>
#include <vector>

#include "bots/duckchess/strategy.h"
#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"

namespace gauntlet::duckchess {

// The start position and positions after a few seeded random plies.
std::vector<Position> BenchPositions();

struct BenchResult {
  uint64_t nodes = 0;
  double seconds = 0;
  std::vector<std::string> lines;  // one per position: text, move, score
};

// Searches every position to `depth` (in place of settings.max_depth).
BenchResult RunBench(const Weights& weights, int depth,
                     const SearchSettings& settings = {});

inline constexpr int kBenchDepth = 8;

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_BENCH_H_
