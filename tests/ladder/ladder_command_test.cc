#include <catch2/catch.hpp>
#include <fstream>
#include <regex>
#include <string>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::RunProgram;
using gauntlet::testing::ScratchDir;

TEST_CASE(
    "bots take a rung number as their level and refuse one off the "
    "ladder") {
  const auto depth = RunProgram("duckchess-bot --level 9 --print-params");
  REQUIRE(depth.exit_code == 0);
  // The name column is as wide as the longest name: any run of spaces.
  const std::regex depth_two("search\\.max_depth +2 ");
  CHECK(std::regex_search(depth.out, depth_two));
  const auto diluted = RunProgram("enclosure-bot --level 5 --print-params");
  REQUIRE(diluted.exit_code == 0);
  CHECK(diluted.out.find("ladder.random_share 0.18 ") != std::string::npos);
  // The user's --param comes after the rung's.
  const auto overridden = RunProgram(
      "duckchess-bot --level 9 --param search.max_depth=7 --print-params");
  CHECK(
      std::regex_search(overridden.out, std::regex("search\\.max_depth +7 ")));
  const auto refused = RunProgram("duckchess-bot --level 14 </dev/null");
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("the ladder's rungs are 1..13") != std::string::npos);
}

TEST_CASE("gauntlet ladder refuses a game whose bots have no ladder") {
  const auto run =
      RunProgram("gauntlet ladder robots --out " + ScratchDir("ladder_robots"));
  CHECK(run.exit_code != 0);
  CHECK(run.err.find("no ladder") != std::string::npos);
}

TEST_CASE("gauntlet rate refuses a ratings file of another game") {
  const std::string dir = ScratchDir("rate_ratings");
  std::ofstream(dir + "/ladder.json")
      << R"({"game": "enclosure", "rungs": []})";
  const auto run = RunProgram("gauntlet rate duckchess --player true --out " +
                              dir + "/out --ratings " + dir + "/ladder.json");
  CHECK(run.exit_code == 2);
  CHECK(run.err.find("calibrates enclosure, not duckchess") !=
        std::string::npos);
}

TEST_CASE("rate's --games is the total, ladder's per pairing, as they play") {
  // rate.cc plays batches until RateOptions::games are played in all; a
  // calibration plays --games per pairing of rungs.
  const auto rate = RunProgram("gauntlet rate --help");
  CHECK(rate.out.find("--games arg") != std::string::npos);
  CHECK(rate.out.find("games in all") != std::string::npos);
  CHECK(rate.out.find("per pairing") == std::string::npos);
  const auto ladder = RunProgram("gauntlet ladder --help");
  CHECK(ladder.out.find("games per pairing or group") != std::string::npos);
}

}  // namespace
