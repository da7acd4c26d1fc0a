#include "tools/arena/spawn.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <array>
#include <vector>

#include "tools/arena/process_tree.h"

namespace gauntlet::arena {

// Whether `command` is one plain command the shell can exec in its place, so
// the player is our own child and its death by a signal is seen as such (a
// shell that forks would report it as exit 128+N). Lists, pipes, redirections,
// subshells, keywords and leading VAR=value assignments keep the shell.
bool IsPlainCommand(std::string_view command) {
  if (command.find_first_of(";&|<>(){}`\n!") != std::string_view::npos) {
    return false;
  }
  const size_t start = command.find_first_not_of(" \t");
  if (start == std::string_view::npos) return false;
  const size_t end = command.find_first_of(" \t", start);
  const std::string_view first = command.substr(
      start,
      end == std::string_view::npos ? std::string_view::npos : end - start);
  if (first.find('=') != std::string_view::npos) return false;
  for (std::string_view keyword :
       {"if",   "while",  "until",    "for",      "case",   "exec",
        "cd",   "export", "exit",     "set",      "ulimit", "umask",
        "trap", "eval",   ".",        "source",   "time",   "command",
        "[[",   "select", "function", "readonly", "wait"}) {
    if (first == keyword) return false;
  }
  return true;
}

pid_t SpawnPlayer(const SpawnRequest& request) {
  // Everything the child needs is prepared here: between fork and exec only
  // async-signal-safe calls are allowed (other threads may hold locks).
  const std::string script = IsPlainCommand(request.command)
                                 ? "exec " + request.command
                                 : request.command;
  // argv[0] "sh": the shell signs its complaints "sh: 1: ...".
  const char* argv[] = {"sh", "-c", script.c_str(), nullptr};
  struct LimitSetting {
    int resource;
    uint64_t value;
  };
  const std::array<LimitSetting, 4> limits = {{
      {RLIMIT_CPU, request.limits.cpu_seconds},
      {RLIMIT_AS, request.limits.address_space_bytes},
      {RLIMIT_NPROC, request.limits.processes},
      {RLIMIT_FSIZE, request.limits.file_size_bytes},
  }};
  const std::vector<const char*> environment = PlayerEnvironment(request.token);
  const std::string cgroup_procs =
      request.cgroup.empty() ? "" : request.cgroup + "/cgroup.procs";
  const pid_t harness = getpid();
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  sigset_t empty_mask;
  sigemptyset(&empty_mask);

  const pid_t pid = fork();
  if (pid != 0) {
    // Also from the parent, so the group exists before anyone signals it.
    if (pid > 0) setpgid(pid, pid);
    return pid;
  }
  if (!cgroup_procs.empty()) {
    // Failing that, the player is held as in subreaper mode.
    const int procs = open(cgroup_procs.c_str(), O_WRONLY | O_CLOEXEC);
    if (procs >= 0) {
      [[maybe_unused]] ssize_t ignored = write(procs, "0", 1);
      close(procs);
    }
  }
  setpgid(0, 0);
  // Dies with the harness, even of a SIGKILL; if the harness died already
  // (we were re-parented), at once.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != harness) _exit(127);
  for (int sig = 1; sig < NSIG; ++sig) {
    if (sig != SIGKILL && sig != SIGSTOP)
      sigaction(sig, &default_action, nullptr);
  }
  sigprocmask(SIG_SETMASK, &empty_mask, nullptr);
  if (dup2(request.stdin_read, 0) < 0 || dup2(request.stdout_write, 1) < 0 ||
      dup2(request.stderr_write, 2) < 0) {
    _exit(127);
  }
  if (close_range(3, ~0U, 0) != 0) {
    struct rlimit files {};
    getrlimit(RLIMIT_NOFILE, &files);
    const rlim_t top = files.rlim_cur == RLIM_INFINITY ? 65536 : files.rlim_cur;
    for (rlim_t fd = 3; fd < top; ++fd) close(static_cast<int>(fd));
  }
  for (const LimitSetting& limit : limits) {
    if (limit.value == 0) continue;
    struct rlimit value {};
    value.rlim_cur = limit.value;
    // One second of grace on CPU: SIGXCPU (reported) at the soft limit,
    // SIGKILL only if the player catches or ignores it.
    value.rlim_max =
        limit.resource == RLIMIT_CPU ? limit.value + 1 : limit.value;
    if (setrlimit(limit.resource, &value) != 0) _exit(127);
  }
  execve("/bin/sh", const_cast<char* const*>(argv),
         const_cast<char* const*>(environment.data()));
  _exit(127);
}

}  // namespace gauntlet::arena
