#ifndef GAUNTLET_BOTS_ENCLOSURE_SESSION_H_
#define GAUNTLET_BOTS_ENCLOSURE_SESSION_H_

// The bot's side of the protocol, one referee line at a time: [START] gets
// a [POS], each [STATUS] is tracked into a full state and gets an [ACTION].
// The program wraps it around stdin/stdout; tests and in-process matches
// call it directly.

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "bots/enclosure/brain.h"
#include "bots/enclosure/tracker.h"
#include "common/core/bot.h"

namespace gauntlet::enclosure {

// The statement's time per round.
inline constexpr std::chrono::milliseconds kDefaultMoveTime{1000};

// The thinking time per round under a limit of `move_time`: 70% of it, the
// rest kept for tracking the state, answering and the pipe; but at least
// 50 ms (up to half the time) kept, as Stockfish keeps a move overhead: the
// referee's clock also counts the time a busy machine makes a woken
// process wait for a core, tens of milliseconds, which 30% of a short
// limit does not cover.
std::chrono::milliseconds ThinkTime(std::chrono::milliseconds move_time);

class BotSession {
 public:
  BotSession(std::unique_ptr<Brain> brain, std::chrono::milliseconds think)
      : brain_(std::move(brain)), think_(think) {}

  // The reply to one line (none when the bot is dead), or a located error
  // for a line that breaks the protocol.
  absl::StatusOr<std::optional<std::string>> Handle(std::string_view line,
                                                    int line_number);

  // Rounds whose [STATUS] no joint action explained (0 against a referee
  // that follows docs/enclosure.md).
  int unexplained_rounds() const { return unexplained_rounds_; }
  const Tracker& tracker() const { return tracker_; }

 private:
  std::unique_ptr<Brain> brain_;
  std::chrono::milliseconds think_;
  Tracker tracker_;
  int me_ = -1;
  bool started_ = false;
  Action mine_;
  int unexplained_rounds_ = 0;
};

// The session as a Bot: reads lines until one needs an answer (a dead
// player's lines need none).
class SessionBot : public Bot {
 public:
  explicit SessionBot(std::unique_ptr<BotSession> session)
      : session_(std::move(session)) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override;
  const BotSession& session() const { return *session_; }

 private:
  std::unique_ptr<BotSession> session_;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_SESSION_H_
