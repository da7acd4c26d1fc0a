#include "tools/tournament/elo.h"

#include <cmath>
#include <cstdio>
#include <limits>

namespace gauntlet::tournament {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
// Two-sided 95%: the standard normal quantile at 0.975.
constexpr double kZ95 = 1.959963984540054;

std::string Signed(double value) {
  if (std::isinf(value)) return value > 0 ? "+inf" : "-inf";
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
  const double low = moments.mean - kZ95 * standard_error;
  const double high = moments.mean + kZ95 * standard_error;
  estimate.error95 = (low <= 0 || high >= 1)
                         ? kInf
                         : (EloFromScore(high) - EloFromScore(low)) / 2;
  return estimate;
}

SprtState EvaluateSprt(const Pentanomial& pairs, const SprtConfig& config) {
  SprtState state;
  state.lower = std::log(config.beta / (1 - config.alpha));
  state.upper = std::log((1 - config.beta) / config.alpha);
  const int64_t n = pairs.Pairs();
  if (n == 0) return state;
  // A pentanomial bucket nobody has hit yet gets a tiny weight, so a run of
  // identical pairs still has a (small) spread and the test can end.
  std::array<double, 5> weights{};
  double total = 0;
  for (int k = 0; k < 5; ++k) {
    weights[k] =
        pairs.counts[k] == 0 ? 1e-3 : static_cast<double>(pairs.counts[k]);
    total += weights[k];
  }
  double mean = 0;
  for (int k = 0; k < 5; ++k) mean += weights[k] * (k / 4.0);
  mean /= total;
  double variance = 0;
  for (int k = 0; k < 5; ++k) {
    variance += weights[k] * (k / 4.0 - mean) * (k / 4.0 - mean);
  }
  variance /= total;
  // Generalised SPRT with the pair score x taken as normal with the observed
  // variance s2. For H1: mean s1 against H0: mean s0,
  //   log L1/L0 = sum_i [(x_i - s0)^2 - (x_i - s1)^2] / (2 s2)
  //             = N (s1 - s0) (2 mean - s0 - s1) / (2 s2).
  const double s0 = ScoreFromElo(config.elo0);
  const double s1 = ScoreFromElo(config.elo1);
  state.llr = static_cast<double>(n) * (s1 - s0) * (2 * mean - s0 - s1) /
              (2 * variance);
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
  if (std::isinf(estimate.error95)) return text + " +- inf";
  char error[32];
  std::snprintf(error, sizeof error, " +- %.1f", estimate.error95);
  return text + error;
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
