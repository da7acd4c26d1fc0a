#ifndef GAUNTLET_TESTS_ARENA_PROCESS_TEST_UTIL_H_
#define GAUNTLET_TESTS_ARENA_PROCESS_TEST_UTIL_H_

// What the ProcessPlayer tests share: reading /proc to see which processes
// are left, the broken players of tests/arena/players, and asking a player
// one line.

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tools/arena/containment.h"
#include "tools/arena/process_player.h"

namespace gauntlet::arena {

using std::chrono::milliseconds;

struct ProcStat {
  pid_t pid;
  pid_t ppid;
  pid_t pgrp;
};

// Every process on the machine, from /proc/<pid>/stat.
inline std::vector<ProcStat> AllProcesses() {
  std::vector<ProcStat> result;
  DIR* dir = opendir("/proc");
  REQUIRE(dir != nullptr);
  while (dirent* entry = readdir(dir)) {
    const pid_t pid = std::atoi(entry->d_name);
    if (pid <= 0) continue;
    std::ifstream in("/proc/" + std::string(entry->d_name) + "/stat");
    std::string text;
    if (!std::getline(in, text)) continue;
    // The command name may hold spaces and parentheses; fields resume after
    // the last ')'.
    std::istringstream fields(text.substr(text.rfind(')') + 2));
    char state;
    ProcStat stat{pid, 0, 0};
    fields >> state >> stat.ppid >> stat.pgrp;
    result.push_back(stat);
  }
  closedir(dir);
  return result;
}

// The process `pid` as /proc shows it; pid 0 when there is none.
inline ProcStat StatOf(pid_t pid) {
  for (const ProcStat& p : AllProcesses()) {
    if (p.pid == pid) return p;
  }
  return {0, 0, 0};
}

inline int CountInGroup(pid_t pgrp) {
  int count = 0;
  for (const ProcStat& p : AllProcesses()) count += p.pgrp == pgrp;
  return count;
}

inline int CountOurChildren() {
  int count = 0;
  for (const ProcStat& p : AllProcesses()) {
    // The harness's watcher lives as long as the harness (containment.h).
    count += p.ppid == getpid() && p.pid != arena::WatcherPid();
  }
  return count;
}

// CountOurChildren once the processes already on their way out are gone:
// polls for up to two seconds while any is left. A process that outlives
// that is counted: a survivor, or a zombie nobody will reap (a leak), stays;
// one still being torn down by the kernel on a loaded machine, or reaped a
// moment later, does not.
inline int CountOurChildrenSettled() {
  const auto give_up = Clock::now() + std::chrono::seconds(2);
  int count = CountOurChildren();
  while (count != 0 && Clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    count = CountOurChildren();
  }
  return count;
}

// A field of /proc/self/status in kB, e.g. "VmHWM".
inline long StatusKb(const std::string& field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(field + ":", 0) == 0)
      return std::atol(line.c_str() + field.size() + 1);
  }
  FAIL("no " << field << " in /proc/self/status");
  return 0;
}

inline ProcessOptions Options(const std::string& mode) {
  ProcessOptions options;
  options.command = std::string(ARENA_PLAYER) + " " + mode;
  options.max_line_length = 64 << 10;
  options.stderr_cap_bytes = 64 << 10;
  return options;
}

inline std::unique_ptr<ProcessPlayer> StartOrDie(ProcessOptions options) {
  auto player = ProcessPlayer::Start(std::move(options));
  REQUIRE(player.ok());
  return *std::move(player);
}

inline Clock::time_point In(milliseconds ms) { return Clock::now() + ms; }

// The limit for replies and faults that must come: Ask returns as soon as
// they do, and the fault itself shows the harness did not wait for the
// deadline. Generous because CI machines can be loaded and sanitized.
constexpr milliseconds kPatience(10000);

// Stops the player and checks that nothing it started is left: no process
// in its group, no child (zombie or not) of ours.
// `others_running` says other players of the test are still alive, so only
// the player's own group can be checked.
inline void StopAndCheckNothingLeft(ProcessPlayer& player,
                                    bool others_running = false) {
  const pid_t group = player.pid();
  player.Stop();
  CHECK(CountInGroup(group) == 0);
  if (!others_running) CHECK(CountOurChildrenSettled() == 0);
}

// Live processes with `marker` as one of their arguments. A zombie's command
// line is empty: zombies left to us are what CountOurChildren counts.
inline std::vector<pid_t> Marked(const std::string& marker) {
  std::vector<pid_t> result;
  for (const ProcStat& p : AllProcesses()) {
    // read(2), not a stream: a process that dies while it is read makes a
    // stream throw.
    const std::string path = "/proc/" + std::to_string(p.pid) + "/cmdline";
    const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    std::string cmdline;
    char chunk[4096];
    for (ssize_t n; (n = read(fd, chunk, sizeof chunk)) > 0;) {
      cmdline.append(chunk, static_cast<size_t>(n));
    }
    close(fd);
    std::istringstream args(cmdline);
    for (std::string arg; std::getline(args, arg, '\0');) {
      if (arg == marker) {
        result.push_back(p.pid);
        break;
      }
    }
  }
  return result;
}

// Kills the processes with `marker` and reaps those re-parented to us.
inline void KillMarked(const std::string& marker) {
  std::vector<pid_t> left = Marked(marker);
  for (pid_t pid : left) kill(pid, SIGKILL);
  const auto give_up = Clock::now() + milliseconds(2000);
  while (!left.empty() && Clock::now() < give_up) {
    std::erase_if(left, [](pid_t pid) {
      return waitpid(pid, nullptr, WNOHANG) == pid || kill(pid, 0) != 0;
    });
    std::this_thread::sleep_for(milliseconds(10));
  }
}

// A marker no other test run shares, for the command line of a player whose
// descendants leave its process group: they keep it (fork copies argv, the
// players that exec pass it on), so they can be found wherever they went.
// Whatever still has it when the test ends, however it ends, is killed: only
// a failing run leaves any, and later tests and the machine should not
// inherit them.
class Marker {
 public:
  explicit Marker(const std::string& what)
      : text_("gauntlet-escape-" + std::to_string(getpid()) + "-" +
              std::to_string(++serial_) + "-" + what) {}
  ~Marker() { KillMarked(text_); }
  Marker(const Marker&) = delete;
  Marker& operator=(const Marker&) = delete;

  const std::string& text() const { return text_; }

 private:
  static inline int serial_ = 0;
  std::string text_;
};

// Stop must end escaped descendants too, and not take long doing it.
constexpr milliseconds kStopBound(5000);

// StopAndCheckNothingLeft, and none of the player's processes is left
// wherever it went (found by the marker in its command line), in bounded
// time.
inline void StopAndCheckNoneMarked(ProcessPlayer& player, const Marker& marker,
                                   bool others_running = false) {
  const auto start = Clock::now();
  StopAndCheckNothingLeft(player, others_running);
  CHECK(Clock::now() - start < kStopBound);
  CHECK(Marked(marker.text()).empty());
}

// The fault a player gives to one line, and how long Receive took.
struct Outcome {
  Reply reply;
  Clock::duration took;
};
inline Outcome Ask(ProcessPlayer& player, const std::string& line,
                   milliseconds limit) {
  const auto start = Clock::now();
  REQUIRE(player.Send(line + "\n") == Fault::kNone);
  Reply reply = player.Receive(In(limit));
  return {std::move(reply), Clock::now() - start};
}

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TESTS_ARENA_PROCESS_TEST_UTIL_H_
