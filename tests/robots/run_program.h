#ifndef GAUNTLET_TESTS_ROBOTS_RUN_PROGRAM_H_
#define GAUNTLET_TESTS_ROBOTS_RUN_PROGRAM_H_

// Runs build/bin/robots with given arguments and stdin, capturing both
// output streams and the exit code.

#include <string>

namespace gauntlet::robots {

struct ProgramRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

ProgramRun RunRobots(const std::string& arguments, const std::string& input);

std::string ReadFile(const std::string& path);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_TESTS_ROBOTS_RUN_PROGRAM_H_
