#include "tests/robots/run_program.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace gauntlet::robots {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

ProgramRun RunRobots(const std::string& arguments, const std::string& input) {
  static int runs = 0;
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("robots_test_" + std::to_string(getpid()) +
                                     "_" + std::to_string(++runs));
  std::filesystem::create_directories(dir);
  const std::string in = (dir / "in").string();
  const std::string out = (dir / "out").string();
  const std::string err = (dir / "err").string();
  std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string(GAUNTLET_BIN_DIR) + "/robots " +
                              arguments + " < " + in + " > " + out + " 2> " +
                              err;
  const int status = std::system(command.c_str());
  ProgramRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.out = ReadFile(out);
  run.err = ReadFile(err);
  std::filesystem::remove_all(dir);
  return run;
}

}  // namespace gauntlet::robots
