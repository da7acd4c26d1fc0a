#include "tools/tune/spsa.h"

#include <cmath>
#include <cstdio>

#include "common/core/rng.h"

namespace gauntlet::tune {

double SpsaConfig::GainA(int k) const {
  const double stability = StabilityConstant();
  return a * std::pow((stability + 1) / (stability + k + 1), alpha);
}

double SpsaConfig::GainC(int k) const { return c / std::pow(k + 1, gamma); }

SpsaTrial ProposeSpsa(const SearchSpace& space, const SpsaConfig& config,
                      uint64_t seed, int k, const std::vector<double>& theta) {
  SpsaTrial trial;
  trial.k = k;
  trial.c_k = config.GainC(k);
  Rng rng(DeriveSeed(seed, static_cast<uint64_t>(k)));
  for (int i = 0; i < space.size(); ++i) {
    const int sign = rng.Chance(0.5) ? 1 : -1;
    trial.delta.push_back(sign);
    trial.plus.push_back(theta[i] + trial.c_k * sign);
    trial.minus.push_back(theta[i] - trial.c_k * sign);
  }
  trial.plus = space.Clamp(trial.plus);
  trial.minus = space.Clamp(trial.minus);
  return trial;
}

std::vector<double> UpdateSpsa(const SearchSpace& space,
                               const SpsaConfig& config,
                               const std::vector<double>& theta,
                               const SpsaTrial& trial, double result) {
  std::vector<double> next = theta;
  const double gain = config.GainA(trial.k);
  for (int i = 0; i < space.size(); ++i) {
    next[i] += gain * result / (2 * trial.c_k * trial.delta[i]);
  }
  return space.Clamp(next);
}

std::vector<int> EffectiveSigns(const SpsaTrial& trial) {
  std::vector<int> signs = trial.delta;
  for (size_t i = 0; i < signs.size(); ++i) {
    if (trial.plus[i] == trial.minus[i]) signs[i] = 0;
  }
  return signs;
}

void SpsaSignal::Add(const std::vector<int>& signs, double result) {
  for (size_t i = 0; i < sums_.size(); ++i) {
    if (signs[i] == 0) continue;
    sums_[i] += result * signs[i];
    squares_[i] += result * result;
  }
}

double SpsaSignal::Z(int i) const {
  return squares_[i] > 0 ? sums_[i] / std::sqrt(squares_[i]) : 0.0;
}

std::string SpsaSignal::Text(double z) {
  char text[32];
  std::snprintf(text, sizeof text, "z %+.1f", z);
  return text;
}

std::vector<double> SpsaSignal::Z() const {
  std::vector<double> z;
  for (size_t i = 0; i < sums_.size(); ++i) z.push_back(Z(static_cast<int>(i)));
  return z;
}

}  // namespace gauntlet::tune
