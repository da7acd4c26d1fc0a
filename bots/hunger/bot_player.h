#ifndef GAUNTLET_BOTS_HUNGER_BOT_PLAYER_H_
#define GAUNTLET_BOTS_HUNGER_BOT_PLAYER_H_

// A strategy run inside the referee's process, for tests and benchmarks: the
// referee's text is parsed with the bots' own reader and the answer is
// formatted as hunger-bot would print it, so only the pipes are skipped.

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "bots/hunger/strategy.h"
#include "tools/arena/player.h"

namespace gauntlet::hunger {

class BotPlayer : public arena::Player {
 public:
  explicit BotPlayer(std::unique_ptr<Strategy> strategy)
      : strategy_(std::move(strategy)) {}

  arena::Fault Send(std::string_view text) override;
  arena::Reply Receive(arena::Clock::time_point deadline) override;
  void Stop() override { stopped_ = true; }
  std::string ExitDescription() const override { return "in-process"; }

  // Time spent parsing and deciding, one entry per answered message.
  // Wall-clock and this thread's CPU time for it.
  const std::vector<double>& decide_seconds() const { return seconds_; }
  const std::vector<double>& decide_cpu_seconds() const { return cpu_seconds_; }

 private:
  std::unique_ptr<Strategy> strategy_;
  std::string reply_;
  bool has_reply_ = false;
  bool stopped_ = false;
  std::vector<double> seconds_;
  std::vector<double> cpu_seconds_;
};

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_BOTS_HUNGER_BOT_PLAYER_H_
