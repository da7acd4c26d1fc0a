// escape_player KIND MARKER: a player that tries to outlive its referee. It
// never answers; it starts its escapees at once and lingers. Every process
// it makes keeps MARKER in its command line (a fork keeps it, every exec
// passes it), even through `env -i`, so a test finds them all in /proc.
// Each lingering process ignores SIGINT, SIGTERM, SIGHUP and end of input.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

constexpr int kBombProcesses = 30;

[[noreturn]] void Linger() {
  for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) signal(sig, SIG_IGN);
  // Ignores end of input: nothing is read at all.
  while (true) pause();
}

// Runs this program again as `escape_player linger MARKER` with `env`.
[[noreturn]] void ExecLinger(const char* self, const char* marker,
                             char* const* env) {
  const char* argv[] = {self, "linger", marker, nullptr};
  execve(self, const_cast<char* const*>(argv), env);
  _exit(127);
}

// Forks a child that runs `body`; the parent goes on.
template <typename Body>
void Spawn(Body body) {
  if (fork() == 0) body();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: escape_player KIND MARKER\n");
    return 2;
  }
  const std::string kind = argv[1];
  const char* marker = argv[2];
  char self[4096];
  const ssize_t size = readlink("/proc/self/exe", self, sizeof self - 1);
  if (size <= 0) return 2;
  self[size] = '\0';
  char* empty_env[] = {nullptr};

  if (kind == "ignore_eof") {
    // Reads to the end of its input, then stays, with default signals.
    char byte;
    while (read(0, &byte, 1) > 0) {
    }
    while (true) pause();
  } else if (kind == "linger" || kind == "ignore_sigterm") {
    Linger();
  } else if (kind == "double_fork") {
    Spawn([] {
      if (fork() == 0) Linger();
      _exit(0);
    });
  } else if (kind == "setsid") {
    Spawn([] {
      setsid();
      Linger();
    });
  } else if (kind == "setsid_env_i") {
    // As `(setsid env -i CMD &)`: a subshell that starts a background job
    // in a new session with an empty environment, and exits.
    Spawn([&] {
      Spawn([&] {
        setsid();
        ExecLinger(self, marker, empty_env);
      });
      _exit(0);
    });
  } else if (kind == "nohup") {
    Spawn([&] {
      const char* args[] = {"nohup", self, "linger", marker, nullptr};
      execvp("nohup", const_cast<char* const*>(args));
      _exit(127);
    });
  } else if (kind == "new_group") {
    Spawn([] {
      setpgid(0, 0);
      Linger();
    });
  } else if (kind == "fork_bomb") {
    // A bounded bomb: each process in a session of its own, each with
    // children, the middle ones exiting so the rest are orphans.
    Spawn([] {
      setsid();
      for (int i = 1; i < kBombProcesses; ++i) {
        if (fork() != 0) continue;
        setsid();
        if (i % 3 == 0 && fork() != 0) _exit(0);
        Linger();
      }
      Linger();
    });
  } else {
    std::fprintf(stderr, "escape_player: unknown kind '%s'\n", kind.c_str());
    return 2;
  }
  // The player itself lingers too, so the referee waits for its answer.
  Linger();
}
