// hunger-bot's decisions on hand-built situations, and its input handling.

#include <catch2/catch.hpp>
#include <sstream>

#include "bots/hunger/strategy.h"
#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

RulesConfig Quiet() {
  RulesConfig config;
  config.width = config.height = 300;
  config.decay_start = config.decay_end = 1.0;
  config.food_spawn_per_round = config.battery_spawn_per_round = 0;
  return config;
}

// Plays `rounds` rounds of the planner as player 0 (others idle) and
// returns the world.
World Run(World world, int rounds) {
  auto planner = *MakeStrategy("planner", 1);
  Observation obs;
  for (int r = 0; r < rounds; ++r) {
    std::vector<Action> actions(world.player_count());
    world.Observe(0, obs);
    actions[0] = planner->Decide(obs);
    world.PlayRound(actions);
  }
  return world;
}

TEST_CASE("the planner walks its body over food it sees") {
  World w(Quiet(), 1);
  w.AddPlayer(100, 100, Dir::kN);
  w.SetItem(112, 130, Item::kFood, 20);
  w.SetItem(60, 125, Item::kBattery, 3);
  const World after = Run(std::move(w), 120);
  CHECK(after.item(112, 130) == Item::kNone);
  CHECK(after.item(60, 125) == Item::kNone);
  CHECK(after.player(0).battery == 3);
  CHECK(after.player(0).energy > 200 - 120);  // it ate what it found
}

TEST_CASE("the planner goes around obstacles and off damaged platform") {
  World w(Quiet(), 1);
  w.AddPlayer(100, 100, Dir::kN);
  for (int x = 80; x <= 120; ++x) w.SetTerrain(x, 106, Terrain::kObstacle);
  w.SetItem(100, 115, Item::kFood, 20);
  for (int y = 95; y <= 105; ++y) {
    for (int x = 95; x <= 105; ++x) w.SetTerrain(x, y, Terrain::kDamaged);
  }
  World after = Run(std::move(w), 100);
  CHECK(after.item(100, 115) == Item::kNone);
  CHECK(after.player(0).deaths == 0);
}

TEST_CASE("the planner eats before its energy drops below 50") {
  World w(Quiet(), 1);
  w.AddPlayer(100, 100, Dir::kN);
  w.mutable_player(0).energy = 70;
  w.mutable_player(0).food = 60;
  const World after = Run(std::move(w), 3);
  CHECK(after.player(0).food < 60);
  CHECK(after.player(0).energy >= 100);
}

TEST_CASE("the planner strikes a touching, weaker enemy") {
  World w(Quiet(), 1);
  w.AddPlayer(100, 100, Dir::kN);
  w.AddPlayer(100, 103, Dir::kS);
  w.mutable_player(1).health = 90;
  const World after = Run(std::move(w), 1);
  CHECK(after.player(1).health == 60);
}

TEST_CASE("the planner shoots an enemy in line when loaded and cooled") {
  World w(Quiet(), 1);
  w.AddPlayer(100, 100, Dir::kN);
  w.AddPlayer(100, 112, Dir::kS);
  w.mutable_player(0).battery = 2;
  World after = Run(std::move(w), 3);
  CHECK(after.player(1).health <= 120);
  CHECK(after.player(0).battery == 1);  // one shot: cooldown respected
}

TEST_CASE("bad input: a located message and exit code 2") {
  auto planner = *MakeStrategy("planner", 1);
  std::istringstream in("0 150 200 0 0 5 5 N 0 1\nfood 2 1 2 3 x\n");
  std::ostringstream out, err;
  CHECK(RunBot(in, out, err, *planner) == 2);
  CHECK(err.str().find("line 2") != std::string::npos);
  CHECK(err.str().find("\"x\"") != std::string::npos);
  std::istringstream finish("0 150 200 0 0 5 5 N 1 0\nfinish\n");
  std::ostringstream out2;
  CHECK(RunBot(finish, out2, err, *planner) == 0);
  CHECK(out2.str().empty());
  std::istringstream two("0 150 200 0 0 5 5 N 0 0\n0 150 199 0 0 5 5 N 0 0\n");
  std::ostringstream out3;
  CHECK(RunBot(two, out3, err, *planner) == 0);
  const std::string answers = out3.str();
  CHECK(std::count(answers.begin(), answers.end(), '\n') == 2);
}

TEST_CASE("every level answers legal text") {
  for (const char* level : {"planner", "greedy", "random", "idle"}) {
    auto strategy = MakeStrategy(level, 2);
    REQUIRE(strategy.ok());
    Observation obs;
    obs.health = 150;
    obs.energy = 200;
    obs.center = {40, 40};
    obs.food_cells = {{45, 60}};
    const std::string line = FormatAction((*strategy)->Decide(obs));
    CHECK(ParseAction(line).ok());
  }
  CHECK(!MakeStrategy("genius", 1).ok());
}

}  // namespace
}  // namespace gauntlet::hunger
