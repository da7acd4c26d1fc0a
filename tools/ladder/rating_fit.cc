#include "tools/ladder/rating_fit.h"

#include <algorithm>
#include <cmath>

namespace gauntlet::ladder {
namespace {

// d/dR of the logistic on the Elo scale.
constexpr double kScale = 0.0057564627324851142;  // ln(10) / 400

double Expected(double diff) { return 1 / (1 + std::exp(-kScale * diff)); }

// Solves m x = v in place (m n×n, row-major) by Gaussian elimination with
// partial pivoting; m is left as garbage. Returns false when singular.
bool Solve(std::vector<double>& m, std::vector<double>& v, int n) {
  for (int c = 0; c < n; ++c) {
    int pivot = c;
    for (int r = c + 1; r < n; ++r) {
      if (std::abs(m[r * n + c]) > std::abs(m[pivot * n + c])) pivot = r;
    }
    if (std::abs(m[pivot * n + c]) < 1e-15) return false;
    if (pivot != c) {
      for (int k = 0; k < n; ++k) std::swap(m[c * n + k], m[pivot * n + k]);
      std::swap(v[c], v[pivot]);
    }
    for (int r = 0; r < n; ++r) {
      if (r == c) continue;
      const double f = m[r * n + c] / m[c * n + c];
      if (f == 0) continue;
      for (int k = c; k < n; ++k) m[r * n + k] -= f * m[c * n + k];
      v[r] -= f * v[c];
    }
  }
  for (int c = 0; c < n; ++c) v[c] /= m[c * n + c];
  return true;
}

}  // namespace

std::vector<Rating> FitRatings(int players, std::span<const PairResult> results,
                               int anchor, double prior_games) {
  std::vector<PairResult> all(results.begin(), results.end());
  for (int p = 0; p + 1 < players; ++p) {
    all.push_back({p, p + 1, 0.5, prior_games});
  }
  // Unknowns: every player but the anchor.
  const int n = players - 1;
  auto index = [anchor](int p) { return p < anchor ? p : p - 1; };
  std::vector<double> elo(players, 0);
  std::vector<double> curvature(static_cast<size_t>(n) * n);
  std::vector<double> step(n);
  for (int iteration = 0; iteration < 100 && n > 0; ++iteration) {
    std::fill(curvature.begin(), curvature.end(), 0);
    std::fill(step.begin(), step.end(), 0);
    for (const PairResult& r : all) {
      const double p = Expected(elo[r.a] - elo[r.b]);
      const double g = r.weight * kScale * (r.score - p);
      const double h = r.weight * kScale * kScale * p * (1 - p);
      if (r.a != anchor) {
        step[index(r.a)] += g;
        curvature[index(r.a) * n + index(r.a)] += h;
      }
      if (r.b != anchor) {
        step[index(r.b)] -= g;
        curvature[index(r.b) * n + index(r.b)] += h;
      }
      if (r.a != anchor && r.b != anchor) {
        curvature[index(r.a) * n + index(r.b)] -= h;
        curvature[index(r.b) * n + index(r.a)] -= h;
      }
    }
    if (!Solve(curvature, step, n)) break;
    double largest = 0;
    for (int p = 0; p < players; ++p) {
      if (p == anchor) continue;
      // Damped: a first step from 0 can overshoot far on lopsided results.
      const double d = std::clamp(step[index(p)], -400.0, 400.0);
      elo[p] += d;
      largest = std::max(largest, std::abs(d));
    }
    if (largest < 1e-6) break;
  }
  // The covariance is the inverse curvature at the optimum.
  std::vector<Rating> ratings(players);
  std::vector<double> base(static_cast<size_t>(n) * n, 0);
  for (const PairResult& r : all) {
    const double p = Expected(elo[r.a] - elo[r.b]);
    const double h = r.weight * kScale * kScale * p * (1 - p);
    if (r.a != anchor) base[index(r.a) * n + index(r.a)] += h;
    if (r.b != anchor) base[index(r.b) * n + index(r.b)] += h;
    if (r.a != anchor && r.b != anchor) {
      base[index(r.a) * n + index(r.b)] -= h;
      base[index(r.b) * n + index(r.a)] -= h;
    }
  }
  for (int p = 0; p < players; ++p) {
    ratings[p].elo = elo[p];
    if (p == anchor) continue;
    std::vector<double> m = base;
    std::vector<double> unit(n, 0);
    unit[index(p)] = 1;
    if (Solve(m, unit, n)) {
      ratings[p].error95 = 1.96 * std::sqrt(std::max(0.0, unit[index(p)]));
    }
  }
  return ratings;
}

Rating FitOne(std::span<const PairResult> results,
              std::span<const double> known, double prior_games) {
  std::vector<PairResult> all(results.begin(), results.end());
  if (!known.empty()) {
    const auto [low, high] = std::minmax_element(known.begin(), known.end());
    all.push_back(
        {-1, static_cast<int>(low - known.begin()), 0.5, prior_games / 2});
    all.push_back(
        {-1, static_cast<int>(high - known.begin()), 0.5, prior_games / 2});
  }
  double elo = 0;
  double curvature = 0;
  for (int iteration = 0; iteration < 100; ++iteration) {
    double gradient = 0;
    curvature = 0;
    for (const PairResult& r : all) {
      const double p = Expected(elo - known[r.b]);
      gradient += r.weight * kScale * (r.score - p);
      curvature += r.weight * kScale * kScale * p * (1 - p);
    }
    if (curvature <= 0) break;
    const double d = std::clamp(gradient / curvature, -400.0, 400.0);
    elo += d;
    if (std::abs(d) < 1e-6) break;
  }
  Rating rating;
  rating.elo = elo;
  rating.error95 = curvature > 0 ? 1.96 / std::sqrt(curvature) : 0;
  return rating;
}

}  // namespace gauntlet::ladder
