#include "bots/hunger/bot_player.h"

#include <sstream>

#include "common/core/line_io.h"
#include "common/core/thread_cpu.h"

namespace gauntlet::hunger {

arena::Fault BotPlayer::Send(std::string_view text) {
  if (stopped_) return arena::Fault::kWriteFailed;
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = ThreadCpuSeconds();
  std::istringstream in{std::string(text)};
  LineReader reader(in, 32 << 20);
  Observation obs;
  if (!ReadObservation(reader, obs).ok()) return arena::Fault::kWriteFailed;
  if (obs.HasEvent(EventKind::kFinish)) return arena::Fault::kNone;
  reply_ = FormatAction(strategy_->Decide(obs));
  has_reply_ = true;
  seconds_.push_back(
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count());
  cpu_seconds_.push_back(ThreadCpuSeconds() - cpu_start);
  return arena::Fault::kNone;
}

arena::Reply BotPlayer::Receive(arena::Clock::time_point) {
  arena::Reply reply;
  if (!has_reply_) {
    reply.fault = arena::Fault::kEndOfOutput;
    return reply;
  }
  has_reply_ = false;
  reply.line = reply_;
  return reply;
}

}  // namespace gauntlet::hunger
