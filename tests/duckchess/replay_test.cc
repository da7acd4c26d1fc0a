#include "common/duckchess/replay.h"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/test_data.h"

namespace gauntlet::duckchess {
namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) FAIL("cannot open " << path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The official data of case `id`: its commands (".in") or its answer (".ans").
std::string Reference(int id, const char* ext) {
  return ReadTestData("duckchess/" + std::to_string(id) + ext);
}

struct Run {
  int exit_code;
  std::string out;
  std::string err;
};

// Runs the real program on `input`, capturing stdout and stderr.
Run RunReplayProgram(const std::string& input) {
  // Test cases may run in parallel processes: one file set per process/call.
  static int calls = 0;
  const std::string dir = "duckchess_replay_" + std::to_string(getpid()) + "_" +
                          std::to_string(calls++);
  std::ofstream(dir + ".in", std::ios::binary) << input;
  const std::string command = std::string(GAUNTLET_BIN_DIR) +
                              "/duckchess-replay < " + dir + ".in > " + dir +
                              ".out 2> " + dir + ".err";
  const int status = std::system(command.c_str());
  Run run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, ReadFile(dir + ".out"),
          ReadFile(dir + ".err")};
  for (const char* ext : {".in", ".out", ".err"}) {
    std::remove((dir + ext).c_str());
  }
  return run;
}

TEST_CASE("the official data is reproduced byte for byte in-process") {
  for (int id = 1; id <= 4; ++id) {
    INFO("case " << id);
    std::istringstream in(Reference(id, ".in"));
    std::ostringstream out;
    REQUIRE(RunReplay(in, out).ok());
    CHECK(out.str() == Reference(id, ".ans"));
  }
}

TEST_CASE("duckchess-replay reproduces the official data") {
  for (int id = 1; id <= 4; ++id) {
    INFO("case " << id);
    const Run run = RunReplayProgram(Reference(id, ".in"));
    CHECK(run.exit_code == 0);
    CHECK(run.out == Reference(id, ".ans"));
    CHECK(run.err.empty());
  }
}

TEST_CASE("Q may be zero") {
  const Run run = RunReplayProgram("0\n");
  CHECK(run.exit_code == 0);
  CHECK(run.out.empty());
}

TEST_CASE("malformed input is located, after the lines already answered") {
  struct Bad {
    const char* input;
    const char* out;
    const char* where;
  };
  const Bad cases[] = {
      {"", "", "line 1"},
      {"-1\n", "", "line 1"},
      {"x\n", "", "line 1"},
      {"3\n0 0 1 0\n9 0 8 0\n", "red car;NA;no;no\nblue car;NA;no;no\n",
       "line 4"},
      {"2\n0 4 1 4\n10 0 1 0\n", "red captain;NA;no;no\n", "line 3"},
      {"2\n0 0 1 0\n0 9 1 0\n", "red car;NA;no;no\n", "line 3"},
      {"2\n0 0 1 0\n9 0 a 0\n", "red car;NA;no;no\n", "line 3"},
      {"1\n0 0 1\n", "", "line 2"},
      {"1\n0 0 1 0 5\n", "", "line 2"},
  };
  for (const Bad& bad : cases) {
    INFO("input: " << bad.input);
    const Run run = RunReplayProgram(bad.input);
    CHECK(run.exit_code == 2);
    CHECK(run.out == bad.out);
    CHECK(run.err.find(bad.where) != std::string::npos);
  }
}

}  // namespace
}  // namespace gauntlet::duckchess
