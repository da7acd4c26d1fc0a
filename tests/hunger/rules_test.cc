// Rules of Star Hunger Games on hand-built platforms.

#include <catch2/catch.hpp>

#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

RulesConfig Rules() {
  RulesConfig config;
  config.width = 300;
  config.height = 300;
  config.turns = 1000;
  config.decay_start = 1.0;  // no decay unless a test asks for it
  config.decay_end = 1.0;
  config.food_spawn_per_round = 0;
  config.battery_spawn_per_round = 0;
  return config;
}

// An empty platform with its origin at (1000, -2000) and players at the
// given centres, all facing north.
World Make(std::initializer_list<Cell> players, RulesConfig config = Rules()) {
  World world(config, 5);
  world.set_origin({1000, -2000});
  for (const Cell& c : players) world.AddPlayer(c.x, c.y, Dir::kN);
  return world;
}

Point Ext(const World& w, int x, int y) {
  return {x + w.origin().x, y + w.origin().y};
}

void Play(World& world, int id, const Action& action) {
  std::vector<Action> actions(world.player_count());
  actions[id] = action;
  world.PlayRound(actions);
}

bool Failed(const PlayerState& p) {
  for (const Event& e : p.events) {
    if (e.kind == EventKind::kFailure) return true;
  }
  return false;
}

TEST_CASE("idle costs one energy per turn and nothing else") {
  World w = Make({{50, 50}});
  Play(w, 0, Action::Idle());
  CHECK(w.player(0).energy == 199);
  CHECK(w.player(0).health == 150);
  CHECK(w.player(0).x == 50);
  CHECK(!Failed(w.player(0)));
}

TEST_CASE("moves: one or two cells forward, left or right, never back") {
  World w = Make({{50, 50}});
  Play(w, 0, Action::Move(Ext(w, 50, 51)));  // forward (north)
  CHECK(w.player(0).y == 51);
  CHECK(w.player(0).energy == 199);
  Play(w, 0, Action::Move(Ext(w, 52, 51)));  // fast, to the right (east)
  CHECK(w.player(0).x == 52);
  CHECK(w.player(0).energy == 199 - 1 - 2);
  CHECK(w.player(0).dir == Dir::kN);         // moving sideways keeps the facing
  Play(w, 0, Action::Move(Ext(w, 51, 51)));  // left (west)
  CHECK(w.player(0).x == 51);
  const int energy = w.player(0).energy;
  Play(w, 0, Action::Move(Ext(w, 51, 50)));  // backwards: refused
  CHECK(w.player(0).y == 51);
  CHECK(Failed(w.player(0)));
  CHECK(w.player(0).energy == energy - 1);
  w.mutable_player(0).events.clear();
  Play(w, 0, Action::Move(Ext(w, 52, 52)));  // diagonal: refused
  CHECK(Failed(w.player(0)));
  w.mutable_player(0).events.clear();
  Play(w, 0, Action::Move(Ext(w, 51, 54)));  // three cells: refused
  CHECK(Failed(w.player(0)));
}

TEST_CASE("moves into obstacles, players or off the platform fail") {
  World w = Make({{50, 50}, {50, 53}, {1, 1}});
  w.SetTerrain(48, 51, Terrain::kObstacle);
  Play(w, 0, Action::Move(Ext(w, 49, 50)));  // body would touch (48, 51)
  CHECK(w.player(0).x == 50);
  CHECK(Failed(w.player(0)));
  Play(w, 0, Action::Move(Ext(w, 50, 51)));  // would overlap player 1
  CHECK(w.player(0).y == 50);
  Play(w, 2, Action::Move(Ext(w, 0, 1)));  // off the west edge
  CHECK(w.player(2).x == 1);
  CHECK(Failed(w.player(2)));
  // A fast move cannot jump over an obstacle in between.
  World j = Make({{50, 50}});
  j.SetTerrain(53, 50, Terrain::kObstacle);
  Play(j, 0, Action::Move(Ext(j, 52, 50)));
  CHECK(j.player(0).x == 50);
}

TEST_CASE("turns: 90 degrees free, 180 costs two, same facing fails") {
  World w = Make({{50, 50}});
  Play(w, 0, Action::Turn(Dir::kE));
  CHECK(w.player(0).dir == Dir::kE);
  CHECK(w.player(0).energy == 199);
  Play(w, 0, Action::Turn(Dir::kW));
  CHECK(w.player(0).dir == Dir::kW);
  CHECK(w.player(0).energy == 199 - 1 - 2);
  Play(w, 0, Action::Turn(Dir::kW));
  CHECK(Failed(w.player(0)));
}

TEST_CASE("eating moves food into energy, capped at 300") {
  World w = Make({{50, 50}});
  w.mutable_player(0).food = 40;
  Play(w, 0, Action::Eat(30));
  CHECK(w.player(0).food == 10);
  CHECK(w.player(0).energy == 199 + 30);
  Play(w, 0, Action::Eat(11));  // more than held
  CHECK(Failed(w.player(0)));
  CHECK(w.player(0).food == 10);
  w.mutable_player(0).energy = 295;
  Play(w, 0, Action::Eat(10));
  CHECK(w.player(0).energy == 300);
  CHECK(w.player(0).food == 0);
}

TEST_CASE("saber: only when sharing an edge; -5 energy, -30 health") {
  World w = Make({{50, 50}, {53, 52}, {56, 56}});
  Play(w, 0, Action::Attack(1));
  CHECK(w.player(1).health == 120);
  CHECK(w.player(0).energy == 199 - 5);
  REQUIRE(!w.player(1).events.empty());
  CHECK(w.player(1).events[0] == Event{EventKind::kAttack, 0});
  Play(w, 0, Action::Attack(2));  // only corners would touch: too far
  CHECK(w.player(2).health == 150);
  CHECK(Failed(w.player(0)));
  w.mutable_player(0).events.clear();
  Play(w, 0, Action::Attack(0));  // self
  CHECK(Failed(w.player(0)));
}

TEST_CASE("shooting: battery, facing half-plane and cooldown") {
  World w = Make({{50, 50}});
  Play(w, 0, Action::Shoot(Ext(w, 50, 80)));  // no battery
  CHECK(Failed(w.player(0)));
  CHECK(w.rays().empty());
  w.mutable_player(0).events.clear();
  w.mutable_player(0).battery = 3;
  Play(w, 0, Action::Shoot(Ext(w, 50, 40)));  // behind
  CHECK(Failed(w.player(0)));
  w.mutable_player(0).events.clear();
  Play(w, 0, Action::Shoot(Ext(w, 70, 50)));  // along the edge: not ahead
  CHECK(Failed(w.player(0)));
  w.mutable_player(0).events.clear();
  Play(w, 0, Action::Shoot(Ext(w, 60, 90)));
  CHECK(!Failed(w.player(0)));
  CHECK(w.player(0).battery == 2);
  CHECK(w.player(0).energy == 200 - 4 - 5);
  CHECK(w.rays().size() == 1);
  for (int i = 0; i < 9; ++i) {
    Play(w, 0, Action::Shoot(Ext(w, 50, 90)));
    CHECK(Failed(w.player(0)));
    w.mutable_player(0).events.clear();
  }
  Play(w, 0, Action::Shoot(Ext(w, 50, 90)));  // ten rounds later
  CHECK(!Failed(w.player(0)));
  CHECK(w.player(0).battery == 1);
}

TEST_CASE("combinations: move or turn, then attack or shoot") {
  World w = Make({{50, 50}, {54, 51}});
  w.mutable_player(0).battery = 1;
  // Step east to touch player 1, then strike.
  Play(w, 0, Action::Both(Action::Move(Ext(w, 51, 50)), Action::Attack(1)));
  CHECK(w.player(0).x == 51);
  CHECK(w.player(1).health == 120);
  // Turn east, then shoot east.
  Play(w, 0,
       Action::Both(Action::Turn(Dir::kE), Action::Shoot(Ext(w, 90, 50))));
  CHECK(w.player(0).dir == Dir::kE);
  CHECK(w.player(0).battery == 0);
  // Not allowed: a fast move or a U-turn inside a combination.
  World v = Make({{50, 50}, {55, 51}});
  v.mutable_player(0).battery = 1;
  Play(v, 0, Action::Both(Action::Move(Ext(v, 52, 50)), Action::Attack(1)));
  CHECK(Failed(v.player(0)));
  CHECK(v.player(0).x == 50);
  v.mutable_player(0).events.clear();
  Play(v, 0, Action::Both(Action::Turn(Dir::kS), Action::Shoot(Ext(v, 50, 0))));
  CHECK(Failed(v.player(0)));
  CHECK(v.player(0).dir == Dir::kN);
  // A failing second part cancels the whole action.
  v.mutable_player(0).events.clear();
  Play(v, 0, Action::Both(Action::Move(Ext(v, 50, 51)), Action::Attack(1)));
  CHECK(Failed(v.player(0)));
  CHECK(v.player(0).y == 50);
}

TEST_CASE("health from energy: -10 at 0, -1 below 50, +10 above 250") {
  struct Row {
    int energy_before;
    int health_change;
    EventKind event;
  };
  for (const Row row :
       {Row{1, -10, EventKind::kStarve}, Row{50, -1, EventKind::kStarve},
        Row{51, 0, EventKind::kFailure}, Row{251, 0, EventKind::kFailure},
        Row{252, +10, EventKind::kRecover},
        Row{300, +10, EventKind::kRecover}}) {
    World w = Make({{50, 50}});
    w.mutable_player(0).energy = row.energy_before;
    Play(w, 0, Action::Idle());  // energy drops by one first
    CHECK(w.player(0).health == 150 + row.health_change);
    if (row.health_change != 0) {
      REQUIRE(w.player(0).events.size() == 1);
      CHECK(w.player(0).events[0].kind == row.event);
    } else {
      CHECK(w.player(0).events.empty());
    }
  }
  World full = Make({{50, 50}});
  full.mutable_player(0).health = 245;
  full.mutable_player(0).energy = 300;
  Play(full, 0, Action::Idle());
  CHECK(full.player(0).health == 250);
}

TEST_CASE("order of play: energy, then health, then (id + round) mod n") {
  World w = Make({{20, 20}, {40, 20}, {60, 20}, {80, 20}});
  CHECK(w.TurnOrder() == std::vector<int>{0, 1, 2, 3});
  w.mutable_player(2).energy = 250;
  w.mutable_player(3).health = 200;
  CHECK(w.TurnOrder() == std::vector<int>{2, 3, 0, 1});
  Play(w, 0, Action::Idle());  // round 1: (id + 1) mod 4 puts 3 first
  w.mutable_player(2).energy = w.player(0).energy;
  w.mutable_player(3).health = 150;
  CHECK(w.TurnOrder() == std::vector<int>{3, 0, 1, 2});
  // The order decides who acts first: 1 strikes 0 before 0 can step away.
  World duel = Make({{50, 50}, {53, 50}});
  duel.mutable_player(1).energy = 250;
  std::vector<Action> actions = {Action::Move({1049, -1950}),
                                 Action::Attack(0)};
  duel.PlayRound(actions);
  CHECK(duel.player(0).health == 120);
  CHECK(duel.player(0).x == 49);
}

TEST_CASE("death: inventory lost, respawn with start values, kill credited") {
  World w = Make({{50, 50}, {53, 50}});
  w.mutable_player(1).health = 30;
  w.mutable_player(1).food = 25;
  w.mutable_player(1).battery = 4;
  w.mutable_player(1).energy = 100;
  Play(w, 0, Action::Attack(1));
  const PlayerState& v = w.player(1);
  CHECK(v.deaths == 1);
  CHECK(v.health == 150);
  CHECK(v.energy == 199);  // reset to 200, then its own turn came
  CHECK(v.food == 0);
  CHECK(v.battery == 0);
  CHECK(w.player(0).saber_kills == 1);
  CHECK(v.events.back().kind == EventKind::kDeath);
  CHECK(w.BodyFits(v.x, v.y, 1));
  // Score: the example formula, sum of h * s / 10^4 over rounds.
  const int64_t steps = w.player(0).step_sum;
  CHECK(w.Score(0) == 2000 * 10000 + steps);
  CHECK(w.Score(1) == -5000 * 10000 + w.player(1).step_sum);
}

TEST_CASE("rays: length, stages of ten, reach fifty, pass through all") {
  const RulesConfig config = Rules();
  for (Point target : {Point{0, 100}, Point{37, 11}, Point{-5, 3}, Point{1, 1},
                       Point{-100, -99}, Point{17, -40}}) {
    const Ray ray = TraceRay(config, 0, {0, 0}, target);
    REQUIRE(ray.stages >= 4);
    for (int s = 0; s < ray.stages; ++s) {
      const auto stage =
          std::span(ray.path).subspan(s * ray.stage_cells, ray.stage_cells);
      int min_x = 1 << 30, max_x = -(1 << 30), min_y = min_x, max_y = max_x;
      for (const Cell& c : stage) {
        min_x = std::min(min_x, c.x);
        max_x = std::max(max_x, c.x);
        min_y = std::min(min_y, c.y);
        max_y = std::max(max_y, c.y);
        CHECK(c.x * c.x + c.y * c.y <= 50 * 50);  // never beyond reach
      }
      // The statement's bound on a ray's extent.
      CHECK((max_x - min_x) * (max_x - min_x) +
                (max_y - min_y) * (max_y - min_y) <=
            100);
      if (s > 0) {  // touches the previous stage, shares no cell with it
        const Cell a = ray.path[s * ray.stage_cells - 1];
        const Cell b = ray.path[s * ray.stage_cells];
        CHECK(std::abs(a.x - b.x) <= 1);
        CHECK(std::abs(a.y - b.y) <= 1);
        CHECK(!(a == b));
      }
    }
  }
  const Ray straight = TraceRay(config, 0, {0, 0}, {0, 7});
  CHECK(straight.stages == 5);
  CHECK(straight.stage_cells == 10);
  CHECK(straight.path.back() == Cell{0, 50});

  // In play: fired north at a target 24 cells away (stage 3), it moves a
  // stage per round, hits once when it reaches the body, and vanishes after
  // its fifth stage. An obstacle in between does not stop it.
  World w = Make({{50, 50}, {50, 74}});
  w.SetTerrain(50, 60, Terrain::kObstacle);
  w.mutable_player(0).battery = 1;
  Play(w, 0, Action::Shoot(Ext(w, 50, 90)));
  CHECK(w.player(1).health == 150);
  REQUIRE(w.rays().size() == 1);
  CHECK(w.rays()[0].stage == 2);
  Play(w, 0, Action::Idle());
  CHECK(w.player(1).health == 120);
  CHECK(w.player(1).events.back() == Event{EventKind::kAttackRay, 0});
  Play(w, 0, Action::Idle());
  Play(w, 0, Action::Idle());
  CHECK(w.player(1).health == 120);
  REQUIRE(w.rays().size() == 1);
  CHECK(w.rays()[0].stage == 5);
  Play(w, 0, Action::Idle());
  CHECK(w.rays().empty());
  CHECK(w.player(0).health == 150);  // its own ray never hurts the shooter
}

TEST_CASE("rays hurt a player who walks into them; kills count as shots") {
  World w = Make({{50, 50}, {54, 62}});
  w.mutable_player(0).battery = 1;
  Play(w, 0, Action::Shoot(Ext(w, 50, 90)));  // now at stage 2: y 61..70
  w.mutable_player(1).health = 30;
  Play(w, 1, Action::Move(Ext(w, 53, 62)));  // body reaches x = 52: no
  CHECK(w.player(1).deaths == 0);
  // Stage 3 (y 71..80) now; step into it.
  World u = Make({{50, 50}, {53, 75}});
  u.mutable_player(0).battery = 1;
  Play(u, 0, Action::Shoot(Ext(u, 50, 90)));
  Play(u, 0, Action::Idle());  // the ray is at stage 3 now
  u.mutable_player(1).health = 30;
  u.mutable_player(1).energy = 300;          // acts first
  Play(u, 1, Action::Move(Ext(u, 51, 75)));  // fast move west into it
  CHECK(u.player(1).deaths == 1);
  CHECK(u.player(0).ray_kills == 1);
  CHECK(u.Score(0) == 3000 * 10000 + u.player(0).step_sum);
}

TEST_CASE("platform: damaged warns, falls in 2 rounds, hurts on fall/move") {
  World w = Make({{50, 50}});
  w.SetTerrain(52, 51, Terrain::kDestroyed);
  Play(w, 0, Action::Idle());  // standing still next to it: nothing
  CHECK(w.player(0).health == 150);
  Play(w, 0, Action::Move(Ext(w, 51, 50)));  // body covers (52, 51)
  CHECK(w.player(0).health == 120);
  CHECK(w.player(0).events.back() == Event{EventKind::kAttackPlatform, 0});

  RulesConfig config = Rules();
  config.turns = 100;
  config.decay_start = 0.0;
  config.decay_end = 0.5;
  config.final_safe_fraction = 0.2;
  World d = Make({{1, 150}}, config);
  d.set_final_safe_area({120, 120, 179, 179});
  d.SetItem(0, 10, Item::kFood, 20);
  std::vector<Action> idle(1);
  d.PlayRound(idle);  // round 0: the west column becomes damaged
  CHECK(d.terrain(0, 150) == Terrain::kDamaged);
  CHECK(d.player(0).health == 150);
  d.PlayRound(idle);
  CHECK(d.terrain(0, 150) == Terrain::kDamaged);
  d.PlayRound(idle);  // two rounds later it falls, under the player
  CHECK(d.terrain(0, 150) == Terrain::kDestroyed);
  CHECK(d.item(0, 10) == Item::kNone);  // what lay there is gone
  CHECK(d.player(0).health <= 120);
  CHECK(d.safe_area().x0 > 0);
  for (int r = 0; r < 60; ++r) d.PlayRound(idle);
  CHECK(d.safe_area() == Rect{120, 120, 179, 179});
}

TEST_CASE("pick-ups: any body cell, value into the inventory, once") {
  World w = Make({{50, 50}});
  w.SetItem(51, 52, Item::kFood, 17);
  w.SetItem(49, 53, Item::kBattery, 3);
  w.SetItem(52, 50, Item::kFood, 12);  // would need a move east
  Play(w, 0, Action::Idle());          // not a move: nothing picked up
  CHECK(w.player(0).food == 0);
  Play(w, 0, Action::Move(Ext(w, 50, 51)));
  CHECK(w.player(0).food == 17);
  Play(w, 0, Action::Move(Ext(w, 50, 52)));
  CHECK(w.player(0).battery == 3);
  CHECK(w.item(51, 52) == Item::kNone);
  CHECK(w.food_count() == 1);
  bool saw_food = false, saw_battery = false;
  for (const Event& e : w.player(0).events) {
    saw_food |= e == Event{EventKind::kPickupFood, 17};
    saw_battery |= e == Event{EventKind::kPickupBattery, 3};
  }
  CHECK(saw_food);
  CHECK(saw_battery);
}

TEST_CASE("visibility: the closed half-plane ahead within 150") {
  World w = Make({{150, 150}, {150, 290}, {150, 140}, {280, 150}});
  CHECK(w.Sees(0, 150, 299));
  CHECK(w.Sees(0, 150, 150 + 150));
  CHECK(!w.Sees(0, 150, 150 + 151));
  CHECK(w.Sees(0, 40, 150));    // on the boundary line
  CHECK(!w.Sees(0, 150, 149));  // behind
  CHECK(w.Sees(0, 256, 256));   // 106^2 + 106^2 <= 150^2
  CHECK(!w.Sees(0, 257, 257));
  w.SetTerrain(150, 250, Terrain::kObstacle);
  w.SetTerrain(150, 100, Terrain::kObstacle);  // behind: unseen
  w.SetItem(10, 160, Item::kFood, 11);         // 140 west, 10 ahead: seen
  w.SetItem(5, 160, Item::kBattery, 2);        // 145 west, 10 ahead: seen
  w.SetItem(0, 200, Item::kFood, 11);          // too far
  Observation obs;
  w.Observe(0, obs);
  CHECK(obs.center == Point{1150, -1850});
  REQUIRE(obs.obstacles.size() == 1);
  CHECK(obs.obstacles[0] == Point{1150, -1750});
  CHECK(obs.food_cells == std::vector<Point>{{1010, -1840}});
  CHECK(obs.battery_cells == std::vector<Point>{{1005, -1840}});
  // Player 1 (140 ahead) is seen; 2's centre is behind, 3 is 130 east on
  // the boundary line: seen.
  REQUIRE(obs.players.size() == 2);
  CHECK(obs.players[0].id == 1);
  CHECK(obs.players[1].id == 3);
  CHECK(obs.players[0].smooth_hundredths == 300);
}

}  // namespace
}  // namespace gauntlet::hunger
