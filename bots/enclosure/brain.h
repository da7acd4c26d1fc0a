#ifndef GAUNTLET_BOTS_ENCLOSURE_BRAIN_H_
#define GAUNTLET_BOTS_ENCLOSURE_BRAIN_H_

// A decision maker for one Enclosure seat, independent of the protocol: the
// bot program feeds it tracked states, the benchmark and tests feed it the
// referee's own states in-process.

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "bots/enclosure/lookahead_options.h"
#include "bots/enclosure/loop_plan.h"
#include "bots/enclosure/rollout.h"
#include "common/core/deadline.h"
#include "common/core/params.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

class Brain {
 public:
  virtual ~Brain() = default;
  // The start vertex for player `me`.
  virtual int ChooseStart(int me) = 0;
  // The action of living player `me` at `state`.
  virtual Action ChooseAction(const State& state, int me,
                              Deadline& deadline) = 0;
  // After a round: the actions that took effect (stay for stuck and dead
  // players) and the state they led to.
  virtual void Observe(const std::array<Action, kPlayers>& /*joint*/,
                       const State& /*next*/) {}
};

// The MCTS player's settings (mcts_brain.h).
struct MctsBrainOptions {
  bool traps = false;
  int horizon = 24;  // Playout rounds before the position is evaluated.
  double exploration = 0.5;
  std::size_t max_nodes = 1 << 17;
  // Playouts per round, whatever the time; 0 searches until the round's
  // thinking time is spent. A fixed count makes games repeat exactly on any
  // machine (the bundle tests compare moves that way).
  int64_t iterations = 0;
  RolloutOptions rollout;
  RewardOptions reward;

  bool operator==(const MctsBrainOptions&) const = default;
};

// Binds the MCTS player's numbers: "mcts.*" (search), "rollout.*" (the
// playout policy) and "reward.*" (scoring a playout's end).
void DeclareParams(MctsBrainOptions& options, ParamTable& table);

struct BrainOptions {
  uint64_t seed = 1;
  bool traps = false;          // Whether the MCTS bot considers mud traps.
  MctsBrainOptions mcts;       // Its `traps` is taken from above.
  LoopOptions loops;           // The loop planner's ("loops", "lookahead").
  LookaheadOptions lookahead;  // "lookahead"'s own.
  // The ladder's lower rungs: the share of the loop planner's moves
  // replaced by random safe ones ("ladder.random_share").
  double random_share = 0;
};

// Binds the loop planner's numbers ("loops.*").
void DeclareParams(LoopOptions& options, ParamTable& table);

// Binds the parameters `level` uses: the MCTS player's for "mcts", the loop
// planner's and the random share for "loops", the planner's and the
// lookahead's for "lookahead", none for the other baselines.
void DeclareParams(std::string_view level, BrainOptions& options,
                   ParamTable& table);

// "random" (random but safe), "greedy" (rectangle drawer), "loops" (loop
// planner), "lookahead" (the planner with a playout per action) or "mcts".
absl::StatusOr<std::unique_ptr<Brain>> MakeBrain(std::string_view level,
                                                 const BrainOptions& options);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_BRAIN_H_
