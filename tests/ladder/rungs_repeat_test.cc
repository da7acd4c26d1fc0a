// Every rung of the multi-player games plays the same game twice from one
// seed: rungs share tables (a four-player game holds four rungs), so a few
// short matches cover the whole ladder. Duck chess rungs are checked move
// by move in rungs_test.cc.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::ReadFile;
using gauntlet::testing::RunProgram;
using gauntlet::testing::ScratchDir;

// What is compared is the play, not the clock: a sanitized build on a loaded
// machine answers some moves late, and a late reply is a fault that changes
// the game. Ten seconds of grace keeps every reply in time. (Not a longer
// --startup: the Tetris referee waits it out before its first message.)
constexpr char kPatientClock[] = " --grace 10000";

// The Tetris judge takes a point per millisecond a reply runs past the move
// time, so a slow reply changes the score: the move time covers them all.
constexpr char kTetrisFreeTime[] = " --movetime 10000";

// The result line of one match, run in its own directory.
std::string ResultOf(const std::string& name, const std::string& match) {
  const std::string out = ScratchDir(name);
  const auto run = RunProgram(match + kPatientClock + " --out " + out);
  INFO(match << "\n" << run.err);
  REQUIRE(run.exit_code == 0);
  const std::string results = ReadFile(out + "/results.jsonl");
  // Faults would make the comparison say nothing about the rungs.
  CHECK(results.find("\"faults\":[{") == std::string::npos);
  return results;
}

std::string Players(const std::string& program, std::vector<int> rungs) {
  const std::string bin = GAUNTLET_BIN_DIR;
  std::string players;
  for (int rung : rungs) {
    players += " '" + bin + "/" + program + " --level " + std::to_string(rung) +
               " --seed {seed}'";
  }
  return players;
}

TEST_CASE("every Enclosure rung plays the same game twice from one seed") {
  for (const std::vector<int>& table :
       {std::vector<int>{1, 2, 3, 4}, std::vector<int>{5, 6, 7, 8},
        std::vector<int>{6, 7, 8, 9}}) {
    const std::string match = "gauntlet match enclosure --seed 4 --players" +
                              Players("enclosure-bot", table);
    CHECK(ResultOf("rung_enclosure_a", match) ==
          ResultOf("rung_enclosure_b", match));
  }
}

TEST_CASE("every Star Hunger Games rung plays the same game twice") {
  const std::string match =
      "gauntlet match hunger --seed 4 --width 300 --height 300 --turns 60 "
      "--players" +
      Players("hunger-bot", {1, 2, 3, 4, 5, 6, 7, 8});
  CHECK(ResultOf("rung_hunger_a", match) == ResultOf("rung_hunger_b", match));
}

TEST_CASE("every Tetris rung plays the same game twice from one seed") {
  const std::string bin = GAUNTLET_BIN_DIR;
  auto side = [&](int rung) {
    const std::string level =
        " --level " + std::to_string(rung) + " --seed {seed}";
    return " '" + bin + "/tetris-placer" + level + " | " + bin +
           "/tetris-sequencer" + level + "'";
  };
  for (int rung = 1; rung <= 8; rung += 2) {
    const std::string match = "gauntlet match tetris --seed 4 --rounds 60 " +
                              std::string(kTetrisFreeTime) + " --players" +
                              side(rung) + side(rung + 1);
    CHECK(ResultOf("rung_tetris_a", match) == ResultOf("rung_tetris_b", match));
  }
}

}  // namespace
