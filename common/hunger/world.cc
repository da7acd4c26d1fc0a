#include "common/hunger/world.h"

#include <algorithm>
#include <cmath>

namespace gauntlet::hunger {

World::World(const RulesConfig& config, uint64_t seed)
    : config_(config), rng_(seed) {
  const int cells = config.width * config.height;
  buckets_x_ = (config.width >> kBucketShift) + 1;
  const int buckets_y = (config.height >> kBucketShift) + 1;
  terrain_.assign(cells, Terrain::kFree);
  item_.assign(cells, Item::kNone);
  value_.assign(cells, 0);
  occupant_.assign(cells, 0);
  bucket_terrain_.assign(buckets_x_ * buckets_y, 0);
  bucket_destroyed_.assign(buckets_x_ * buckets_y, 0);
  bucket_cells_.assign(buckets_x_ * buckets_y, 0);
  for (int y = 0; y < config.height; ++y) {
    for (int x = 0; x < config.width; ++x) ++bucket_cells_[Bucket(x, y)];
  }
  bucket_items_.assign(buckets_x_ * buckets_y, {});
  safe_ = Rect{0, 0, config.width - 1, config.height - 1};
  final_safe_ = safe_;
  set_origin({0, 0});
}

void World::set_origin(Point origin) {
  origin_ = origin;
  x_text_.resize(config_.width);
  for (int x = 0; x < config_.width; ++x) {
    x_text_[x] = MakeCoordText(origin.x + x);
  }
  y_text_.resize(config_.height);
  for (int y = 0; y < config_.height; ++y) {
    y_text_[y] = MakeCoordText(origin.y + y);
  }
}

void World::SetTerrain(int x, int y, Terrain terrain) {
  const int i = Index(x, y);
  const bool was_free = terrain_[i] == Terrain::kFree;
  const bool is_free = terrain == Terrain::kFree;
  if (was_free != is_free) bucket_terrain_[Bucket(x, y)] += is_free ? -1 : 1;
  const bool was_destroyed = terrain_[i] == Terrain::kDestroyed;
  const bool is_destroyed = terrain == Terrain::kDestroyed;
  if (was_destroyed != is_destroyed) {
    bucket_destroyed_[Bucket(x, y)] += is_destroyed ? 1 : -1;
  }
  terrain_[i] = terrain;
}

void World::SetItem(int x, int y, Item item, int value) {
  const int i = Index(x, y);
  if (item_[i] == Item::kFood) --food_count_;
  if (item_[i] == Item::kBattery) --battery_count_;
  if ((item_[i] == Item::kNone) != (item == Item::kNone)) {
    std::vector<int>& cells = bucket_items_[Bucket(x, y)];
    if (item == Item::kNone) {
      *std::find(cells.begin(), cells.end(), i) = cells.back();
      cells.pop_back();
    } else {
      cells.push_back(i);
    }
  }
  if (item == Item::kFood) ++food_count_;
  if (item == Item::kBattery) ++battery_count_;
  item_[i] = item;
  value_[i] = static_cast<uint8_t>(item == Item::kNone ? 0 : value);
}

int World::AddPlayer(int x, int y, Dir dir) {
  PlayerState p;
  p.id = static_cast<int>(players_.size());
  p.x = x;
  p.y = y;
  p.dir = dir;
  p.health = config_.start_health;
  p.energy = config_.start_energy;
  players_.push_back(p);
  SetOccupancy(players_.back(), static_cast<uint8_t>(p.id + 1));
  return p.id;
}

void World::SetOccupancy(const PlayerState& p, uint8_t value) {
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      if (InMap(p.x + dx, p.y + dy))
        occupant_[Index(p.x + dx, p.y + dy)] = value;
    }
  }
}

void World::PlacePlayer(int id, int x, int y, Dir dir) {
  PlayerState& p = players_[id];
  if (p.active) SetOccupancy(p, 0);
  p.x = x;
  p.y = y;
  p.dir = dir;
  if (p.active) SetOccupancy(p, static_cast<uint8_t>(id + 1));
}

bool World::BodyFits(int x, int y, int self) const {
  if (x < 1 || y < 1 || x > config_.width - 2 || y > config_.height - 2) {
    return false;
  }
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      const int i = Index(x + dx, y + dy);
      if (terrain_[i] == Terrain::kObstacle) return false;
      if (occupant_[i] != 0 && occupant_[i] != self + 1) return false;
    }
  }
  return true;
}

Cell World::RandomSpawn() {
  const auto intact = [&](int x, int y) {
    if (!BodyFits(x, y, -1)) return false;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (terrain_[Index(x + dx, y + dy)] != Terrain::kFree) return false;
      }
    }
    return true;
  };
  const Rect area{std::max(safe_.x0, 1), std::max(safe_.y0, 1),
                  std::min(safe_.x1, config_.width - 2),
                  std::min(safe_.y1, config_.height - 2)};
  if (area.Area() > 0) {
    for (int attempt = 0; attempt < 256; ++attempt) {
      const int x = static_cast<int>(rng_.Between(area.x0, area.x1));
      const int y = static_cast<int>(rng_.Between(area.y0, area.y1));
      if (intact(x, y)) return {x, y};
    }
  }
  // Crowded or tiny safe area: the first intact spot, then any spot that
  // fits, scanning the whole platform from a random row.
  const int start = static_cast<int>(rng_.Below(config_.height));
  for (int pass = 0; pass < 2; ++pass) {
    for (int k = 0; k < config_.height; ++k) {
      const int y = (start + k) % config_.height;
      for (int x = 1; x < config_.width - 1; ++x) {
        if (pass == 0 ? intact(x, y) : BodyFits(x, y, -1)) return {x, y};
      }
    }
  }
  return {config_.width / 2, config_.height / 2};
}

int64_t World::Score(int id) const {
  const PlayerState& p = players_[id];
  return (config_.saber_kill_points * p.saber_kills +
          config_.ray_kill_points * p.ray_kills +
          config_.death_points * p.deaths) *
             10000 +
         p.step_sum;
}

std::vector<int> World::TurnOrder() const {
  std::vector<int> order;
  for (const PlayerState& p : players_) {
    if (p.active) order.push_back(p.id);
  }
  const int n = player_count();
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    const PlayerState& pa = players_[a];
    const PlayerState& pb = players_[b];
    if (pa.energy != pb.energy) return pa.energy > pb.energy;
    if (pa.health != pb.health) return pa.health > pb.health;
    return (a + round_) % n < (b + round_) % n;
  });
  return order;
}

void World::PlayRound(std::span<const Action> actions) {
  for (int id : TurnOrder()) PlayTurn(id, actions[id]);
  AdvanceRays();
  DecayPlatform();
  SpawnItems();
  AccumulateScores();
  ++round_;
}

void World::AdvanceRays() {
  std::size_t kept = 0;
  for (std::size_t r = 0; r < rays_.size(); ++r) {
    Ray& ray = rays_[r];
    if (++ray.stage > ray.stages) continue;
    if (kept != r) rays_[kept] = std::move(ray);
    Ray& moved = rays_[kept++];
    for (PlayerState& p : players_) {
      if (!p.active || p.id == moved.owner) continue;
      for (const Cell& c : moved.Current()) {
        if (std::abs(c.x - p.x) <= 1 && std::abs(c.y - p.y) <= 1) {
          Damage(p, config_.ray_damage, {EventKind::kAttackRay, moved.owner},
                 moved.owner, true);
          break;
        }
      }
    }
  }
  rays_.resize(kept);
}

Rect World::SafeAreaAt(int round) const {
  const int start = static_cast<int>(config_.decay_start * config_.turns);
  const int end = static_cast<int>(config_.decay_end * config_.turns);
  if (round < start) return Rect{0, 0, config_.width - 1, config_.height - 1};
  const double t =
      end <= start ? 1.0 : std::min(1.0, double(round - start) / (end - start));
  const auto lerp = [t](int from, int to) {
    return static_cast<int>(std::lround(from + (to - from) * t));
  };
  return Rect{lerp(0, final_safe_.x0), lerp(0, final_safe_.y0),
              lerp(config_.width - 1, final_safe_.x1),
              lerp(config_.height - 1, final_safe_.y1)};
}

void World::DecayPlatform() {
  // Cells damaged `damaged_turns` rounds ago fall; anyone standing on them
  // is hurt once.
  std::vector<int> hit;
  while (!pending_.empty() && pending_.front().due_round <= round_) {
    for (int i : pending_.front().cells) {
      const int x = i % config_.width;
      const int y = i / config_.width;
      if (terrain_[i] != Terrain::kDamaged) continue;
      SetTerrain(x, y, Terrain::kDestroyed);
      if (item_[i] != Item::kNone) SetItem(x, y, Item::kNone, 0);
      if (occupant_[i] != 0) hit.push_back(occupant_[i] - 1);
    }
    pending_.pop_front();
  }
  std::sort(hit.begin(), hit.end());
  hit.erase(std::unique(hit.begin(), hit.end()), hit.end());
  for (int id : hit) {
    Damage(players_[id], config_.platform_damage,
           {EventKind::kAttackPlatform, 0}, -1, false);
  }

  // Cells leaving the safe area this round become damaged.
  const Rect next = SafeAreaAt(round_ + 1);
  if (next == safe_) return;
  Pending pending{round_ + config_.damaged_turns, {}};
  for (int y = safe_.y0; y <= safe_.y1; ++y) {
    for (int x = safe_.x0; x <= safe_.x1; ++x) {
      if (next.Contains(x, y)) {
        x = std::max(x, next.x1);  // skip the inside of the new area
        continue;
      }
      const int i = Index(x, y);
      if (terrain_[i] != Terrain::kFree) continue;
      SetTerrain(x, y, Terrain::kDamaged);
      pending.cells.push_back(i);
    }
  }
  safe_ = next;
  if (!pending.cells.empty()) pending_.push_back(std::move(pending));
}

void World::PlaceRandomItem(Item item) {
  for (int attempt = 0; attempt < 16; ++attempt) {
    const int x = static_cast<int>(rng_.Between(safe_.x0, safe_.x1));
    const int y = static_cast<int>(rng_.Between(safe_.y0, safe_.y1));
    const int i = Index(x, y);
    if (terrain_[i] != Terrain::kFree || item_[i] != Item::kNone ||
        occupant_[i] != 0) {
      continue;
    }
    const int value =
        item == Item::kFood
            ? static_cast<int>(rng_.Between(config_.food_min, config_.food_max))
            : static_cast<int>(
                  rng_.Between(config_.battery_min, config_.battery_max));
    SetItem(x, y, item, value);
    return;
  }
}

void World::SpawnItems() {
  const double area = static_cast<double>(safe_.Area());
  food_credit_ += config_.food_spawn_per_round;
  battery_credit_ += config_.battery_spawn_per_round;
  for (; food_credit_ >= 1; food_credit_ -= 1) {
    if (food_count_ < config_.food_per_10k * area / 10000) {
      PlaceRandomItem(Item::kFood);
    }
  }
  for (; battery_credit_ >= 1; battery_credit_ -= 1) {
    if (battery_count_ < config_.battery_per_10k * area / 10000) {
      PlaceRandomItem(Item::kBattery);
    }
  }
}

void World::AccumulateScores() {
  for (PlayerState& p : players_) {
    if (p.active) p.step_sum += int64_t{p.health} * p.energy;
  }
}

void World::Disqualify(int id) {
  PlayerState& p = players_[id];
  if (!p.active) return;
  SetOccupancy(p, 0);
  p.active = false;
  p.events.clear();
}

Ray TraceRay(const RulesConfig& config, int owner, Point origin, Point target) {
  const int64_t dx = target.x - origin.x;
  const int64_t dy = target.y - origin.y;
  const bool x_major = std::abs(dx) >= std::abs(dy);
  const int64_t major = x_major ? dx : dy;
  const int64_t minor = x_major ? dy : dx;
  const int64_t major_abs = std::abs(major);
  const int major_sign = major > 0 ? 1 : -1;
  const double slope = static_cast<double>(minor) / static_cast<double>(major);
  const double stretch = std::sqrt(1.0 + slope * slope);
  // Minor offset of the cell at major step i: i * minor / |major| rounded
  // half away from zero, in exact integer arithmetic.
  const auto minor_at = [&](int64_t i) {
    const int64_t num = 2 * i * minor;
    const int64_t den = 2 * major_abs;
    return num >= 0 ? (num + major_abs) / den : -((-num + major_abs) / den);
  };
  const auto cell_at = [&](int64_t i) {
    const int64_t a = major_sign * i;
    const int64_t b = minor_at(i);
    return x_major ? Cell{static_cast<int>(origin.x + a),
                          static_cast<int>(origin.y + b)}
                   : Cell{static_cast<int>(origin.x + b),
                          static_cast<int>(origin.y + a)};
  };
  const int total = std::max(
      1, static_cast<int>(std::floor(config.ray_reach / stretch + 1e-9)));
  int per_stage = std::max(
      1, static_cast<int>(std::floor(config.ray_length / stretch + 1e-9)));
  // The statement bounds a ray's extent: (dx)^2 + (dy)^2 <= length^2.
  const auto fits = [&](int n) {
    for (int start = 1; start + n - 1 <= total; start += n) {
      const Cell a = cell_at(start);
      const Cell b = cell_at(start + n - 1);
      const int64_t ex = b.x - a.x;
      const int64_t ey = b.y - a.y;
      if (ex * ex + ey * ey > int64_t{config.ray_length} * config.ray_length) {
        return false;
      }
    }
    return true;
  };
  while (per_stage > 1 && !fits(per_stage)) --per_stage;
  Ray ray;
  ray.owner = owner;
  ray.stage_cells = per_stage;
  ray.stages = std::max(1, total / per_stage);
  ray.stage = 1;
  for (int i = 1; i <= ray.stages * per_stage; ++i) {
    ray.path.push_back(cell_at(i));
  }
  return ray;
}

}  // namespace gauntlet::hunger
