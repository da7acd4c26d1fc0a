// `{seed}` in a player's command becomes the game's seed, so programs with
// randomness of their own vary from game to game (docs/match-contract.md).

#include "tools/arena/command_seed.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <regex>
#include <string>

#include "tests/support/run_program.h"

namespace gauntlet {
namespace {

using testing::ReadFile;
using testing::RunProgram;
using testing::ScratchDir;

TEST_CASE("every {seed} of a command becomes the seed, nothing else") {
  CHECK(arena::WithGameSeed("bot --seed {seed} --log x{seed}.txt", 42) ==
        "bot --seed 42 --log x42.txt");
  CHECK(arena::WithGameSeed("bot {see} {SEED} seed", 42) ==
        "bot {see} {SEED} seed");
  CHECK(arena::WithGameSeed("{seed}{seed}", 18446744073709551615u) ==
        "1844674407370955161518446744073709551615");
}

TEST_CASE("each game of a match starts a {seed} command with its own seed") {
  const std::string dir = ScratchDir("command_seed");
  const std::string script = dir + "/echo_seed.sh";
  std::ofstream(script) << "echo \"seed=$1\" >&2\nexec " << GAUNTLET_BIN_DIR
                        << "/duckchess-bot --level random --seed \"$1\"\n";
  const std::string out = dir + "/match";
  const auto run =
      RunProgram("gauntlet match duckchess --games 3 --seed 9 --out " + out +
                 " --players 'sh " + script + " {seed}' '" + GAUNTLET_BIN_DIR +
                 "/duckchess-bot --level random'");
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const std::string results = ReadFile(out + "/results.jsonl");
  const std::regex seed_field("\"index\":([0-9]+),\"seed\":\"([0-9]+)\"");
  int games = 0;
  for (auto it =
           std::sregex_iterator(results.begin(), results.end(), seed_field);
       it != std::sregex_iterator(); ++it, ++games) {
    const std::string index = (*it)[1];
    const std::string seed = (*it)[2];
    const std::string log = ReadFile(out + "/game-" + index + ".0.stderr.log");
    CHECK(log == "seed=" + seed + "\n");
    // The command is recorded as written.
    CHECK(results.find("{seed}") != std::string::npos);
  }
  CHECK(games == 3);
}

}  // namespace
}  // namespace gauntlet
