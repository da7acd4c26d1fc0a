#include "tools/ladder/rate.h"

#include <cmath>
#include <filesystem>

#include "absl/strings/str_format.h"
#include "common/core/status_macros.h"
#include "tools/ladder/calibrate.h"
#include "tools/tournament/records.h"
#include "tools/tournament/runner.h"
#include "tools/tournament/schedule.h"

namespace gauntlet::ladder {
namespace {

constexpr char kPlayerName[] = "player";

int Nearest(const std::vector<double>& elo, double rating) {
  int best = 0;
  for (int k = 1; k < static_cast<int>(elo.size()); ++k) {
    if (std::abs(elo[k] - rating) < std::abs(elo[best] - rating)) best = k;
  }
  return best;
}

// How many copies of the rung sit at the table with the player.
int Opponents(const registry::Game& game) {
  return game.seating == registry::Seating::kTwoPlayer ? 1 : 3;
}

}  // namespace

absl::StatusOr<RateResult> Rate(const registry::Game& game,
                                const RateOptions& options) {
  const int rungs = static_cast<int>(options.ladder_elo.size());
  if (rungs < 2) {
    return absl::FailedPreconditionError("the ladder has no ratings");
  }
  if (rungs != LadderSize(game)) {
    // A table from an older ladder would rate against the wrong rungs.
    return absl::FailedPreconditionError(absl::StrFormat(
        "the ratings have %d rungs, %s's ladder has %d; calibrate it again",
        rungs, game.name, LadderSize(game)));
  }
  RateResult result;
  result.games_per_rung.assign(rungs, 0);
  std::vector<PairResult> results;
  int rung = rungs / 2;  // 0-based; the middle first
  for (int step = 0; result.games < options.games; ++step) {
    tournament::TournamentSpec spec;
    spec.game = std::string(game.name);
    spec.format = tournament::Format::kGauntlet;
    spec.games = options.batch;
    spec.seed = options.seed + static_cast<uint64_t>(step);
    spec.match_flags = options.match_flags;
    spec.bots.push_back({kPlayerName, options.player});
    const tournament::Bot rung_bot = RungBot(game, options.bin_dir, rung + 1);
    const int copies = Opponents(game);
    std::vector<std::string> names = {kPlayerName};
    for (int c = 0; c < copies; ++c) {
      tournament::Bot copy = rung_bot;
      if (copies > 1) copy.name += static_cast<char>('a' + c);
      names.push_back(copy.name);
      spec.bots.push_back(copy);
    }
    tournament::RunOptions run;
    run.dir = (std::filesystem::path(options.dir) /
               absl::StrFormat("step-%d-%s", step + 1, rung_bot.name))
                  .string();
    run.referee = options.referee;
    run.concurrency = options.concurrency;
    run.errors = options.progress;
    GAUNTLET_ASSIGN_OR_RETURN(auto records, PlayMissing(spec, run));
    for (const PairResult& r : PairResults(records, names)) {
      // Only the player's own comparisons: copies against copies say
      // nothing about it.
      if (r.a == 0 && r.b != 0)
        results.push_back({-1, rung, r.score, r.weight});
      if (r.b == 0 && r.a != 0) {
        results.push_back({-1, rung, 1 - r.score, r.weight});
      }
    }
    const int played = static_cast<int>(records.size());
    result.games += played;
    result.games_per_rung[rung] += played;
    result.rating = FitOne(results, options.ladder_elo);
    if (options.progress != nullptr) {
      *options.progress << absl::StrFormat(
          "gauntlet rate: step %d against L%d, %d games: %.0f +- %.0f\n",
          step + 1, rung + 1, result.games, result.rating.elo,
          result.rating.error95);
    }
    if (played == 0) break;
    rung = Nearest(options.ladder_elo, result.rating.elo);
  }
  result.nearest_rung = Nearest(options.ladder_elo, result.rating.elo) + 1;
  return result;
}

}  // namespace gauntlet::ladder
