#include "tests/support/run_program.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace gauntlet::testing {

namespace fs = std::filesystem;

namespace {

// A path in the temporary directory unique to this process and call.
std::string UniquePath(const std::string& suffix) {
  static std::atomic<int> calls = 0;
  const std::string name = "gauntlet_test_" + std::to_string(getpid()) + "_" +
                           std::to_string(calls++) + suffix;
  return (fs::temp_directory_path() / name).string();
}

}  // namespace

ProgramRun RunProgram(const std::string& command_line,
                      const std::string& input) {
  const std::string base = UniquePath("");
  const std::string in = base + ".in";
  const std::string out = base + ".out";
  const std::string err = base + ".err";
  std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string(GAUNTLET_BIN_DIR) + "/" +
                              command_line + " < '" + in + "' > '" + out +
                              "' 2> '" + err + "'";
  const int status = std::system(command.c_str());
  ProgramRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.out = ReadFile(out);
  run.err = ReadFile(err);
  for (const std::string& path : {in, out, err}) fs::remove(path);
  return run;
}

ProgramRun RunShell(const std::string& command) {
  ProgramRun run;
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) {
    run.out.append(buffer, n);
  }
  const int status = pclose(pipe);
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

namespace {

// Whole lines (ended by a newline) of `path` holding a turn record.
int WholeTurnLines(const std::string& path) {
  const std::string text = ReadFile(path);
  int turns = 0;
  for (std::size_t start = 0, end;
       (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    if (text.substr(start, end - start).find("\"type\":\"turn\"") !=
        std::string::npos) {
      ++turns;
    }
  }
  return turns;
}

}  // namespace

KilledRun KillWhenReplayHasTurns(const std::string& command_line,
                                 const std::string& replay_path, int turns,
                                 std::chrono::milliseconds give_up) {
  const std::string err = UniquePath(".err");
  // `exec`: the shell becomes the program, so the kill reaches it.
  const std::string command =
      "exec " + std::string(GAUNTLET_BIN_DIR) + "/" + command_line;
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int in = open("/dev/null", O_RDONLY);
    const int out = open("/dev/null", O_WRONLY);
    const int error = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || error < 0) _exit(127);
    dup2(in, 0);
    dup2(out, 1);
    dup2(error, 2);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  KilledRun run;
  const auto end = std::chrono::steady_clock::now() + give_up;
  bool running = true;
  while (true) {
    int status = 0;
    if (waitpid(pid, &status, WNOHANG) == pid) {
      running = false;
      break;
    }
    run.turns_seen = WholeTurnLines(replay_path);
    if (run.turns_seen >= turns) {
      run.killed = true;
      break;
    }
    if (std::chrono::steady_clock::now() > end) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (running) {
    kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    // Ended by itself between the last look and the kill: not mid-game.
    if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
      run.killed = false;
    }
  }
  run.err = ReadFile(err);
  fs::remove(err);
  return run;
}

int CheckReplayCutShort(const std::string& path) {
  const std::string text = ReadFile(path);
  std::vector<nlohmann::json> lines;
  for (std::size_t start = 0, end;
       (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    const std::string line = text.substr(start, end - start);
    INFO("line " << lines.size() + 1 << ": " << line.substr(0, 200));
    const nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
    REQUIRE(!json.is_discarded());
    lines.push_back(json);
  }
  REQUIRE(!lines.empty());
  CHECK(lines.front()["type"] == "header");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    INFO("line " << i + 1);
    REQUIRE(lines[i]["type"] == "turn");
    if (i > 1) {
      CHECK(lines[i]["turn"].get<int>() == lines[i - 1]["turn"].get<int>() + 1);
    }
  }
  return static_cast<int>(lines.size()) - 1;
}

void CheckRefusedSaying(const std::string& command_line,
                        const std::string& message, const std::string& input) {
  INFO(command_line);
  const ProgramRun run = RunProgram(command_line, input);
  CHECK(run.exit_code == 2);
  CHECK(run.err.find(message) != std::string::npos);
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> ReadLines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<nlohmann::json> ReadJsonLines(const std::string& path) {
  std::vector<nlohmann::json> lines;
  for (const std::string& line : ReadLines(path)) {
    lines.push_back(nlohmann::json::parse(line));
  }
  return lines;
}

TempFile::TempFile(const std::string& text) : path_(UniquePath(".txt")) {
  std::ofstream(path_, std::ios::binary) << text;
}

TempFile::~TempFile() {
  std::error_code ignored;
  fs::remove(path_, ignored);
}

std::string JoinLines(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

std::string ScratchDir(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() /
                       ("gauntlet_" + name + "_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir.string();
}

}  // namespace gauntlet::testing
