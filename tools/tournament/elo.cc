#include "tools/tournament/elo.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace gauntlet::tournament {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// Two-sided 95%: the standard normal quantile at 0.975.
constexpr double kZ95 = 1.959963984540054;

std::string Signed(double value) {
  if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
  // EloFromScore(0.5) is -0: an even score is "+0.0".
  if (value == 0) value = 0;
  char text[32];
  std::snprintf(text, sizeof text, "%+.1f", value);
  return text;
}

}  // namespace

int64_t Pentanomial::Pairs() const {
  int64_t total = 0;
  for (int64_t count : counts) total += count;
  return total;
}

void Pentanomial::Add(const Pentanomial& other) {
  for (int k = 0; k < 5; ++k) counts[k] += other.counts[k];
}

Pentanomial Pentanomial::Mirrored() const {
  Pentanomial mirrored;
  for (int k = 0; k < 5; ++k) mirrored.counts[4 - k] = counts[k];
  return mirrored;
}

double ScoreFromElo(double elo) {
  return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

double EloFromScore(double score) {
  if (score <= 0) return -kInf;
  if (score >= 1) return kInf;
  return -400.0 * std::log10(1.0 / score - 1.0);
}

PairMoments MomentsOf(const Pentanomial& pairs) {
  PairMoments moments;
  const double n = static_cast<double>(pairs.Pairs());
  if (n == 0) return moments;
  double mean = 0;
  for (int k = 0; k < 5; ++k) mean += pairs.counts[k] * (k / 4.0);
  mean /= n;
  double variance = 0;
  for (int k = 0; k < 5; ++k) {
    const double deviation = k / 4.0 - mean;
    variance += pairs.counts[k] * deviation * deviation;
  }
  moments.mean = mean;
  moments.variance = variance / n;
  return moments;
}

EloEstimate EstimateElo(const Pentanomial& pairs) {
  EloEstimate estimate;
  estimate.pairs = pairs.Pairs();
  if (estimate.pairs == 0) {
    estimate.error95 = kInf;
    return estimate;
  }
  const PairMoments moments = MomentsOf(pairs);
  estimate.score = moments.mean;
  estimate.elo = EloFromScore(moments.mean);
  // The interval is taken on the score (where the normal approximation
  // holds) and mapped through the Elo curve; its half-width is reported.
  const double standard_error =
      std::sqrt(moments.variance / static_cast<double>(estimate.pairs));
  if (estimate.pairs < kMinPairsForInterval) {
    estimate.error95 = kNaN;
    estimate.los = kNaN;
    return estimate;
  }
  const double excess = moments.mean - 0.5;
  estimate.los =
      standard_error > 0
          ? 0.5 * std::erfc(-excess / (standard_error * std::sqrt(2.0)))
      : excess > 0 ? 1.0
      : excess < 0 ? 0.0
                   : 0.5;
  if (standard_error == 0) {
    // Every pair alike: no spread to measure, not a certain result.
    estimate.error95 = kNaN;
    return estimate;
  }
  const double low = moments.mean - kZ95 * standard_error;
  const double high = moments.mean + kZ95 * standard_error;
  estimate.error95 = (low <= 0 || high >= 1)
                         ? kInf
                         : (EloFromScore(high) - EloFromScore(low)) / 2;
  return estimate;
}

namespace {

// The multinomial over the five pair scores x_k = k/4 that best explains
// the counts n_k while having mean s (its maximum-likelihood fit under that
// one constraint). Maximising sum n_k log p_k with sum p_k = 1 and
// sum p_k (x_k - s) = 0 by Lagrange multipliers gives
//   p_k = (n_k / N) / (1 + lambda (x_k - s)),
// where lambda solves f(lambda) = sum n_k (x_k - s) / (1 + lambda (x_k - s))
// = 0. f falls strictly from +inf to -inf over the lambda that keep every
// p_k positive, (-1/(1-s), 1/s) when both ends x = 0 and x = 1 have counts,
// so bisection finds its only root.
double SolveLambda(const std::array<double, 5>& counts, double s) {
  double low = -1 / (1 - s);
  double high = 1 / s;
  for (int step = 0; step < 200; ++step) {
    const double middle = (low + high) / 2;
    double f = 0;
    for (int k = 0; k < 5; ++k) {
      const double d = k / 4.0 - s;
      f += counts[k] * d / (1 + middle * d);
    }
    (f > 0 ? low : high) = middle;
  }
  return (low + high) / 2;
}

}  // namespace

SprtState EvaluateSprt(const Pentanomial& pairs, const SprtConfig& config) {
  SprtState state;
  state.lower = std::log(config.beta / (1 - config.alpha));
  state.upper = std::log((1 - config.beta) / config.alpha);
  if (pairs.Pairs() == 0) return state;
  // A bucket nobody has hit yet weighs 0.001 pairs: every mean in (0, 1)
  // then has a fit, and a short run of identical pairs does not look like
  // certainty.
  std::array<double, 5> counts{};
  for (int k = 0; k < 5; ++k) {
    counts[k] =
        pairs.counts[k] == 0 ? 1e-3 : static_cast<double>(pairs.counts[k]);
  }
  // Generalised SPRT: the log-likelihood ratio of the best fits with mean
  // s1 (H1: elo1) and mean s0 (H0: elo0),
  //   LLR = sum n_k log(p1_k / p0_k)
  //       = sum n_k [log(1 + lambda0 (x_k - s0)) - log(1 + lambda1 (x_k -
  //       s1))].
  const double s0 = ScoreFromElo(config.elo0);
  const double s1 = ScoreFromElo(config.elo1);
  const double lambda0 = SolveLambda(counts, s0);
  const double lambda1 = SolveLambda(counts, s1);
  for (int k = 0; k < 5; ++k) {
    const double x = k / 4.0;
    state.llr += counts[k] * (std::log1p(lambda0 * (x - s0)) -
                              std::log1p(lambda1 * (x - s1)));
  }
  if (state.llr >= state.upper) {
    state.decision = SprtDecision::kAcceptH1;
  } else if (state.llr <= state.lower) {
    state.decision = SprtDecision::kAcceptH0;
  }
  return state;
}

std::string FormatElo(const EloEstimate& estimate) {
  if (estimate.pairs == 0) return "n/a";
  std::string text = Signed(estimate.elo);
  if (std::isinf(estimate.elo)) return text;
  if (std::isnan(estimate.error95)) return text + " +- n/a";
  if (std::isinf(estimate.error95)) return text + " +- inf";
  char error[32];
  std::snprintf(error, sizeof error, " +- %.1f", estimate.error95);
  return text + error;
}

std::string FormatLos(const EloEstimate& estimate) {
  if (estimate.pairs == 0 || std::isnan(estimate.los)) return "LOS n/a";
  char text[32];
  std::snprintf(text, sizeof text, "LOS %.1f%%", 100 * estimate.los);
  return text;
}

std::string FormatSprt(const SprtState& state, const SprtConfig& config) {
  char text[200];
  const char* verdict =
      state.decision == SprtDecision::kAcceptH1   ? "H1 accepted"
      : state.decision == SprtDecision::kAcceptH0 ? "H0 accepted"
                                                  : "undecided";
  std::snprintf(text, sizeof text,
                "SPRT elo0=%g elo1=%g alpha=%g beta=%g: LLR %.2f [%.2f, %.2f] "
                "%s",
                config.elo0, config.elo1, config.alpha, config.beta, state.llr,
                state.lower, state.upper, verdict);
  return text;
}

}  // namespace gauntlet::tournament
