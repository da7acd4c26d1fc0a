// The programs' one-file bundles, compiled without -O by the fixture
// (compile_bundles.sh), behave as the built programs do: the judge problems
// reproduce the official data, the bots play the same moves through our
// referees, and the TEG 2017 folders run as the organisers run them.

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/run_program.h"
#include "tests/test_data.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;
using testing::ReadJsonLines;
using testing::RunShell;
using testing::ScratchDir;

std::string Built(const std::string& program) {
  return std::string(GAUNTLET_BIN_DIR) + "/" + program;
}

std::string Bundled(const std::string& program) {
  return std::string(GAUNTLET_BUNDLE_DIR) + "/" + program + "/" + program;
}

// Runs `command` with tests/data/<input> on stdin; returns its stdout, and
// fails unless it exits 0.
std::string RunOn(const std::string& command, const std::string& input) {
  const auto run =
      RunShell(command + " < '" + TestDataPath(input) + "' 2>/dev/null");
  INFO(command);
  CHECK(run.exit_code == 0);
  return run.out;
}

TEST_CASE("the duckchess-replay bundle reproduces the official data") {
  for (const char* number : {"1", "2", "3", "4"}) {
    INFO("case " << number);
    CHECK(RunOn(Bundled("duckchess-replay"),
                std::string("duckchess/") + number + ".in") ==
          ReadTestData(std::string("duckchess/") + number + ".ans"));
  }
}

TEST_CASE("the robots bundle reproduces the sample") {
  CHECK(RunOn(Bundled("robots"), "robots/sample.in") ==
        ReadTestData("robots/sample.ans"));
}

TEST_CASE("bundles answer --version and refuse bad flags as the programs do") {
  const char* const kPrograms[] = {
      "robots",           "duckchess-replay", "duckchess-bot", "tetris-placer",
      "tetris-sequencer", "enclosure-bot",    "hunger-bot"};
  const char* const kCommandLines[] = {
      "--version", "--movetime abc", "--no-such-flag",   "-x",
      "--seed",    "stray",          "--param nothing=1"};
  for (const char* program : kPrograms) {
    for (const char* flags : kCommandLines) {
      INFO(program << " " << flags);
      const std::string tail = std::string(" ") + flags + " 2>&1 </dev/null";
      const auto built = RunShell(Built(program) + tail);
      const auto bundled = RunShell(Bundled(program) + tail);
      CHECK(bundled.exit_code == built.exit_code);
      CHECK(bundled.out == built.out);
    }
  }
}

// Each seat's answers in game 0 of a match, turn by turn: what the program
// played, without times.
std::vector<std::string> Answers(const std::string& out) {
  std::vector<std::string> answers;
  for (const auto& record : ReadJsonLines(out + "/game-0.replay.jsonl")) {
    if (record.value("type", "") != "turn") continue;
    for (const auto& player : record["players"]) {
      answers.push_back(std::to_string(record["turn"].get<int>()) + " seat " +
                        std::to_string(player["seat"].get<int>()) + ": " +
                        player.value("answer", "") + " (" +
                        player.value("fault", "") + ")");
    }
  }
  return answers;
}

// Plays one game of `game` with `players` (a format with %s where each
// program's path goes) once with the built programs and once with the
// bundles, same seed, and checks that every seat answered alike.
void CheckSameMoves(const std::string& game, const std::string& players,
                    const std::vector<std::string>& programs,
                    const std::string& flags) {
  std::vector<std::string> answers[2];
  for (int bundled = 0; bundled < 2; ++bundled) {
    std::string command = players;
    for (const std::string& program : programs) {
      const std::size_t at = command.find("%s");
      REQUIRE(at != std::string::npos);
      command.replace(at, 2, bundled ? Bundled(program) : Built(program));
    }
    const std::string out =
        ScratchDir("bundle_match_" + game + (bundled ? "_bundled" : "_built"));
    const auto run =
        RunShell(Built("gauntlet") + " match " + game + " " + command + " " +
                 flags + " --out '" + out + "' 2>&1");
    INFO(run.out);
    REQUIRE(run.exit_code == 0);
    answers[bundled] = Answers(out);
    fs::remove_all(out);
  }
  CHECK(answers[0].size() > 10);
  for (const std::string& answer : answers[0]) {
    CHECK(answer.find("(none)") != std::string::npos);
  }
  CHECK(answers[1] == answers[0]);
}

TEST_CASE("the duckchess-bot bundle plays the moves of the built program") {
  CheckSameMoves("duckchess", "--red '%s --depth 3' --blue '%s --depth 3'",
                 {"duckchess-bot", "duckchess-bot"},
                 "--seed 11 --movetime 5000");
}

TEST_CASE("the Tetris bundles play the moves of the built programs") {
  CheckSameMoves("tetris",
                 "--players '%s|%s' '%s --level baseline|%s --level random'",
                 {"tetris-placer", "tetris-sequencer", "tetris-placer",
                  "tetris-sequencer"},
                 "--seed 5 --rounds 60");
}

TEST_CASE("the enclosure-bot bundle plays the moves of the built program") {
  CheckSameMoves(
      "enclosure",
      "--players '%s --level mcts --iterations 300' '%s --level mcts "
      "--iterations 300 --seed 2' '%s --level greedy' '%s --level greedy "
      "--seed 3'",
      {"enclosure-bot", "enclosure-bot", "enclosure-bot", "enclosure-bot"},
      "--seed 3");
}

TEST_CASE("the hunger-bot bundle plays the moves of the built program") {
  CheckSameMoves("hunger",
                 "--players '%s' '%s --seed 2' '%s --level greedy --seed 3'",
                 {"hunger-bot", "hunger-bot", "hunger-bot"},
                 "--seed 3 --width 300 --height 300 --turns 200");
}

TEST_CASE("the TEG 2017 folders build and run as the organisers describe") {
  const std::string dir = ScratchDir("bundle_teg");
  auto run = RunShell(Built("gauntlet") + " package tetris --no-build -o '" +
                      dir + "' 2>&1");
  INFO(run.out);
  REQUIRE(run.exit_code == 0);
  // `./make.sh` inside each part, as the organisers do; the two parts side
  // by side (each is one -O2 compile of a bundle, and the machines that run
  // the tests have two cores).
  run = RunShell("cd '" + dir + "/part1' && ./make.sh >make.log 2>&1 & " +
                 "(cd '" + dir + "/part2' && ./make.sh >make.log 2>&1); " +
                 "second=$?; wait $!; first=$?; cat '" + dir +
                 "'/part*/make.log; [ $first -eq 0 ] && [ $second -eq 0 ]");
  INFO(run.out);
  REQUIRE(run.exit_code == 0);
  CHECK(fs::is_regular_file(dir + "/part1/placer"));
  CHECK(fs::is_regular_file(dir + "/part2/sequencer"));
  CHECK(fs::is_regular_file(dir + "/readme.txt"));
  // Then `./part1/run.sh` and `./part2/run.sh` from the folder above, against
  // our built programs.
  run = RunShell("cd '" + dir + "' && " + Built("gauntlet") +
                 " match tetris --players './part1/run.sh|./part2/run.sh' '" +
                 Built("tetris-placer") + "|" + Built("tetris-sequencer") +
                 "' --rounds 40 --seed 2 --out runs 2>&1");
  INFO(run.out);
  REQUIRE(run.exit_code == 0);
  const auto results = ReadJsonLines(dir + "/runs/results.jsonl");
  REQUIRE(results.size() == 1);
  CHECK(run.out.find("40 rounds") != std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gauntlet
