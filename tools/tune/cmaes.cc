#include "tools/tune/cmaes.h"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "common/core/rng.h"

namespace gauntlet::tune {
namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;

// A standard normal draw (Box-Muller), from our platform-independent
// generator rather than std::normal_distribution, whose output the
// standard leaves unspecified.
double Gaussian(Rng& rng) {
  const double u1 = 1.0 - rng.Unit();  // in (0, 1]
  const double u2 = rng.Unit();
  return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * M_PI * u2);
}

// C = B diag(d^2) B^T, with C's eigenvalues kept positive against rounding.
struct Decomposition {
  MatrixXd basis;
  VectorXd scales;  // d: square roots of the eigenvalues
};

Decomposition Decompose(const std::vector<double>& cov, int n) {
  const MatrixXd c = Eigen::Map<const MatrixXd>(cov.data(), n, n);
  Eigen::SelfAdjointEigenSolver<MatrixXd> solver(c);
  Decomposition result{solver.eigenvectors(), solver.eigenvalues()};
  for (int i = 0; i < n; ++i) {
    result.scales[i] = std::sqrt(std::max(result.scales[i], 1e-20));
  }
  return result;
}

}  // namespace

CmaEs::CmaEs(std::vector<double> mean, double sigma, int lambda)
    : n_(static_cast<int>(mean.size())),
      lambda_(lambda > 0
                  ? lambda
                  : 4 + static_cast<int>(std::floor(
                            3 * std::log(static_cast<double>(mean.size()))))),
      mean_(std::move(mean)),
      sigma_(sigma) {
  const double n = n_;
  mu_ = lambda_ / 2;
  for (int i = 0; i < mu_; ++i) {
    weights_.push_back(std::log(mu_ + 0.5) - std::log(i + 1.0));
  }
  const double sum = std::accumulate(weights_.begin(), weights_.end(), 0.0);
  double squares = 0;
  for (double& w : weights_) {
    w /= sum;
    squares += w * w;
  }
  mu_eff_ = 1.0 / squares;
  c_c_ = (4 + mu_eff_ / n) / (n + 4 + 2 * mu_eff_ / n);
  c_sigma_ = (mu_eff_ + 2) / (n + mu_eff_ + 5);
  c_1_ = 2 / ((n + 1.3) * (n + 1.3) + mu_eff_);
  c_mu_ = std::min(1 - c_1_, 2 * (mu_eff_ - 2 + 1 / mu_eff_) /
                                 ((n + 2) * (n + 2) + mu_eff_));
  d_sigma_ =
      1 + 2 * std::max(0.0, std::sqrt((mu_eff_ - 1) / (n + 1)) - 1) + c_sigma_;
  chi_n_ = std::sqrt(n) * (1 - 1 / (4 * n) + 1 / (21 * n * n));
  cov_.assign(n_ * n_, 0.0);
  for (int i = 0; i < n_; ++i) cov_[i * n_ + i] = 1.0;
  p_c_.assign(n_, 0.0);
  p_sigma_.assign(n_, 0.0);
}

std::vector<std::vector<double>> CmaEs::Ask(uint64_t seed) const {
  const Decomposition bd = Decompose(cov_, n_);
  Rng rng(seed);
  std::vector<std::vector<double>> points;
  for (int k = 0; k < lambda_; ++k) {
    VectorXd z(n_);
    for (int i = 0; i < n_; ++i) z[i] = Gaussian(rng);
    const VectorXd y = bd.basis * bd.scales.cwiseProduct(z);
    std::vector<double> x(n_);
    for (int i = 0; i < n_; ++i) x[i] = mean_[i] + sigma_ * y[i];
    points.push_back(std::move(x));
  }
  return points;
}

void CmaEs::Tell(const std::vector<std::vector<double>>& points,
                 const std::vector<double>& losses) {
  std::vector<int> order(points.size());
  std::iota(order.begin(), order.end(), 0);
  // Stable, so equal losses keep the sampling order: the same on every run.
  std::stable_sort(order.begin(), order.end(),
                   [&](int a, int b) { return losses[a] < losses[b]; });

  const VectorXd old_mean = Eigen::Map<const VectorXd>(mean_.data(), n_);
  std::vector<VectorXd> steps;  // y of the mu best, in rank order
  VectorXd step_w = VectorXd::Zero(n_);
  for (int r = 0; r < mu_; ++r) {
    const VectorXd x = Eigen::Map<const VectorXd>(points[order[r]].data(), n_);
    steps.push_back((x - old_mean) / sigma_);
    step_w += weights_[r] * steps.back();
  }
  const VectorXd new_mean = old_mean + sigma_ * step_w;

  const Decomposition bd = Decompose(cov_, n_);
  const VectorXd inv_sqrt_c_step =
      bd.basis * (bd.basis.transpose() * step_w).cwiseQuotient(bd.scales);
  VectorXd p_sigma = Eigen::Map<const VectorXd>(p_sigma_.data(), n_);
  p_sigma = (1 - c_sigma_) * p_sigma +
            std::sqrt(c_sigma_ * (2 - c_sigma_) * mu_eff_) * inv_sqrt_c_step;
  const double p_sigma_norm = p_sigma.norm();
  const bool h_sigma =
      p_sigma_norm /
          std::sqrt(1 - std::pow(1 - c_sigma_, 2.0 * (generation_ + 1))) <
      (1.4 + 2.0 / (n_ + 1)) * chi_n_;
  VectorXd p_c = Eigen::Map<const VectorXd>(p_c_.data(), n_);
  p_c = (1 - c_c_) * p_c +
        (h_sigma ? std::sqrt(c_c_ * (2 - c_c_) * mu_eff_) : 0.0) * step_w;

  MatrixXd c = Eigen::Map<const MatrixXd>(cov_.data(), n_, n_);
  const double lost = h_sigma ? 0.0 : c_c_ * (2 - c_c_);
  MatrixXd rank_mu = MatrixXd::Zero(n_, n_);
  for (int r = 0; r < mu_; ++r) {
    rank_mu += weights_[r] * steps[r] * steps[r].transpose();
  }
  c = (1 - c_1_ - c_mu_ + c_1_ * lost) * c + c_1_ * p_c * p_c.transpose() +
      c_mu_ * rank_mu;
  c = 0.5 * (c + c.transpose());

  sigma_ *= std::exp((c_sigma_ / d_sigma_) * (p_sigma_norm / chi_n_ - 1));
  for (int i = 0; i < n_; ++i) {
    mean_[i] = new_mean[i];
    p_sigma_[i] = p_sigma[i];
    p_c_[i] = p_c[i];
  }
  Eigen::Map<MatrixXd>(cov_.data(), n_, n_) = c;
  ++generation_;
}

nlohmann::json CmaEs::Save() const {
  return {{"generation", generation_}, {"lambda", lambda_}, {"mean", mean_},
          {"sigma", sigma_},           {"cov", cov_},       {"p_c", p_c_},
          {"p_sigma", p_sigma_}};
}

bool CmaEs::Restore(const nlohmann::json& state) {
  try {
    if (state.at("lambda").get<int>() != lambda_) return false;
    auto mean = state.at("mean").get<std::vector<double>>();
    auto cov = state.at("cov").get<std::vector<double>>();
    auto p_c = state.at("p_c").get<std::vector<double>>();
    auto p_sigma = state.at("p_sigma").get<std::vector<double>>();
    if (static_cast<int>(mean.size()) != n_ ||
        static_cast<int>(cov.size()) != n_ * n_ ||
        static_cast<int>(p_c.size()) != n_ ||
        static_cast<int>(p_sigma.size()) != n_) {
      return false;
    }
    generation_ = state.at("generation").get<int>();
    sigma_ = state.at("sigma").get<double>();
    mean_ = std::move(mean);
    cov_ = std::move(cov);
    p_c_ = std::move(p_c);
    p_sigma_ = std::move(p_sigma);
    return true;
  } catch (const nlohmann::json::exception&) {
    return false;
  }
}

}  // namespace gauntlet::tune
