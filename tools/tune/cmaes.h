#ifndef GAUNTLET_TOOLS_TUNE_CMAES_H_
#define GAUNTLET_TOOLS_TUNE_CMAES_H_

// The covariance matrix adaptation evolution strategy (Hansen's (mu/mu_w,
// lambda)-CMA-ES): each generation samples lambda points from a normal
// distribution N(m, sigma^2 C), ranks them by loss, moves the mean to the
// weighted best mu, and adapts C with the rank-one update (along the
// evolution path p_c) and the rank-mu update (the selected steps), and
// sigma by cumulative step-size adaptation (the path p_sigma). It learns the
// scale and correlations of the parameters, so it suits objectives with
// little noise, such as a Tetris placer's mean score over fixed seeds.
//
// It minimises; a caller maximising a score passes the negated score. The
// state is plain numbers (Save/Restore), and the samples of a generation
// depend only on that state and the generation's seed, so a run stopped
// between generations resumes exactly.

#include <cstdint>
#include <vector>

#include "nlohmann/json.hpp"

namespace gauntlet::tune {

class CmaEs {
 public:
  // `lambda` <= 0: the default 4 + floor(3 ln n).
  CmaEs(std::vector<double> mean, double sigma, int lambda);

  int dimension() const { return n_; }
  int lambda() const { return lambda_; }
  int generation() const { return generation_; }
  const std::vector<double>& mean() const { return mean_; }
  double sigma() const { return sigma_; }

  // This generation's lambda samples, drawn with a generator seeded by
  // `seed` (one seed per generation).
  std::vector<std::vector<double>> Ask(uint64_t seed) const;
  // Updates from the points evaluated (as asked, or repaired into bounds)
  // and their losses; the generation count advances.
  void Tell(const std::vector<std::vector<double>>& points,
            const std::vector<double>& losses);

  nlohmann::json Save() const;
  // Restores a state written by Save for the same dimension and lambda.
  bool Restore(const nlohmann::json& state);

 private:
  int n_;
  int lambda_;
  int mu_;
  std::vector<double> weights_;
  double mu_eff_ = 0;
  double c_c_ = 0, c_sigma_ = 0, c_1_ = 0, c_mu_ = 0, d_sigma_ = 0;
  double chi_n_ = 0;

  std::vector<double> mean_;
  double sigma_;
  std::vector<double> cov_;  // n x n, row-major
  std::vector<double> p_c_;
  std::vector<double> p_sigma_;
  int generation_ = 0;
};

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_CMAES_H_
