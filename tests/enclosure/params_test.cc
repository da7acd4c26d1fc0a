// The MCTS bot's parameters: the table, its text, and the program's flags.

#include "common/core/params.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <string>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/rollout.h"
#include "bots/enclosure/session.h"
#include "common/enclosure/rules.h"
#include "tests/support/run_program.h"

namespace gauntlet::enclosure {
namespace {

TEST_CASE("The MCTS level declares its parameters, the baselines none") {
  for (const char* level : {"random", "greedy"}) {
    BrainOptions options;
    ParamTable table;
    DeclareParams(level, options, table);
    CHECK(table.empty());
  }
  BrainOptions options;
  ParamTable table;
  DeclareParams("mcts", options, table);
  CHECK(table.size() == 13);
  CHECK(table.Check().ok());
  CHECK(table.Find("mcts.exploration")->value() == 0.5);
  CHECK(table.Find("mcts.horizon")->value() == 24);
  CHECK(table.Find("mcts.max_nodes")->value() == 1 << 17);
  CHECK(table.Find("rollout.attack_chance")->value() == 0.8);
  CHECK(table.Find("reward.best_share")->value() == 0.5);
}

TEST_CASE("The MCTS table's text loads back into a fresh table") {
  MctsBrainOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  const std::string defaults = ta.Format();
  REQUIRE(ta.LoadText("mcts.exploration 0.35\nmcts.max_nodes 65536\n"
                      "mcts.horizon 12\nrollout.threat_distance 3\n"
                      "rollout.attack_chance 0.55\nrollout.max_rectangle_side "
                      "6\nreward.best_share 0.3\nreward.land_cap 9.5\n")
              .ok());
  CHECK(a.exploration == 0.35);
  CHECK(a.max_nodes == 65536);
  CHECK(a.rollout.max_rectangle_side == 6);
  CHECK(a.reward.land_cap == 9.5);

  MctsBrainOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(tb.Format() == defaults);
  CHECK(b == MctsBrainOptions());
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(b == a);
  CHECK_FALSE(b == MctsBrainOptions());
  CHECK(tb.Format() == ta.Format());
}

// Rewards of `count` seeded playouts from the start with `options`.
std::vector<double> Playouts(const MctsBrainOptions& options, int count) {
  const State start =
      NewGame({VertexAt(2, 2), VertexAt(8, 2), VertexAt(8, 8), VertexAt(2, 8)});
  Rng rng(42);
  std::vector<double> rewards;
  for (int i = 0; i < count; ++i) {
    State s = start;
    const auto r =
        Playout(s, options.horizon, rng, options.rollout, options.reward);
    rewards.insert(rewards.end(), r.begin(), r.end());
  }
  return rewards;
}

TEST_CASE("Playouts with loaded parameters match the ones they came from") {
  const std::vector<double> defaults = Playouts(MctsBrainOptions(), 50);
  // The defaults are the policy's built-in behaviour.
  {
    const State start = NewGame(
        {VertexAt(2, 2), VertexAt(8, 2), VertexAt(8, 8), VertexAt(2, 8)});
    Rng rng(42);
    std::vector<double> plain;
    for (int i = 0; i < 50; ++i) {
      State s = start;
      const auto r = Playout(s, 24, rng);
      plain.insert(plain.end(), r.begin(), r.end());
    }
    CHECK(plain == defaults);
  }
  MctsBrainOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  REQUIRE(ta.LoadText("mcts.horizon 40\nrollout.attack_chance 0.3\n"
                      "rollout.max_rectangle_side 5\nreward.best_share 0.7\n")
              .ok());
  const std::vector<double> changed = Playouts(a, 50);
  CHECK(changed != defaults);
  MctsBrainOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(Playouts(b, 50) == changed);
}

TEST_CASE("The thinking time is 70% of the time per round") {
  using std::chrono::milliseconds;
  CHECK(ThinkTime(kDefaultMoveTime) == milliseconds(700));
  CHECK(ThinkTime(milliseconds(200)) == milliseconds(140));
  // Short limits keep 50 ms for the pipe and a busy machine's scheduler,
  // but never more than half.
  CHECK(ThinkTime(milliseconds(100)) == milliseconds(50));
  CHECK(ThinkTime(milliseconds(60)) == milliseconds(30));
}

using ::gauntlet::testing::CheckRefusedSaying;
using ::gauntlet::testing::ProgramRun;
using ::gauntlet::testing::RunProgram;

TEST_CASE("enclosure-bot --print-params output loads back with --params") {
  const ProgramRun printed = RunProgram(
      "enclosure-bot --level mcts "
      "--param mcts.horizon=30 --param reward.land_cap=12.5 "
      "--print-params");
  REQUIRE(printed.exit_code == 0);
  CHECK(printed.out.find("mcts.horizon ") != std::string::npos);
  const ::gauntlet::testing::TempFile params(printed.out);
  CHECK(RunProgram("enclosure-bot --level mcts --params " + params.path() +
                   " --print-params")
            .out == printed.out);
  const std::string input =
      "[START] 2\n[STATUS] 1 1 0 0 0 9 1 0 0 0 7 7 0 0 0 1 9 0 0 0 0\n";
  const ProgramRun played = RunProgram("enclosure-bot --level mcts --params " +
                                           params.path() + " --movetime 100",
                                       input);
  CHECK(played.exit_code == 0);
  CHECK(played.out.find("[POS]") == 0);
  CHECK(played.out.find("[ACTION]") != std::string::npos);
  CHECK(RunProgram("enclosure-bot --level greedy --print-params").out ==
        "# no tunable parameters\n");
}

TEST_CASE("enclosure-bot refuses bad parameters and times") {
  CheckRefusedSaying("enclosure-bot --level mcts --param mcts.horizon=2.5",
                     "enclosure-bot: parameter mcts.horizon: \"2.5\" is "
                     "not an integer");
  CHECK(RunProgram("enclosure-bot --level mcts --param "
                   "rollout.attack_chance=2")
            .exit_code == 2);
  // The default level, adaptive, has no MCTS numbers: a name it does not
  // know is refused too.
  CHECK(RunProgram("enclosure-bot --param mcts.horizon=30").exit_code == 2);
  // --iterations counts MCTS playouts; the adaptive level thinks by the
  // clock and refuses it rather than ignore it.
  CheckRefusedSaying("enclosure-bot --iterations 300",
                     "--iterations counts MCTS playouts: it needs --level "
                     "mcts");
  CHECK(RunProgram("enclosure-bot --movetime 0").exit_code == 2);
}

// The referee through the real program: here, beside the bot's own
// program tests, as this suite runs programs.
TEST_CASE("An Enclosure referee killed mid-game leaves every round played") {
  const std::string bin = GAUNTLET_BIN_DIR;
  const std::string out = ::gauntlet::testing::ScratchDir("enclosure_killed");
  const std::string replay = out + "/game-0.replay.jsonl";
  std::string players;
  for (int m = 0; m < 4; ++m) {
    players += " '" + bin + "/enclosure-bot --level mcts --think-ms 100 " +
               "--seed " + std::to_string(m + 1) + "'";
  }
  const auto run = ::gauntlet::testing::KillWhenReplayHasTurns(
      "gauntlet match enclosure --games 1 --seed 4 --players" + players +
          " --out " + out,
      replay, 3, std::chrono::seconds(30));
  INFO(run.err);
  REQUIRE(run.killed);
  const int found = ::gauntlet::testing::CheckReplayCutShort(replay);
  CHECK(found >= run.turns_seen);
  CHECK(::gauntlet::testing::ReadFile(out + "/results.jsonl").empty());
  std::filesystem::remove_all(out);
}

}  // namespace
}  // namespace gauntlet::enclosure
