#include <catch2/catch.hpp>
#include <string>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::CheckRefusedSaying;
using gauntlet::testing::ProgramRun;
using gauntlet::testing::RunProgram;
using gauntlet::testing::TempFile;

TEST_CASE("duckchess-bot --perft prints the node count") {
  CHECK(RunProgram("duckchess-bot --perft 3").out == "80066\n");
  // A red car facing the lone blue captain: one line ends at ply 1.
  CHECK(RunProgram(
            "duckchess-bot --perft 1 --position '4K4/9/9/9/9/9/9/9/9/k3c4 r'")
            .out == "18\n");
  CheckRefusedSaying("duckchess-bot --perft 2 --position nonsense", "position");
}

TEST_CASE("duckchess-bot plays and exits 2 on bad input") {
  const ProgramRun ok =
      RunProgram("duckchess-bot --level greedy", "red 50\nstart\nquit\n");
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.size() >= 8);
  CheckRefusedSaying("duckchess-bot --level greedy", "line 3",
                     "red 50\nstart\n9 9 9 9\n");
  CHECK(RunProgram("duckchess-bot --level nonsense").exit_code == 2);
}

// The node count of a --bench run's last line.
std::string BenchNodes(const ProgramRun& run) {
  const std::size_t at = run.out.rfind("nodes ");
  const std::size_t end = run.out.find(" time", at);
  if (at == std::string::npos || end == std::string::npos) return "none";
  return run.out.substr(at + 6, end - at - 6);
}

TEST_CASE("duckchess-bot --print-params output loads back with --params") {
  const ProgramRun printed =
      RunProgram("duckchess-bot --param eval.tempo=25 --print-params");
  REQUIRE(printed.exit_code == 0);
  CHECK(printed.out.find("eval.tempo ") != std::string::npos);
  const TempFile params(printed.out);
  CHECK(
      RunProgram("duckchess-bot --params " + params.path() + " --print-params")
          .out == printed.out);
  // The same search: the bench signature agrees, and differs from the
  // defaults.
  const std::string changed =
      BenchNodes(RunProgram("duckchess-bot --param eval.tempo=25 --bench"));
  const std::string loaded = BenchNodes(
      RunProgram("duckchess-bot --params " + params.path() + " --bench"));
  CHECK(loaded == changed);
  CHECK(changed != "none");
  CHECK(changed != "698889");
  CHECK(RunProgram("duckchess-bot --level random --print-params").out ==
        "# no tunable parameters\n");
}

TEST_CASE("duckchess-bot refuses bad parameters with exit code 2") {
  CheckRefusedSaying("duckchess-bot --param eval.tempo=1000",
                     "duckchess-bot: parameter eval.tempo: 1000 is out of "
                     "range (an integer in [0, 200])");
  CheckRefusedSaying("duckchess-bot --param eval.queen=9",
                     "unknown parameter \"eval.queen\"");
  CHECK(
      RunProgram("duckchess-bot --params /nonexistent/params.txt").exit_code ==
      2);
  CHECK(RunProgram("duckchess-bot --movetime 0").exit_code == 2);
}

TEST_CASE("duckchess-bot takes the move time from --movetime without one") {
  const ProgramRun ok = RunProgram("duckchess-bot --level greedy --movetime 50",
                                   "red\nstart\nquit\n");
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.size() >= 8);
}

}  // namespace
