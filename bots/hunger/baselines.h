#ifndef GAUNTLET_BOTS_HUNGER_BASELINES_H_
#define GAUNTLET_BOTS_HUNGER_BASELINES_H_

#include <memory>

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

// The ladder's lower rungs: `inner` decides every turn (so it keeps track
// of the game), and a share of its answers is replaced by `noise`'s.
class DilutedStrategy : public Strategy {
 public:
  DilutedStrategy(std::unique_ptr<Strategy> inner,
                  std::unique_ptr<Strategy> noise, double share, uint64_t seed)
      : inner_(std::move(inner)),
        noise_(std::move(noise)),
        share_(share),
        rng_(seed) {}
  Action Decide(const Observation& obs) override;

 private:
  std::unique_ptr<Strategy> inner_;
  std::unique_ptr<Strategy> noise_;
  double share_;
  Rng rng_;
};

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_BASELINES_H_
