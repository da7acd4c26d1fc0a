#include "tools/arena/containment.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "absl/strings/str_cat.h"
#include "tools/arena/process_tree.h"

namespace gauntlet::arena {
namespace {

// The watcher: blocks on its stdin, the read end of a pipe only the harness
// holds. "done" means the harness stopped its players itself; end of input
// without it means the harness died (SIGKILL), and the watcher kills what it
// left. $1 is the harness pid, $2 its cgroup directory or empty.
constexpr char kWatcherScript[] = R"(
if read -r said && [ "$said" = done ]; then exit 0; fi
if [ -n "$2" ]; then
  for kill in "$2"/*/cgroup.kill; do [ -f "$kill" ] && echo 1 > "$kill"; done
  n=0
  while [ $n -lt 50 ]; do
    for d in "$2"/*/; do rmdir "$d" 2>/dev/null; done
    rmdir "$2" 2>/dev/null && exit 0
    n=$((n + 1)); sleep 0.1
  done
else
  n=0
  while [ $n -lt 20 ]; do
    found=$(grep -lzs "^GAUNTLET_PLAYER_$1=" /proc/[0-9]*/environ)
    [ -z "$found" ] && exit 0
    for e in $found; do p=${e#/proc/}; kill -9 "${p%/environ}" 2>/dev/null; done
    n=$((n + 1)); sleep 0.05
  done
fi
)";

struct Harness {
  ContainmentMode mode = ContainmentMode::kSubreaper;
  std::string cgroup_dir;  // cgroup mode: gauntlet-<pid>
  int watcher_fd = -1;     // the write end of the watcher's pipe
  pid_t watcher = -1;
  std::atomic<uint64_t> serial{0};
  std::once_flag done_once;
};

bool WriteFile(const std::string& path, std::string_view text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool ok =
      write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  close(fd);
  return ok;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Where this process's cgroup v2 directory is, or empty: the cgroup2 mount
// (from mountinfo) joined with the "0::" line of /proc/self/cgroup.
std::string OwnCgroupDirectory() {
  std::string mount;
  std::ifstream mounts("/proc/self/mountinfo");
  for (std::string line; std::getline(mounts, line);) {
    const size_t dash = line.find(" - ");
    if (dash == std::string::npos) continue;
    if (line.compare(dash + 3, 8, "cgroup2 ") != 0) continue;
    std::istringstream fields(line);
    std::string field;
    for (int i = 0; i < 5 && fields >> field; ++i) {
    }
    mount = field;
    break;
  }
  if (mount.empty()) return "";
  std::ifstream groups("/proc/self/cgroup");
  for (std::string line; std::getline(groups, line);) {
    if (line.rfind("0::", 0) != 0) continue;
    std::string own = line.substr(3);
    if (own == "/") own.clear();
    return mount + own;
  }
  return "";
}

// Whether a process can be moved into a new cgroup under `dir` and the
// cgroup killed as a whole: a child writes itself into a probe cgroup.
bool CgroupsWork(const std::string& dir) {
  const std::string probe = dir + "/probe";
  if (mkdir(probe.c_str(), 0755) != 0) return false;
  const std::string procs = probe + "/cgroup.procs";
  struct stat info {};
  bool works = stat((probe + "/cgroup.kill").c_str(), &info) == 0;
  if (works) {
    const pid_t child = fork();
    if (child == 0) {
      const int fd = open(procs.c_str(), O_WRONLY | O_CLOEXEC);
      _exit(fd >= 0 && write(fd, "0", 1) == 1 ? 0 : 1);
    }
    int status = 0;
    works = child > 0 && waitpid(child, &status, 0) == child &&
            WIFEXITED(status) && WEXITSTATUS(status) == 0;
  }
  rmdir(probe.c_str());
  return works;
}

// Starts the watcher, in a session of its own so a terminal's Ctrl-C does
// not reach it; returns the write end of its pipe.
int StartWatcher(const std::string& cgroup_dir, pid_t& watcher) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return -1;
  const std::string pid = std::to_string(getpid());
  const char* argv[] = {"sh",           "-c",
                        kWatcherScript, "gauntlet-watcher",
                        pid.c_str(),    cgroup_dir.c_str(),
                        nullptr};
  watcher = fork();
  if (watcher == 0) {
    setsid();
    dup2(fds[0], 0);
    const int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 1);
      dup2(null, 2);
    }
    close_range(3, ~0U, 0);
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, nullptr);
    execv("/bin/sh", const_cast<char* const*>(argv));
    _exit(127);
  }
  close(fds[0]);
  if (watcher < 0) {
    close(fds[1]);
    return -1;
  }
  return fds[1];
}

Harness& TheHarness();
std::vector<std::string> PlayerCgroups(const std::string& dir);

// Kills what is left in the player cgroups under `dir` and removes them and
// `dir`: at the exit of a harness that did not stop every player, and for
// the directory of a harness that died before it could.
void RemoveHarnessCgroup(const std::string& dir) {
  const auto give_up = Clock::now() + std::chrono::milliseconds(500);
  for (const std::string& cgroup : PlayerCgroups(dir)) {
    KillCgroup(cgroup, give_up);
  }
  rmdir(dir.c_str());
}

// Harness directories beside ours whose harness is gone (a SIGKILL and a
// watcher that could not finish): removed, with anything still in them.
void RemoveStaleHarnessCgroups(const std::string& parent) {
  DIR* listing = opendir(parent.c_str());
  if (listing == nullptr) return;
  std::vector<std::string> stale;
  while (const dirent* entry = readdir(listing)) {
    const std::string_view name = entry->d_name;
    if (name.rfind("gauntlet-", 0) != 0) continue;
    const long pid = std::strtol(entry->d_name + 9, nullptr, 10);
    if (pid > 0 && kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
      stale.push_back(parent + "/" + entry->d_name);
    }
  }
  closedir(listing);
  for (const std::string& dir : stale) RemoveHarnessCgroup(dir);
}

void TellWatcherDone() {
  Harness& harness = TheHarness();
  std::call_once(harness.done_once, [&harness] {
    if (harness.watcher_fd >= 0) {
      [[maybe_unused]] ssize_t ignored = write(harness.watcher_fd, "done\n", 5);
      close(harness.watcher_fd);
    }
    // It exits at once: reaped here, it is nobody's zombie.
    if (harness.watcher > 0) {
      const auto give_up = Clock::now() + std::chrono::seconds(1);
      while (waitpid(harness.watcher, nullptr, WNOHANG) == 0 &&
             Clock::now() < give_up) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
      }
    }
    if (!harness.cgroup_dir.empty()) RemoveHarnessCgroup(harness.cgroup_dir);
  });
}

// One per process, never destroyed: the subreaper flag, the watcher and the
// signals it answers for are process-wide, and players may be stopped from
// static destructors.
Harness& TheHarness() {
  static Harness* const harness = [] {
    auto* made = new Harness;
    // A write to a dead player must fail with EPIPE instead of killing us.
    signal(SIGPIPE, SIG_IGN);
    // GAUNTLET_CONTAINMENT=subreaper: the mode of machines without a
    // writable cgroup v2 hierarchy, on any machine (its tests use it).
    const char* forced = std::getenv("GAUNTLET_CONTAINMENT");
    const bool subreaper_only =
        forced != nullptr && std::string_view(forced) == "subreaper";
    const std::string own = subreaper_only ? "" : OwnCgroupDirectory();
    if (!own.empty()) {
      RemoveStaleHarnessCgroups(own);
      const std::string dir = absl::StrCat(own, "/gauntlet-", getpid());
      if (mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST) {
        if (CgroupsWork(dir)) {
          made->mode = ContainmentMode::kCgroup;
          made->cgroup_dir = dir;
        } else {
          rmdir(dir.c_str());
        }
      }
    }
    made->watcher_fd = StartWatcher(made->cgroup_dir, made->watcher);
    // Descendants orphaned by a dying player are re-parented to us instead
    // of PID 1 (which, in a container, may never reap them), and stay in
    // reach of a stop.
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    std::atexit(TellWatcherDone);
    return made;
  }();
  return *harness;
}

std::vector<std::string> PlayerCgroups(const std::string& dir) {
  std::vector<std::string> result;
  DIR* listing = opendir(dir.c_str());
  if (listing == nullptr) return result;
  while (const dirent* entry = readdir(listing)) {
    const std::string_view name = entry->d_name;
    if (name.rfind("player-", 0) == 0)
      result.push_back(dir + "/" + entry->d_name);
  }
  closedir(listing);
  return result;
}

// Waits until `events` (a cgroup.events) shows `key` with value `value`.
bool AwaitEvent(const std::string& events, std::string_view key, char value,
                Clock::time_point give_up) {
  const std::string wanted = std::string(key) + " " + value;
  while (true) {
    const std::string text = ReadFile(events);
    if (text.empty()) return false;  // gone
    if (text.find(wanted) != std::string::npos) return true;
    if (Clock::now() >= give_up) return false;
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
}

}  // namespace

std::string_view ContainmentName(ContainmentMode mode) {
  return mode == ContainmentMode::kCgroup ? "cgroup" : "subreaper";
}

ContainmentMode HarnessContainment() { return TheHarness().mode; }

pid_t WatcherPid() { return TheHarness().watcher; }

std::string NewPlayerCgroup() {
  Harness& harness = TheHarness();
  if (harness.mode != ContainmentMode::kCgroup) return "";
  const std::string dir =
      absl::StrCat(harness.cgroup_dir, "/player-", ++harness.serial);
  return mkdir(dir.c_str(), 0755) == 0 ? dir : "";
}

std::vector<ProcessId> FreezeCgroup(const std::string& cgroup,
                                    Clock::time_point give_up) {
  std::vector<ProcessId> held;
  if (WriteFile(cgroup + "/cgroup.freeze", "1")) {
    AwaitEvent(cgroup + "/cgroup.events", "frozen", '1', give_up);
  }
  std::istringstream procs(ReadFile(cgroup + "/cgroup.procs"));
  for (pid_t pid; procs >> pid;) {
    const uint64_t start = ProcessStartTime(pid);
    if (start != 0) held.push_back({pid, start});
  }
  return held;
}

void KillCgroup(const std::string& cgroup, Clock::time_point give_up) {
  WriteFile(cgroup + "/cgroup.kill", "1");
  AwaitEvent(cgroup + "/cgroup.events", "populated", '0', give_up);
  rmdir(cgroup.c_str());
}

int KillAllPlayers(Clock::time_point give_up) {
  Harness& harness = TheHarness();
  int killed = 0;
  if (harness.mode == ContainmentMode::kCgroup) {
    for (const std::string& cgroup : PlayerCgroups(harness.cgroup_dir)) {
      killed += static_cast<int>(FreezeCgroup(cgroup, give_up).size());
      KillCgroup(cgroup, give_up);
    }
  }
  killed += KillAllDescendants(absl::StrCat("GAUNTLET_PLAYER_", getpid(), "="),
                               give_up, harness.watcher);
  TellWatcherDone();
  return killed;
}

}  // namespace gauntlet::arena
