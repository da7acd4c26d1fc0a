#include "tests/view/sample_replays.h"

#include <map>

#include "catch2/catch.hpp"
#include "tests/support/run_program.h"

namespace gauntlet::view_test {

std::string WriteSampleReplay(const std::string& game, const std::string& dir) {
  const std::map<std::string, std::string> selfplay = {
      {"duckchess", "--bot a=greedy --bot b=random"},
      {"enclosure",
       "--bot a=greedy --bot b='greedy --seed 2' --bot c=random "
       "--bot d='greedy --seed 3'"},
      {"tetris",
       "--bot a='baseline|random' --bot b='baseline|random --seed 5' "
       "--game-flags '--rounds 30'"},
      {"hunger",
       "--bot a=greedy --bot b=random --bot c='greedy --seed 4' "
       "--game-flags '--width 300 --height 300 --turns 40'"},
  };
  testing::ProgramRun run;
  if (game == "robots") {
    // The statement's strategy on the showcase's instance: lost after 78
    // moves, teleports included.
    const testing::ProgramRun instance =
        testing::RunProgram("robots --generate --seed 7");
    REQUIRE(instance.exit_code == 0);
    run = testing::RunProgram("robots --replay " + dir, instance.out);
  } else {
    run = testing::RunProgram("gauntlet selfplay " + game + " " +
                              selfplay.at(game) +
                              " --games 1 --seed 3 --no-deadline --out " + dir);
  }
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return dir + "/game-0.replay.jsonl";
}

arena::Replay ReadSampleReplay(const std::string& path) {
  absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Read(path);
  INFO(path);
  REQUIRE(replay.ok());
  return *std::move(replay);
}

}  // namespace gauntlet::view_test
