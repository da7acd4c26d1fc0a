#ifndef GAUNTLET_COMMON_CORE_QUANTILE_H_
#define GAUNTLET_COMMON_CORE_QUANTILE_H_

// The quantiles every benchmark prints (p50, p99, max), defined once so the
// figures of different programs mean the same thing.

#include <algorithm>
#include <cmath>
#include <vector>

namespace gauntlet {

// The nearest-rank quantile: the smallest sample with at least a fraction
// `q` of the samples at or below it. q = 1 is the maximum; no samples give 0.
// Takes its samples by value because it sorts them.
inline double Quantile(std::vector<double> samples, double q) {
  if (samples.empty()) return 0;
  const auto n = static_cast<double>(samples.size());
  const auto rank = static_cast<size_t>(std::max(1.0, std::ceil(q * n)));
  const size_t index = std::min(rank, samples.size()) - 1;
  std::nth_element(samples.begin(), samples.begin() + index, samples.end());
  return samples[index];
}

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_QUANTILE_H_
