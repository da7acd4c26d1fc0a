#ifndef GAUNTLET_BOTS_ENCLOSURE_BASELINES_H_
#define GAUNTLET_BOTS_ENCLOSURE_BASELINES_H_

// Sparring partners: a random player that never kills itself outright (mud
// traps included), a greedy player that walks to the best free rectangle
// near it and draws it, and a loop planner that draws the largest
// rectangles it can keep safe, cuts trails it can reach in time and traps
// players drawing past it.

#include <array>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/loop_plan.h"
#include "common/core/rng.h"

namespace gauntlet::enclosure {

class RandomBrain : public Brain {
 public:
  explicit RandomBrain(uint64_t seed) : rng_(seed) {}
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;

 private:
  Rng rng_;
};

class GreedyBrain : public Brain {
 public:
  // Rectangles of up to `max_side` cells a side.
  explicit GreedyBrain(uint64_t seed, int max_side = 5)
      : rng_(seed), max_side_(max_side) {}
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;

 private:
  bool PickRectangle(const State& state, int me);
  Action Wander(const State& state, int me);

  Rng rng_;
  int max_side_;
  bool planned_ = false;
  int corner_vertex_ = 0;
  std::array<Dir, 40> walk_{};
  int walk_len_ = 0;
  int walk_index_ = 0;
  int expected_pos_ = -1;
};

class LoopsBrain : public Brain {
 public:
  LoopsBrain(uint64_t seed, const LoopOptions& options)
      : rng_(seed), options_(options) {}
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;
  // Opponents whose threat counts `options.passive_extra` rounds more (an
  // opponent model's verdict: they do not run at trails).
  void SetPassive(const std::array<bool, kPlayers>& passive) {
    passive_ = passive;
  }

 private:
  Action Drawing(const State& state, int me,
                 const std::array<uint8_t, kVertices>& threat);
  Action PenUp(const State& state, int me,
               const std::array<uint8_t, kVertices>& threat);
  // A safe step, the pen as `pen`, for when every plan fails.
  Action AnySafe(const State& state, int me);

  Rng rng_;
  LoopOptions options_;
  std::array<bool, kPlayers> passive_{};
};

// The ladder's lower rungs: `inner` decides every round (so it keeps track
// of the game), and a share of its actions is replaced by `noise`'s.
class DilutedBrain : public Brain {
 public:
  DilutedBrain(std::unique_ptr<Brain> inner, std::unique_ptr<Brain> noise,
               double share, uint64_t seed)
      : inner_(std::move(inner)),
        noise_(std::move(noise)),
        share_(share),
        rng_(seed) {}
  int ChooseStart(int me) override { return inner_->ChooseStart(me); }
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;
  void Observe(const std::array<Action, kPlayers>& joint,
               const State& next) override;

 private:
  std::unique_ptr<Brain> inner_;
  std::unique_ptr<Brain> noise_;
  double share_;
  Rng rng_;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_BASELINES_H_
