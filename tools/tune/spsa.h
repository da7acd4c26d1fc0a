#ifndef GAUNTLET_TOOLS_TUNE_SPSA_H_
#define GAUNTLET_TOOLS_TUNE_SPSA_H_

// Simultaneous perturbation stochastic approximation, as fishtest tunes
// engines: each iteration perturbs every coordinate at once by +-c_k, plays
// the + vector against the - vector (or both against the same opponents on
// one seed), and moves along the difference. Two evaluations per iteration
// whatever the number of parameters, and it tolerates noisy, discrete
// outcomes such as game results.
//
// Coordinates are in declared steps (tools/tune/space.h), so c = 1 perturbs
// every parameter by one step. Gains, for iteration k = 0, 1, ...:
//   c_k = c / (k + 1)^gamma
//   a_k = a * ((A + 1) / (A + k + 1))^alpha        (a_0 = a)
// and with a result r = f(theta+) - f(theta-) (f: mean score per game, to be
// maximised) the update is theta_i += a_k * r / (2 c_k delta_i), clamped to
// the parameters' ranges.

#include <cstdint>
#include <string>
#include <vector>

#include "tools/tune/space.h"

namespace gauntlet::tune {

struct SpsaConfig {
  double a = 0.5;  // the first iteration's gain
  double c = 1.0;  // the first perturbation, in steps
  double A = -1;   // stability constant; < 0: 10% of the iterations
  double alpha = 0.602;
  double gamma = 0.101;
  int iterations = 100;

  double StabilityConstant() const { return A >= 0 ? A : 0.1 * iterations; }
  double GainA(int k) const;
  double GainC(int k) const;
};

// One iteration's two vectors.
struct SpsaTrial {
  int k = 0;
  double c_k = 0;
  std::vector<int> delta;  // +-1 per coordinate
  std::vector<double> plus;
  std::vector<double> minus;
};

// The perturbation of iteration k around theta: the signs come from
// (seed, k) alone, so a trial can be rebuilt after a restart.
SpsaTrial ProposeSpsa(const SearchSpace& space, const SpsaConfig& config,
                      uint64_t seed, int k, const std::vector<double>& theta);

// theta after the trial's result r = f(plus) - f(minus).
std::vector<double> UpdateSpsa(const SearchSpace& space,
                               const SpsaConfig& config,
                               const std::vector<double>& theta,
                               const SpsaTrial& trial, double result);

// The trial's delta, with 0 where the clamp left a coordinate unperturbed
// (its + and - values equal).
std::vector<int> EffectiveSigns(const SpsaTrial& trial);

// Whether a run's results so far point a coordinate one way, or it only
// drifts. SPSA moves coordinate i by a gain times r_k * delta_ik every
// iteration, whether or not r depends on i at all; on a small budget the
// walk of an ignored coordinate looks much like a move. If r_k does not
// depend on coordinate i, delta_ik is a fair coin independent of r_k, so
//   z_i = sum_k r_k delta_ik / sqrt(sum_k r_k^2)
// is close to a standard normal: |z_i| > 2 about one time in twenty by
// chance alone, and z_i > 0 when the + side has won more often.
class SpsaSignal {
 public:
  explicit SpsaSignal(int size) : sums_(size, 0.0), squares_(size, 0.0) {}

  // `signs` as EffectiveSigns gives them: a 0 does not count.
  void Add(const std::vector<int>& signs, double result);
  // 0 until a result other than 0 has counted for coordinate i.
  double Z(int i) const;
  std::vector<double> Z() const;  // every coordinate's

  // "z +1.6": a z as summaries and plots print it.
  static std::string Text(double z);

 private:
  std::vector<double> sums_;
  std::vector<double> squares_;
};

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_SPSA_H_
