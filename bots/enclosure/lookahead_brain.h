#ifndef GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_

// The loop planner, one step better: each of its own safe actions is tried
// by playing the game on from it, and the action whose playouts end best
// for it is played. In the playouts it plays on as the loop planner, and so
// does every opponent whose moves the planner has been predicting; the
// others are played by the MCTS playout policy (rollout.h), and then each
// action is played out again and again until the time is up.

#include <array>
#include <cstdint>
#include <optional>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/brain.h"
#include "bots/enclosure/lookahead_options.h"
#include "bots/enclosure/spiral_model.h"
#include "common/core/rng.h"

namespace gauntlet::enclosure {

// How the playouts play each seat.
struct PlayoutModels {
  std::array<LoopsBrain, kPlayers> planners;
  // Seats played by their planner; the others by the playout policy.
  std::array<bool, kPlayers> by_planner = {true, true, true, true};
  RolloutOptions rollout;
};

// The reward (rollout.h's Rewards) of `me` after it plays `first` at `state`
// and every player plays on as `models` say, for `options.horizon` rounds
// or to the end; nullopt when `deadline` comes first. `rng` drives the
// playout policy.
std::optional<double> PlayoutValue(const State& state, int me, Action first,
                                   PlayoutModels& models, Rng& rng,
                                   const LookaheadOptions& options,
                                   Deadline& deadline);

class LookaheadBrain : public Brain {
 public:
  LookaheadBrain(uint64_t seed, const LoopOptions& loops,
                 const LookaheadOptions& options);
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;
  void Observe(const std::array<Action, kPlayers>& joint,
               const State& next) override;

  // Whether the playouts play `player` as the loop planner: until it has
  // moved `options.model_rounds` times, and then while the planner has
  // predicted at least `options.model_agreement` of its moves. Never when
  // it did not start where the planner starts: it is no planner.
  bool ModelledByPlanner(int player) const;
  // Whether the opponent model holds `player` passive: it does not run at
  // the trails it comes near (lookahead_options.h, `passive_*`).
  bool Passive(int player) const;
  // The model of spiral drawers the hunt trusts (spiral_model.h).
  const SpiralModel& Spiral() const { return spiral_; }

 private:
  LoopOptions loops_options_;
  LookaheadOptions options_;
  // Copied for every playout, so each action meets the same planners.
  PlayoutModels models_;
  // Plays when an opponent is not predicted and `plan_when_unpredicted`.
  LoopsBrain unpredicted_planner_;
  SpiralModel spiral_;
  Rng rng_;
  // What the planner predicted for each opponent in the round being
  // played, and how often it was right.
  std::array<Action, kPlayers> predicted_{};
  std::array<bool, kPlayers> predicting_{};
  std::array<int, kPlayers> observed_{};
  std::array<int, kPlayers> agreed_{};
  // Opponents seen at round 0 off the vertex the planner starts on.
  std::array<bool, kPlayers> off_start_{};
  // The opponent model: the state the last action was chosen at, each
  // opponent's Manhattan distance then to the nearest trail of another
  // player (-1 when farther than `passive_radius` or not free to move),
  // how often it was that near and how often it stepped closer.
  State before_{};
  bool have_before_ = false;
  std::array<int, kPlayers> near_{};
  std::array<int, kPlayers> chances_{};
  std::array<int, kPlayers> approaches_{};
  std::array<bool, kPlayers> stepped_on_trail_{};
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_
