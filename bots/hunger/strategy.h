#ifndef GAUNTLET_BOTS_HUNGER_STRATEGY_H_
#define GAUNTLET_BOTS_HUNGER_STRATEGY_H_

// Hunger bots: one answer per message. The planner is hunger-bot's default;
// `greedy`, `random` and `idle` are the baselines it is measured against.

#include <cstdint>
#include <istream>
#include <memory>
#include <ostream>
#include <string>

#include "absl/status/statusor.h"
#include "common/hunger/protocol.h"

namespace gauntlet::hunger {

class Strategy {
 public:
  virtual ~Strategy() = default;
  virtual Action Decide(const Observation& obs) = 0;
};

// "planner", "greedy", "random" or "idle".
absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(const std::string& level,
                                                       uint64_t seed);

// Reads messages and answers until `finish` or end of input. Returns the
// exit code: 0, or 2 after printing a located error for bad input.
int RunBot(std::istream& in, std::ostream& out, std::ostream& err,
           Strategy& strategy);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_STRATEGY_H_
