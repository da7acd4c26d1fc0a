#ifndef GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_

// The loop planner, one step better: each of its own safe actions is tried
// by playing the game on from it with every player, itself included, on
// the loop planner, and the action whose playout ends best for it is
// played. Against loop planners the playout is the game they will play;
// against other players it is an estimate, as a rollout policy is.

#include <array>
#include <cstdint>
#include <optional>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/brain.h"
#include "bots/enclosure/lookahead_options.h"

namespace gauntlet::enclosure {

// The reward (rollout.h's Rewards) of `me` after it plays `first` at `state`
// and every player plays on as `planners` would, for `options.horizon`
// rounds or to the end; nullopt when `deadline` comes first.
std::optional<double> PlayoutValue(const State& state, int me, Action first,
                                   std::array<LoopsBrain, kPlayers>& planners,
                                   const LookaheadOptions& options,
                                   Deadline& deadline);

class LookaheadBrain : public Brain {
 public:
  LookaheadBrain(uint64_t seed, const LoopOptions& loops,
                 const LookaheadOptions& options);
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;

 private:
  // PlayoutValue with a copy of the planners.
  std::optional<double> Value(const State& state, int me, Action first,
                              Deadline& deadline);

  LoopOptions loops_options_;
  LookaheadOptions options_;
  // The planner as it plays for each seat in the playouts, and for this
  // one when no playout is finished in time.
  std::array<LoopsBrain, kPlayers> planners_;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOOKAHEAD_BRAIN_H_
