#include "tools/tournament/elo.h"

#include <catch2/catch.hpp>
#include <cmath>

namespace gauntlet::tournament {
namespace {

Pentanomial Counts(int64_t a, int64_t b, int64_t c, int64_t d, int64_t e) {
  Pentanomial p;
  p.counts = {a, b, c, d, e};
  return p;
}

TEST_CASE("the logistic Elo curve") {
  CHECK(ScoreFromElo(0) == Approx(0.5));
  // 400 Elo = odds of 10:1.
  CHECK(ScoreFromElo(400) == Approx(10.0 / 11.0));
  CHECK(EloFromScore(10.0 / 11.0) == Approx(400));
  CHECK(EloFromScore(0.75) == Approx(-400 * std::log10(1 / 0.75 - 1)));
  CHECK(std::isinf(EloFromScore(1)));
  CHECK(EloFromScore(0) < 0);
}

TEST_CASE("Elo and error bars from a symmetric pentanomial") {
  // Pairs scoring 0, 1/2, 1, 3/2, 2 points: 1, 2, 4, 2, 1 times (N = 10).
  // Per-game pair scores x = 0, .25, .5, .75, 1; mean = 5/10 = 0.5 -> 0 Elo.
  // variance = (1*.25 + 2*.0625 + 0 + 2*.0625 + 1*.25) / 10 = 0.075
  // se = sqrt(0.075 / 10) = 0.0866025
  // 95%: 0.5 +- 1.959964 * 0.0866025 = [0.330262, 0.669738]
  // Elo(0.669738) = -400 log10(1/0.669738 - 1) = -400 log10(0.493113)
  //               = 122.818, and by symmetry Elo(0.330262) = -122.818,
  // so the half-width is 122.818.
  const EloEstimate estimate = EstimateElo(Counts(1, 2, 4, 2, 1));
  CHECK(estimate.pairs == 10);
  CHECK(estimate.score == Approx(0.5));
  CHECK(estimate.elo == Approx(0).margin(1e-9));
  CHECK(estimate.error95 == Approx(122.818).epsilon(1e-5));
}

TEST_CASE("Elo and error bars from a skewed pentanomial") {
  // Counts 0, 1, 3, 4, 2 (N = 10).
  // mean = (1*.25 + 3*.5 + 4*.75 + 2*1) / 10 = 6.75 / 10 = 0.675
  // Elo = -400 log10(1/0.675 - 1) = -400 log10(0.481481) = 126.968
  // variance = (1*.425^2 + 3*.175^2 + 4*.075^2 + 2*.325^2) / 10
  //          = (0.180625 + 0.091875 + 0.0225 + 0.21125) / 10 = 0.050625
  // se = sqrt(0.0050625) = 0.0711512; 1.959964 * se = 0.139454
  // interval [0.535546, 0.814454] -> Elo [24.742, 256.966]
  // half-width = (256.966 - 24.742) / 2 = 116.112
  const EloEstimate estimate = EstimateElo(Counts(0, 1, 3, 4, 2));
  CHECK(estimate.score == Approx(0.675));
  CHECK(estimate.elo == Approx(126.968).epsilon(1e-5));
  CHECK(estimate.error95 == Approx(116.112).epsilon(1e-5));
  // The other side sees the mirror image.
  const EloEstimate mirrored = EstimateElo(Counts(0, 1, 3, 4, 2).Mirrored());
  CHECK(mirrored.elo == Approx(-126.968).epsilon(1e-5));
  CHECK(mirrored.error95 == Approx(116.112).epsilon(1e-5));
}

TEST_CASE("extreme results have infinite Elo or error") {
  const EloEstimate all_won = EstimateElo(Counts(0, 0, 0, 0, 3));
  CHECK(std::isinf(all_won.elo));
  CHECK(all_won.elo > 0);
  CHECK(FormatElo(all_won) == "+inf");
  // Two pairs at 1.5 and 2 points: mean .875, variance .015625, se .0884,
  // upper end .875 + 1.96 * .0884 = 1.048 is past 1.
  CHECK(std::isinf(EstimateElo(Counts(0, 0, 0, 1, 1)).error95));
  CHECK(FormatElo(EstimateElo(Counts(0, 0, 0, 0, 0))) == "n/a");
  CHECK(FormatElo(EstimateElo(Counts(0, 1, 3, 4, 2))) == "+127.0 +- 116.1");
}

TEST_CASE("SPRT log-likelihood ratio by hand") {
  // Counts 1, 2, 3, 5, 4 (N = 15): sum of x = .5 + 1.5 + 3.75 + 4 = 9.75,
  // mean = 0.65. Deviations -.65 -.4 -.15 .1 .35, squared .4225 .16 .0225
  // .01 .1225; weighted sum = .4225 + .32 + .0675 + .05 + .49 = 1.35,
  // variance = 1.35 / 15 = 0.09.
  // elo0 = 0 -> s0 = 0.5; elo1 = 10 -> s1 = 1 / (1 + 10^(-1/40)) = 0.514387.
  // LLR = N (s1 - s0)(2 mean - s0 - s1) / (2 var)
  //     = 15 * 0.0143872 * (1.3 - 1.0143872) / 0.18 = 0.342430.
  // Bounds: ln(0.05/0.95) = -2.944439, ln(0.95/0.05) = +2.944439.
  const SprtConfig config{0, 10, 0.05, 0.05};
  const SprtState state = EvaluateSprt(Counts(1, 2, 3, 5, 4), config);
  CHECK(state.llr == Approx(0.342430).epsilon(1e-5));
  CHECK(state.lower == Approx(-2.944439).epsilon(1e-6));
  CHECK(state.upper == Approx(2.944439).epsilon(1e-6));
  CHECK(state.decision == SprtDecision::kContinue);

  // Ten times the pairs, same proportions: LLR scales with N to 3.42430,
  // past the upper bound.
  const SprtState more = EvaluateSprt(Counts(10, 20, 30, 50, 40), config);
  CHECK(more.llr == Approx(3.42430).epsilon(1e-5));
  CHECK(more.decision == SprtDecision::kAcceptH1);

  // The mirror (mean 0.35, same variance):
  // 15 * 0.0143872 * (0.7 - 1.0143872) / 0.18 = -0.376929; times ten is
  // -3.76929, below the lower bound.
  CHECK(EvaluateSprt(Counts(4, 5, 3, 2, 1), config).llr ==
        Approx(-0.376929).epsilon(1e-5));
  CHECK(EvaluateSprt(Counts(40, 50, 30, 20, 10), config).decision ==
        SprtDecision::kAcceptH0);
}

TEST_CASE("SPRT ends a run of identical pairs") {
  // No spread at all: empty buckets get weight 1e-3, so the variance is
  // tiny but positive and a strong run decides quickly.
  const SprtConfig config{0, 10, 0.05, 0.05};
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 0), config).llr == 0);
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 20), config).decision ==
        SprtDecision::kAcceptH1);
  CHECK(EvaluateSprt(Counts(20, 0, 0, 0, 0), config).decision ==
        SprtDecision::kAcceptH0);
}

}  // namespace
}  // namespace gauntlet::tournament
