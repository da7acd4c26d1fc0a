// The statement's message and answer formats.

#include "common/hunger/protocol.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace gauntlet::hunger {
namespace {

TEST_CASE("a message prints as the statement writes it") {
  Observation obs;
  obs.id = 3;
  obs.health = 150;
  obs.energy = 199;
  obs.food = 25;
  obs.battery = 4;
  obs.center = {-1000000000, 17};
  obs.dir = Dir::kW;
  obs.events = {{EventKind::kPickupBattery, 3}, {EventKind::kPickupFood, 25},
                {EventKind::kAttack, 4},        {EventKind::kAttackRay, 1},
                {EventKind::kAttackPlatform},   {EventKind::kRecover},
                {EventKind::kStarve},           {EventKind::kDeath},
                {EventKind::kFailure},          {EventKind::kFinish}};
  obs.players = {{{5, 6}, Dir::kS, 4, 298, -49995000}};
  obs.food_cells = {{1, 2}, {3, 4}};
  obs.battery_cells = {{7, 8}};
  obs.rays = {{1, {{10, 11}, {10, 12}}}};
  obs.obstacles = {{0, 0}};
  obs.damaged = {{-1, -2}};
  obs.destroyed = {{9, 9}, {9, 10}};
  const std::string text = FormatObservation(obs);
  CHECK(text ==
        "3 150 199 25 4 -1000000000 17 W 10 7\n"
        "pickup_battery 3\n"
        "pickup_food 25\n"
        "attack 4\n"
        "attack_ray 1\n"
        "attack_platform\n"
        "recover\n"
        "starve\n"
        "death\n"
        "failure\n"
        "finish\n"
        "player 5 6 S 4 2.98 -4999.5000\n"
        "food 2 1 2 3 4\n"
        "battery 1 7 8\n"
        "ray 1 2 10 11 10 12\n"
        "obstacles 1 0 0\n"
        "damaged_platform 1 -1 -2\n"
        "destroyed_platform 2 9 9 9 10\n");
  std::istringstream in(text);
  LineReader reader(in);
  Observation back;
  REQUIRE(ReadObservation(reader, back).ok());
  CHECK(back == obs);
}

TEST_CASE("an empty message has only its status line") {
  Observation obs;
  obs.health = 250;
  obs.energy = 300;
  obs.dir = Dir::kN;
  CHECK(FormatObservation(obs) == "0 250 300 0 0 0 0 N 0 0\n");
}

TEST_CASE("smooth(h) is strictly increasing within 0..5") {
  for (int h = 0; h < 250; ++h) {
    CHECK(SmoothHundredths(h) < SmoothHundredths(h + 1));
  }
  CHECK(SmoothHundredths(0) == 0);
  CHECK(SmoothHundredths(250) == 500);
}

TEST_CASE("bad messages are refused with the line and token named") {
  for (const char* bad :
       {"3 150 199 25 4 1 2 X 0 0\n", "3 150 199 25 4 1 2 N 1 0\nexplode\n",
        "3 150 199 25 4 1 2 N 0 1\nfood 2 1 2 3\n",
        "3 150 199 25 4 1 2 N 0 1\nplayer 1 2 N 1 3.5x 0\n", "3 150 199\n"}) {
    std::istringstream in(bad);
    LineReader reader(in);
    Observation obs;
    const absl::Status status = ReadObservation(reader, obs);
    CHECK(!status.ok());
    CHECK(std::string(status.message()).find("line") != std::string::npos);
  }
}

TEST_CASE("every answer of the statement parses and prints back") {
  for (const char* line :
       {"idle", "move 10 -20", "turn N", "turn E", "turn S", "turn W",
        "attack 4", "shoot -5 1000000000", "eat 7", "both turn N and attack 4",
        "both move 1 2 and shoot 3 4", "both move 1 2 and attack 0",
        "both turn W and shoot 0 0"}) {
    auto action = ParseAction(line);
    REQUIRE(action.ok());
    CHECK(FormatAction(*action) == line);
  }
  CHECK(*ParseAction("both turn N and attack 4") ==
        Action::Both(Action::Turn(Dir::kN), Action::Attack(4)));
}

TEST_CASE("answers outside the statement are refused") {
  for (const char* line :
       {"", "jump", "move 1", "move 1 2 3", "turn X", "turn", "eat 0", "eat -3",
        "attack", "shoot 1", "both idle and attack 1",
        "both eat 3 and attack 1", "both attack 1 and move 1 2",
        "both move 1 2 and turn N", "both move 1 2 attack 3",
        "both move 1 2 and attack 3 extra", "move 1 2000000000"}) {
    CHECK(!ParseAction(line).ok());
  }
}

}  // namespace
}  // namespace gauntlet::hunger
