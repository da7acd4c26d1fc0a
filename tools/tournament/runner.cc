#include "tools/tournament/runner.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>

#include "absl/status/status.h"
#include "common/core/clock_text.h"
#include "common/core/terminal_text.h"
#include "tools/arena/stop_on_signals.h"
#include "tools/tournament/records.h"

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string JoinNames(const TournamentSpec& spec, const GameSpec& game) {
  std::string names;
  for (int bot : game.seats) {
    if (!names.empty()) names += ",";
    names += spec.bots[bot].name;
  }
  return names;
}

// Starts `/bin/sh -c command` in its own process group with output to `log`.
// The child dies with the runner (PR_SET_PDEATHSIG), so a killed runner
// leaves no game running that a resumed run could collide with.
absl::StatusOr<pid_t> StartGame(const std::string& command,
                                const std::string& log) {
  const pid_t parent = getpid();
  const pid_t pid = fork();
  if (pid < 0) return absl::InternalError("fork failed");
  if (pid == 0) {
    setpgid(0, 0);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);  // the stop signals we block
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    const int in = open("/dev/null", O_RDONLY);
    const int out = open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(out, 2);
    // `exec`: the referee replaces the shell, so the death signal reaches it.
    const std::string exec_command = "exec " + command;
    execl("/bin/sh", "sh", "-c", exec_command.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here, so a kill right after fork finds the group
  return pid;
}

// Where to look for why a game failed. A referee that could not write (a
// full disk) leaves its log empty: say so, instead of pointing to nothing.
std::string MatchLogNote(const std::string& game_dir) {
  const std::string log = game_dir + "/match.log";
  std::error_code error;
  const auto size = fs::file_size(log, error);
  if (error || size == 0) {
    return "; its " + log +
           " is empty (a referee that cannot write, e.g. on a full disk, "
           "says nothing there)";
  }
  return "; see " + log;
}

class Progress {
 public:
  Progress(const RunOptions& options, int to_play)
      : out_(options.progress),
        ratings_(options.ratings),
        terminal_(options.progress_is_terminal),
        to_play_(to_play),
        start_(Clock::now()) {}

  void Update(const Standings& standings, int played, bool final) {
    if (out_ == nullptr) return;
    const auto now = Clock::now();
    // Off a terminal (logs, CI) one line every few seconds is plenty.
    if (!terminal_ && !final && now - last_ < std::chrono::seconds(5)) return;
    last_ = now;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    std::string line = "games " + std::to_string(standings.games_done) + "/" +
                       std::to_string(standings.games_scheduled);
    if (played > 0 && played < to_play_) {
      line += ", ETA " + ClockText(elapsed / played * (to_play_ - played));
    }
    line += ", elapsed " + ClockText(elapsed);
    if (!standings.table.empty() && standings.table.front().games > 0) {
      const Standing& leader = standings.table.front();
      char score[64];
      std::snprintf(score, sizeof score, " %.1f/%d", leader.points,
                    leader.games);
      line += ", leader " + leader.name + score;
    }
    if (terminal_) {
      *out_ << "\r\033[K" << line << (final ? "\n" : "") << std::flush;
      shown_ = final ? "" : line;
    } else {
      *out_ << line << "\n" << std::flush;
    }
  }

  // Prints whole lines (the interim standings) to the ratings stream; on a
  // terminal the progress line is cleared first and drawn again below them.
  void Print(const std::string& lines) {
    if (ratings_ == nullptr) return;
    const bool redraw = terminal_ && out_ != nullptr && !shown_.empty();
    if (redraw) *out_ << "\r\033[K" << std::flush;
    *ratings_ << lines << std::flush;
    if (redraw) *out_ << shown_ << std::flush;
  }

 private:
  std::ostream* out_;
  std::ostream* ratings_;
  bool terminal_;
  int to_play_;
  Clock::time_point start_;
  Clock::time_point last_{};
  std::string shown_;  // the progress line on the terminal now, if any
};

// Holds DIR/lock for the life of a run: two runners on one directory would
// play the same games into the same places. The kernel drops the lock when
// the holder dies, even by kill -9.
class DirectoryLock {
 public:
  static absl::StatusOr<DirectoryLock> Take(const std::string& dir) {
    const std::string path = dir + "/lock";
    const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) return absl::PermissionDeniedError("cannot open " + path);
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
      close(fd);
      return absl::FailedPreconditionError(
          "another run is playing this tournament in " + dir);
    }
    return DirectoryLock(fd);
  }
  DirectoryLock(DirectoryLock&& other) noexcept : fd_(other.fd_) {
    other.fd_ = -1;
  }
  DirectoryLock& operator=(DirectoryLock&&) = delete;
  ~DirectoryLock() {
    if (fd_ >= 0) close(fd_);
  }

 private:
  explicit DirectoryLock(int fd) : fd_(fd) {}
  int fd_;
};

bool SprtDecided(const std::optional<SprtConfig>& sprt,
                 const Standings& standings) {
  return sprt && EvaluateSprt(HeadToHead(standings), *sprt).decision !=
                     SprtDecision::kContinue;
}

}  // namespace

std::string ShellQuote(const std::string& word) {
  if (!word.empty() &&
      word.find_first_not_of(
          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
          "0123456789_-+=./:,@%") == std::string::npos) {
    return word;
  }
  std::string quoted = "'";
  for (char c : word) {
    if (c == '\'') {
      quoted += "'\\''";
    } else {
      quoted += c;
    }
  }
  return quoted + "'";
}

std::string GameCommand(const std::string& referee, const TournamentSpec& spec,
                        const GameSpec& game, const std::string& dir) {
  const GameInfo info = *FindGame(spec.game);
  std::vector<std::string> commands;
  for (int bot : game.seats) commands.push_back(spec.bots[bot].command);
  std::string line = referee + " " + ShellQuote(spec.game);
  for (const std::string& word : PlayerFlags(info, commands)) {
    line += " " + ShellQuote(word);
  }
  line += " --names " + ShellQuote(JoinNames(spec, game));
  line += " --seed " + std::to_string(game.seed);
  line += " --first-game 0 --games 1";
  // Game 0 of its own match, so its round comes with it: a book of openings
  // steps by round, both colours of a pair in the same one (as cutechess).
  line += " --round " + std::to_string(game.round + 1);
  // The tournament checked its bots once before scheduling any game.
  line += " --no-check";
  line += " --out " + ShellQuote(GameDir(dir, game.id));
  if (!spec.match_flags.empty()) line += " " + spec.match_flags;
  return line;
}

absl::StatusOr<std::vector<std::string>> PlanTournament(
    const TournamentSpec& spec, const std::string& dir,
    const std::string& referee) {
  auto schedule = BuildSchedule(spec);
  if (!schedule.ok()) return schedule.status();
  auto written = WriteOrCheckSpec(dir, spec);
  if (!written.ok()) return written;
  std::vector<std::string> notes;
  auto records = CollectRecords(dir, spec, *schedule, &notes);
  if (!records.ok()) return records.status();
  for (const std::string& note : notes) {
    std::cerr << "gauntlet tournament: " << TerminalSafe(note) << "\n";
  }
  std::vector<std::string> lines;
  for (const GameSpec& game : *schedule) {
    if (!records->count(game.id)) {
      lines.push_back(GameCommand(referee, spec, game, dir));
    }
  }
  return lines;
}

absl::StatusOr<RunSummary> RunTournament(const TournamentSpec& spec,
                                         const RunOptions& options) {
  auto schedule = BuildSchedule(spec);
  if (!schedule.ok()) return schedule.status();
  auto written = WriteOrCheckSpec(options.dir, spec);
  if (!written.ok()) return written;
  auto lock = DirectoryLock::Take(options.dir);
  if (!lock.ok()) return lock.status();
  const std::string fingerprint = Fingerprint(spec);

  // What is recorded already; games a plan line (or a run killed between a
  // game's end and its record) finished are adopted into results.jsonl.
  std::vector<std::string> notes;
  auto collected = CollectRecords(options.dir, spec, *schedule, &notes);
  if (!collected.ok()) return collected.status();
  if (options.errors != nullptr) {
    for (const std::string& note : notes) {
      *options.errors << TerminalSafe(note) << "\n";
    }
  }
  // After CollectRecords, which sets corrupt lines aside.
  std::set<int> logged;
  for (const std::string& line : CompleteLines(ResultsFile(options.dir))) {
    auto record = ParseRecordLine(line, fingerprint);
    if (record.ok()) logged.insert(record->id);
  }
  std::map<int, GameRecord> records = std::move(*collected);
  auto log = ResultsLog::Open(ResultsFile(options.dir));
  if (!log.ok()) return log.status();
  for (const auto& [id, record] : records) {
    if (logged.count(id)) continue;
    auto appended = log->Append(RecordLine(record, fingerprint));
    if (!appended.ok()) return appended;
  }

  RunSummary summary;
  summary.standings = ComputeStandings(spec, *schedule, records);
  std::vector<const GameSpec*> pending;
  for (const GameSpec& game : *schedule) {
    if (!records.count(game.id)) pending.push_back(&game);
  }
  Progress progress(options, static_cast<int>(pending.size()));
  if (!records.empty() && options.progress != nullptr) {
    *options.progress << "resuming: " << records.size() << " of "
                      << schedule->size() << " games already recorded in "
                      << options.dir << "\n";
  }
  if (SprtDecided(options.sprt, summary.standings)) {
    summary.stopped_by_sprt = true;
    pending.clear();
  }

  std::map<pid_t, const GameSpec*> running;
  std::set<pid_t> killed;
  std::size_t next = 0;
  bool stop = false;
  absl::Status fatal = absl::OkStatus();
  while ((!stop && next < pending.size()) || !running.empty()) {
    while (!stop && next < pending.size() &&
           static_cast<int>(running.size()) < options.concurrency) {
      const GameSpec& game = *pending[next++];
      // Whatever a killed run left of this game is stale: start clean.
      const std::string game_dir = GameDir(options.dir, game.id);
      std::error_code error;
      fs::remove_all(game_dir, error);
      fs::create_directories(game_dir, error);
      auto pid =
          StartGame(GameCommand(options.referee, spec, game, options.dir),
                    game_dir + "/match.log");
      if (!pid.ok()) return pid.status();
      running[*pid] = &game;
    }
    int status = 0;
    const pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) {
      if (errno == EINTR) continue;
      return absl::InternalError("waitpid failed");
    }
    // A referee stopped by our stop signal: nothing of its game is a result.
    arena::ParkIfInterrupted();
    const auto found = running.find(pid);
    if (found == running.end()) continue;
    const GameSpec& game = *found->second;
    running.erase(found);
    if (killed.count(pid)) continue;
    const std::string game_dir = GameDir(options.dir, game.id);
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    auto line = GameResultLine(game_dir);
    absl::StatusOr<GameRecord> record =
        line.ok() ? MakeRecord(game, spec, *line) : line.status();
    if (!record.ok() || code != 0) {
      ++summary.failed;
      if (options.errors != nullptr) {
        *options.errors << (options.progress_is_terminal ? "\n" : "") << "game "
                        << GameIdText(game.id) << " failed (exit " << code
                        << "): "
                        << (record.ok() ? "referee reported an error"
                                        : TerminalSafe(std::string(
                                              record.status().message())))
                        << MatchLogNote(game_dir) << "\n";
      }
      // A bad command line (2) or a referee that cannot be started (126,
      // 127): every other game would fail alike.
      if ((code == 2 || code == 126 || code == 127) && fatal.ok()) {
        fatal = absl::InvalidArgumentError(
            "the referee rejected its command line or could not start; see " +
            game_dir + "/match.log");
        stop = true;
      }
      continue;
    }
    auto appended = log->Append(RecordLine(*record, fingerprint));
    if (!appended.ok()) return appended;
    records.emplace(game.id, std::move(*record));
    ++summary.played;
    summary.standings = ComputeStandings(spec, *schedule, records);
    progress.Update(summary.standings, summary.played, false);
    if (!stop && SprtDecided(options.sprt, summary.standings)) {
      // Decided: games still running would not change the verdict's
      // validity but would make the count depend on timing, so they go.
      stop = true;
      summary.stopped_by_sprt = true;
      for (const auto& [child, unused] : running) {
        kill(-child, SIGKILL);
        killed.insert(child);
      }
    }
    // The final standings follow the last game: no interim ones for it.
    const bool more = !stop && (next < pending.size() || !running.empty());
    if (options.rating_interval > 0 &&
        summary.played % options.rating_interval == 0 && more) {
      progress.Print(FormatStandings(spec, summary.standings, options.sprt) +
                     "\n");
    }
  }
  // Games killed by the SPRT stop left partial directories behind.
  for (const GameSpec& game : *schedule) {
    if (!records.count(game.id) && summary.stopped_by_sprt) {
      std::error_code error;
      fs::remove_all(GameDir(options.dir, game.id), error);
    }
  }
  progress.Update(summary.standings, summary.played, true);
  if (!fatal.ok()) return fatal;
  return summary;
}

}  // namespace gauntlet::tournament
