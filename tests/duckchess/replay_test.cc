#include "common/duckchess/replay.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "tests/support/run_program.h"
#include "tests/test_data.h"

namespace gauntlet::duckchess {
namespace {

// The official data of case `id`: its commands (".in") or its answer (".ans").
std::string Reference(int id, const char* ext) {
  return ReadTestData("duckchess/" + std::to_string(id) + ext);
}

using testing::ProgramRun;
using testing::RunProgram;

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
    const ProgramRun run = RunProgram("duckchess-replay", Reference(id, ".in"));
    CHECK(run.exit_code == 0);
    CHECK(run.out == Reference(id, ".ans"));
    CHECK(run.err.empty());
  }
}

TEST_CASE("Q may be zero") {
  const ProgramRun run = RunProgram("duckchess-replay", "0\n");
  CHECK(run.exit_code == 0);
  CHECK(run.out.empty());
}

TEST_CASE("blank lines are skipped anywhere, lines after the commands unread") {
  const ProgramRun run = RunProgram(
      "duckchess-replay", "\n \n2\n\n0 0 1 0\n\t\n9 0 8 0\nnot read\n\n");
  INFO(run.err);
  CHECK(run.exit_code == 0);
  CHECK(run.out == "red car;NA;no;no\nblue car;NA;no;no\n");
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
    const ProgramRun run = RunProgram("duckchess-replay", bad.input);
    CHECK(run.exit_code == 2);
    CHECK(run.out == bad.out);
    CHECK(run.err.find(bad.where) != std::string::npos);
  }
}

}  // namespace
}  // namespace gauntlet::duckchess
