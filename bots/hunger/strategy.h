#ifndef GAUNTLET_BOTS_HUNGER_STRATEGY_H_
#define GAUNTLET_BOTS_HUNGER_STRATEGY_H_

// Hunger bots: one answer per message. The planner is hunger-bot's default;
// `greedy`, `random` and `idle` are the baselines it is measured against.

#include <cstdint>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "absl/status/statusor.h"
#include "common/core/bot.h"
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

// A message lists every visible cell of a kind on one line, which can be
// long late in a game when much of the platform has fallen.
inline constexpr std::size_t kMaxMessageLine = 32 << 20;

// The protocol around a strategy: one answer per message until `finish`.
class StrategyBot : public Bot {
 public:
  explicit StrategyBot(std::unique_ptr<Strategy> strategy)
      : strategy_(std::move(strategy)) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override;

 private:
  std::unique_ptr<Strategy> strategy_;
  Observation obs_;  // Reused: a message can be large.
};

// Reads messages and answers until `finish` or end of input. Returns the
// exit code: 0, or 2 after printing a located error for bad input.
int RunBot(std::istream& in, std::ostream& out, std::ostream& err,
           Strategy& strategy);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_STRATEGY_H_
