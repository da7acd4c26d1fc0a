#include "bots/enclosure/session.h"

#include <algorithm>

#include "common/core/deadline.h"
#include "common/core/line_io.h"
#include "common/core/status_macros.h"
#include "common/enclosure/protocol.h"

namespace gauntlet::enclosure {

std::chrono::milliseconds ThinkTime(std::chrono::milliseconds move_time) {
  const std::chrono::milliseconds reserve =
      std::max(move_time * 3 / 10,
               std::min(std::chrono::milliseconds(50), move_time / 2));
  return move_time - reserve;
}

absl::StatusOr<std::optional<std::string>> BotSession::Handle(
    std::string_view line, int line_number) {
  Deadline deadline = Deadline::After(think_);
  // A judge may end a message with an empty line; it asks nothing.
  if (line.find_first_not_of(" \t") == std::string_view::npos) {
    return std::optional<std::string>();
  }
  if (me_ < 0) {
    GAUNTLET_ASSIGN_OR_RETURN(me_, ParseStart(line, line_number));
    return FormatPos(brain_->ChooseStart(me_));
  }
  GAUNTLET_ASSIGN_OR_RETURN(const Status status,
                            ParseStatus(line, line_number));
  if (!started_) {
    tracker_.Start(status);
    started_ = true;
  } else {
    if (!tracker_.Update(status, me_, mine_)) ++unexplained_rounds_;
    brain_->Observe(tracker_.last_joint(), tracker_.state());
  }
  const PlayerState& me = tracker_.state().players[me_];
  if (!me.alive) return std::optional<std::string>();
  mine_ = brain_->ChooseAction(tracker_.state(), me_, deadline);
  if (me.stuck_left > 0) mine_ = Action();
  return FormatAction(mine_);
}

absl::StatusOr<std::optional<std::string>> SessionBot::Step(LineReader& input) {
  for (;;) {
    const auto line = input.Next();
    if (IsEndOfInput(line.status())) return std::nullopt;
    if (!line.ok()) return line.status();
    GAUNTLET_ASSIGN_OR_RETURN(std::optional<std::string> reply,
                              session_->Handle(*line, input.line_number()));
    if (reply.has_value()) return reply;
  }
}

}  // namespace gauntlet::enclosure
