#ifndef GAUNTLET_TOOLS_REFEREES_TETRIS_FUNCTION_PLAYER_H_
#define GAUNTLET_TOOLS_REFEREES_TETRIS_FUNCTION_PLAYER_H_

// A Player answered by a function in this process: the referee's messages
// go in as text, the function's line comes back, timed. Lets the benchmark
// and the tests run whole games without pipes or processes. (The arena's
// own in-process player had not landed when this was written.)

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "tools/arena/player.h"

namespace gauntlet::tetris {

class FunctionPlayer : public arena::Player {
 public:
  // `respond` gets the text sent since the last reply (one whole message)
  // and returns the reply line, or nullopt to act as a closed output.
  using Responder = std::function<std::optional<std::string>(std::string_view)>;

  explicit FunctionPlayer(Responder respond) : respond_(std::move(respond)) {}

  arena::Fault Send(std::string_view text) override {
    if (stopped_) return arena::Fault::kWriteFailed;
    pending_ += text;
    return arena::Fault::kNone;
  }

  arena::Reply Receive(arena::Clock::time_point) override {
    arena::Reply reply;
    if (stopped_) {
      reply.fault = arena::Fault::kEndOfOutput;
      return reply;
    }
    const auto start = arena::Clock::now();
    std::optional<std::string> line = respond_(pending_);
    reply.elapsed = reply_time_.value_or(arena::Clock::now() - start);
    pending_.clear();
    if (!line) {
      reply.fault = arena::Fault::kEndOfOutput;
      return reply;
    }
    reply.line = std::move(*line);
    return reply;
  }

  void Stop() override { stopped_ = true; }
  std::string ExitDescription() const override { return "in process"; }

  // Reports every reply as taking exactly `time` instead of the measured
  // time, so tests of the timing rules do not depend on the machine's load.
  void set_reply_time(arena::Clock::duration time) { reply_time_ = time; }

 private:
  Responder respond_;
  std::string pending_;
  bool stopped_ = false;
  std::optional<arena::Clock::duration> reply_time_;
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_REFEREES_TETRIS_FUNCTION_PLAYER_H_
