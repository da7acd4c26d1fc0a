// The lsh2019 profile: whole smooth(h) and r on `player` lines.

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "common/hunger/protocol.h"

namespace gauntlet::hunger {
namespace {

Observation Sample() {
  Observation obs;
  obs.id = 1;
  obs.health = 150;
  obs.energy = 199;
  obs.food = 25;
  obs.battery = 4;
  obs.center = {12, 299};
  obs.dir = Dir::kE;
  obs.events = {{EventKind::kPickupFood, 25}, {EventKind::kAttack, 4}};
  obs.players = {{{5, 6}, Dir::kS, 4, 298, -49995000},
                 {{7, 8}, Dir::kN, 2, 300, 123456789},
                 {{9, 10}, Dir::kW, 3, 98, 0},
                 {{11, 12}, Dir::kE, 0, 500, -10000}};
  obs.food_cells = {{1, 2}, {3, 4}};
  obs.rays = {{4, {{10, 11}, {10, 12}}}};
  obs.destroyed = {{0, 0}};
  return obs;
}

const char kBody[] =
    "pickup_food 25\n"
    "attack 4\n";
const char kLists[] =
    "food 2 1 2 3 4\n"
    "ray 4 2 10 11 10 12\n"
    "destroyed_platform 1 0 0\n";

TEST_CASE("lsh2019 messages write smooth(h) and r whole, rounded down") {
  const Observation obs = Sample();
  const std::string head = "1 150 199 25 4 12 299 E 2 7\n";
  CHECK(FormatObservation(obs, Profile::kLsh2019) ==
        head + kBody +
            "player 5 6 S 4 2 -5000\n"
            "player 7 8 N 2 3 12345\n"
            "player 9 10 W 3 0 0\n"
            "player 11 12 E 0 5 -1\n" +
            kLists);
  // The default dialect: the same message with the decimals.
  CHECK(FormatObservation(obs) == head + kBody +
                                      "player 5 6 S 4 2.98 -4999.5000\n"
                                      "player 7 8 N 2 3.00 12345.6789\n"
                                      "player 9 10 W 3 0.98 0.0000\n"
                                      "player 11 12 E 0 5.00 -1.0000\n" +
                                      kLists);
  CHECK(FormatObservation(obs, Profile::kDefault) == FormatObservation(obs));
}

TEST_CASE("the reader takes whole smooth(h) and r and knows their step") {
  const Observation obs = Sample();
  std::istringstream in(FormatObservation(obs, Profile::kLsh2019) +
                        FormatObservation(obs));
  LineReader reader(in);
  Observation whole;
  REQUIRE(ReadObservation(reader, whole).ok());
  REQUIRE(whole.players.size() == 4);
  const int smooth[] = {200, 300, 0, 500};
  const int64_t score[] = {-50000000, 123450000, 0, -10000};
  for (int i = 0; i < 4; ++i) {
    CHECK(whole.players[i].smooth_hundredths == smooth[i]);
    CHECK(whole.players[i].smooth_step == 100);
    CHECK(whole.players[i].score_ten_thousandths == score[i]);
    whole.players[i] = obs.players[i];
  }
  CHECK(whole == obs);  // everything else as sent
  Observation decimal;
  REQUIRE(ReadObservation(reader, decimal).ok());
  CHECK(decimal == obs);
  CHECK(decimal.players[0].smooth_step == 1);
}

TEST_CASE("profiles by name") {
  CHECK(ProfileName(Profile::kDefault) == "default");
  CHECK(ProfileName(Profile::kLsh2019) == "lsh2019");
  CHECK(ProfileFromName("lsh2019") == Profile::kLsh2019);
  CHECK(ProfileFromName("default") == Profile::kDefault);
  CHECK(!ProfileFromName("LSH2019"));
  CHECK(!ProfileFromName(""));
}

}  // namespace
}  // namespace gauntlet::hunger
