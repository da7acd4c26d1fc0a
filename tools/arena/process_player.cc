#include "tools/arena/process_player.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "tools/arena/containment.h"
#include "tools/arena/exit_text.h"
#include "tools/arena/process_tree.h"

namespace gauntlet::arena {
namespace {

constexpr size_t kChunkBytes = 64 * 1024;
// Reads per stream per poll round, so one flooding stream cannot starve the
// others (or the stop request).
constexpr int kReadsPerRound = 16;
// How long Send and Receive wait, after the player's stdin or stdout closed,
// for it to exit, so the fault can say how it ended: a dying process closes
// its pipes a moment before its exit status exists. Waited once: a player
// still alive after it closed a pipe on purpose.
constexpr auto kExitPatience = std::chrono::seconds(1);
// How long, once the player is seen dead, to wait for the I/O thread to read
// what it wrote before dying and note the exit (it wakes at once, the pidfd
// being readable; bounded all the same).
constexpr auto kNotePatience = std::chrono::seconds(2);
// Stderr kept in memory for the fault of a player that crashes: the last
// bytes, of which StderrTail shows a few lines.
constexpr size_t kStderrTailKeep = 1024;
// How long Stop spends finding and killing the player's processes, and then
// waiting for those left in its group to be reapable.
constexpr auto kKillPatience = std::chrono::seconds(2);
constexpr auto kReapPatience = std::chrono::seconds(2);
// What a buffered line costs beyond its text, so a flood of empty lines is
// bounded as well as a flood of long ones.
constexpr size_t kLineOverhead = 64;

absl::Status ErrnoStatus(const std::string& what) {
  return absl::InternalError(absl::StrCat(what, ": ", strerror(errno)));
}

void CloseFd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// Moves fd to a number >= 3 so the child's dup2 onto 0..2 cannot clobber it.
int AboveStdio(int fd) {
  if (fd >= 3) return fd;
  const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  close(fd);
  return moved;
}

bool SetNonBlocking(int fd) {
  const int flags = fcntl(fd, F_GETFL);
  return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

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

// A duration for people, to a tenth of a millisecond ("200", "12.3"): the
// deadline a referee set 200 ms after its clock read, a few microseconds
// before the Send, is "200 ms", not "199.999 ms".
std::string Milliseconds(Clock::duration d) {
  const double tenths =
      std::round(std::chrono::duration<double, std::milli>(d).count() * 10);
  const auto whole = static_cast<int64_t>(tenths) / 10;
  const auto tenth = static_cast<int64_t>(std::abs(tenths)) % 10;
  return tenth == 0 ? std::to_string(whole) : absl::StrCat(whole, ".", tenth);
}

// The start of a player's line for a fault's detail (printed escaped, see
// common/core/terminal_text.h): at most 60 bytes, then "...".
std::string Head(std::string_view line) {
  constexpr size_t kShown = 60;
  if (line.size() <= kShown) return std::string(line);
  return std::string(line.substr(0, kShown)) + "...";
}

// Whether `fd` becomes readable within `patience` (zero: whether it is now).
bool ReadableWithin(int fd, Clock::duration patience) {
  const auto give_up = Clock::now() + patience;
  while (true) {
    const auto left =
        std::chrono::ceil<std::chrono::milliseconds>(give_up - Clock::now());
    pollfd entry{fd, POLLIN, 0};
    const int ready =
        poll(&entry, 1, static_cast<int>(std::max<int64_t>(0, left.count())));
    if (ready < 0 && errno == EINTR) continue;
    return ready > 0;
  }
}

}  // namespace

class ProcessPlayer::Impl {
 public:
  explicit Impl(ProcessOptions options) : options_(std::move(options)) {}
  ~Impl() { Stop(); }

  absl::Status Start();
  Fault Send(std::string_view text);
  Reply Receive(Clock::time_point deadline);
  void Stop();

  std::string exit_description() const {
    std::lock_guard lock(mu_);
    return exit_description_;
  }
  pid_t pid() const { return pid_; }
  uint64_t stderr_bytes() const {
    std::lock_guard lock(mu_);
    return stderr_total_;
  }
  std::string stderr_tail() const {
    std::lock_guard lock(mu_);
    return StderrTail(stderr_tail_);
  }

 private:
  struct Line {
    std::string text;
    Clock::time_point at;
    // Offset in the player's stdout of the line's first byte.
    uint64_t start = 0;
  };

  void Spawn(int stdin_read, int stdout_write, int stderr_write);
  // Kills every process of the player: by group, token, descent and cgroup
  // (which also reaps what was re-parented to us).
  void KillProcesses();
  void RunIo();
  void Wake();
  // Each returns false once its stream is finished.
  bool ReadStdout();
  bool ReadStderr();
  void WritePendingLocked();
  void TakeOutputLocked(const char* data, size_t size, Clock::time_point at);
  // At the first Send of a request: every stdout byte the player has written
  // so far (taken by the I/O thread or still in the pipe) came before it.
  void MarkRequestLocked();
  void NoteExit();
  // Records the exit status if the player has exited (its zombie is kept);
  // whether it had.
  bool RecordExitLocked();
  bool AwaitExitLocked(std::unique_lock<std::mutex>& lock,
                       Clock::duration patience);

  const ProcessOptions options_;
  // In the player's environment, so Stop finds its processes wherever they
  // went (see process_tree.h).
  const std::string token_ = NewPlayerToken();
  // The player's own cgroup (cgroup mode, see containment.h), or empty.
  std::string cgroup_;
  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;
  int pid_fd_ = -1;
  int wake_fd_ = -1;
  int log_fd_ = -1;
  std::thread io_thread_;
  bool stopped_ = false;

  // Owned by the I/O thread (buffer_ and partial_ are written under mu_).
  std::array<char, kChunkBytes> buffer_{};
  std::string partial_;
  uint64_t stderr_kept_ = 0;
  bool stderr_truncated_ = false;

  mutable std::mutex mu_;
  std::condition_variable changed_;
  std::string pending_input_;  // Bytes from pending_offset_ on are unsent.
  size_t pending_offset_ = 0;
  bool input_broken_ = false;
  // The input pipe failed (EPIPE): the player closed its stdin or is dying.
  bool input_closed_ = false;
  // Waited kExitPatience once already and the player was alive.
  bool waited_for_exit_ = false;
  std::deque<Line> lines_;
  // Bytes of stdout read from the pipe so far, and the offset of partial_.
  uint64_t stdout_taken_ = 0;
  uint64_t partial_start_ = 0;
  // A request is being sent or answered: a Send since the last Receive.
  bool asked_ = false;
  // Lines starting before this stdout offset were written before the
  // current request (early lines).
  uint64_t request_start_ = 0;
  // The last Receive timed out without a line: the next line, if it comes
  // before the next request, is that late answer, not an early one.
  bool late_answer_owed_ = false;
  size_t buffered_bytes_ = 0;
  bool output_eof_ = false;
  bool line_too_long_ = false;
  Clock::time_point too_long_at_{};
  bool exited_ = false;
  int exit_status_ = 0;
  Clock::time_point exit_at_{};
  bool stopping_ = false;
  // Set by Stop once the player's processes are killed: only then may the
  // I/O thread end, as its end fires the player's PR_SET_PDEATHSIG, and a
  // player that died before the kill's scan has orphaned its children out
  // of the tree the scan follows.
  bool io_may_end_ = false;
  Clock::time_point last_send_ = Clock::now();
  uint64_t stderr_total_ = 0;
  std::string stderr_tail_;  // The last kStderrTailKeep bytes of stderr.
  std::string exit_description_ = "running";
};

absl::Status ProcessPlayer::Impl::Start() {
  HarnessContainment();
  cgroup_ = NewPlayerCgroup();
  if (!options_.stderr_log_path.empty()) {
    log_fd_ = open(options_.stderr_log_path.c_str(),
                   O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (log_fd_ < 0) {
      return ErrnoStatus(
          absl::StrCat("cannot open stderr log ", options_.stderr_log_path));
    }
  }
  int in[2], out[2], err[2];
  if (pipe2(in, O_CLOEXEC) != 0) return ErrnoStatus("pipe");
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]);
    close(in[1]);
    return ErrnoStatus("pipe");
  }
  if (pipe2(err, O_CLOEXEC) != 0) {
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    return ErrnoStatus("pipe");
  }
  stdin_fd_ = in[1];
  stdout_fd_ = out[0];
  stderr_fd_ = err[0];
  int child_in = AboveStdio(in[0]);
  int child_out = AboveStdio(out[1]);
  int child_err = AboveStdio(err[1]);
  wake_fd_ = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  absl::Status status;
  if (child_in < 0 || child_out < 0 || child_err < 0 || wake_fd_ < 0) {
    status = ErrnoStatus("fd setup");
  } else if (!SetNonBlocking(stdin_fd_) || !SetNonBlocking(stdout_fd_) ||
             !SetNonBlocking(stderr_fd_)) {
    status = ErrnoStatus("fcntl");
  } else {
    // The I/O thread forks the player: PR_SET_PDEATHSIG fires when the
    // thread that forked exits, and this one lives exactly as long as the
    // player is ours (Stop kills the player before joining it), while the
    // thread calling Start may end long before (a tournament's, a test's).
    // Shared: the promise must outlive its set_value, which may still be
    // returning when Start has its value and returns.
    auto spawned = std::make_shared<std::promise<int>>();
    std::future<int> spawn_errno = spawned->get_future();
    io_thread_ = std::thread([this, spawned, child_in, child_out, child_err] {
      Spawn(child_in, child_out, child_err);
      if (pid_ < 0) {
        spawned->set_value(errno);
        return;
      }
      // glibc 2.36 declares pidfd_open without C linkage; call it directly.
      pid_fd_ = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));
      spawned->set_value(pid_fd_ < 0 ? errno : 0);
      if (pid_fd_ >= 0) RunIo();
    });
    const int error = spawn_errno.get();
    if (error != 0) {
      errno = error;
      status = ErrnoStatus(pid_ < 0 ? "fork" : "pidfd_open");
    }
  }
  for (int fd : {child_in, child_out, child_err}) {
    if (fd >= 0) close(fd);
  }
  if (!status.ok() && pid_ > 0) {
    KillProcesses();
    int ignored;
    waitpid(pid_, &ignored, 0);
    pid_ = -1;
  }
  if (!status.ok() && io_thread_.joinable()) io_thread_.join();
  return status;
}

void ProcessPlayer::Impl::KillProcesses() {
  const auto give_up = Clock::now() + kKillPatience;
  // Frozen first, so the tree is whole while it is scanned (whoever left it
  // is still in the cgroup, and no one has been orphaned by the kill yet),
  // and every process, zombies too, is reaped; the cgroup's own kill then
  // gets anything the scans could not see.
  std::vector<ProcessId> held;
  if (!cgroup_.empty()) held = FreezeCgroup(cgroup_, give_up);
  KillPlayerProcesses(pid_, token_, give_up, held);
  if (!cgroup_.empty()) {
    KillCgroup(cgroup_, give_up);
    ReapDeadChildren(held, pid_);
  }
}

void ProcessPlayer::Impl::Spawn(int stdin_read, int stdout_write,
                                int stderr_write) {
  // Everything the child needs is prepared here: between fork and exec only
  // async-signal-safe calls are allowed (other threads may hold locks).
  const std::string script = IsPlainCommand(options_.command)
                                 ? "exec " + options_.command
                                 : options_.command;
  // argv[0] "sh": the shell signs its complaints "sh: 1: ...".
  const char* argv[] = {"sh", "-c", script.c_str(), nullptr};
  struct LimitSetting {
    int resource;
    uint64_t value;
  };
  const std::array<LimitSetting, 4> limits = {{
      {RLIMIT_CPU, options_.limits.cpu_seconds},
      {RLIMIT_AS, options_.limits.address_space_bytes},
      {RLIMIT_NPROC, options_.limits.processes},
      {RLIMIT_FSIZE, options_.limits.file_size_bytes},
  }};
  const std::vector<const char*> environment =
      PlayerEnvironment(token_, options_.environment);
  const std::string cgroup_procs =
      cgroup_.empty() ? "" : cgroup_ + "/cgroup.procs";
  const pid_t harness = getpid();
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  sigset_t empty_mask;
  sigemptyset(&empty_mask);

  pid_ = fork();
  if (pid_ != 0) {
    // Also from the parent, so the group exists before anyone signals it.
    if (pid_ > 0) setpgid(pid_, pid_);
    return;
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
  if (dup2(stdin_read, 0) < 0 || dup2(stdout_write, 1) < 0 ||
      dup2(stderr_write, 2) < 0) {
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

void ProcessPlayer::Impl::Wake() {
  const uint64_t one = 1;
  [[maybe_unused]] ssize_t ignored = write(wake_fd_, &one, sizeof one);
}

void ProcessPlayer::Impl::RunIo() {
  bool stdout_open = true;
  bool stderr_open = true;
  bool watching_exit = true;
  std::vector<pollfd> fds;
  while (true) {
    bool want_stdout, want_stdin;
    {
      std::lock_guard lock(mu_);
      if (io_may_end_) return;
      want_stdout =
          stdout_open && buffered_bytes_ < options_.max_buffered_output_bytes;
      want_stdin = stdin_fd_ >= 0 && pending_offset_ < pending_input_.size();
    }
    fds.clear();
    fds.push_back({wake_fd_, POLLIN, 0});
    const auto add = [&fds](bool want, int fd, short events) {
      const int index = want ? static_cast<int>(fds.size()) : -1;
      if (want) fds.push_back({fd, events, 0});
      return index;
    };
    const int out_index = add(want_stdout, stdout_fd_, POLLIN);
    const int err_index = add(stderr_open, stderr_fd_, POLLIN);
    const int in_index = add(want_stdin, stdin_fd_, POLLOUT);
    const int exit_index = add(watching_exit, pid_fd_, POLLIN);
    if (poll(fds.data(), fds.size(), -1) < 0) {
      if (errno == EINTR) continue;
      return;
    }
    if (fds[0].revents != 0) {
      uint64_t count;
      [[maybe_unused]] ssize_t ignored = read(wake_fd_, &count, sizeof count);
    }
    if (out_index >= 0 && fds[out_index].revents != 0) {
      stdout_open = ReadStdout();
    }
    if (err_index >= 0 && fds[err_index].revents != 0) {
      stderr_open = ReadStderr();
    }
    if (in_index >= 0 && fds[in_index].revents != 0) {
      std::lock_guard lock(mu_);
      WritePendingLocked();
    }
    if (exit_index >= 0 && fds[exit_index].revents != 0) {
      // Whatever the player wrote before exiting comes before its exit, and
      // its last words on stderr go with it.
      if (stdout_open) stdout_open = ReadStdout();
      if (stderr_open) stderr_open = ReadStderr();
      NoteExit();
      watching_exit = false;
    }
  }
}

bool ProcessPlayer::Impl::ReadStdout() {
  for (int round = 0; round < kReadsPerRound; ++round) {
    // Read under the lock (it never blocks), so a Send marking the start of
    // a request sees every byte either counted or still in the pipe.
    std::lock_guard lock(mu_);
    const ssize_t n = read(stdout_fd_, buffer_.data(), buffer_.size());
    if (n > 0) {
      TakeOutputLocked(buffer_.data(), static_cast<size_t>(n), Clock::now());
      if (buffered_bytes_ >= options_.max_buffered_output_bytes) return true;
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return true;
    // After Stop the end of output is our doing, not the player's.
    if (!stopping_) output_eof_ = true;
    changed_.notify_all();
    return false;
  }
  return true;
}

void ProcessPlayer::Impl::TakeOutputLocked(const char* data, size_t size,
                                           Clock::time_point at) {
  stdout_taken_ += size;
  // After an overlong line the protocol is lost: drain and discard the rest.
  // After Stop, whatever still arrives is no reply.
  if (line_too_long_ || stopping_) return;
  while (size > 0) {
    const char* newline = static_cast<const char*>(memchr(data, '\n', size));
    const size_t segment = newline ? newline - data : size;
    if (partial_.size() + segment > options_.max_line_length) {
      line_too_long_ = true;
      too_long_at_ = at;
      partial_.clear();
      partial_.shrink_to_fit();
      changed_.notify_all();
      return;
    }
    partial_.append(data, segment);
    if (newline == nullptr) return;
    const uint64_t start = partial_start_;
    partial_start_ += partial_.size() + 1;
    if (!partial_.empty() && partial_.back() == '\r') partial_.pop_back();
    buffered_bytes_ += partial_.size() + kLineOverhead;
    lines_.push_back({std::move(partial_), at, start});
    partial_.clear();
    changed_.notify_all();
    data += segment + 1;
    size -= segment + 1;
  }
}

bool ProcessPlayer::Impl::ReadStderr() {
  for (int round = 0; round < kReadsPerRound; ++round) {
    const ssize_t n = read(stderr_fd_, buffer_.data(), buffer_.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return true;
    if (n <= 0) return false;
    const auto size = static_cast<uint64_t>(n);
    {
      std::lock_guard lock(mu_);
      stderr_total_ += size;
      const size_t tail = std::min<size_t>(size, kStderrTailKeep);
      stderr_tail_.append(buffer_.data() + size - tail, tail);
      if (stderr_tail_.size() > kStderrTailKeep) {
        stderr_tail_.erase(0, stderr_tail_.size() - kStderrTailKeep);
      }
    }
    if (log_fd_ < 0) continue;
    const uint64_t cap = options_.stderr_cap_bytes;
    // A failing log (disk full) must not stop the draining.
    [[maybe_unused]] ssize_t ignored = 0;
    const uint64_t keep = std::min(size, cap - stderr_kept_);
    if (keep > 0) {
      ignored = write(log_fd_, buffer_.data(), keep);
      stderr_kept_ += keep;
    }
    if (keep < size && !stderr_truncated_) {
      stderr_truncated_ = true;
      const std::string note = absl::StrCat(
          "\n[gauntlet: stderr truncated after ", cap, " bytes]\n");
      ignored = write(log_fd_, note.data(), note.size());
    }
  }
  return true;
}

void ProcessPlayer::Impl::WritePendingLocked() {
  while (stdin_fd_ >= 0 && pending_offset_ < pending_input_.size()) {
    const ssize_t n = write(stdin_fd_, pending_input_.data() + pending_offset_,
                            pending_input_.size() - pending_offset_);
    if (n > 0) {
      pending_offset_ += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) break;
    // EPIPE (SIGPIPE is ignored) or worse: the player cannot be written to.
    input_broken_ = true;
    input_closed_ = true;
    CloseFd(stdin_fd_);
    break;
  }
  if (pending_offset_ == pending_input_.size() || input_broken_) {
    pending_input_.clear();
    pending_offset_ = 0;
  } else if (pending_offset_ > pending_input_.size() / 2) {
    pending_input_.erase(0, pending_offset_);
    pending_offset_ = 0;
  }
}

void ProcessPlayer::Impl::NoteExit() {
  std::lock_guard lock(mu_);
  if (!stopping_) RecordExitLocked();
}

bool ProcessPlayer::Impl::RecordExitLocked() {
  if (exited_) return true;
  // WNOWAIT keeps the zombie: its pid (the group id) stays reserved until
  // Stop has killed the group, so the kill can never hit a recycled group.
  siginfo_t info{};
  if (waitid(P_PID, pid_, &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
      info.si_pid != pid_) {
    return false;
  }
  int status = 0;
  if (info.si_code == CLD_EXITED) {
    status = (info.si_status & 0xff) << 8;
  } else {
    status = info.si_status & 0x7f;
  }
  exited_ = true;
  exit_status_ = status;
  exit_at_ = Clock::now();
  changed_.notify_all();
  return true;
}

// Whether the player has exited, waiting up to `patience` for it to. The
// process itself is asked (its pidfd), not the I/O thread, so a loaded
// machine that is slow to run the thread cannot turn a death into another
// fault. Once the process is dead, the I/O thread is given time to read what
// it wrote before dying and note the exit; if it has not done so in time the
// exit is recorded here.
bool ProcessPlayer::Impl::AwaitExitLocked(std::unique_lock<std::mutex>& lock,
                                          Clock::duration patience) {
  if (exited_) return true;
  if (stopping_ || pid_fd_ < 0) return false;
  const int pid_fd = pid_fd_;
  lock.unlock();
  const bool dead = ReadableWithin(pid_fd, patience);
  lock.lock();
  if (!dead) {
    if (patience > Clock::duration::zero()) waited_for_exit_ = true;
    return exited_;
  }
  changed_.wait_until(lock, Clock::now() + kNotePatience,
                      [this] { return exited_ || stopping_; });
  return exited_ || (!stopping_ && RecordExitLocked());
}

void ProcessPlayer::Impl::MarkRequestLocked() {
  if (asked_) return;
  asked_ = true;
  int in_pipe = 0;
  if (stdout_fd_ < 0 || ioctl(stdout_fd_, FIONREAD, &in_pipe) != 0) {
    in_pipe = 0;
  }
  request_start_ = stdout_taken_ + static_cast<uint64_t>(in_pipe);
}

Fault ProcessPlayer::Impl::Send(std::string_view text) {
  std::unique_lock lock(mu_);
  // Before a byte of the request is written, so nothing the player writes
  // in reply can be counted as written before it.
  MarkRequestLocked();
  last_send_ = Clock::now();
  if (stopping_) return Fault::kWriteFailed;
  if (!input_broken_ && stdin_fd_ >= 0) {
    const size_t unsent = pending_input_.size() - pending_offset_;
    if (unsent + text.size() > options_.max_pending_input_bytes) {
      // Dropping part of the input would desynchronise the protocol.
      input_broken_ = true;
    } else {
      pending_input_.append(text);
      // Try at once (non-blocking) so the common case costs no thread hop.
      WritePendingLocked();
      if (!input_broken_) {
        if (pending_offset_ < pending_input_.size()) Wake();
        return Fault::kNone;
      }
    }
  }
  // The input cannot be sent. If that is because the player ended, the next
  // Receive says how, which is the fault worth reporting; the exit trails the
  // closing of the pipe by a moment (a player that stopped reading is only
  // checked, not waited for).
  const Clock::duration patience = input_closed_ && !waited_for_exit_
                                       ? Clock::duration(kExitPatience)
                                       : Clock::duration::zero();
  return AwaitExitLocked(lock, patience) && !stopping_ ? Fault::kNone
                                                       : Fault::kWriteFailed;
}

Reply ProcessPlayer::Impl::Receive(Clock::time_point deadline) {
  Reply reply;
  std::unique_lock lock(mu_);
  // Whatever this returns, the request is over: the next Send starts one.
  asked_ = false;
  const auto pop_line = [this] {
    Line line = std::move(lines_.front());
    lines_.pop_front();
    const bool was_full = buffered_bytes_ >= options_.max_buffered_output_bytes;
    buffered_bytes_ -= line.text.size() + kLineOverhead;
    if (was_full) Wake();
    return line;
  };
  const auto early = [this](const Line& line) {
    return options_.early_lines_are_faults && line.start < request_start_;
  };
  const auto ready = [this] {
    return !lines_.empty() || line_too_long_ || output_eof_ || exited_ ||
           stopping_;
  };
  changed_.wait_until(lock, deadline, ready);
  // The answer to a request that timed out, come before the next request:
  // late, not early, and already a fault (the timeout). Dropped, so the
  // player's next line answers the next request.
  if (late_answer_owed_ && !lines_.empty() && early(lines_.front())) {
    pop_line();
    changed_.wait_until(lock, deadline, ready);
  }
  late_answer_owed_ = false;
  if (!lines_.empty()) {
    Line line = pop_line();
    reply.line = std::move(line.text);
    reply.elapsed = line.at - last_send_;
    if (early(line)) {
      reply.fault = Fault::kEarlyLine;
      reply.elapsed = Clock::duration::zero();
      reply.detail = absl::StrCat("a line written before it was asked: \"",
                                  Head(reply.line), "\"");
      return reply;
    }
    if (line.at > deadline) {
      reply.fault = Fault::kTimeout;
      reply.detail = absl::StrCat("reply came ",
                                  Milliseconds(line.at - deadline), " ms late");
    }
    return reply;
  }
  if (line_too_long_) {
    reply.fault = Fault::kLineTooLong;
    reply.elapsed = too_long_at_ - last_send_;
    reply.detail =
        absl::StrCat("reply longer than ", options_.max_line_length, " bytes");
    return reply;
  }
  // A player that closed its output is usually dying; one that did not
  // answer in time may have died meanwhile. Either way a dead player is
  // reported with how it ended.
  if (!exited_ && !stopping_) {
    AwaitExitLocked(lock, output_eof_ && !waited_for_exit_
                              ? Clock::duration(kExitPatience)
                              : Clock::duration::zero());
  }
  if (exited_) {
    const bool clean =
        WIFEXITED(exit_status_) && WEXITSTATUS(exit_status_) == 0;
    reply.fault = clean ? Fault::kEndOfOutput : Fault::kCrash;
    reply.elapsed = exit_at_ - last_send_;
    reply.detail = DescribeWaitStatus(exit_status_);
    const std::string tail = clean ? "" : StderrTail(stderr_tail_);
    if (!tail.empty()) absl::StrAppend(&reply.detail, "; stderr: ", tail);
    return reply;
  }
  if (output_eof_) {
    reply.fault = Fault::kEndOfOutput;
    reply.elapsed = Clock::now() - last_send_;
    reply.detail = "closed its output";
    return reply;
  }
  reply.fault = Fault::kTimeout;
  reply.elapsed = Clock::now() - last_send_;
  late_answer_owed_ = !stopping_;
  reply.detail = stopping_
                     ? "stopped"
                     : absl::StrCat("no reply within ",
                                    Milliseconds(deadline - last_send_), " ms");
  return reply;
}

void ProcessPlayer::Impl::Stop() {
  if (stopped_) return;
  stopped_ = true;
  bool exited_before;
  {
    // Stopping first: the exit our kill causes is not the player's own and
    // must not show in later Receives.
    std::lock_guard lock(mu_);
    exited_before = exited_;
    stopping_ = true;
    changed_.notify_all();
  }
  // Not just the group: descendants that left it (setsid, setpgid), and
  // orphans re-parented to us, which this also reaps.
  if (pid_ > 0) KillProcesses();
  {
    std::lock_guard lock(mu_);
    io_may_end_ = true;
  }
  if (io_thread_.joinable()) {
    Wake();
    io_thread_.join();
  }
  std::string description = "not started";
  if (pid_ > 0) {
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    description = DescribeWaitStatus(status);
    // Our SIGKILL, unless the player had ended by itself already.
    if (!exited_before && WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) {
      description += " (stopped by the harness)";
    }
    // Group members orphaned by the kill were re-parented to us (subreaper);
    // every one of them got the SIGKILL, so this ends at once. Bounded all
    // the same: a harness must not hang on a process stuck in the kernel.
    const auto give_up = Clock::now() + kReapPatience;
    while (true) {
      int ignored;
      const pid_t reaped = waitpid(-pid_, &ignored, WNOHANG);
      if (reaped > 0 || (reaped < 0 && errno == EINTR)) continue;
      if (reaped < 0 || Clock::now() > give_up) break;  // ECHILD: all gone.
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  for (int* fd :
       {&stdin_fd_, &stdout_fd_, &stderr_fd_, &pid_fd_, &wake_fd_, &log_fd_}) {
    CloseFd(*fd);
  }
  std::lock_guard lock(mu_);
  exit_description_ = std::move(description);
}

ProcessPlayer::ProcessPlayer(std::unique_ptr<Impl> impl)
    : impl_(std::move(impl)) {}

ProcessPlayer::~ProcessPlayer() { Stop(); }

absl::StatusOr<std::unique_ptr<ProcessPlayer>> ProcessPlayer::Start(
    ProcessOptions options) {
  auto impl = std::make_unique<Impl>(std::move(options));
  absl::Status status = impl->Start();
  if (!status.ok()) return status;
  return std::unique_ptr<ProcessPlayer>(new ProcessPlayer(std::move(impl)));
}

Fault ProcessPlayer::Send(std::string_view text) { return impl_->Send(text); }

Reply ProcessPlayer::Receive(Clock::time_point deadline) {
  return impl_->Receive(deadline);
}

void ProcessPlayer::Stop() { impl_->Stop(); }

std::string ProcessPlayer::ExitDescription() const {
  return impl_->exit_description();
}

pid_t ProcessPlayer::pid() const { return impl_->pid(); }

uint64_t ProcessPlayer::stderr_bytes() const { return impl_->stderr_bytes(); }

std::string ProcessPlayer::stderr_tail() const { return impl_->stderr_tail(); }

}  // namespace gauntlet::arena
