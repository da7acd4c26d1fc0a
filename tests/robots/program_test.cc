#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/support/run_program.h"
#include "tests/test_data.h"

namespace gauntlet::robots {
namespace {

using testing::ProgramRun;
using testing::RunProgram;

// Case 1 of the sample, a whole case, and its expected output.
const std::string kCaseOne = "4 0\n17 18\n13 18\n8 12\n10 12\n";
const std::string kCaseOneOutput =
    "Case 1:\nWon game after making 5 moves.\nFinal position: (14,16)\n"
    "Number of cells with debris: 1\n";

TEST_CASE("The sample output is reproduced byte for byte") {
  const ProgramRun run = RunProgram("robots", ReadTestData("robots/sample.in"));
  CHECK(run.exit_code == 0);
  CHECK(run.err.empty());
  CHECK(run.out == ReadTestData("robots/sample.ans"));
}

TEST_CASE("Option blank-lines separates the cases as the judges' files did") {
  std::string expected = ReadTestData("robots/sample.ans");
  for (const std::string header : {"Case 2:", "Case 3:"}) {
    expected.insert(expected.find(header), "\n");
  }
  const ProgramRun run =
      RunProgram("robots --blank-lines", ReadTestData("robots/sample.in"));
  CHECK(run.exit_code == 0);
  CHECK(run.out == expected);
}

TEST_CASE("Malformed input: located message, exit 2, earlier cases printed") {
  struct Bad {
    std::string input;  // Follows case 1.
    std::string message;
  };
  const std::vector<Bad> cases = {
      {"1 0\n17\n0 0\n",
       "robot 1 of 1, line 7, token 2 (end of line): expected a column"},
      {"1 0\n17 x\n0 0\n", "line 7, token 2 \"x\": expected a column"},
      {"1 0\n0 5\n0 0\n", "line 7, token 1 \"0\": expected a row"},
      {"1 1\n5 5\n5 32\n0 0\n",
       "teleport 1 of 1, line 8, token 2 \"32\": expected a column"},
      {"2 0\n4 4\n4 4\n0 0\n",
       "robot 2 of 2, line 8: expected a cell free of robots"},
      {"1 0\n15 15\n0 0\n",
       "robot 1 of 1, line 7: expected a cell other than the player's start"},
      {"51 0\n", "case header, line 6, token 1 \"51\": expected R"},
      {"0 2\n", "case header, line 6: expected R in [1, 50]"},
      {"3 21\n", "case header, line 6, token 2 \"21\": expected T"},
      {"", "line 6 (end of input): expected a case header"},
  };
  for (const Bad& bad : cases) {
    INFO(bad.input);
    const ProgramRun run = RunProgram("robots", kCaseOne + bad.input);
    CHECK(run.exit_code == 2);
    CHECK(run.out == kCaseOneOutput);
    CHECK_THAT(run.err, Catch::Matchers::StartsWith("robots: bad input: ") &&
                            Catch::Matchers::Contains(bad.message));
  }
}

TEST_CASE("Option generate prints valid, reproducible instances") {
  const ProgramRun first =
      RunProgram("robots --generate --seed 5 --robots 50 --teleports 20");
  const ProgramRun again =
      RunProgram("robots --generate --seed 5 --robots 50 --teleports 20");
  CHECK(first.exit_code == 0);
  CHECK(first.out == again.out);
  CHECK(first.out.rfind("50 20\n", 0) == 0);
  CHECK(first.out.size() > 6);
  CHECK(first.out.substr(first.out.size() - 4) == "0 0\n");
  // The program accepts what it generates.
  const ProgramRun played = RunProgram("robots", first.out);
  CHECK(played.exit_code == 0);
  CHECK(played.out.rfind("Case 1:\n", 0) == 0);

  const ProgramRun several = RunProgram("robots --generate --seed 5 --cases 3");
  CHECK(RunProgram("robots", several.out).out.find("Case 3:") !=
        std::string::npos);
}

TEST_CASE("Bad flags are usage errors") {
  CHECK(RunProgram("robots --generate").exit_code == 2);
  CHECK(RunProgram("robots --generate --seed 1 --robots 51").exit_code == 2);
  CHECK(RunProgram("robots --generate --seed 1 --teleports 21").exit_code == 2);
  CHECK(RunProgram("robots --budget-ms 5", "0 0\n").exit_code == 2);
  CHECK(RunProgram("robots --seed 3", "0 0\n").exit_code == 2);
}

TEST_CASE(
    "Option trace shows every board and ends with the statement's result") {
  const ProgramRun run = RunProgram("robots --trace", kCaseOne + "0 0\n");
  CHECK(run.exit_code == 0);
  // The start and five moves, 31 rows each.
  std::size_t rows = 0;
  for (std::size_t at = 0; (at = run.out.find('\n', at)) != std::string::npos;
       ++at) {
    ++rows;
  }
  CHECK(rows == 1 + 6 * (1 + 31) + 3);  // Header, boards, result.
  CHECK(run.out.find("Start at (15,15)\n") != std::string::npos);
  CHECK(run.out.find("Move 5: walk") != std::string::npos);
  const std::string tail =
      kCaseOneOutput.substr(std::string("Case 1:\n").size());
  CHECK(run.out.substr(run.out.size() - tail.size()) == tail);
}

}  // namespace
}  // namespace gauntlet::robots
