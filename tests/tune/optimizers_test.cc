// SPSA and CMA-ES on functions whose optimum is known, with fixed seeds: the
// clean sphere and Rosenbrock, the same with noise, and a "match" objective
// that only says which of two vectors won.

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "common/core/rng.h"
#include "tools/tune/cmaes.h"
#include "tools/tune/space.h"
#include "tools/tune/spsa.h"

namespace gauntlet::tune {
namespace {

double Sphere(const std::vector<double>& x, const std::vector<double>& at) {
  double sum = 0;
  for (size_t i = 0; i < x.size(); ++i) sum += (x[i] - at[i]) * (x[i] - at[i]);
  return sum;
}

double Rosenbrock(const std::vector<double>& x) {
  double sum = 0;
  for (size_t i = 0; i + 1 < x.size(); ++i) {
    sum += 100 * std::pow(x[i + 1] - x[i] * x[i], 2) + std::pow(1 - x[i], 2);
  }
  return sum;
}

double Gauss(Rng& rng) {
  return std::sqrt(-2 * std::log(1 - rng.Unit())) *
         std::cos(2 * M_PI * rng.Unit());
}

double Distance(const std::vector<double>& x, const std::vector<double>& at) {
  return std::sqrt(Sphere(x, at));
}

SearchSpace Unbounded(int n) {
  return SearchSpace(
      std::vector<Dimension>(n, Dimension{"x", false, 0, -1e9, 1e9, 1}));
}

template <class Loss>
std::vector<double> Minimise(CmaEs& cma, int generations, Loss loss,
                             uint64_t seed) {
  for (int g = 0; g < generations; ++g) {
    const auto points = cma.Ask(DeriveSeed(seed, g));
    std::vector<double> losses;
    for (const auto& p : points) losses.push_back(loss(p));
    cma.Tell(points, losses);
  }
  return cma.mean();
}

TEST_CASE("CMA-ES finds the centre of a shifted sphere") {
  const std::vector<double> at = {3, -2, 1, 0.5, -4};
  CmaEs cma(std::vector<double>(5, 0.0), 1.0, 0);
  CHECK(cma.lambda() == 8);  // 4 + floor(3 ln 5)
  const auto mean = Minimise(
      cma, 200, [&](const std::vector<double>& x) { return Sphere(x, at); }, 7);
  CHECK(Distance(mean, at) < 1e-6);
}

TEST_CASE("CMA-ES follows Rosenbrock's curved valley to (1, 1, 1, 1)") {
  CmaEs cma(std::vector<double>(4, 0.0), 0.5, 0);
  const auto mean = Minimise(cma, 1500, Rosenbrock, 11);
  CHECK(Distance(mean, std::vector<double>(4, 1.0)) < 1e-4);
}

TEST_CASE("CMA-ES learns an ill-scaled problem's scales") {
  // Axes a thousand times apart in scale: only an adapted covariance
  // reaches the optimum in this budget.
  const auto loss = [](const std::vector<double>& x) {
    return 1e6 * x[0] * x[0] + x[1] * x[1] + 1e3 * x[2] * x[2];
  };
  CmaEs cma({1, 1, 1}, 1.0, 0);
  const auto mean = Minimise(cma, 400, loss, 3);
  CHECK(loss(mean) < 1e-8);
}

TEST_CASE("CMA-ES on a noisy sphere ends near the centre") {
  const std::vector<double> at = {2, -1, 3};
  Rng noise(5);
  CmaEs cma(std::vector<double>(3, 0.0), 1.0, 0);
  const auto mean = Minimise(
      cma, 300,
      [&](const std::vector<double>& x) {
        return Sphere(x, at) + 0.1 * Gauss(noise);
      },
      13);
  CHECK(Distance(mean, at) < 0.5);
}

TEST_CASE("CMA-ES state saved and restored continues the same run") {
  const std::vector<double> at = {1, 2};
  const auto loss = [&](const std::vector<double>& x) { return Sphere(x, at); };
  CmaEs whole({0, 0}, 1.0, 0);
  Minimise(whole, 20, loss, 9);
  CmaEs first({0, 0}, 1.0, 0);
  for (int g = 0; g < 10; ++g) {
    const auto points = first.Ask(DeriveSeed(9, g));
    std::vector<double> losses;
    for (const auto& p : points) losses.push_back(loss(p));
    first.Tell(points, losses);
  }
  // Through text, as a resumed run reads it.
  const auto saved = nlohmann::json::parse(first.Save().dump());
  CmaEs second({0, 0}, 1.0, 0);
  REQUIRE(second.Restore(saved));
  for (int g = 10; g < 20; ++g) {
    const auto points = second.Ask(DeriveSeed(9, g));
    std::vector<double> losses;
    for (const auto& p : points) losses.push_back(loss(p));
    second.Tell(points, losses);
  }
  CHECK(second.mean() == whole.mean());
  CHECK(second.sigma() == whole.sigma());
  CHECK(second.Save() == whole.Save());
}

TEST_CASE("SPSA climbs a noisy concave function to its top") {
  const std::vector<double> at = {3, -2, 1, 4};
  const SearchSpace space = Unbounded(4);
  SpsaConfig config;
  config.iterations = 2000;
  config.a = 0.5;
  Rng noise(17);
  std::vector<double> theta(4, 0.0);
  for (int k = 0; k < config.iterations; ++k) {
    const SpsaTrial trial = ProposeSpsa(space, config, 23, k, theta);
    const double plus = -Sphere(trial.plus, at) + Gauss(noise);
    const double minus = -Sphere(trial.minus, at) + Gauss(noise);
    theta = UpdateSpsa(space, config, theta, trial, 0.1 * (plus - minus));
  }
  CHECK(Distance(theta, at) < 0.3);
}

TEST_CASE("SPSA tunes from match outcomes alone") {
  // Each vector has a strength, highest at `at`; a game between two is won
  // by the stronger with the logistic probability of their difference, and
  // SPSA sees only the pair's result in {-1, -0.5, 0, 0.5, 1}.
  const std::vector<double> at = {2, -3, 1};
  const auto strength = [&](const std::vector<double>& x) {
    return -0.5 * Sphere(x, at);
  };
  const SearchSpace space = Unbounded(3);
  SpsaConfig config;
  config.iterations = 4000;
  Rng games(29);
  std::vector<double> theta(3, 0.0);
  for (int k = 0; k < config.iterations; ++k) {
    const SpsaTrial trial = ProposeSpsa(space, config, 31, k, theta);
    const double p =
        1 / (1 + std::exp(strength(trial.minus) - strength(trial.plus)));
    double result = 0;
    for (int game = 0; game < 2; ++game) {
      result += games.Chance(p) ? 0.5 : -0.5;
    }
    theta = UpdateSpsa(space, config, theta, trial, result);
  }
  CHECK(Distance(theta, at) < 1.0);
}

TEST_CASE(
    "SPSA's signal tells a parameter the games favour from ignored ones") {
  // Only coordinate 0 changes the strength: a pair's result leans its way,
  // and coordinates 1 and 2 see a coin. Coordinate 3's range is one value,
  // so it is never perturbed and never counts.
  const SearchSpace space({{"x0", false, 0, -100, 100, 1},
                           {"x1", false, 0, -100, 100, 1},
                           {"x2", false, 0, -100, 100, 1},
                           {"x3", false, 5, 5, 5, 1}});
  SpsaConfig config;
  config.iterations = 400;
  Rng games(41);
  SpsaSignal signal(4);
  const std::vector<double> theta(4, 0.0);
  for (int k = 0; k < config.iterations; ++k) {
    const SpsaTrial trial = ProposeSpsa(space, config, 43, k, theta);
    const double p =
        1 / (1 + std::exp(0.25 * (trial.minus[0] - trial.plus[0])));
    double result = 0;
    for (int game = 0; game < 2; ++game) {
      result += games.Chance(p) ? 0.5 : -0.5;
    }
    signal.Add(EffectiveSigns(trial), result);
  }
  // The vectors are 2 c_k steps apart (c_k from 1 down to 0.55), so the +
  // side of coordinate 0 wins 57-62% of games: z of some 5 after 400 pairs.
  CHECK(signal.Z(0) > 3);
  CHECK(std::abs(signal.Z(1)) < 2);
  CHECK(std::abs(signal.Z(2)) < 2);
  CHECK(signal.Z(3) == 0);
}

TEST_CASE("SPSA keeps every coordinate within the declared range") {
  const SearchSpace space(
      {{"a", true, 5, 0, 10, 1}, {"b", false, 0, -1, 1, 0.5}});
  SpsaConfig config;
  config.a = 50;
  std::vector<double> theta = {0, 0};
  for (int k = 0; k < 50; ++k) {
    const SpsaTrial trial = ProposeSpsa(space, config, 1, k, theta);
    for (int i = 0; i < 2; ++i) {
      CHECK(trial.plus[i] >= space.Lower(i));
      CHECK(trial.plus[i] <= space.Upper(i));
    }
    theta = UpdateSpsa(space, config, theta, trial, 1.0);
    CHECK(theta[0] >= -5);
    CHECK(theta[0] <= 5);
    CHECK(theta[1] >= -2);
    CHECK(theta[1] <= 2);
  }
}

TEST_CASE("SPSA's perturbations depend only on the seed and the iteration") {
  const SearchSpace space = Unbounded(6);
  SpsaConfig config;
  const std::vector<double> theta(6, 0.0);
  const SpsaTrial a = ProposeSpsa(space, config, 99, 12, theta);
  const SpsaTrial b = ProposeSpsa(space, config, 99, 12, theta);
  const SpsaTrial c = ProposeSpsa(space, config, 99, 13, theta);
  CHECK(a.delta == b.delta);
  CHECK(a.delta != c.delta);
  CHECK(config.GainA(0) == Approx(config.a));
  CHECK(config.GainC(0) == Approx(config.c));
  CHECK(config.GainA(50) < config.GainA(0));
}

}  // namespace
}  // namespace gauntlet::tune
