#include "bots/hunger/strategy.h"

#include "absl/strings/str_cat.h"
#include "bots/hunger/baselines.h"
#include "bots/hunger/planner.h"

namespace gauntlet::hunger {

absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(const std::string& level,
                                                       uint64_t seed) {
  return MakeStrategy(level, seed, PlannerConfig{});
}

absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, uint64_t seed, const PlannerConfig& config) {
  if (level == "planner") {
    auto planner = std::make_unique<PlannerStrategy>(seed, config);
    if (config.random_share <= 0) return planner;
    // The noise's own seed differs from the planner's.
    return std::make_unique<DilutedStrategy>(
        std::move(planner), std::make_unique<RandomStrategy>(seed + 1, false),
        config.random_share, seed + 2);
  }
  if (level == "greedy") return std::make_unique<GreedyStrategy>();
  if (level == "random") return std::make_unique<RandomStrategy>(seed, false);
  if (level == "idle") return std::make_unique<RandomStrategy>(seed, true);
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown level '", level, "' (planner, greedy, random, idle)"));
}

}  // namespace gauntlet::hunger
