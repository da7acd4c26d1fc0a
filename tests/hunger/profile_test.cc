// The lsh2019 profile: whole smooth(h) and r on `player` lines, the platform
// at the origin, carried by the rules configuration.

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "common/hunger/config.h"
#include "common/hunger/config_json.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"

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

TEST_CASE("the profile is a field of the rules configuration") {
  const RulesConfig defaults;
  CHECK(defaults.profile == Profile::kDefault);
  CHECK(ConfigToJson(defaults)["profile"] == "default");

  // Naming the profile brings the origin with it.
  auto lsh = ConfigFromJson({{"profile", "lsh2019"}}, defaults);
  REQUIRE(lsh.ok());
  CHECK(lsh->profile == Profile::kLsh2019);
  CHECK(lsh->max_origin_offset == 0);
  CHECK(lsh->width == defaults.width);
  const nlohmann::json json = ConfigToJson(*lsh);
  CHECK(json["profile"] == "lsh2019");
  CHECK(json["max_origin_offset"] == 0);
  // A replay's rules load back as they were.
  auto back = ConfigFromJson(json, defaults);
  REQUIRE(back.ok());
  CHECK(ConfigToJson(*back) == json);

  // The file's own fields come after the profile's, whatever their order.
  auto offset0 = ConfigFromJson(
      {{"max_origin_offset", 0}, {"profile", "default"}}, defaults);
  REQUIRE(offset0.ok());
  CHECK(offset0->profile == Profile::kDefault);
  CHECK(offset0->max_origin_offset == 0);
  RulesConfig from_lsh = *lsh;
  ApplyProfile(Profile::kDefault, from_lsh);
  CHECK(from_lsh.max_origin_offset == defaults.max_origin_offset);
}

TEST_CASE("a bad profile is refused") {
  const RulesConfig defaults;
  const auto unknown = ConfigFromJson({{"profile", "lsh2020"}}, defaults);
  REQUIRE(!unknown.ok());
  CHECK(unknown.status().message() ==
        "rules configuration: unknown profile 'lsh2020' (default, lsh2019)");
  CHECK(!ConfigFromJson({{"profile", 1}}, defaults).ok());
  const auto shifted = ConfigFromJson(
      {{"profile", "lsh2019"}, {"max_origin_offset", 5}}, defaults);
  REQUIRE(!shifted.ok());
  CHECK(std::string(shifted.status().message()).find("origin") !=
        std::string::npos);
  RulesConfig config;
  config.profile = Profile::kLsh2019;
  CHECK(!ValidateConfig(config).ok());
  config.max_origin_offset = 0;
  CHECK(ValidateConfig(config).ok());
}

TEST_CASE("the shipped lsh2019 rules file loads") {
  const auto config =
      LoadConfigFile(GAUNTLET_SOURCE_DIR "/data/hunger/lsh2019.json", {});
  REQUIRE(config.ok());
  CHECK(config->profile == Profile::kLsh2019);
  CHECK(config->max_origin_offset == 0);
}

TEST_CASE("lsh2019 games put the platform at the origin, same map") {
  RulesConfig standard;
  standard.width = 300;
  standard.height = 320;
  RulesConfig config = standard;
  ApplyProfile(Profile::kLsh2019, config);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    const World world = GenerateWorld(config, seed);
    CHECK(world.origin() == Point{0, 0});
    // The seed's map is the default game's, only not shifted.
    const World shifted = GenerateWorld(standard, seed);
    CHECK(shifted.origin() != Point{0, 0});
    const Rect a = world.final_safe_area();
    const Rect b = shifted.final_safe_area();
    CHECK((a.x0 == b.x0 && a.y0 == b.y0 && a.x1 == b.x1 && a.y1 == b.y1));
    int differ = 0;
    for (int y = 0; y < config.height; ++y) {
      for (int x = 0; x < config.width; ++x) {
        differ += world.terrain(x, y) != shifted.terrain(x, y) ||
                  world.item(x, y) != shifted.item(x, y);
      }
    }
    CHECK(differ == 0);
    for (int id = 0; id < world.player_count(); ++id) {
      CHECK(world.player(id).x == shifted.player(id).x);
      CHECK(world.player(id).y == shifted.player(id).y);
    }
  }
}

}  // namespace
}  // namespace gauntlet::hunger
