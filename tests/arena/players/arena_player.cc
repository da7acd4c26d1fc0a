// Well-behaved and deliberately broken players for the harness tests; the
// first argument picks the behaviour. Built without sanitizers so resource
// limits act on it the same way in every build.

#include <dirent.h>
#include <signal.h>
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
