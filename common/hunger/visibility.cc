// What a player sees: the closed half-plane ahead of its centre, within the
// vision radius. Terrain: rows of that half-disc are walked bucket by bucket,
// and buckets without non-free terrain are skipped whole. Items: the item
// lists of the buckets under the half-disc's bounding box are checked one by
// one. So the cost follows what is there, not the platform's size.

#include <algorithm>
#include <cmath>

#include "common/hunger/world.h"

namespace gauntlet::hunger {

bool World::Sees(int id, int x, int y) const {
  const PlayerState& p = players_[id];
  const int64_t dx = x - p.x;
  const int64_t dy = y - p.y;
  const int64_t r = config_.vision_radius;
  if (dx * dx + dy * dy > r * r) return false;
  const Point f = Forward(p.dir);
  return dx * f.x + dy * f.y >= 0;
}

void World::Observe(int id, Observation& obs) {
  PlayerState& p = players_[id];
  obs.Clear();
  obs.id = id;
  obs.health = p.health;
  obs.energy = p.energy;
  obs.food = p.food;
  obs.battery = p.battery;
  obs.center = {p.x + origin_.x, p.y + origin_.y};
  obs.dir = p.dir;
  obs.events.swap(p.events);
  p.events.clear();

  for (const PlayerState& other : players_) {
    if (other.id == id || !other.active || !Sees(id, other.x, other.y)) {
      continue;
    }
    obs.players.push_back({{other.x + origin_.x, other.y + origin_.y},
                           other.dir,
                           other.id,
                           SmoothHundredths(other.health),
                           Score(other.id)});
  }
  for (const Ray& ray : rays_) {
    SeenRay seen{ray.owner, {}};
    for (const Cell& c : ray.Current()) {
      if (InMap(c.x, c.y) && Sees(id, c.x, c.y)) {
        seen.cells.push_back({c.x + origin_.x, c.y + origin_.y});
      }
    }
    if (!seen.cells.empty()) obs.rays.push_back(std::move(seen));
  }

  const int r = config_.vision_radius;
  const Point f = Forward(p.dir);
  const int bucket = 1 << kBucketShift;
  for (int dy = -r; dy <= r; ++dy) {
    if (dy * f.y < 0) continue;
    const int y = p.y + dy;
    if (y < 0 || y >= config_.height) continue;
    const int half =
        static_cast<int>(std::sqrt(double(r) * r - double(dy) * dy));
    int x_lo = p.x - half;
    int x_hi = p.x + half;
    if (f.x > 0) x_lo = p.x;
    if (f.x < 0) x_hi = p.x;
    x_lo = std::max(x_lo, 0);
    x_hi = std::min(x_hi, config_.width - 1);
    const int row = (y >> kBucketShift) * buckets_x_;
    for (int x0 = x_lo; x0 <= x_hi;) {
      const int b = row + (x0 >> kBucketShift);
      const int x1 = std::min(x_hi, (x0 | (bucket - 1)));
      if (bucket_terrain_[b] != 0) {
        const int base = y * config_.width;
        for (int x = x0; x <= x1; ++x) {
          const Point at{x + origin_.x, y + origin_.y};
          switch (terrain_[base + x]) {
            case Terrain::kFree:
              break;
            case Terrain::kObstacle:
              obs.obstacles.push_back(at);
              break;
            case Terrain::kDamaged:
              obs.damaged.push_back(at);
              break;
            case Terrain::kDestroyed:
              obs.destroyed.push_back(at);
              break;
          }
        }
      }
      x0 = x1 + 1;
    }
  }

  // Items: few per bucket, so each bucket's list is checked cell by cell.
  const int by_lo = std::max(0, f.y > 0 ? p.y : p.y - r) >> kBucketShift;
  const int by_hi =
      std::min(config_.height - 1, f.y < 0 ? p.y : p.y + r) >> kBucketShift;
  const int bx_lo = std::max(0, f.x > 0 ? p.x : p.x - r) >> kBucketShift;
  const int bx_hi =
      std::min(config_.width - 1, f.x < 0 ? p.x : p.x + r) >> kBucketShift;
  for (int by = by_lo; by <= by_hi; ++by) {
    for (int bx = bx_lo; bx <= bx_hi; ++bx) {
      for (int i : bucket_items_[by * buckets_x_ + bx]) {
        const int x = i % config_.width;
        const int y = i / config_.width;
        if (!Sees(id, x, y)) continue;
        const Point at{x + origin_.x, y + origin_.y};
        (item_[i] == Item::kFood ? obs.food_cells : obs.battery_cells)
            .push_back(at);
      }
    }
  }
}

}  // namespace gauntlet::hunger
