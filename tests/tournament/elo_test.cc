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
  // One pair at 1.5 points and nine at 2: mean .975, variance .005625,
  // se .0237, upper end .975 + 1.96 * .0237 = 1.021 is past 1.
  CHECK(std::isinf(EstimateElo(Counts(0, 0, 0, 1, 9)).error95));
  CHECK(FormatElo(EstimateElo(Counts(0, 0, 0, 0, 0))) == "n/a");
  CHECK(FormatElo(EstimateElo(Counts(0, 1, 3, 4, 2))) == "+127.0 +- 116.1");
}

TEST_CASE("no interval and no LOS below ten pairs, nor +- 0.0 ever") {
  // One pair: one score, no spread; the old text was "-inf" or "+- 0.0".
  for (const Pentanomial& few :
       {Counts(0, 1, 0, 0, 0), Counts(0, 0, 1, 0, 0), Counts(0, 1, 3, 4, 1),
        Counts(0, 3, 0, 0, 0)}) {
    const EloEstimate estimate = EstimateElo(few);
    INFO(FormatElo(estimate));
    CHECK(estimate.pairs < kMinPairsForInterval);
    CHECK(std::isnan(estimate.error95));
    CHECK(FormatElo(estimate).ends_with(" +- n/a"));
    CHECK(FormatLos(estimate) == "LOS n/a");
  }
  CHECK(FormatElo(EstimateElo(Counts(0, 3, 0, 0, 0))) == "-190.8 +- n/a");
  // Ten pairs all alike: still no spread to measure.
  const EloEstimate alike = EstimateElo(Counts(0, 0, 10, 0, 0));
  CHECK(FormatElo(alike) == "+0.0 +- n/a");
  CHECK(FormatLos(alike) == "LOS 50.0%");
  CHECK(FormatLos(EstimateElo(Counts(0, 0, 0, 10, 0))) == "LOS 100.0%");
}

TEST_CASE("the likelihood of superiority by hand") {
  // Symmetric: mean 0.5, LOS exactly one half.
  CHECK(EstimateElo(Counts(1, 2, 4, 2, 1)).los == Approx(0.5));
  // Counts 0, 1, 3, 4, 2: mean .675, se .0711512 (above);
  // z = .175 / .0711512 = 2.459551, Phi(z) = 0.993044.
  const EloEstimate skewed = EstimateElo(Counts(0, 1, 3, 4, 2));
  CHECK(skewed.los == Approx(0.993044).epsilon(1e-5));
  CHECK(FormatLos(skewed) == "LOS 99.3%");
  CHECK(EstimateElo(Counts(0, 1, 3, 4, 2).Mirrored()).los ==
        Approx(1 - 0.993044).epsilon(1e-4));
}

TEST_CASE("SPRT log-likelihood ratio by hand") {
  // Counts n = 1, 2, 3, 5, 4 (N = 15) at pair scores x = 0, .25, .5, .75, 1.
  // elo0 = 0 -> s0 = 0.5; elo1 = 10 -> s1 = 1 / (1 + 10^(-1/40)) = 0.514387.
  // The best fit with mean s is p_k = (n_k/N) / (1 + lambda (x_k - s)) with
  // sum n_k (x_k - s) / (1 + lambda (x_k - s)) = 0. Solved by hand
  // (bisection in a separate script, residual < 1e-15):
  //   s0: lambda0 = 1.295154 -> p0 = .189167 .197177 .2 .251803 .161854
  //       (sum 1.000, mean .25*.197177 + .5*.2 + .75*.251803 + .161854 = .5)
  //   s1: lambda1 = 1.193661 -> p1 = .172713 .194815 .203495 .260164 .168813
  // LLR = sum n_k log(p1_k / p0_k)
  //     = 1 log(.172713/.189167) + 2 log(.194815/.197177)
  //       + 3 log(.203495/.2) + 5 log(.260164/.251803)
  //       + 4 log(.168813/.161854)
  //     = -.090999 - .024103 + .051972 + .163326 + .168388 = 0.268584
  //   (0.268598 with the p's unrounded).
  // Bounds: ln(0.05/0.95) = -2.944439, ln(0.95/0.05) = +2.944439.
  const SprtConfig config{0, 10, 0.05, 0.05};
  const SprtState state = EvaluateSprt(Counts(1, 2, 3, 5, 4), config);
  CHECK(state.llr == Approx(0.268598).epsilon(1e-5));
  CHECK(state.lower == Approx(-2.944439).epsilon(1e-6));
  CHECK(state.upper == Approx(2.944439).epsilon(1e-6));
  CHECK(state.decision == SprtDecision::kContinue);

  // Ten times the pairs: the same fits, ten times the LLR, 2.685977: still
  // short of the bound.
  CHECK(EvaluateSprt(Counts(10, 20, 30, 50, 40), config).llr ==
        Approx(2.685977).epsilon(1e-5));
  // Twelve times: 3.223172, past it.
  const SprtState more = EvaluateSprt(Counts(12, 24, 36, 60, 48), config);
  CHECK(more.llr == Approx(3.223172).epsilon(1e-5));
  CHECK(more.decision == SprtDecision::kAcceptH1);

  // The mirror image (4, 5, 3, 2, 1): lambda0 = -1.295154,
  // lambda1 = -1.394547, LLR = -0.290260; ten times that, -2.902598, is
  // not yet below -2.944439, twelve times (-3.483118) is.
  CHECK(EvaluateSprt(Counts(4, 5, 3, 2, 1), config).llr ==
        Approx(-0.290260).epsilon(1e-5));
  CHECK(EvaluateSprt(Counts(40, 50, 30, 20, 10), config).decision ==
        SprtDecision::kContinue);
  CHECK(EvaluateSprt(Counts(48, 60, 36, 24, 12), config).decision ==
        SprtDecision::kAcceptH0);
}

TEST_CASE("SPRT on a run of identical pairs") {
  // Only won pairs: the empty buckets weigh 0.001 each, and each pair adds
  // about log(s1 / s0). For elo0 = 0, elo1 = 200 (s1 = 0.759747) that is
  // 0.418890 for one pair, so 7 pairs (2.929162) are not enough and 8
  // (3.347539) are.
  const SprtConfig config{0, 200, 0.05, 0.05};
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 0), config).llr == 0);
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 1), config).llr ==
        Approx(0.418890).epsilon(1e-5));
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 7), config).decision ==
        SprtDecision::kContinue);
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 8), config).decision ==
        SprtDecision::kAcceptH1);
  CHECK(EvaluateSprt(Counts(0, 0, 0, 0, 8), config).llr ==
        Approx(3.347539).epsilon(1e-5));
  // A small Elo window needs far more evidence: 20 won pairs give only
  // 0.567419 between 0 and 10 Elo.
  CHECK(
      EvaluateSprt(Counts(0, 0, 0, 0, 20), SprtConfig{0, 10, 0.05, 0.05}).llr ==
      Approx(0.567419).epsilon(1e-5));
}

}  // namespace
}  // namespace gauntlet::tournament
