#include "tools/ladder/rating_fit.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "common/core/rng.h"

namespace gauntlet::ladder {
namespace {

// Games between players of known ratings, drawn with a seeded generator.
void Play(Rng& rng, int a, int b, double elo_a, double elo_b, int games,
          std::vector<PairResult>& results) {
  const double p = 1 / (1 + std::pow(10.0, (elo_b - elo_a) / 400));
  for (int g = 0; g < games; ++g) {
    const double u = static_cast<double>(rng.Below(1 << 20)) / (1 << 20);
    results.push_back({a, b, u < p ? 1.0 : 0.0, 1});
  }
}

TEST_CASE("ratings fitted from simulated games land near the true ones") {
  const std::vector<double> truth = {0, 150, 400, 500, 800};
  Rng rng(7);
  std::vector<PairResult> results;
  for (int k = 0; k + 1 < 5; ++k) {
    Play(rng, k, k + 1, truth[k], truth[k + 1], 400, results);
    if (k + 2 < 5) Play(rng, k, k + 2, truth[k], truth[k + 2], 400, results);
  }
  const std::vector<Rating> fit = FitRatings(5, results, 0);
  CHECK(fit[0].elo == 0);
  CHECK(fit[0].error95 == 0);
  for (int k = 1; k < 5; ++k) {
    INFO("player " << k << ": " << fit[k].elo << " +- " << fit[k].error95);
    CHECK(fit[k].error95 > 10);
    CHECK(fit[k].error95 < 120);
    CHECK(std::abs(fit[k].elo - truth[k]) < fit[k].error95);
  }
}

TEST_CASE("a player who lost every game still gets a finite rating") {
  std::vector<PairResult> results;
  for (int g = 0; g < 20; ++g) results.push_back({0, 1, 0.0, 1});
  const std::vector<Rating> fit = FitRatings(2, results, 0);
  CHECK(std::isfinite(fit[1].elo));
  CHECK(fit[1].elo > 300);
}

TEST_CASE("four-player comparisons weigh a third each") {
  // The same record, once as whole games and once as three thirds each:
  // the ratings agree and so do their intervals.
  std::vector<PairResult> whole, thirds;
  for (int g = 0; g < 30; ++g) {
    whole.push_back({0, 1, g % 3 == 0 ? 1.0 : 0.0, 1});
    for (int t = 0; t < 3; ++t) {
      thirds.push_back({0, 1, g % 3 == 0 ? 1.0 : 0.0, 1.0 / 3});
    }
  }
  const auto a = FitRatings(2, whole, 0);
  const auto b = FitRatings(2, thirds, 0);
  CHECK(a[1].elo == Approx(b[1].elo).margin(1e-6));
  CHECK(a[1].error95 == Approx(b[1].error95).margin(1e-6));
}

TEST_CASE("one player's rating against a fixed ladder") {
  const std::vector<double> ladder = {0, 200, 400, 600, 800};
  Rng rng(11);
  std::vector<PairResult> results;
  for (int k = 1; k <= 3; ++k) {
    std::vector<PairResult> games;
    Play(rng, -1, k, 450, ladder[k], 200, games);
    results.insert(results.end(), games.begin(), games.end());
  }
  const Rating r = FitOne(results, ladder);
  INFO(r.elo << " +- " << r.error95);
  CHECK(std::abs(r.elo - 450) < r.error95);
  CHECK(r.error95 < 60);
}

}  // namespace
}  // namespace gauntlet::ladder
