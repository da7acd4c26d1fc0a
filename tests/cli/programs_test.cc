// Every program refuses a bad command line the same way: one line on stderr,
// `<program>: <problem> (see --help)`, naming the flag, and exit code 2,
// before doing any work.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::ProgramRun;
using gauntlet::testing::RunProgram;

int Lines(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

// `command` is refused with exactly `message` after the program's name.
void CheckRefused(const std::string& command, const std::string& program,
                  const std::string& message) {
  INFO(command);
  const ProgramRun run = RunProgram(command);
  CHECK(run.exit_code == 2);
  CHECK(run.err == program + ": " + message + " (see --help)\n");
}

TEST_CASE("gauntlet match duckchess names the flag whose value is bad") {
  const ProgramRun run =
      RunProgram("gauntlet match duckchess --red a --blue b --movetime abc");
  CHECK(run.exit_code == 2);
  CHECK(Lines(run.err) == 1);
  CHECK(run.err ==
        "gauntlet match duckchess: --movetime: 'abc' is not a valid value "
        "(see --help)\n");
}

TEST_CASE("an unknown flag is one line naming it") {
  CheckRefused("gauntlet match duckchess --red a --blue b --frobnicate",
               "gauntlet match duckchess", "unknown flag --frobnicate");
  CheckRefused("duckchess-bot --frobnicate", "duckchess-bot",
               "unknown flag --frobnicate");
}

TEST_CASE("duckchess-bot refuses a depth below 1") {
  const ProgramRun run = RunProgram("duckchess-bot --depth -3");
  CHECK(run.exit_code == 2);
  CHECK(Lines(run.err) == 1);
  CHECK(run.err.find("--depth") != std::string::npos);
  CheckRefused("duckchess-bot --depth 0", "duckchess-bot",
               "--depth must be >= 1");
  CheckRefused("duckchess-bot --depth abc", "duckchess-bot",
               "--depth: 'abc' is not a valid value");
}

TEST_CASE("the bots and benchmarks refuse meaningless numbers") {
  struct Case {
    std::string command;
    std::string program;
    std::string message;
  };
  const std::vector<Case> cases = {
      {"duckchess-bench --perft-depth -1", "duckchess-bench",
       "--perft-depth must be >= 0"},
      {"gauntlet selfplay duckchess --bot a=search --bot b=greedy --games 0",
       "gauntlet selfplay", "--games must be >= 1 and --first-game >= 0"},
      {"gauntlet selfplay duckchess --bot a=search --bot b=greedy "
       "--movetime 0",
       "gauntlet selfplay", "--movetime is out of range"},
      {"gauntlet selfplay duckchess --bot a=best --bot b=greedy",
       "gauntlet selfplay",
       "a: no level 'best' (search, greedy, random; or a rung 1..13)"},
      {"enclosure-bot --think-ms 0", "enclosure-bot",
       "--think-ms must be >= 1"},
      {"enclosure-bench --speed-seconds 0", "enclosure-bench",
       "--speed-seconds must be > 0"},
      {"tetris-bench --games 0", "tetris-bench", "--games must be >= 1"},
      {"tetris-bench --rounds -5", "tetris-bench", "--rounds must be >= 1"},
      {"tetris-bench --buy-height -1", "tetris-bench",
       "--buy-patience, --buy-height and --buy-searches must be >= 0"},
      {"hunger-bench --games -1", "hunger-bench", "--games must be >= 0"},
      {"hunger-bench --turns 0", "hunger-bench", "--turns must be >= 1"},
      {"hunger-bench --first-game -1", "hunger-bench",
       "--first-game must be >= 0"},
      {"hunger-bench --size 10", "hunger-bench",
       "--size must be in [300, 1500]"},
      // The SPSA gains are one-letter flags: the message spells them so.
      // (--out is given, as a run needs it; the refusal comes before it is
      // made.)
      {"gauntlet tune duckchess --out never-made -a 0", "gauntlet tune",
       "--iterations, -j, --seeds, --sigma, -a and -c must be positive"},
  };
  for (const Case& c : cases) CheckRefused(c.command, c.program, c.message);
}

}  // namespace
