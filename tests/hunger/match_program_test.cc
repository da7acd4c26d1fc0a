// `gauntlet match hunger` as a user runs it: the real programs, the
// lsh2019 profile and its refusal of unknown profiles.

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/support/run_program.h"
#include "tools/arena/replay.h"
#include "tools/arena/result.h"

namespace gauntlet::hunger {
namespace {

using testing::ProgramRun;
using testing::ReadLines;
using testing::RunProgram;

TEST_CASE("a hunger referee killed mid-game leaves every turn played") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const std::string out = testing::ScratchDir("hunger_killed");
  const std::string replay = out + "/game-0.replay.jsonl";
  const auto run = testing::KillWhenReplayHasTurns(
      "gauntlet match hunger --players '" + bin + "/hunger-bot' '" + bin +
          "/hunger-bot --level greedy' --names planner,greedy --turns 2000 "
          "--seed 3 --out " +
          out,
      replay, 4, std::chrono::seconds(30));
  INFO(run.err);
  REQUIRE(run.killed);
  const int found = testing::CheckReplayCutShort(replay);
  CHECK(found >= run.turns_seen);
  CHECK(testing::ReadFile(out + "/results.jsonl").empty());
  std::filesystem::remove_all(out);
}

TEST_CASE("gauntlet match hunger --profile lsh2019 plays our bots clean") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const std::string out = testing::ScratchDir("hunger_lsh2019_match");
  const ProgramRun run = RunProgram(
      "gauntlet match hunger --players '" + bin + "/hunger-bot' '" + bin +
      "/hunger-bot --level greedy' --names planner,greedy --profile lsh2019 "
      "--width 300 --height 300 --turns 40 --seed 3 --out " +
      out);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);

  const std::vector<std::string> lines = ReadLines(out + "/results.jsonl");
  REQUIRE(!lines.empty());
  const auto result = arena::ParseResultLine(lines.front());
  REQUIRE(result.ok());
  CHECK(result->game == "hunger");
  CHECK(result->plies == 40);
  REQUIRE(result->entrants.size() == 2);
  for (const arena::EntrantResult& entrant : result->entrants) {
    CHECK(entrant.faults.empty());
  }

  const auto replay = arena::ReplayReader::Read(out + "/game-0.replay.jsonl");
  REQUIRE(replay.ok());
  CHECK(replay->header.setup["rules"]["profile"] == "lsh2019");
  CHECK(replay->header.setup["rules"]["max_origin_offset"] == 0);
  CHECK(replay->header.setup["origin"] == arena::Json::array({0, 0}));
  REQUIRE(replay->turns.size() == 41);
  // Every status line puts the player on the platform as the 2019 judge
  // numbers it: 0..299 on both axes.
  for (const arena::TurnRecord& turn : replay->turns) {
    for (const arena::TurnEntry& entry : turn.players) {
      std::istringstream words(entry.sent);
      int64_t id = 0, h = 0, s = 0, f = 0, b = 0, x = -1, y = -1;
      words >> id >> h >> s >> f >> b >> x >> y;
      REQUIRE(words);
      CHECK((x >= 0 && x < 300 && y >= 0 && y < 300));
    }
  }
  std::filesystem::remove_all(out);
}

TEST_CASE("a line printed before it is asked is a fault, not an answer") {
  // Each answer of our bot is followed, in the same write, by a line that
  // nobody asked for: it is already waiting when the next round is sent, and
  // is that player's fault at turn 1 (it would be read as its answer).
  const std::string bin = GAUNTLET_BIN_DIR;
  const std::string out = testing::ScratchDir("hunger_early_line");
  const std::string chatty = out + "/chatty.sh";
  // dash's printf writes its whole output at once.
  std::ofstream(chatty) << bin
                        << "/hunger-bot | while IFS= read -r l; do "
                           "printf '%s\\nextra\\n' \"$l\"; done\n";
  const ProgramRun run = RunProgram(
      "gauntlet match hunger --no-check --players '" + bin +
      "/hunger-bot' 'sh " + chatty +
      "' --names clean,chatty --width 300 --height 300 --turns 5 --seed 3 "
      "--out " +
      out);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const std::vector<std::string> lines = ReadLines(out + "/results.jsonl");
  REQUIRE(lines.size() == 1);
  const auto result = arena::ParseResultLine(lines.front());
  REQUIRE(result.ok());
  REQUIRE(result->entrants.size() == 2);
  CHECK(result->entrants[0].faults.empty());
  REQUIRE(!result->entrants[1].faults.empty());
  CHECK(result->entrants[1].faults.front().rfind("early_line at turn 1", 0) ==
        0);
  std::filesystem::remove_all(out);
}

TEST_CASE("gauntlet match hunger refuses an unknown profile in one line") {
  const ProgramRun run =
      RunProgram("gauntlet match hunger --players idle --profile lsh2020");
  CHECK(run.exit_code == 2);
  CHECK(run.err ==
        "gauntlet match hunger: --profile: unknown profile 'lsh2020' "
        "(default, lsh2019) (see --help)\n");
}

}  // namespace
}  // namespace gauntlet::hunger
