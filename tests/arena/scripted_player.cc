#include "tests/arena/scripted_player.h"

#include <utility>

namespace gauntlet::arena {

void ScriptedPlayer::Responder::Say(std::string line) {
  ScriptedPlayer& p = player_;
  if (p.final_fault_ != Fault::kNone) return;
  Reply reply;
  reply.line = std::move(line);
  reply.elapsed = Clock::now() - p.last_send_;
  p.replies_.push_back(std::move(reply));
}

void ScriptedPlayer::Responder::Fail(Fault fault, std::string detail) {
  ScriptedPlayer& p = player_;
  if (p.final_fault_ != Fault::kNone || fault == Fault::kNone) return;
  p.final_fault_ = fault;
  p.final_detail_ = std::move(detail);
}

ScriptedPlayer::ScriptedPlayer(Handler handler)
    : handler_(std::move(handler)) {}

Fault ScriptedPlayer::Send(std::string_view text) {
  last_send_ = Clock::now();
  if (stopped_ || final_fault_ == Fault::kWriteFailed) {
    return Fault::kWriteFailed;
  }
  // A player that has ended reads nothing more, like a dead process.
  if (final_fault_ != Fault::kNone) return Fault::kNone;
  partial_.append(text);
  size_t start = 0;
  Responder responder(*this);
  for (size_t newline = partial_.find('\n', start);
       newline != std::string::npos && final_fault_ == Fault::kNone;
       newline = partial_.find('\n', start)) {
    const std::string_view line(partial_.data() + start, newline - start);
    ++lines_received_;
    handler_(line, responder);
    start = newline + 1;
  }
  partial_.erase(0, start);
  return final_fault_ == Fault::kWriteFailed ? Fault::kWriteFailed
                                             : Fault::kNone;
}

Reply ScriptedPlayer::Receive(Clock::time_point deadline) {
  if (!replies_.empty()) {
    Reply reply = std::move(replies_.front());
    replies_.pop_front();
    return reply;
  }
  Reply reply;
  reply.elapsed = Clock::now() - last_send_;
  if (stopped_) {
    reply.fault = Fault::kTimeout;
    reply.detail = "stopped";
  } else if (final_fault_ == Fault::kNone || final_fault_ == Fault::kTimeout ||
             final_fault_ == Fault::kWriteFailed) {
    reply.fault = Fault::kTimeout;
    reply.detail = final_detail_.empty() ? "no reply" : final_detail_;
    // A silent player is waited for, as a real one would be.
    if (deadline > Clock::now()) reply.elapsed = deadline - last_send_;
  } else {
    reply.fault = final_fault_;
    reply.detail = final_detail_;
  }
  return reply;
}

void ScriptedPlayer::Stop() { stopped_ = true; }

std::string ScriptedPlayer::ExitDescription() const {
  if (final_fault_ != Fault::kNone) {
    return std::string(FaultName(final_fault_)) +
           (final_detail_.empty() ? "" : ": " + final_detail_);
  }
  return stopped_ ? "stopped" : "running";
}

}  // namespace gauntlet::arena
