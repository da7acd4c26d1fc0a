#include "tools/arena/in_process_player.h"

#include <algorithm>
#include <utility>

#include "common/core/thread_cpu.h"

namespace gauntlet::arena {

InProcessPlayer::InProcessPlayer(std::unique_ptr<Bot> bot,
                                 InProcessOptions options)
    : bot_(std::move(bot)),
      options_(options),
      reader_(input_, options.max_line_length) {}

Fault InProcessPlayer::Send(std::string_view text) {
  last_send_ = Clock::now();
  thinking_ = Clock::duration::zero();
  if (stopped_) return Fault::kWriteFailed;
  // A bot that has ended reads nothing more, like a dead process; the next
  // Receive says how it ended.
  if (ended_ != Fault::kNone) return Fault::kNone;
  // Once the bot has read everything, start the buffer afresh so a long
  // game does not keep every message it was ever sent.
  std::stringbuf& buffer = *input_.rdbuf();
  if (buffer.pubseekoff(0, std::ios::cur, std::ios::in) ==
      buffer.pubseekoff(0, std::ios::cur, std::ios::out)) {
    input_.str(std::string());
  }
  input_.write(text.data(), static_cast<std::streamsize>(text.size()));
  return Fault::kNone;
}

Reply InProcessPlayer::Receive(Clock::time_point deadline) {
  Reply reply;
  if (stopped_ || ended_ != Fault::kNone) {
    reply.fault = stopped_ ? Fault::kEndOfOutput : ended_;
    reply.detail = stopped_ ? "stopped" : ended_detail_;
    return reply;
  }
  const auto start = Clock::now();
  const double cpu_start = ThreadCpuSeconds();
  absl::StatusOr<std::optional<std::string>> answer = bot_->Step(reader_);
  const auto end = Clock::now();
  seconds_.push_back(std::chrono::duration<double>(end - start).count());
  cpu_seconds_.push_back(ThreadCpuSeconds() - cpu_start);
  // The bot's clock runs only while it runs: the players of one round are
  // stepped one after another, and a process would have thought beside the
  // others. So each is judged by its own time since the request against the
  // time the deadline allowed it, never by a shared wall clock that already
  // holds the thinking of the bots stepped before it.
  thinking_ += end - start;
  const Clock::duration allowed = deadline - last_send_;
  reply.elapsed = options_.reply_time.value_or(thinking_);
  if (!answer.ok() && IsEndOfInput(answer.status())) {
    // It waits for input that is not coming: silent until stopped.
    ended_ = Fault::kTimeout;
    ended_detail_ = "waiting for input";
  } else if (!answer.ok()) {
    ended_ = Fault::kCrash;
    ended_detail_ = "exit 2: " + std::string(answer.status().message());
  } else if (!answer->has_value()) {
    ended_ = Fault::kEndOfOutput;
    ended_detail_ = "exit 0";
  } else if (options_.enforce_deadline && !options_.reply_time &&
             thinking_ > allowed) {
    reply.fault = Fault::kTimeout;
    reply.detail = "answered after the deadline";
    return reply;
  } else {
    reply.line = std::move(**answer);
    return reply;
  }
  reply.fault = ended_;
  reply.detail = ended_detail_;
  if (ended_ == Fault::kTimeout) {
    reply.elapsed = std::max(allowed, Clock::duration::zero());
  }
  return reply;
}

void InProcessPlayer::Stop() { stopped_ = true; }

std::string InProcessPlayer::ExitDescription() const {
  if (ended_ == Fault::kCrash || ended_ == Fault::kEndOfOutput) {
    return ended_detail_;
  }
  return stopped_ ? "stopped" : "running";
}

}  // namespace gauntlet::arena
