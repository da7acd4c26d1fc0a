#ifndef GAUNTLET_TOOLS_ARENA_IN_PROCESS_PLAYER_H_
#define GAUNTLET_TOOLS_ARENA_IN_PROCESS_PLAYER_H_

// A Player that runs a Bot (common/core/bot.h) inside the referee's process:
// the referee's text is queued as it is sent and the bot reads it through the
// same LineReader its program would, when the referee asks for the answer.
// Only the pipes are skipped, so in-process matches, benchmarks and the tuner
// exercise the very protocol code a program runs.

#include <chrono>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/core/bot.h"
#include "common/core/line_io.h"
#include "tools/arena/player.h"

namespace gauntlet::arena {

struct InProcessOptions {
  // An answer that comes after the Receive deadline is a timeout, as from a
  // process. Off: every answer counts, however late (for measurements).
  bool enforce_deadline = true;
  // Reports every answer as taking exactly this long instead of the measured
  // time, so tests of timing rules do not depend on the machine's load.
  std::optional<Clock::duration> reply_time;
  // The longest line the bot reads, as its program's LineReader would.
  std::size_t max_line_length = LineReader::kDefaultMaxLength;
};

// For measuring rather than refereeing (`--no-deadline`): no answer is late
// and every answer counts as instant, so no time rule (Tetris docks a point
// per millisecond past the move time) makes a result depend on the machine's
// load, and a deterministic bot always gives the same result.
inline InProcessOptions NoDeadlineOptions() {
  InProcessOptions options;
  options.enforce_deadline = false;
  options.reply_time = Clock::duration::zero();
  return options;
}

class InProcessPlayer final : public Player {
 public:
  explicit InProcessPlayer(std::unique_ptr<Bot> bot,
                           InProcessOptions options = {});

  Fault Send(std::string_view text) override;
  // Runs the bot until it answers. A bot error is a crash ("exit 2: ..."),
  // a finished bot an end of output, and a bot that wants more input than
  // was sent is silent from then on (a timeout), as its program would be.
  // The answer is late when the bot's own running time since the last Send
  // exceeds what `deadline` allowed from that Send: bots asked one after
  // another with one deadline (simultaneous moves) are each judged on their
  // own time, as processes thinking side by side would be.
  Reply Receive(Clock::time_point deadline) override;
  void Stop() override;
  std::string ExitDescription() const override;

  // Wall-clock time of every answer, in seconds, as measured here.
  const std::vector<double>& answer_seconds() const { return seconds_; }
  // This thread's CPU time for every answer, in seconds.
  const std::vector<double>& answer_cpu_seconds() const { return cpu_seconds_; }

 private:
  std::unique_ptr<Bot> bot_;
  InProcessOptions options_;
  std::stringstream input_;
  LineReader reader_;
  Clock::time_point last_send_{};
  // The bot's own running time since the last Send: what it is judged by.
  Clock::duration thinking_{};
  // Set once the bot has ended: how, as a fault with its detail.
  Fault ended_ = Fault::kNone;
  std::string ended_detail_;
  bool stopped_ = false;
  std::vector<double> seconds_;
  std::vector<double> cpu_seconds_;
};

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_IN_PROCESS_PLAYER_H_
