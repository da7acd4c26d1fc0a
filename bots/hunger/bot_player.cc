#include "bots/hunger/bot_player.h"

#include <ctime>
#include <sstream>

#include "common/core/line_io.h"

namespace gauntlet::hunger {

arena::Fault BotPlayer::Send(std::string_view text) {
  if (stopped_) return arena::Fault::kWriteFailed;
  const auto start = std::chrono::steady_clock::now();
  timespec cpu_start{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_start);
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
  timespec cpu_end{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu_end);
  cpu_seconds_.push_back(double(cpu_end.tv_sec - cpu_start.tv_sec) +
                         1e-9 * double(cpu_end.tv_nsec - cpu_start.tv_nsec));
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
