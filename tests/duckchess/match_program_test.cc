#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::ReadJsonLines;
using gauntlet::testing::RunProgram;

TEST_CASE("gauntlet match duckchess writes results and replays") {
  const std::string out = "duckchess_match_" + std::to_string(getpid());
  std::filesystem::remove_all(out);
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const auto match = RunProgram(
      "gauntlet match duckchess --red '" + bot +
      " --level greedy --seed 2' --blue '" + bot +
      " --level random' --names g,r --games 2 --first-game 4 --movetime 200 "
      "--seed 5 --out " +
      out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 2);
  for (int i = 0; i < 2; ++i) {
    const auto& r = results[i];
    CHECK(r["game"] == "duckchess");
    CHECK(r["index"] == 4 + i);
    REQUIRE(r["entrants"].size() == 2);
    CHECK(r["entrants"][0]["name"] == "g");
    CHECK(r["entrants"][0]["seat"] == i);  // colours alternate
    CHECK(r["entrants"][1]["seat"] == 1 - i);
    const double total = r["entrants"][0]["score"].get<double>() +
                         r["entrants"][1]["score"].get<double>();
    CHECK(total == 1.0);
    CHECK(r["plies"].get<int>() > 0);
    // Both bots played the game out: neither crashed nor timed out.
    CHECK(r["entrants"][0]["faults"].empty());
    CHECK(r["entrants"][1]["faults"].empty());
    const auto replay =
        ReadJsonLines(out + "/game-" + std::to_string(4 + i) + ".replay.jsonl");
    REQUIRE(replay.size() >= 3);
    CHECK(replay.front()["type"] == "header");
    CHECK(replay.back()["type"] == "result");
    // Games 4 and 5 share their opening.
    CHECK(replay.front()["setup"]["opening"] ==
          ReadJsonLines(out + "/game-4.replay.jsonl")
              .front()["setup"]["opening"]);
  }
  std::filesystem::remove_all(out);
}

}  // namespace
