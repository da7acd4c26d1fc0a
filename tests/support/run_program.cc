#include "tests/support/run_program.h"

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

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
