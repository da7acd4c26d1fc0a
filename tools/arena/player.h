#ifndef GAUNTLET_TOOLS_ARENA_PLAYER_H_
#define GAUNTLET_TOOLS_ARENA_PLAYER_H_

// What a referee sees of a player: send it text, receive one reply line by a
// deadline. Process-backed players (any program, any language) and in-process
// players (for tests and fast benchmarks) both implement this, so referee
// logic is written once and tested without pipes.

#include <chrono>
#include <string>
#include <string_view>

namespace gauntlet::arena {

using Clock = std::chrono::steady_clock;

enum class Fault {
  kNone,
  kTimeout,      // No complete line by the deadline.
  kEndOfOutput,  // The player closed its stdout (or exited) without a line.
  kCrash,        // The player exited or was killed; `detail` says how.
  kLineTooLong,  // The reply exceeded the maximum line length.
  kWriteFailed,  // The player stopped reading and its input could not be sent.
  kEarlyLine,    // The reply was written before the request it would answer
                 // (docs/match-contract.md, "Early lines"); `line` holds it.
};

std::string_view FaultName(Fault fault);

struct Reply;
// A fault for a result line's "faults": "timeout at ply 17 (no reply within
// 100 ms)"; the detail is left out when empty.
std::string DescribeFault(const Reply& reply, int ply);

struct Reply {
  Fault fault = Fault::kNone;
  std::string line;           // The reply without its newline.
  Clock::duration elapsed{};  // From the last Send to the reply's arrival.
  std::string detail;         // Exit code, signal, or other explanation.

  bool ok() const { return fault == Fault::kNone; }
};

class Player {
 public:
  virtual ~Player() = default;

  // Queues `text` (complete lines, each ending in '\n') for the player's
  // input. Never blocks on a player that stops reading. Marks the moment
  // from which the next reply's `elapsed` is measured. A player that has
  // ended is not a Send fault: the next Receive reports how it ended (crash
  // with its signal or exit code, or end of output), so a player that dies
  // at start is told apart from one that stops reading (kWriteFailed).
  virtual Fault Send(std::string_view text) = 0;

  // The next reply line, waiting at most until `deadline`. Several players
  // may be asked with the same deadline one after another (simultaneous
  // moves): a reply that arrived in time counts as in time.
  virtual Reply Receive(Clock::time_point deadline) = 0;

  // Ends the player (and everything it started) and releases its resources.
  // Idempotent; called by the destructor of process-backed players too.
  virtual void Stop() = 0;

  // How the player ended, once stopped: e.g. "exit 0", "signal 9".
  virtual std::string ExitDescription() const = 0;
};

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PLAYER_H_
