#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_program.h"
#include "tools/arena/replay.h"

namespace gauntlet::tetris {
namespace {

namespace fs = std::filesystem;

TEST_CASE("gauntlet match tetris plays real programs and writes its files") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const fs::path out = fs::temp_directory_path() /
                       ("tetris-match-test-" + std::to_string(getpid()));
  fs::remove_all(out);
  const testing::ProgramRun match = testing::RunProgram(
      "gauntlet match tetris --a-placer '" + bin +
      "/tetris-placer' --a-sequencer '" + bin +
      "/tetris-sequencer --random --seed 4' --b-placer '" + bin +
      "/tetris-placer --level baseline' --b-sequencer '" + bin +
      "/tetris-sequencer' --rounds 30 --names ours,base --out " + out.string());
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const std::vector<std::string> lines =
      testing::ReadLines((out / "results.jsonl").string());
  REQUIRE(!lines.empty());
  const auto result = arena::ParseResultLine(lines[0]);
  REQUIRE(result.ok());
  CHECK(result->game == "tetris");
  REQUIRE(result->entrants.size() == 2);
  CHECK(result->entrants[0].name == "ours");
  CHECK(result->entrants[0].faults.empty());
  CHECK(result->entrants[1].faults.empty());
  const auto replay =
      arena::ReplayReader::Read((out / "game-0.replay.jsonl").string());
  REQUIRE(replay.ok());
  CHECK(replay->result.has_value());
  CHECK(replay->turns.size() >= 30);
  fs::remove_all(out);
}

TEST_CASE("a Tetris referee killed mid-game leaves every round played") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const std::string out = testing::ScratchDir("tetris_killed");
  const std::string replay = out + "/game-0.replay.jsonl";
  // 2 x 5000 rounds: far longer than the wait for five of them.
  const auto run = testing::KillWhenReplayHasTurns(
      "gauntlet match tetris --a-placer '" + bin +
          "/tetris-placer' --a-sequencer '" + bin +
          "/tetris-sequencer' --b-placer '" + bin +
          "/tetris-placer' --b-sequencer '" + bin +
          "/tetris-sequencer' --rounds 5000 --out " + out,
      replay, 5, std::chrono::seconds(30));
  INFO(run.err);
  REQUIRE(run.killed);
  const int found = testing::CheckReplayCutShort(replay);
  CHECK(found >= run.turns_seen);
  CHECK(testing::ReadFile(out + "/results.jsonl").empty());
  fs::remove_all(out);
}

TEST_CASE("gauntlet selfplay tetris --no-deadline charges no time") {
  // A 1 ms move time would dock the placer for nearly every answer (and
  // credit it for the sequencer's); measured without a deadline, the
  // scores are those of the default move time.
  const auto scores = [](const std::string& movetime) {
    const testing::ProgramRun run = testing::RunProgram(
        "gauntlet selfplay tetris --bot 'p=search --param "
        "search.beam_width=4|random' --bot 's=baseline|adversarial' "
        "--games 1 --seed 5 --game-flags '--rounds 40' --no-deadline" +
        movetime);
    INFO(run.err);
    REQUIRE(run.exit_code == 0);
    // Each entrant's name, games, score, first, mean rank and faults: the
    // columns before the timings.
    std::string table;
    std::istringstream out(run.out);
    for (std::string line; std::getline(out, line);) {
      if (line.rfind("p ", 0) != 0 && line.rfind("s ", 0) != 0) continue;
      std::istringstream words(line);
      std::string word;
      for (int column = 0; column < 6 && words >> word; ++column) {
        table += word + " ";
      }
      table += "\n";
    }
    return table;
  };
  const std::string measured = scores("");
  CHECK(!measured.empty());
  CHECK(scores(" --movetime 1") == measured);
}

}  // namespace
}  // namespace gauntlet::tetris
