#ifndef GAUNTLET_TOOLS_LADDER_RATING_FIT_H_
#define GAUNTLET_TOOLS_LADDER_RATING_FIT_H_

// Ratings on the Elo scale from pairwise results (the Bradley-Terry model:
// P(a beats b) = 1 / (1 + 10^((Rb - Ra) / 400)), a draw half a win), fitted
// by maximum likelihood with Newton's method; the 95% intervals come from
// the inverse of the likelihood's curvature.

#include <span>
#include <vector>

namespace gauntlet::ladder {

// One comparison: `score` is a's (1 win, 0.5 draw, 0 loss); `weight` what
// it counts for (a four-player game gives each pair 1/3, so each player's
// game weighs one game in all).
struct PairResult {
  int a = 0;
  int b = 0;
  double score = 0.5;
  double weight = 1;
};

struct Rating {
  double elo = 0;
  double error95 = 0;  // half-width of the 95% interval; 0 for the anchor
};

// Ratings of `players` players with player `anchor` fixed at 0. Every
// player also draws `prior_games` virtual games with the next one, so a
// player who lost every game still gets a finite rating.
std::vector<Rating> FitRatings(int players, std::span<const PairResult> results,
                               int anchor, double prior_games = 1);

// One new player's rating (index -1 in `results`'s `a`) against players of
// known ratings `known` (`b` indexes it), with `prior_games` virtual draws
// spread over the lowest and highest known players.
Rating FitOne(std::span<const PairResult> results,
              std::span<const double> known, double prior_games = 0.5);

}  // namespace gauntlet::ladder

#endif  // GAUNTLET_TOOLS_LADDER_RATING_FIT_H_
