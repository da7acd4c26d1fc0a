// The referee's fast message path (World::Observe with text lists) against
// the plain one (Observe into points, then AppendObservation): byte for byte
// the same, on games with decay, items, rays, deaths and far-off origins.

#include <catch2/catch.hpp>
#include <string>

#include "common/core/rng.h"
#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

// A random answer a player could give: mostly moves and turns, some shots
// (so rays fly) and some that are impossible (so `failure` appears).
Action RandomAction(const World& world, int id, Rng& rng) {
  const PlayerState& p = world.player(id);
  const Point at{p.x + world.origin().x, p.y + world.origin().y};
  const Point ahead = Forward(p.dir);
  switch (rng.Below(6)) {
    case 0:
      return Action::Idle();
    case 1:
      return Action::Turn(static_cast<Dir>(rng.Below(4)));
    case 2: {
      const int64_t dist = 5 + static_cast<int64_t>(rng.Below(40));
      const int64_t side = static_cast<int64_t>(rng.Below(21)) - 10;
      return Action::Shoot({at.x + ahead.x * dist + ahead.y * side,
                            at.y + ahead.y * dist + ahead.x * side});
    }
    default: {
      const Dir way = static_cast<Dir>(rng.Below(4));
      const int64_t k = 1 + static_cast<int64_t>(rng.Below(2));
      const Point v = Forward(way);
      return Action::Move({at.x + v.x * k, at.y + v.y * k});
    }
  }
}

TEST_CASE("text lists give the same message bytes as point lists") {
  RulesConfig config;
  config.width = 320;
  config.height = 300;
  config.turns = 150;  // the whole decay within the test
  config.players = 6;
  config.max_origin_offset = 1000000000 - 1500;
  int with_destroyed = 0;
  int with_rays = 0;
  int with_items = 0;
  for (uint64_t seed : {1, 2, 3}) {
    World world = GenerateWorld(config, seed);
    if (seed == 3) world.set_origin({-(1000000000 - 1500), 7});
    for (int id = 0; id < world.player_count(); ++id) {
      world.mutable_player(id).battery = 50;
    }
    Rng rng(seed);
    Observation points;
    Observation with_text;
    ObservationLists lists;
    std::string expected;
    std::string text = "kept ";  // appended to, as the referee does
    std::vector<Action> actions(world.player_count());
    for (int round = 0; round < config.turns; ++round) {
      for (int id = 0; id < world.player_count(); ++id) {
        World copy = world;
        copy.Observe(id, points);
        world.Observe(id, with_text, lists);
        CHECK(with_text.food_cells.empty());
        CHECK(with_text.destroyed.empty());
        if (round == config.turns - 1 && id == 0) {
          // The referee's final message adds `finish` to the text form.
          points.events.push_back({EventKind::kFinish, 0});
          with_text.events.push_back({EventKind::kFinish, 0});
        }
        for (Profile profile : {Profile::kDefault, Profile::kLsh2019}) {
          expected = "kept " + FormatObservation(points, profile);
          text.resize(5);
          AppendObservation(with_text, lists, text, profile);
          REQUIRE(text == expected);
        }
        with_destroyed += !points.destroyed.empty();
        with_rays += !points.rays.empty();
        with_items += !points.food_cells.empty();
        actions[id] = RandomAction(world, id, rng);
      }
      world.PlayRound(actions);
    }
  }
  // The comparison covered every kind of list.
  CHECK(with_destroyed > 100);
  CHECK(with_rays > 10);
  CHECK(with_items > 100);
}

TEST_CASE("coordinate texts: leading space, sign, any int64") {
  for (int64_t v : {int64_t{0}, int64_t{-5}, int64_t{1000000000},
                    int64_t{-1000000000}, INT64_MIN, INT64_MAX}) {
    const CoordText coord = MakeCoordText(v);
    CHECK(std::string(coord.text, coord.size) == " " + std::to_string(v));
  }
  PointListText list;
  for (int i = 0; i < 1000; ++i) {
    list.Add(MakeCoordText(i), MakeCoordText(INT64_MIN + i));
  }
  CHECK(list.count() == 1000);
  std::string expected;
  for (int i = 0; i < 1000; ++i) {
    expected += " " + std::to_string(i) + " " + std::to_string(INT64_MIN + i);
  }
  CHECK(list.text() == expected);
  list.Clear();
  CHECK(list.count() == 0);
  CHECK(list.text().empty());
}

}  // namespace
}  // namespace gauntlet::hunger
