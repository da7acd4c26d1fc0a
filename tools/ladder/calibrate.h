#ifndef GAUNTLET_TOOLS_LADDER_CALIBRATE_H_
#define GAUNTLET_TOOLS_LADDER_CALIBRATE_H_

// Calibrating a game's ladder: the rungs play each other through the
// tournament (every game a `gauntlet match` child, resumable), and one
// rating fit over all the games puts them on one scale, the random mover
// (rung 1) at 0.
//
// Who meets whom: two-player games pair each rung with the next two (k with
// k+1 and k+2); four-player games play groups of four neighbouring rungs
// (1-4, 3-6, 5-8, ...); games with every player on one map play all rungs
// together. Every game's result counts as pairwise comparisons by rank.

#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/ladder/rating_fit.h"
#include "tools/registry/game.h"
#include "tools/tournament/records.h"
#include "tools/tournament/runner.h"
#include "tools/tournament/schedule.h"

namespace gauntlet::ladder {

struct CalibrationOptions {
  std::string dir;
  std::string bin_dir;  // where the bot programs are
  std::string referee;  // shell fragment, as the tournament's
  int games = 20;       // per pairing or group
  uint64_t seed = 1;
  int concurrency = 1;
  std::string match_flags;  // e.g. "--movetime 1000"
  std::ostream* progress = nullptr;
};

struct RungRating {
  int rung = 0;  // 1-based
  Rating rating;
  int games = 0;
};

struct Calibration {
  std::vector<RungRating> rungs;
  int games = 0;
};

// The number of rungs every role of `game` has (0: no ladder).
int LadderSize(const registry::Game& game);

// The ladder's entrant for rung `rung` (1-based): "L<rung>" running every
// role's program at that rung.
tournament::Bot RungBot(const registry::Game& game, const std::string& bin_dir,
                        int rung);

// The tournaments that calibrate `game`'s ladder, as (sub-directory, spec).
absl::StatusOr<std::vector<std::pair<std::string, tournament::TournamentSpec>>>
CalibrationPlan(const registry::Game& game, const CalibrationOptions& options);

// The pairwise comparisons of finished games, players by index in `names`
// (games with anyone else are skipped).
std::vector<PairResult> PairResults(
    const std::map<int, tournament::GameRecord>& records,
    const std::vector<std::string>& names);

// Plays what is missing of one small tournament and returns all its
// finished games; a game left without a result is an error (running again
// plays it).
absl::StatusOr<std::map<int, tournament::GameRecord>> PlayMissing(
    const tournament::TournamentSpec& spec, const tournament::RunOptions& run);

// Plays what is missing of the plan and fits the ratings.
absl::StatusOr<Calibration> Calibrate(const registry::Game& game,
                                      const CalibrationOptions& options);

// The table for docs/ladder.md.
std::string FormatCalibration(const registry::Game& game,
                              const Calibration& calibration);

}  // namespace gauntlet::ladder

#endif  // GAUNTLET_TOOLS_LADDER_CALIBRATE_H_
