#ifndef GAUNTLET_TOOLS_ARENA_PROCESS_PLAYER_H_
#define GAUNTLET_TOOLS_ARENA_PROCESS_PLAYER_H_

// A Player that is a separate, untrusted program: started with
// `/bin/sh -c <command>` in its own process group, with its own stdin/stdout
// pipes, its stderr drained into a capped log file, resource limits applied
// before exec, and no file descriptors but its three pipes. One I/O thread per
// player moves bytes in both directions and timestamps every line the moment
// it arrives, so a referee that asks several players with one deadline judges
// each by when its reply really came. Stop() kills the player and every
// process it started, including those that left its process group (found by
// a token in their environment or by descent, see process_tree.h), and reaps
// them: no zombie, no orphan left. A line the player wrote before the request
// it would answer is reported as Fault::kEarlyLine, not taken as the answer.

#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/exit_text.h"
#include "tools/arena/player.h"

namespace gauntlet::arena {

// Resource limits applied in the child before exec (setrlimit, soft = hard).
// Zero leaves the inherited limit in place.
struct ProcessLimits {
  // CPU time; SIGXCPU when it is spent (a crash), SIGKILL one second later.
  uint64_t cpu_seconds = 0;
  // Virtual address space (RLIMIT_AS); allocation fails beyond it.
  uint64_t address_space_bytes = 0;
  // RLIMIT_NPROC counts every process of the user, not just the player's, and
  // is not enforced for root; use it as a fork-bomb brake, not as a quota.
  uint64_t processes = 0;
  // Largest file the player may write (RLIMIT_FSIZE); SIGXFSZ beyond it.
  uint64_t file_size_bytes = 0;
};

struct ProcessOptions {
  std::string command;  // Run as `/bin/sh -c command`.
  // "NAME=VALUE" settings added to the harness's environment for the
  // player, in place of any the harness has of the same names (the time
  // control, tools/arena/player_time.h).
  std::vector<std::string> environment;
  // Where the player's stderr goes; empty discards it (it is still drained).
  std::string stderr_log_path;
  ProcessLimits limits;
  // A reply longer than this (without its newline) is kLineTooLong.
  size_t max_line_length = 1 << 20;
  // Bytes of stderr kept in the log; the rest is read and discarded.
  size_t stderr_cap_bytes = 1 << 20;
  // Input queued for a player that is not reading; Send beyond it is
  // kWriteFailed (the pipe's own 64 KiB buffer comes on top).
  size_t max_pending_input_bytes = 4 << 20;
  // Complete reply lines buffered before the referee asks for them; beyond it
  // the harness stops reading stdout until Receive catches up.
  size_t max_buffered_output_bytes = 4 << 20;
  // Whether a line the player wrote before it was asked is a fault
  // (Fault::kEarlyLine, docs/match-contract.md "Early lines"). Off only for
  // protocols that allow unsolicited lines and skip them themselves (UCI).
  bool early_lines_are_faults = true;
};

class ProcessPlayer final : public Player {
 public:
  // Starts the player. Fails only for harness-side problems (pipes, fork, log
  // file); a command that does not exist starts and then exits 127, which
  // Receive reports as a crash ("exit 127: command not found; stderr: sh: 1:
  // exec: ./typo-bot: not found"). A player that has exited is always
  // reported by Receive with its exit status or signal and the last lines of
  // its stderr, never as a Send fault, however its death and the referee's
  // writes interleave. The player's environment is the harness's with
  // `options.environment` set, plus its token,
  // GAUNTLET_PLAYER_<harness pid>=<serial>.
  static absl::StatusOr<std::unique_ptr<ProcessPlayer>> Start(
      ProcessOptions options);

  ~ProcessPlayer() override;
  ProcessPlayer(const ProcessPlayer&) = delete;
  ProcessPlayer& operator=(const ProcessPlayer&) = delete;

  Fault Send(std::string_view text) override;
  Reply Receive(Clock::time_point deadline) override;
  void Stop() override;
  std::string ExitDescription() const override;

  // The child's pid, which is also its process group id.
  pid_t pid() const;
  // Bytes of stderr the player wrote in total (kept or discarded).
  uint64_t stderr_bytes() const;
  // The last lines of stderr so far, as a crash's detail shows them (one
  // line); empty when there was none.
  std::string stderr_tail() const;

  class Impl;

 private:
  explicit ProcessPlayer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PROCESS_PLAYER_H_
