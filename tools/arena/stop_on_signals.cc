#include "tools/arena/stop_on_signals.h"

#include <dirent.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "tools/arena/containment.h"
#include "tools/arena/process_tree.h"

namespace gauntlet::arena {
namespace {

// Process-wide like the signals it reflects.
std::atomic<bool> interrupted{false};

void Say(const std::string& line) {
  const std::string text = line + "\n";
  [[maybe_unused]] ssize_t ignored = write(2, text.data(), text.size());
}

// The live direct children of this process, from /proc.
std::vector<pid_t> LiveChildren() {
  std::vector<pid_t> children;
  const pid_t self = getpid();
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return children;
  while (const dirent* entry = readdir(proc)) {
    char* end;
    const long pid = strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    char path[64];
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE* stat = fopen(path, "re");
    if (stat == nullptr) continue;
    char text[512] = {};
    const size_t size = fread(text, 1, sizeof text - 1, stat);
    fclose(stat);
    const char* close = strrchr(text, ')');
    if (size == 0 || close == nullptr) continue;
    char state = '?';
    long parent = 0;
    if (sscanf(close + 1, " %c %ld", &state, &parent) != 2) continue;
    if (parent == self && state != 'Z' && state != 'X') {
      children.push_back(static_cast<pid_t>(pid));
    }
  }
  closedir(proc);
  return children;
}

std::string SignalName(int signal) {
  const char* abbreviation = sigabbrev_np(signal);
  return abbreviation != nullptr ? absl::StrCat("SIG", abbreviation)
                                 : absl::StrCat("signal ", signal);
}

void Stop(const SignalStopOptions& options, int signal) {
  const std::string name = SignalName(signal);
  if (options.children_are_harnesses) {
    for (const pid_t child : LiveChildren()) kill(child, SIGTERM);
    const auto give_up =
        std::chrono::steady_clock::now() +
        std::chrono::milliseconds(options.children_patience_ms);
    while (!LiveChildren().empty() &&
           std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  }
  const int killed = KillAllPlayers(std::chrono::steady_clock::now() +
                                    std::chrono::seconds(2));
  Say(absl::StrCat(options.program, ": stopped by ", name, " (", killed,
                   killed == 1 ? " process" : " processes",
                   " killed); the game in progress is not recorded"));
  _exit(128 + signal);
}

}  // namespace

bool Interrupted() { return interrupted.load(); }

void ParkIfInterrupted() {
  while (interrupted.load()) pause();
}

void StopPlayersOnSignals(SignalStopOptions options) {
  sigset_t set;
  sigemptyset(&set);
  for (const int signal : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, signal);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::thread([options = std::move(options), set] {
    int signal = 0;
    while (sigwait(&set, &signal) != 0) {
    }
    interrupted = true;
    Say(absl::StrCat(options.program, ": ", SignalName(signal), " received, ",
                     "stopping every player (again to quit at once)"));
    std::thread([&options, signal] { Stop(options, signal); }).detach();
    while (sigwait(&set, &signal) != 0) {
    }
    Say(absl::StrCat(options.program, ": second signal, quitting at once"));
    _exit(128 + signal);
  }).detach();
}

}  // namespace gauntlet::arena
