#ifndef GAUNTLET_TOOLS_TOURNAMENT_ELO_H_
#define GAUNTLET_TOOLS_TOURNAMENT_ELO_H_

// Elo and the sequential probability ratio test from game pairs.
//
// Two games from one seed with colours swapped form a pair; the pair is the
// sample, because the two games are correlated (an opening good for red is
// good for whoever is red). A pair scores 0, 1/2, 1, 3/2 or 2 points for one
// side: the pentanomial distribution. Working per pair (rather than per
// game) takes that correlation into account, as fishtest and fastchess do.

#include <array>
#include <cstdint>
#include <string>

namespace gauntlet::tournament {

// counts[k]: pairs in which the side scored k/2 points (k = 0..4).
struct Pentanomial {
  std::array<int64_t, 5> counts{};
  int64_t Pairs() const;
  void Add(const Pentanomial& other);
  Pentanomial Mirrored() const;  // the other side's view
};

// The logistic Elo model: expected score of a side `elo` points stronger.
double ScoreFromElo(double elo);
double EloFromScore(double score);  // +-infinity at 1 and 0

// Below this many pairs the normal approximation behind an interval says
// nothing (one pair has no spread at all: "+- 0.0"), so none is given.
inline constexpr int64_t kMinPairsForInterval = 10;

struct EloEstimate {
  int64_t pairs = 0;
  double score = 0.5;  // mean score per game
  double elo = 0;      // +-infinity when every pair was won or lost
  // Half-width of the 95% interval, in Elo; may be inf; NaN (undefined)
  // below kMinPairsForInterval pairs or when every pair scored alike.
  double error95 = 0;
  // Likelihood of superiority: the chance that the side is the stronger,
  // from the normal approximation of its mean score; NaN below
  // kMinPairsForInterval pairs.
  double los = 0.5;
};

// Mean and variance of the per-game score of a pair (x = k/4).
struct PairMoments {
  double mean = 0.5;
  double variance = 0;
};
PairMoments MomentsOf(const Pentanomial& pairs);

EloEstimate EstimateElo(const Pentanomial& pairs);

struct SprtConfig {
  double elo0 = 0;
  double elo1 = 5;
  double alpha = 0.05;
  double beta = 0.05;
};

enum class SprtDecision { kContinue, kAcceptH0, kAcceptH1 };

struct SprtState {
  double llr = 0;
  double lower = 0;  // accept H0 at or below
  double upper = 0;  // accept H1 at or above
  SprtDecision decision = SprtDecision::kContinue;
};

SprtState EvaluateSprt(const Pentanomial& pairs, const SprtConfig& config);

// "-4.1 +- 12.0" style text for an estimate; "+inf" etc. at the extremes,
// "-190.8 +- n/a" when the interval is undefined.
std::string FormatElo(const EloEstimate& estimate);
// "LOS 97.5%", or "LOS n/a" when undefined.
std::string FormatLos(const EloEstimate& estimate);
std::string FormatSprt(const SprtState& state, const SprtConfig& config);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_ELO_H_
