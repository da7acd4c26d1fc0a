#include "tools/arena/process_tree.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"

extern char** environ;

namespace gauntlet::arena {
namespace {

// The most of a process's environment read when looking for the token. The
// kernel caps what exec passes at a quarter of the stack limit (2 MiB by
// default); a process that moved its environment area past this on purpose
// has dropped the token as surely as one that cleared it.
constexpr size_t kMaxEnvironBytes = 4 << 20;

struct ProcessEntry {
  pid_t pid = 0;
  pid_t ppid = 0;
  pid_t pgrp = 0;
  char state = '?';
  // When it started, in clock ticks since boot: with the pid, the identity of
  // a process (a pid is reused only after the process is gone).
  uint64_t start = 0;
  bool carries_token = false;
};

bool IsDead(const ProcessEntry& entry) {
  return entry.state == 'Z' || entry.state == 'X' || entry.state == 'x';
}

// Parses `path` (a /proc/<pid>/stat) relative to the directory `at`; the pid
// is the caller's to fill in.
std::optional<ProcessEntry> ReadStat(int at, const char* path) {
  const int fd = openat(at, path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  // The fields up to the start time fit in far less; the rest is not needed.
  char text[1024];
  const ssize_t size = read(fd, text, sizeof text - 1);
  close(fd);
  if (size <= 0) return std::nullopt;
  text[size] = '\0';
  // The command name may hold spaces and parentheses; fields resume after
  // the last ')'.
  const char* cursor = strrchr(text, ')');
  if (cursor == nullptr || cursor[1] != ' ' || cursor[2] == '\0') {
    return std::nullopt;
  }
  ProcessEntry entry;
  entry.state = cursor[2];
  cursor += 3;
  // Fields 4 (ppid) to 22 (starttime) of proc(5), counted from 1.
  uint64_t fields[23] = {};
  for (int field = 4; field <= 22; ++field) {
    char* end;
    fields[field] = strtoull(cursor, &end, 10);
    if (end == cursor) return std::nullopt;
    cursor = end;
  }
  entry.ppid = static_cast<pid_t>(fields[4]);
  entry.pgrp = static_cast<pid_t>(fields[5]);
  entry.start = fields[22];
  return entry;
}

// Whether the NUL-separated `environment` holds `entry` as a whole entry, or
// an entry that starts with it when it ends in '=' (any value of a name).
bool HasEntry(std::string_view environment, std::string_view entry) {
  const bool any_value = !entry.empty() && entry.back() == '=';
  for (size_t at = environment.find(entry); at != std::string_view::npos;
       at = environment.find(entry, at + 1)) {
    const size_t end = at + entry.size();
    if ((at == 0 || environment[at - 1] == '\0') &&
        (any_value || end == environment.size() || environment[end] == '\0')) {
      return true;
    }
  }
  return false;
}

// Whether the environment `path` (a /proc/<pid>/environ) relative to `at`
// holds `token`. /proc shows the environment the process was started with
// (what exec received, copied by fork), whatever setenv did since. Reading
// it needs the right to trace the process, which root and the owner of a
// dumpable process have.
bool CarriesToken(int at, const char* path, std::string_view token,
                  std::string& buffer) {
  const int fd = openat(at, path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  buffer.clear();
  char chunk[16384];
  while (buffer.size() < kMaxEnvironBytes) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    buffer.append(chunk, static_cast<size_t>(n));
  }
  close(fd);
  return HasEntry(buffer, token);
}

// Every process on the machine. The environment is read only of live
// processes started no earlier than the player: a descendant cannot be older
// than its ancestor.
void Scan(uint64_t player_start, std::string_view token,
          std::vector<ProcessEntry>& entries, std::string& buffer) {
  entries.clear();
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return;
  const int at = dirfd(proc);
  while (const dirent* found = readdir(proc)) {
    char* end;
    const long pid = strtol(found->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    char path[64];
    snprintf(path, sizeof path, "%ld/stat", pid);
    std::optional<ProcessEntry> entry = ReadStat(at, path);
    if (!entry.has_value()) continue;  // Gone since readdir.
    entry->pid = static_cast<pid_t>(pid);
    if (!IsDead(*entry) && entry->start >= player_start) {
      snprintf(path, sizeof path, "%ld/environ", pid);
      entry->carries_token = CarriesToken(at, path, token, buffer);
    }
    entries.push_back(*entry);
  }
  closedir(proc);
}

// pid -> start: a set of processes, by identity.
using Seen = std::unordered_map<pid_t, uint64_t>;

bool InSeen(const Seen& seen, const ProcessEntry& entry) {
  const auto found = seen.find(entry.pid);
  return found != seen.end() && found->second == entry.start;
}

// Indices into `entries` of the player's processes: the player, its process
// group, token carriers and processes `known` from earlier scans, and
// everything descending from one of those.
std::vector<size_t> Members(const std::vector<ProcessEntry>& entries,
                            pid_t player, const Seen& known,
                            bool all_descendants, pid_t spare) {
  const pid_t self = getpid();
  std::unordered_map<pid_t, std::vector<size_t>> children;
  std::vector<bool> member(entries.size(), false);
  std::vector<size_t> result;
  for (size_t i = 0; i < entries.size(); ++i) {
    const ProcessEntry& entry = entries[i];
    // Never the harness, whatever it says, nor the one it spares.
    if (entry.pid == self || entry.pid == spare) continue;
    children[entry.ppid].push_back(i);
    const bool in_group =
        player > 0 && (entry.pid == player || entry.pgrp == player);
    if (in_group || entry.carries_token || InSeen(known, entry) ||
        (all_descendants && entry.ppid == self)) {
      member[i] = true;
      result.push_back(i);
    }
  }
  for (size_t next = 0; next < result.size(); ++next) {
    const auto found = children.find(entries[result[next]].pid);
    if (found == children.end()) continue;
    for (const size_t child : found->second) {
      if (member[child]) continue;
      member[child] = true;
      result.push_back(child);
    }
  }
  return result;
}

enum class Sent { kDone, kGone, kForbidden };

// Sends `signal` to the process the scan saw as `entry`, or to nothing: the
// /proc/<pid> directory, once open, stays bound to the process it named (a
// stale one reads as gone) and is a handle pidfd_send_signal accepts, so the
// start time read through it proves the pid was not reused since the scan.
Sent Signal(const ProcessEntry& entry, int signal) {
  char path[32];
  snprintf(path, sizeof path, "/proc/%d", static_cast<int>(entry.pid));
  const int dir = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return Sent::kGone;
  const std::optional<ProcessEntry> now = ReadStat(dir, "stat");
  Sent sent = Sent::kGone;
  if (now.has_value() && now->start == entry.start) {
    // glibc 2.36 has no C-linkage pidfd_send_signal; call it directly.
    int result = static_cast<int>(
        syscall(SYS_pidfd_send_signal, dir, signal, nullptr, 0));
    // Before Linux 5.1: by pid, just after the check, which leaves the
    // narrow window the handle closes.
    if (result != 0 && errno == ENOSYS) result = kill(entry.pid, signal);
    if (result == 0) {
      sent = Sent::kDone;
    } else if (errno == EPERM) {
      sent = Sent::kForbidden;
    }
  }
  close(dir);
  return sent;
}

// Waits until `pid`, a child of ours, has exited (or `give_up`); it stays
// unreaped.
void WaitForExit(pid_t pid, Clock::time_point give_up) {
  const int fd = static_cast<int>(syscall(SYS_pidfd_open, pid, 0));
  if (fd < 0) return;
  const auto left =
      std::chrono::ceil<std::chrono::milliseconds>(give_up - Clock::now());
  pollfd exit{fd, POLLIN, 0};
  poll(&exit, 1, static_cast<int>(std::max<int64_t>(left.count(), 0)));
  close(fd);
}

}  // namespace

uint64_t ProcessStartTime(pid_t pid) {
  char path[32];
  snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  const std::optional<ProcessEntry> entry = ReadStat(AT_FDCWD, path);
  return entry.has_value() ? entry->start : 0;
}

std::string NewPlayerToken() {
  static std::atomic<uint64_t> serial{0};
  return absl::StrCat("GAUNTLET_PLAYER_", getpid(), "=", ++serial);
}

std::vector<const char*> PlayerEnvironment(
    const std::string& token, const std::vector<std::string>& settings) {
  // Each name with its '=', so that a name is never taken for the start of
  // a longer one.
  std::vector<std::string_view> names;
  for (const std::string& setting : settings) {
    names.emplace_back(setting.data(), setting.find('=') + 1);
  }
  names.emplace_back(token.data(), token.find('=') + 1);
  std::vector<const char*> result;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    bool replaced = false;
    for (std::string_view name : names) {
      replaced = replaced || std::string_view(*entry).starts_with(name);
    }
    if (!replaced) result.push_back(*entry);
  }
  for (const std::string& setting : settings) result.push_back(setting.c_str());
  result.push_back(token.c_str());
  result.push_back(nullptr);
  return result;
}

namespace {

// How long KillTree goes on killing past its `give_up` while processes are
// left.
constexpr auto kKillOverrun = std::chrono::seconds(3);
// How long the last reaping waits for killed processes still exiting.
constexpr auto kReapOverrun = std::chrono::seconds(2);

// Reaps the player's processes that are now zombie children of ours, with
// one more scan once the kill is over. The kill loop reaps those it sees as
// our children, but two kinds get past it: a process read while its parent
// was alive, orphaned to us (the subreaper) before the parent's entry was read
// dead; and a process that died unseen, of its group's kill (a stopped group
// orphaned by the kill gets SIGHUP) or between two scans, which no scan can
// name (a zombie carries no token). Unreaped, either stays a zombie of the
// harness for good. Every re-parenting is done by now (a process shows as a
// zombie only after its children were handed on), and a zombie still shows
// its process group: a dead child of ours is the player's if it is known, or
// if it is in a process group one of the player's processes was seen in (a
// new session's leader that died before any scan, whose group its children
// carry). Never by the harness's own group, which a player may join.
void ReapPlayerZombies(const Seen& known,
                       const std::unordered_set<pid_t>& groups, pid_t player,
                       pid_t self, std::vector<ProcessEntry>& entries,
                       std::string& buffer) {
  const pid_t own_group = getpgrp();
  const auto give_up = Clock::now() + kReapOverrun;
  while (true) {
    // No token is read: a zombie has none.
    Scan(std::numeric_limits<uint64_t>::max(), "", entries, buffer);
    // A killed process leaves the scans (its token and its parent gone)
    // before it is a zombie to reap, and a zombie whose parent is dying is
    // handed to us only when that parent is dead: wait for every process of
    // the player's until it is a zombie of ours, reaped, or gone.
    bool dying = false;
    for (const ProcessEntry& entry : entries) {
      if (entry.pid == player || entry.pid == self) continue;
      if (!InSeen(known, entry) &&
          (entry.pgrp == own_group || !groups.contains(entry.pgrp))) {
        continue;
      }
      if (entry.ppid == self && IsDead(entry)) {
        waitpid(entry.pid, nullptr, WNOHANG);
      } else {
        dying = true;
      }
    }
    if (!dying || Clock::now() >= give_up) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

// The kill of KillPlayerProcesses and KillAllDescendants: `player` is 0 for
// the second, whose members are every descendant of this process and every
// carrier of `token` (a prefix then, as below).
int KillTree(pid_t player, std::string_view token, Clock::time_point give_up,
             const std::vector<ProcessId>& also, bool all_descendants,
             pid_t spare) {
  // A signal to a process group reaches every member at once, one in the
  // middle of a fork included (the kernel restarts the fork, or signals the
  // new child too): the group is frozen in one call, the rest one by one.
  if (player > 0) kill(-player, SIGSTOP);
  char path[32];
  snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(player));
  const std::optional<ProcessEntry> player_entry =
      player > 0 ? ReadStat(AT_FDCWD, path) : std::nullopt;
  const uint64_t player_start = player_entry ? player_entry->start : 0;

  const pid_t self = getpid();
  // Every process of the player seen so far, zombies included: once the kill
  // orphans it, a process is no longer found by descent, and a zombie has no
  // environment to carry the token, but it must still be reaped.
  Seen known;
  for (const ProcessId& process : also) known[process.pid] = process.start;
  Seen stopped, killed, forbidden;
  // The process groups the player's processes were seen in.
  std::unordered_set<pid_t> groups;
  std::vector<ProcessEntry> entries;
  std::string buffer;
  std::vector<const ProcessEntry*> alive;
  bool killing = false;
  while (true) {
    Seen signalled = stopped;
    signalled.insert(killed.begin(), killed.end());
    Scan(player_start, token, entries, buffer);
    const std::vector<size_t> members =
        Members(entries, player, known, all_descendants, spare);
    alive.clear();
    // Whether every live process of the player was stopped before the scan
    // began (one by one, or in the group), so none forked while it ran and
    // it saw them all. A stopped process cannot fork even before the stop
    // has landed and its state shows it. One that left the group and came
    // back since was not stopped: what it forks during the scan is found by
    // the scans that follow the kill, by token.
    bool frozen = true;
    for (const size_t i : members) {
      const ProcessEntry& entry = entries[i];
      known[entry.pid] = entry.start;
      groups.insert(entry.pgrp);
      if (IsDead(entry)) {
        // An orphan re-parented to us (a subreaper) is ours to reap; the
        // player is the caller's.
        if (entry.ppid == self && entry.pid != player) {
          waitpid(entry.pid, nullptr, WNOHANG);
        }
        continue;
      }
      // Beyond our reach (a set-user-ID program run by a non-root harness):
      // waiting for it would only delay every Stop.
      if (InSeen(forbidden, entry)) continue;
      alive.push_back(&entry);
      frozen = frozen && ((player > 0 && entry.pgrp == player) ||
                          InSeen(signalled, entry));
    }
    if (alive.empty()) {
      ReapPlayerZombies(known, groups, player, self, entries, buffer);
      return static_cast<int>(killed.size());
    }
    const bool late = Clock::now() >= give_up;
    if (!killing && !frozen && !late) {
      for (const ProcessEntry* entry : alive) {
        if (InSeen(stopped, *entry)) continue;
        const Sent sent = Signal(*entry, SIGSTOP);
        if (sent == Sent::kDone) stopped[entry->pid] = entry->start;
        if (sent == Sent::kForbidden) forbidden[entry->pid] = entry->start;
      }
      continue;  // Look again for children forked before the stop landed.
    }
    killing = true;
    // Youngest first, so children die before their parents: a live process
    // is never orphaned by the kill, which would take it out of the tree
    // (re-parented) or wake it up (the SIGCONT an orphaned stopped process
    // group gets) before its own SIGKILL.
    std::sort(alive.begin(), alive.end(),
              [](const ProcessEntry* a, const ProcessEntry* b) {
                return a->start > b->start;
              });
    bool sent_any = false;
    for (const ProcessEntry* entry : alive) {
      if (InSeen(killed, *entry)) continue;
      const Sent sent = Signal(*entry, SIGKILL);
      if (sent == Sent::kDone) killed[entry->pid] = entry->start;
      if (sent == Sent::kForbidden) forbidden[entry->pid] = entry->start;
      sent_any = sent_any || sent == Sent::kDone;
    }
    if (player > 0) kill(-player, SIGKILL);
    // Past `give_up` nothing is stopped first any more, but the kill goes on
    // (what forked since the scan is found by the next one, the dead are
    // reaped) for a while longer: returning at once would leave processes
    // forked after the last scan alive and the dying unreaped (zombies of
    // the harness for good). Bounded all the same, for a process stuck in
    // the kernel.
    if (late && Clock::now() >= give_up + kKillOverrun) {
      ReapPlayerZombies(known, groups, player, self, entries, buffer);
      return static_cast<int>(killed.size());
    }
    if (player > 0 && members.size() == 1 &&
        entries[members[0]].pid == player) {
      // The usual case: the player had nothing else, not even a zombie, and
      // could not fork since (frozen). Once it has died nothing is left, and
      // no further scan is needed to show it.
      WaitForExit(player, give_up);
      return static_cast<int>(killed.size());
    }
    // Only processes already killed are left: they are dying.
    if (!sent_any) std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
}

}  // namespace

void KillPlayerProcesses(pid_t player, std::string_view token,
                         Clock::time_point give_up,
                         const std::vector<ProcessId>& also) {
  KillTree(player, token, give_up, also, /*all_descendants=*/false,
           /*spare=*/-1);
}

void ReapDeadChildren(const std::vector<ProcessId>& processes, pid_t player) {
  const pid_t self = getpid();
  const auto give_up = Clock::now() + kReapOverrun;
  char path[32];
  std::vector<ProcessId> left = processes;
  while (true) {
    // An emptied cgroup may still hold exiting processes that are not yet
    // zombies (a task leaves its cgroup before it exits): wait for them.
    std::erase_if(left, [&](const ProcessId& process) {
      if (process.pid == player) return true;
      snprintf(path, sizeof path, "/proc/%d/stat",
               static_cast<int>(process.pid));
      const std::optional<ProcessEntry> entry = ReadStat(AT_FDCWD, path);
      if (!entry || entry->start != process.start) return true;  // gone
      if (entry->ppid != self) return false;  // not yet handed to us
      if (!IsDead(*entry)) return false;
      waitpid(process.pid, nullptr, WNOHANG);
      return true;
    });
    if (left.empty() || Clock::now() >= give_up) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

int KillAllDescendants(std::string_view token_prefix, Clock::time_point give_up,
                       pid_t spare) {
  return KillTree(0, token_prefix, give_up, {}, /*all_descendants=*/true,
                  spare);
}

}  // namespace gauntlet::arena
