#ifndef GAUNTLET_BOTS_HUNGER_BASELINES_H_
#define GAUNTLET_BOTS_HUNGER_BASELINES_H_

#include "bots/hunger/strategy.h"
#include "common/core/rng.h"

namespace gauntlet::hunger {

// Idles, or (unless `idle_only`) moves and turns at random.
class RandomStrategy : public Strategy {
 public:
  RandomStrategy(uint64_t seed, bool idle_only)
      : rng_(seed), idle_only_(idle_only) {}
  Action Decide(const Observation& obs) override;

 private:
  Rng rng_;
  bool idle_only_;
};

// Steps towards the nearest bar or battery in sight; eats below 80 energy.
class GreedyStrategy : public Strategy {
 public:
  Action Decide(const Observation& obs) override;

 private:
  int steps_ = 0;
};

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_BASELINES_H_
