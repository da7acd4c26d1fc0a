#ifndef GAUNTLET_TOOLS_LADDER_RATE_H_
#define GAUNTLET_TOOLS_LADDER_RATE_H_

// Rating a program on a calibrated ladder: it plays batches of games against
// the rung nearest its rating so far (against copies of that rung where the
// game seats four or more), and its rating is fitted against the rungs'
// ratings, which stay fixed. Batches near the level where it breaks even
// say the most about it, so that is where the games go. Each batch is a
// small tournament in DIR/step-<n>-L<rung>: a run killed and started again
// makes the same choices and plays only what is missing.

#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/ladder/rating_fit.h"
#include "tools/registry/game.h"

namespace gauntlet::ladder {

struct RateOptions {
  std::string dir;
  std::string bin_dir;
  std::string referee;
  std::string player;  // the program's command (a Tetris side: P | S)
  std::vector<double> ladder_elo;  // the rungs' ratings, rung 1 first
  int games = 40;                  // in all, whole batches
  int batch = 4;                   // games per step
  uint64_t seed = 1;
  int concurrency = 1;
  std::string match_flags;
  std::ostream* progress = nullptr;
};

struct RateResult {
  Rating rating;
  int games = 0;
  int nearest_rung = 0;  // 1-based: the rung rated closest
  std::vector<int> games_per_rung;
};

absl::StatusOr<RateResult> Rate(const registry::Game& game,
                                const RateOptions& options);

}  // namespace gauntlet::ladder

#endif  // GAUNTLET_TOOLS_LADDER_RATE_H_
