// Well-behaved and deliberately broken players for the harness tests; the
// first argument picks the behaviour. Built without sanitizers so resource
// limits act on it the same way in every build.

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

void Sleep(double seconds) {
  std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

void Say(const std::string& line) { std::cout << line << '\n' << std::flush; }

bool ReadLine(std::string& line) {
  return static_cast<bool>(std::getline(std::cin, line));
}

// The descriptors this process has open, not counting the one opendir uses.
std::string OpenFds() {
  std::string listed;
  int count = 0;
  DIR* dir = opendir("/proc/self/fd");
  if (dir == nullptr) return "error";
  const int own = dirfd(dir);
  while (dirent* entry = readdir(dir)) {
    if (entry->d_name[0] == '.') continue;
    if (std::atoi(entry->d_name) == own) continue;
    ++count;
    listed += std::string(" ") + entry->d_name;
  }
  closedir(dir);
  return std::to_string(count) + listed;
}

// For a descendant that should hold nothing of the harness's: its stdio goes
// to /dev/null, so only the process itself can outlive Stop, not a pipe.
void DetachStdio() {
  const int null = open("/dev/null", O_RDWR);
  for (int fd = 0; fd <= 2; ++fd) dup2(null, fd);
  if (null > 2) close(null);
}

// How long escaping descendants live when nothing kills them: far longer than
// any test, short enough that a failed run does not leave them for the day.
constexpr double kLinger = 300;

// Writes the caller's pid to `fd`, so the player can say who escaped.
void ReportPid(int fd) {
  const pid_t self = getpid();
  [[maybe_unused]] ssize_t ignored = write(fd, &self, sizeof self);
}

pid_t ReadPid(int fd) {
  pid_t pid = -1;
  if (read(fd, &pid, sizeof pid) != sizeof pid) return -1;
  return pid;
}

// An escaped descendant: detached from the harness, it lingers, then exits.
[[noreturn]] void Linger() {
  DetachStdio();
  Sleep(kLinger);
  _exit(0);
}

// Says "ready <what>", then reads until the harness closes its input.
int SayReadyUntilEof(const std::string& what) {
  Say("ready " + what);
  std::string line;
  while (ReadLine(line)) {
  }
  return 0;
}

// One node of the fork bomb: forks two subtrees `depth` deep (slowly enough
// that a Stop can land while it grows), says so on `report`, then lingers.
[[noreturn]] void BombNode(int depth, int report) {
  for (int child = 0; child < 2 && depth > 0; ++child) {
    if (fork() == 0) BombNode(depth - 1, report);
    Sleep(0.001);
  }
  const char one = 1;
  [[maybe_unused]] ssize_t ignored = write(report, &one, 1);
  Linger();
}

// Keeps the memory it touches reachable so the allocation is real.
volatile char* g_sink;

int Run(const std::string& mode, int argc, char** argv) {
  const double arg = argc > 2 ? std::atof(argv[2]) : 0;
  std::string line;
  if (mode == "echo") {
    while (ReadLine(line)) {
      if (line == "quit") return 0;
      Say("echo " + line);
    }
    return 0;
  }
  if (mode == "banner") {  // A line before it is asked, then echoes.
    Say("banner");
    // On stderr once the banner is in the pipe, for the test to wait on.
    std::cerr << "ready" << std::endl;
    while (ReadLine(line)) Say("echo " + line);
    return 0;
  }
  if (mode == "slow") {  // Like sleep, and one stderr byte per answer.
    while (ReadLine(line)) {
      Sleep(arg);
      Say("late " + line);
      std::cerr << '.' << std::flush;
    }
    return 0;
  }
  if (mode == "twice") {  // Two lines per line read, in one write.
    while (ReadLine(line)) {
      std::cout << "first " << line << "\nsecond " << line << '\n'
                << std::flush;
    }
    return 0;
  }
  if (mode == "env_tokens") {  // The GAUNTLET_PLAYER entries it inherited.
    std::string listed;
    for (char** entry = environ; *entry != nullptr; ++entry) {
      if (std::strncmp(*entry, "GAUNTLET_PLAYER", 15) != 0) continue;
      listed += (listed.empty() ? "" : " ") + std::string(*entry);
    }
    Say(listed);
    return 0;
  }
  if (mode == "fds") {
    while (ReadLine(line)) Say(OpenFds());
    return 0;
  }
  if (mode == "crash_start") {
    raise(SIGSEGV);
    return 0;
  }
  if (mode == "crash_mid") {  // Answers `arg` lines, then segfaults.
    for (int i = 0; i < static_cast<int>(arg) && ReadLine(line); ++i) {
      Say("ok " + line);
    }
    ReadLine(line);
    raise(SIGSEGV);
    return 0;
  }
  if (mode == "complain") {  // Complains on stderr, then exits with `arg`.
    ReadLine(line);
    if (arg == 5) {  // One line longer than a fault keeps.
      std::cerr << "earlier\n" << std::string(400, 'z') << "\n";
    } else {
      for (int i = 1; i <= 5; ++i) std::cerr << "warning " << i << "\n";
      std::cerr << "fatal:\tno \x01 luck\n";
    }
    std::cerr.flush();
    return static_cast<int>(arg);
  }
  if (mode == "exit_code") {  // Exits with code `arg` without answering.
    ReadLine(line);
    return static_cast<int>(arg);
  }
  if (mode == "garbage") {
    while (ReadLine(line)) {
      std::cout << "\x01\xff garbage \x7f\t" << '\n' << std::flush;
    }
    return 0;
  }
  if (mode == "long_line") {  // `arg` MB without a newline, then waits.
    ReadLine(line);
    const std::string block(1 << 20, 'x');
    for (int i = 0; i < static_cast<int>(arg); ++i) std::cout << block;
    std::cout.flush();
    Sleep(60);
    return 0;
  }
  if (mode == "silent") {
    while (ReadLine(line)) {
    }
    return 0;
  }
  if (mode == "sleep") {  // Answers each line after `arg` seconds.
    while (ReadLine(line)) {
      Sleep(arg);
      Say("late " + line);
    }
    return 0;
  }
  if (mode == "busy") {
    ReadLine(line);
    volatile uint64_t spins = 0;
    while (true) spins = spins + 1;
  }
  if (mode == "close_stdout") {
    ReadLine(line);
    std::fclose(stdout);
    close(1);
    while (ReadLine(line)) {
    }
    Sleep(60);
    return 0;
  }
  if (mode == "fork_holder") {  // A child keeps stdout open past our exit.
    ReadLine(line);
    if (fork() == 0) {
      Sleep(60);
      _exit(0);
    }
    return 3;
  }
  if (mode == "memory_hog") {
    ReadLine(line);
    std::vector<char*> blocks;
    while (true) {
      char* block = static_cast<char*>(std::malloc(16 << 20));
      if (block == nullptr) std::abort();
      std::memset(block, 1, 16 << 20);
      g_sink = block;
      blocks.push_back(block);
    }
  }
  if (mode == "stderr_flood") {  // `arg` MB on stderr, then one answer.
    ReadLine(line);
    const std::string block(1 << 16, 'e');
    for (int i = 0; i < static_cast<int>(arg) * 16; ++i) {
      if (std::fwrite(block.data(), 1, block.size(), stderr) != block.size()) {
        return 1;
      }
    }
    Say("done");
    Sleep(60);
    return 0;
  }
  if (mode == "no_read") {
    Sleep(60);
    return 0;
  }
  if (mode == "chatter") {  // `arg`-byte lines as fast as it can.
    const std::string line = std::string(static_cast<size_t>(arg), 'c') + '\n';
    std::string block;
    while (block.size() < (1 << 16)) block += line;
    while (std::fwrite(block.data(), 1, block.size(), stdout) == block.size()) {
    }
    return 0;
  }
  // The escape modes take a marker as their argument: every process they
  // start keeps it in its command line, so the tests can find them all.
  if (mode == "sleeper") {  // Lingers; reports its pid on fd argv[3] if any.
    if (argc > 3) {
      const int fd = std::atoi(argv[3]);
      ReportPid(fd);
      close(fd);
    }
    DetachStdio();
    Sleep(kLinger);
    return 0;
  }
  if (mode == "setsid_child") {  // A child in a session of its own.
    ReadLine(line);
    int sync[2];
    if (pipe(sync) != 0) return 1;
    if (fork() == 0) {
      setsid();
      ReportPid(sync[1]);
      Linger();
    }
    return SayReadyUntilEof(std::to_string(ReadPid(sync[0])));
  }
  if (mode == "daemon") {  // Double fork: the grandchild is an orphan.
    ReadLine(line);
    int sync[2];
    if (pipe(sync) != 0) return 1;
    const pid_t middle = fork();
    if (middle == 0) {
      setsid();
      if (fork() == 0) {
        ReportPid(sync[1]);
        Linger();
      }
      _exit(0);
    }
    int status;
    waitpid(middle, &status, 0);
    return SayReadyUntilEof(std::to_string(ReadPid(sync[0])));
  }
  if (mode == "setsid_noenv") {  // A setsid child that runs with no env.
    ReadLine(line);
    int sync[2];
    if (pipe(sync) != 0) return 1;
    if (fork() == 0) {
      setsid();
      close(sync[0]);
      const std::string fd = std::to_string(sync[1]);
      const char* child_argv[] = {argv[0], "sleeper", argv[2], fd.c_str(),
                                  nullptr};
      const char* empty_env[] = {nullptr};
      execve("/proc/self/exe", const_cast<char* const*>(child_argv),
             const_cast<char* const*>(empty_env));
      _exit(127);
    }
    close(sync[1]);
    return SayReadyUntilEof(std::to_string(ReadPid(sync[0])));
  }
  if (mode == "fork_bomb") {  // argv[3] levels of forks in a new session.
    const int depth = argc > 3 ? std::atoi(argv[3]) : 1;
    ReadLine(line);
    int report[2];
    if (pipe(report) != 0) return 1;
    if (fork() == 0) {
      // The session leader starts two subtrees and dies, so their roots are
      // orphans too.
      setsid();
      close(report[0]);
      for (int child = 0; child < 2; ++child) {
        if (fork() == 0) BombNode(depth - 1, report[1]);
      }
      _exit(0);
    }
    close(report[1]);
    Say("started");
    // Asked again, it answers once every node is up.
    if (!ReadLine(line)) return 0;
    const int expected = (2 << depth) - 2;
    int count = 0;
    char byte;
    while (count < expected && read(report[0], &byte, 1) == 1) ++count;
    return SayReadyUntilEof(std::to_string(count));
  }
  std::cerr << "arena_player: unknown mode '" << mode << "'\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: arena_player <mode> [number]\n";
    return 2;
  }
  return Run(argv[1], argc, argv);
}
