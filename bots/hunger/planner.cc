#include "bots/hunger/planner.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

// The most health `p` can have (smooth(h) = h / 50): exact from two
// decimals; from a whole number (rounded down) the top of its band, so
// fights are judged against the strongest the enemy may be.
int HealthOf(const SeenPlayer& p, int max_health) {
  return std::min(max_health, (p.smooth_hundredths + p.smooth_step - 1) / 2);
}

bool Touching(Point a, Point b) {
  const int64_t dx = std::abs(a.x - b.x);
  const int64_t dy = std::abs(a.y - b.y);
  return (dx == 3 && dy <= 2) || (dy == 3 && dx <= 2);
}

}  // namespace

void DeclareParams(PlannerConfig& c, ParamTable& table) {
  table.Int("fight.attack_min_energy", &c.attack_min_energy, 0, 1000, 5,
            "melee attacks only with more energy than this");
  table.Int("fight.attack_weak_health", &c.attack_weak_health, 0, 1000, 5,
            "melee attacks stronger enemies at or below this health");
  table.Int("fight.shot_stages", &c.shot_stages, 1, 20, 1,
            "shoot only when the ray reaches the target within these stages");
  table.Int("eat.min_energy", &c.eat_min_energy, 0, 1000, 5,
            "always eat below this energy");
  table.Int("eat.room", &c.eat_room, 1, 1000, 5,
            "otherwise eat when min(food, this) fits under the energy cap");
  table.Int("eat.ray_distance", &c.eat_ray_distance, 0, 100, 1,
            "and no ray passes within this many cells");
  table.Int("danger.margin", &c.danger_margin, 0, 32, 1,
            "cells kept clear of fallen and falling platform");
  table.Real("danger.escape_distance", &c.escape_distance, 1, 500, 5,
             "with danger in view, the goal lies this far away from it");
  table.Int("danger.ray_block_steps", &c.ray_block_steps, 0, 8, 1,
            "a ray's cells and this many of its next stages are avoided");
  table.Int("goal.keep_turns", &c.goal_keep_turns, 1, 1000, 5,
            "a goal is kept this many turns...");
  table.Int("goal.reached_distance", &c.goal_reached_distance, 0, 200, 1,
            "...or until it is this near");
  table.Real("goal.step_weight", &c.goal_step_weight, 0, 100, 0.1,
             "cost per planned step on the way to a goal");
  table.Real("goal.margin_penalty", &c.goal_margin_penalty, 0, 100000, 50,
             "cost of ending near a goal inside the danger margin");
  table.Int("explore.candidates", &c.explore_candidates, 1, 256, 1,
            "random exploration goals compared");
  table.Real("explore.min_distance", &c.explore_min_distance, 0, 1000, 5,
             "exploration goals lie at least this far away...");
  table.Real("explore.distance_span", &c.explore_distance_span, 0, 1000, 5,
             "...and at most this much farther");
  table.Int("explore.sample_spacing", &c.explore_sample_spacing, 1, 64, 1,
            "spacing of the 5x5 samples that score a goal");
  table.Real("explore.unknown_bonus", &c.explore_unknown_bonus, 0, 100, 0.5,
             "per sample not yet seen");
  table.Real("explore.bad_penalty", &c.explore_bad_penalty, 0, 1000, 1,
             "per sample off the map, fallen or walled");
  table.Int("item.food_hungry_energy", &c.food_hungry_energy, 0, 10000, 10,
            "below this energy food weighs item.food_weight_hungry");
  table.Real("item.food_weight_hungry", &c.food_weight_hungry, 0, 100, 0.1,
             "weight of a food item when hungry");
  table.Real("item.food_weight", &c.food_weight, 0, 100, 0.1,
             "weight of a food item otherwise");
  table.Int("item.battery_low", &c.battery_low, 0, 1000, 1,
            "below this many batteries one weighs item.battery_weight_low");
  table.Real("item.battery_weight_low", &c.battery_weight_low, 0, 100, 0.1,
             "weight of a battery when short of them");
  table.Real("item.battery_weight", &c.battery_weight, 0, 100, 0.05,
             "weight of a battery otherwise");
  table.Real("item.edge_factor", &c.edge_item_factor, 0, 10, 0.05,
             "how much less items towards the falling edge are worth");
  table.Real("item.margin_factor", &c.margin_item_factor, 0, 1, 0.05,
             "worth of an item reached only through the danger margin");
  table.Bool("plan.fast_moves", &c.fast_moves,
             "plan two-cell moves (two extra energy) when not escaping");
  table.Real("ladder.random_share", &c.random_share, 0, 1, 0.05,
             "share of turns answered by the random mover instead");
}

void DeclareParams(std::string_view level, PlannerConfig& config,
                   ParamTable& table) {
  if (level == "planner") DeclareParams(config, table);
}

PlannerStrategy::PlannerStrategy(uint64_t seed, const PlannerConfig& config)
    : config_(config), rng_(seed) {
  const int states = kWindow * kWindow * 4;
  blocked_.resize((kWindow + 2) * (kWindow + 2));
  fits_.resize(kWindow * kWindow);
  near_bad_.resize((kWindow + 2) * (kWindow + 2));
  near_item_.resize(kWindow * kWindow);
  dist_.resize(states);
  parent_.resize(states);
  how_.resize(states);
  queue_.resize(states);
}

bool PlannerStrategy::InGrid(int64_t x, int64_t y) const {
  const int64_t gx = x - anchor_.x;
  const int64_t gy = y - anchor_.y;
  return gx >= 0 && gy >= 0 && gx < kSide && gy < kSide;
}

int PlannerStrategy::Index(int64_t x, int64_t y) const {
  return static_cast<int>((y - anchor_.y) * kSide + (x - anchor_.x));
}

void PlannerStrategy::Remember(const Observation& obs) {
  if (!anchored_) {
    anchored_ = true;
    anchor_ = {obs.center.x - kSide / 2, obs.center.y - kSide / 2};
    known_.assign(size_t{kSide} * kSide, kUnknown);
    items_.assign(size_t{kSide} * kSide, 0);
    wall_.assign(size_t{kSide} * kSide, 0);
    goal_ = obs.center;
  }
  // Everything in sight that is not listed is free and holds no item.
  const int r = rules_.vision_radius;
  const Point f = Forward(obs.dir);
  for (int dy = -r; dy <= r; ++dy) {
    if (dy * f.y < 0) continue;
    const int half =
        static_cast<int>(std::sqrt(double(r) * r - double(dy) * dy));
    int64_t lo = obs.center.x - half;
    int64_t hi = obs.center.x + half;
    if (f.x > 0) lo = obs.center.x;
    if (f.x < 0) hi = obs.center.x;
    const int64_t y = obs.center.y + dy;
    for (int64_t x = lo; x <= hi; ++x) {
      if (!InGrid(x, y)) continue;
      const int i = Index(x, y);
      known_[i] = kFree;
      items_[i] = 0;
    }
  }
  const auto mark = [&](const std::vector<Point>& cells, uint8_t what,
                        std::vector<uint8_t>& grid) {
    for (const Point& p : cells) {
      if (InGrid(p.x, p.y)) grid[Index(p.x, p.y)] = what;
    }
  };
  mark(obs.obstacles, kObstacle, known_);
  mark(obs.damaged, kDamaged, known_);
  mark(obs.destroyed, kDestroyed, known_);
  mark(obs.food_cells, 1, items_);
  mark(obs.battery_cells, 2, items_);
  // Whatever lies under our own body is gone: we picked it up, or someone
  // did while it was behind us.
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      if (InGrid(obs.center.x + dx, obs.center.y + dy)) {
        items_[Index(obs.center.x + dx, obs.center.y + dy)] = 0;
      }
    }
  }
  for (const Point& p : obs.food_cells) remembered_.insert({p.x, p.y});
  for (const Point& p : obs.battery_cells) remembered_.insert({p.x, p.y});
  for (auto it = remembered_.begin(); it != remembered_.end();) {
    const auto current = it++;
    if (!InGrid(current->first, current->second) ||
        items_[Index(current->first, current->second)] == 0) {
      remembered_.erase(current);
    }
  }

  // A move that failed ran into the platform's edge or something unseen.
  if (obs.HasEvent(EventKind::kFailure) && !obs.HasEvent(EventKind::kDeath) &&
      last_action_.first.kind == ActionKind::kMove) {
    const Point t = last_action_.first.target;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        const int64_t x = t.x + dx;
        const int64_t y = t.y + dy;
        if (std::abs(x - obs.center.x) <= 1 &&
            std::abs(y - obs.center.y) <= 1) {
          continue;
        }
        if (InGrid(x, y)) wall_[Index(x, y)] = 1;
      }
    }
  }
}

std::optional<Action> PlannerStrategy::Fight(const Observation& obs, Point at,
                                             Dir dir) const {
  for (const SeenPlayer& enemy : obs.players) {
    if (!Touching(at, enemy.center)) continue;
    const int health = HealthOf(enemy, rules_.max_health);
    if (obs.health >= health || health <= config_.attack_weak_health) {
      if (obs.energy > config_.attack_min_energy) {
        return Action::Attack(enemy.id);
      }
    }
  }
  if (obs.battery < 1 || turn_ - last_shot_ < rules_.shot_cooldown) {
    return std::nullopt;
  }
  const Point f = Forward(dir);
  for (const SeenPlayer& enemy : obs.players) {
    const int64_t ahead =
        (enemy.center.x - at.x) * f.x + (enemy.center.y - at.y) * f.y;
    if (ahead <= 0) continue;
    const Ray ray = TraceRay(rules_, obs.id, at, enemy.center);
    // Only shots that land in the first two stages: later the target
    // has had time to step aside.
    const int reach =
        std::min<int>(config_.shot_stages * ray.stage_cells, ray.path.size());
    for (int i = 0; i < reach; ++i) {
      if (std::abs(ray.path[i].x - enemy.center.x) <= 1 &&
          std::abs(ray.path[i].y - enemy.center.y) <= 1) {
        return Action::Shoot(enemy.center);
      }
    }
  }
  return std::nullopt;
}

Point PlannerStrategy::PickGoal(const Observation& obs) {
  const Point at = obs.center;
  const int64_t dgx = goal_.x - at.x;
  const int64_t dgy = goal_.y - at.y;
  const int64_t reached = config_.goal_reached_distance;
  if (turn_ - goal_turn_ < config_.goal_keep_turns &&
      dgx * dgx + dgy * dgy > reached * reached) {
    return goal_;
  }
  // The nearest remembered item first; otherwise explore, away from
  // fallen platform and walls. Ties go to the smaller (x, y), not to the
  // set's order, which differs from run to run.
  int64_t best = INT64_MAX;
  for (const auto& [x, y] : remembered_) {
    if (known_[Index(x, y)] != kFree) continue;
    const int64_t d = (x - at.x) * (x - at.x) + (y - at.y) * (y - at.y);
    if (d < best ||
        (d == best && std::pair(x, y) < std::pair(goal_.x, goal_.y))) {
      best = d;
      goal_ = {x, y};
    }
  }
  if (best != INT64_MAX) {
    goal_turn_ = turn_;
    return goal_;
  }
  double best_score = -1e18;
  for (int c = 0; c < config_.explore_candidates; ++c) {
    const double angle = rng_.Unit() * 6.283185307179586;
    const double dist = config_.explore_min_distance +
                        rng_.Unit() * config_.explore_distance_span;
    const Point p{at.x + std::llround(std::cos(angle) * dist),
                  at.y + std::llround(std::sin(angle) * dist)};
    double score = 0;
    for (int sy = -2; sy <= 2; ++sy) {
      for (int sx = -2; sx <= 2; ++sx) {
        const int64_t x = p.x + sx * config_.explore_sample_spacing;
        const int64_t y = p.y + sy * config_.explore_sample_spacing;
        if (!InGrid(x, y)) {
          score -= config_.explore_bad_penalty;
          continue;
        }
        const int i = Index(x, y);
        if (wall_[i] || known_[i] == kDestroyed || known_[i] == kDamaged) {
          score -= config_.explore_bad_penalty;
        } else if (known_[i] == kUnknown) {
          score += config_.explore_unknown_bonus;
        }
      }
    }
    if (score > best_score) {
      best_score = score;
      goal_ = p;
    }
  }
  goal_turn_ = turn_;
  return goal_;
}

std::optional<Action> PlannerStrategy::Plan(const Observation& obs) {
  const Point at = obs.center;
  const int64_t x0 = at.x - kRadius;
  const int64_t y0 = at.y - kRadius;
  const int side = kWindow + 2;
  double danger_x = 0;
  double danger_y = 0;
  int danger_count = 0;
  // Cells the body must not touch: walls, obstacles, damaged and destroyed
  // platform, other players, and rays' current and next cells.
  for (int by = 0; by < side; ++by) {
    for (int bx = 0; bx < side; ++bx) {
      const int64_t x = x0 - 1 + bx;
      const int64_t y = y0 - 1 + by;
      // 3: never (obstacle, wall, off our grid); 2: danger, only to escape;
      // 1: the margin around danger, allowed; 0: clean.
      uint8_t blocked = 3;
      if (InGrid(x, y)) {
        const int i = Index(x, y);
        blocked = wall_[i] || known_[i] == kObstacle                 ? 3
                  : known_[i] == kDamaged || known_[i] == kDestroyed ? 2
                                                                     : 0;
        if (blocked == 2) {
          danger_x += double(bx - kRadius - 1);
          danger_y += double(by - kRadius - 1);
          ++danger_count;
        }
      }
      blocked_[by * side + bx] = blocked;
    }
  }
  // Keep a margin from fallen and falling platform: the safe area shrinks
  // by about a cell a round, so its edge is no place to be.
  const int margin = config_.danger_margin;
  for (int by = 0; by < side; ++by) {
    int last_bad = -1000;
    for (int bx = 0; bx < side; ++bx) {
      const int64_t x = x0 - 1 + bx;
      const int64_t y = y0 - 1 + by;
      const bool bad = InGrid(x, y) && (known_[Index(x, y)] == kDamaged ||
                                        known_[Index(x, y)] == kDestroyed);
      if (bad) last_bad = bx;
      near_bad_[by * side + bx] = bx - last_bad <= margin;
    }
    last_bad = 1000000;
    for (int bx = side - 1; bx >= 0; --bx) {
      const int64_t x = x0 - 1 + bx;
      const int64_t y = y0 - 1 + by;
      const bool bad = InGrid(x, y) && (known_[Index(x, y)] == kDamaged ||
                                        known_[Index(x, y)] == kDestroyed);
      if (bad) last_bad = bx;
      if (last_bad - bx <= margin) near_bad_[by * side + bx] = 1;
    }
  }
  for (int bx = 0; bx < side; ++bx) {
    int last = -1000;
    for (int by = 0; by < side; ++by) {
      if (near_bad_[by * side + bx] & 1) last = by;
      if (by - last <= margin) near_bad_[by * side + bx] |= 2;
    }
    last = 1000000;
    for (int by = side - 1; by >= 0; --by) {
      if (near_bad_[by * side + bx] & 1) last = by;
      if (last - by <= margin) near_bad_[by * side + bx] |= 2;
    }
  }
  for (int i = 0; i < side * side; ++i) {
    if (near_bad_[i] & 2) blocked_[i] = std::max<uint8_t>(blocked_[i], 1);
  }
  const auto block = [&](int64_t x, int64_t y, uint8_t how) {
    const int64_t bx = x - x0 + 1;
    const int64_t by = y - y0 + 1;
    if (bx >= 0 && by >= 0 && bx < side && by < side) {
      uint8_t& cell = blocked_[by * side + bx];
      cell = std::max(cell, how);
    }
  };
  for (const SeenPlayer& p : obs.players) {
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx)
        block(p.center.x + dx, p.center.y + dy, 3);
    }
  }
  for (const SeenRay& ray : obs.rays) {
    const Point first = ray.cells.front();
    const Point last = ray.cells.back();
    const int64_t sx = (last.x > first.x) - (last.x < first.x);
    const int64_t sy = (last.y > first.y) - (last.y < first.y);
    const int64_t shift_x = last.x - first.x + sx;
    const int64_t shift_y = last.y - first.y + sy;
    for (const Point& c : ray.cells) {
      for (int k = 0; k <= config_.ray_block_steps; ++k)
        block(c.x + shift_x * k, c.y + shift_y * k, 2);
    }
  }
  for (int wy = 0; wy < kWindow; ++wy) {
    for (int wx = 0; wx < kWindow; ++wx) {
      // fits_: the worst level under the body (0 clean .. 3 never).
      uint8_t worst = 0;
      for (int dy = 0; dy <= 2; ++dy) {
        for (int dx = 0; dx <= 2; ++dx) {
          worst = std::max(worst, blocked_[(wy + dy) * side + wx + dx]);
        }
      }
      const uint8_t ok = worst;
      uint8_t item = 0;
      if (ok <= 1) {
        for (int dy = -1; dy <= 1; ++dy) {
          for (int dx = -1; dx <= 1; ++dx) {
            const int64_t x = x0 + wx + dx;
            const int64_t y = y0 + wy + dy;
            if (InGrid(x, y)) item = std::max(item, items_[Index(x, y)]);
          }
        }
      }
      fits_[wy * kWindow + wx] = ok;
      near_item_[wy * kWindow + wx] = item;
    }
  }

  // The platform falls from its edges inwards: when fallen or falling
  // cells are in the window, head away from them and value items by how far
  // they lie on the safe side.
  double away_x = 0;
  double away_y = 0;
  Point goal = PickGoal(obs);
  if (danger_count > 0) {
    const double norm = std::hypot(danger_x, danger_y);
    if (norm > 1e-9) {
      away_x = -danger_x / norm;
      away_y = -danger_y / norm;
      goal = {at.x + std::llround(away_x * config_.escape_distance),
              at.y + std::llround(away_y * config_.escape_distance)};
    }
  }
  // Two extra energy to save a turn rarely pays: off by default.
  const bool fast = config_.fast_moves;
  // Standing in danger, or boxed in by it: cross danger towards the
  // nearest clean spot.
  const int center = kRadius * kWindow + kRadius;
  bool escape = fits_[center] >= 2;
  if (!escape) {
    escape = true;
    for (int d = 0; d < 4; ++d) {
      const Point v = Forward(static_cast<Dir>(d));
      if (fits_[center + int(v.y) * kWindow + int(v.x)] <= 1) escape = false;
    }
  }
  const uint8_t allowed = escape ? 2 : 1;
  escaping_ = escape;
  std::fill(dist_.begin(), dist_.end(), -1);
  const int start = ((kRadius * kWindow) + kRadius) * 4 + int(obs.dir);
  dist_[start] = 0;
  int head = 0;
  int tail = 0;
  queue_[tail++] = start;
  int best_state = start;
  double best_value = 0;
  double best_goal = 1e18;
  const double food_weight = obs.energy < config_.food_hungry_energy
                                 ? config_.food_weight_hungry
                                 : config_.food_weight;
  const double battery_weight = obs.battery < config_.battery_low
                                    ? config_.battery_weight_low
                                    : config_.battery_weight;
  while (head < tail) {
    const int s = queue_[head++];
    const int cell = s / 4;
    const Dir d = static_cast<Dir>(s % 4);
    const int wx = cell % kWindow;
    const int wy = cell / kWindow;
    if (escape && s != start) {
      if (fits_[cell] <= 1) {
        best_state = s;
        break;
      }
    } else if (s != start) {
      const uint8_t item = near_item_[cell];
      if (item != 0) {
        // Items near the falling edge are worth less: the edge is coming.
        const double side_factor =
            1.0 + config_.edge_item_factor *
                      ((wx - kRadius) * away_x + (wy - kRadius) * away_y) /
                      kRadius;
        const double value =
            (item == 1 ? food_weight : battery_weight) / (dist_[s] + 2) *
            (fits_[cell] == 0 ? 1.0 : config_.margin_item_factor) * side_factor;
        if (value > best_value) {
          best_value = value;
          best_state = s;
        }
      }
      if (best_value == 0) {
        const double gx = double(x0 + wx - goal.x);
        const double gy = double(y0 + wy - goal.y);
        const double g = gx * gx + gy * gy +
                         dist_[s] * config_.goal_step_weight +
                         (fits_[cell] == 0 ? 0.0 : config_.goal_margin_penalty);
        if (g < best_goal) {
          best_goal = g;
          best_state = s;
        }
      }
    }
    const auto visit = [&](int nx, int ny, Dir nd, uint8_t how) {
      const int next = (ny * kWindow + nx) * 4 + int(nd);
      if (dist_[next] >= 0) return;
      dist_[next] = dist_[s] + 1;
      parent_[next] = s;
      how_[next] = how;
      queue_[tail++] = next;
    };
    const Dir ways[3] = {d, TurnLeft(d), TurnRight(d)};
    for (int i = 0; i < 3; ++i) {
      const Point v = Forward(ways[i]);
      const int nx = wx + int(v.x);
      const int ny = wy + int(v.y);
      if (nx < 0 || ny < 0 || nx >= kWindow || ny >= kWindow) continue;
      if (fits_[ny * kWindow + nx] > allowed) continue;
      visit(nx, ny, d, static_cast<uint8_t>(i));
      const int fx = nx + int(v.x);
      const int fy = ny + int(v.y);
      if ((fast || escape) && fx >= 0 && fy >= 0 && fx < kWindow &&
          fy < kWindow && fits_[fy * kWindow + fx] <= allowed) {
        visit(fx, fy, d, static_cast<uint8_t>(3 + i));
      }
    }
    visit(wx, wy, TurnLeft(d), 6);
    visit(wx, wy, TurnRight(d), 7);
    visit(wx, wy, Opposite(d), 8);
  }
  if (best_state == start) return std::nullopt;
  int s = best_state;
  while (parent_[s] != start) s = parent_[s];
  const int how = how_[s];
  if (how >= 6) {
    return Action::Turn(how == 6   ? TurnLeft(obs.dir)
                        : how == 7 ? TurnRight(obs.dir)
                                   : Opposite(obs.dir));
  }
  const Dir ways[3] = {obs.dir, TurnLeft(obs.dir), TurnRight(obs.dir)};
  const Point v = Forward(ways[how % 3]);
  const int k = how >= 3 ? 2 : 1;
  return Action::Move({at.x + v.x * k, at.y + v.y * k});
}

Action PlannerStrategy::Decide(const Observation& obs) {
  Remember(obs);
  ++turn_;
  const std::optional<Action> plan = Plan(obs);
  Action action = plan.value_or(Action::Idle());

  // Where the plan's first step leaves us, if it can be combined.
  Point at = obs.center;
  Dir dir = obs.dir;
  bool combinable = false;
  if (plan && plan->first.kind == ActionKind::kMove) {
    const Point t = plan->first.target;
    combinable = std::abs(t.x - at.x) + std::abs(t.y - at.y) == 1;
    at = t;
  } else if (plan && plan->first.kind == ActionKind::kTurn) {
    combinable = plan->first.dir != Opposite(obs.dir);
    dir = plan->first.dir;
  }
  if (combinable) {
    if (auto both = Fight(obs, at, dir)) {
      action = Action::Both(*plan, *both);
    } else if (auto now = Fight(obs, obs.center, obs.dir)) {
      action = *now;
    }
  } else if (auto now = Fight(obs, obs.center, obs.dir)) {
    action = *now;
  }
  const bool fighting = action.first.kind == ActionKind::kAttack ||
                        action.first.kind == ActionKind::kShoot ||
                        action.second.has_value();
  // Eat while the bars fit under the cap: high energy keeps h * s high and
  // above 250 heals; never let it fall under 50.
  const int room = rules_.max_energy - obs.energy;
  if (!fighting && obs.food > 0 &&
      (obs.energy < config_.eat_min_energy ||
       room >= std::min<int64_t>(obs.food, config_.eat_room))) {
    bool danger = false;
    for (const SeenRay& ray : obs.rays) {
      for (const Point& c : ray.cells) {
        danger |= std::abs(c.x - obs.center.x) <= config_.eat_ray_distance &&
                  std::abs(c.y - obs.center.y) <= config_.eat_ray_distance;
      }
    }
    if ((!danger && !escaping_) || obs.energy < config_.eat_min_energy) {
      action = Action::Eat(std::min<int64_t>(obs.food, room > 0 ? room : 1));
    }
  }
  if (action.first.kind == ActionKind::kShoot ||
      (action.second && action.second->kind == ActionKind::kShoot)) {
    last_shot_ = turn_;
  }
  last_action_ = action;
  return action;
}

}  // namespace gauntlet::hunger
