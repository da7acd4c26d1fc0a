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
#include "common/core/deadline.h"
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

struct BrainOptions {
  uint64_t seed = 1;
  bool traps = false;  // Whether the MCTS bot considers mud traps.
};

// "random" (random but safe), "greedy" (rectangle drawer) or "mcts".
absl::StatusOr<std::unique_ptr<Brain>> MakeBrain(std::string_view level,
                                                 const BrainOptions& options);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_BRAIN_H_
