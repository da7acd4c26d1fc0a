// hunger-bot's parameters: the planner's table, its text, and the program's
// flags.

#include "common/core/params.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "bots/hunger/planner.h"
#include "common/core/rng.h"
#include "common/hunger/world.h"
#include "tests/support/run_program.h"

namespace gauntlet::hunger {
namespace {

std::string Describe(ParamTable& table) {
  std::string text;
  for (const Param& p : table.params()) {
    text += std::string(p.name()) + "=" + std::to_string(p.value()) + " ";
  }
  return text;
}

TEST_CASE("The planner declares its parameters, the baselines none") {
  for (const char* level : {"greedy", "random", "idle"}) {
    PlannerConfig config;
    ParamTable table;
    DeclareParams(level, config, table);
    CHECK(table.empty());
  }
  PlannerConfig config;
  ParamTable table;
  DeclareParams("planner", config, table);
  CHECK(table.size() == 29);
  CHECK(table.Check().ok());
  CHECK(table.Find("danger.margin")->value() == 8);
  CHECK(table.Find("item.battery_weight_low")->value() == 0.8);
  CHECK(table.Find("plan.fast_moves")->value() == 0);
}

TEST_CASE("The planner's table text loads back into a fresh table") {
  PlannerConfig a;
  ParamTable ta;
  DeclareParams(a, ta);
  const std::string defaults = ta.Format();
  REQUIRE(ta.LoadText("danger.margin 5\nitem.edge_factor 0.65\n"
                      "explore.candidates 9\nplan.fast_moves 1\n"
                      "goal.step_weight 0.25\n")
              .ok());
  CHECK(a.danger_margin == 5);
  CHECK(a.fast_moves);
  PlannerConfig b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(tb.Format() == defaults);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(tb.Format() == ta.Format());
  CHECK(Describe(tb) == Describe(ta));
  CHECK(b.edge_item_factor == 0.65);
  CHECK(b.explore_candidates == 9);
}

// A seeded game on an open platform with scattered items: the planner as
// player 0 with `config`, two idle players. Its answers, and the messages it
// was sent.
struct Game {
  std::vector<std::string> actions;
  std::string messages;
};

Game PlayGame(const PlannerConfig& config, int rounds) {
  RulesConfig rules;
  rules.width = rules.height = 240;
  rules.decay_start = rules.decay_end = 1.0;
  rules.food_spawn_per_round = rules.battery_spawn_per_round = 0;
  World world(rules, 7);
  world.AddPlayer(120, 120, Dir::kN);
  world.AddPlayer(30, 30, Dir::kE);
  world.AddPlayer(210, 200, Dir::kW);
  Rng rng(11);
  for (int i = 0; i < 60; ++i) {
    const int x = 5 + static_cast<int>(rng.Below(230));
    const int y = 5 + static_cast<int>(rng.Below(230));
    if (world.item(x, y) == Item::kNone && world.occupant(x, y) == 0) {
      world.SetItem(x, y, i % 3 == 0 ? Item::kBattery : Item::kFood, 10);
    }
  }
  auto planner = MakeStrategy("planner", 1, config).value();
  Game game;
  Observation obs;
  for (int r = 0; r < rounds; ++r) {
    std::vector<Action> actions(world.player_count());
    world.Observe(0, obs);
    game.messages += FormatObservation(obs);
    actions[0] = planner->Decide(obs);
    game.actions.push_back(FormatAction(actions[0]));
    world.PlayRound(actions);
  }
  return game;
}

TEST_CASE("A planner with loaded parameters plays like the original") {
  const Game defaults = PlayGame(PlannerConfig{}, 150);
  PlannerConfig a;
  ParamTable ta;
  DeclareParams(a, ta);
  REQUIRE(ta.LoadText("item.battery_weight 5\neat.room 1\n").ok());
  const Game changed = PlayGame(a, 150);
  CHECK(changed.actions != defaults.actions);
  PlannerConfig b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(PlayGame(b, 150).actions == defaults.actions);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(PlayGame(b, 150).actions == changed.actions);
}

using testing::CheckRefusedSaying;
using testing::JoinLines;
using testing::ProgramRun;
using testing::RunProgram;

TEST_CASE("hunger-bot --print-params output loads back with --params") {
  const std::string flags = "--param item.battery_weight=5 --param eat.room=1";
  PlannerConfig config;
  config.battery_weight = 5;
  config.eat_room = 1;
  const Game game = PlayGame(config, 150);

  const ProgramRun printed =
      RunProgram("hunger-bot " + flags + " --print-params");
  REQUIRE(printed.exit_code == 0);
  const testing::TempFile params(printed.out);
  CHECK(RunProgram("hunger-bot --params " + params.path() + " --print-params")
            .out == printed.out);
  const ProgramRun direct = RunProgram("hunger-bot " + flags, game.messages);
  const ProgramRun loaded =
      RunProgram("hunger-bot --params " + params.path(), game.messages);
  REQUIRE(direct.exit_code == 0);
  CHECK(direct.out == JoinLines(game.actions));
  CHECK(loaded.out == direct.out);
  CHECK(RunProgram("hunger-bot", game.messages).out != direct.out);
  CHECK(RunProgram("hunger-bot --level greedy --print-params").out ==
        "# no tunable parameters\n");
}

TEST_CASE("hunger-bot refuses bad parameters with exit code 2") {
  CheckRefusedSaying("hunger-bot --param danger.margin=many",
                     "hunger-bot: parameter danger.margin: \"many\" is not a "
                     "number (an integer in [0, 32])");
  CHECK(RunProgram("hunger-bot --param item.margin_factor=1.5").exit_code == 2);
  CHECK(RunProgram("hunger-bot --movetime 0").exit_code == 2);
}

}  // namespace
}  // namespace gauntlet::hunger
