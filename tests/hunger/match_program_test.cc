// `gauntlet match hunger` as a user runs it: the real programs, the
// lsh2019 profile and its refusal of unknown profiles.

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tools/arena/replay.h"
#include "tools/arena/result.h"

namespace gauntlet::hunger {
namespace {

namespace fs = std::filesystem;

std::string Slurp(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_CASE("gauntlet match hunger --profile lsh2019 plays our bots clean") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const fs::path out = fs::temp_directory_path() /
                       ("hunger-lsh2019-match-" + std::to_string(getpid()));
  fs::remove_all(out);
  const std::string command =
      bin + "/gauntlet match hunger --players '" + bin + "/hunger-bot' '" +
      bin + "/hunger-bot --level greedy' --names planner,greedy " +
      "--profile lsh2019 --width 300 --height 300 --turns 40 --seed 3 " +
      "--out " + out.string() + " > " + out.string() + ".log 2>&1";
  INFO(command);
  const int status = std::system(command.c_str());
  INFO(Slurp(out.string() + ".log"));
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);

  std::ifstream results(out / "results.jsonl");
  std::string line;
  REQUIRE(std::getline(results, line));
  const auto result = arena::ParseResultLine(line);
  REQUIRE(result.ok());
  CHECK(result->game == "hunger");
  CHECK(result->plies == 40);
  REQUIRE(result->entrants.size() == 2);
  for (const arena::EntrantResult& entrant : result->entrants) {
    CHECK(entrant.faults.empty());
  }

  const auto replay =
      arena::ReplayReader::Read((out / "game-0.replay.jsonl").string());
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
  fs::remove_all(out);
  fs::remove(out.string() + ".log");
}

TEST_CASE("gauntlet match hunger refuses an unknown profile in one line") {
  const std::string err = "hunger_profile_" + std::to_string(getpid()) + ".err";
  const std::string command = std::string(GAUNTLET_BIN_DIR) +
                              "/gauntlet match hunger --players idle "
                              "--profile lsh2020 < /dev/null > /dev/null 2> " +
                              err;
  const int status = std::system(command.c_str());
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 2);
  CHECK(Slurp(err) ==
        "gauntlet match hunger: --profile: unknown profile 'lsh2020' "
        "(default, lsh2019) (see --help)\n");
  std::remove(err.c_str());
}

}  // namespace
}  // namespace gauntlet::hunger
