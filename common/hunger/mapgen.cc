// The map generator: everything random in a game comes from its seed, in a
// fixed order of draws (origin, final safe area, obstacles, items, players).

#include <algorithm>
#include <cmath>

#include "common/hunger/world.h"

namespace gauntlet::hunger {

World GenerateWorld(const RulesConfig& config, uint64_t seed) {
  World world(config, seed);
  Rng& rng = world.rng();
  const int w = config.width;
  const int h = config.height;
  world.set_origin(
      {rng.Between(-config.max_origin_offset, config.max_origin_offset),
       rng.Between(-config.max_origin_offset, config.max_origin_offset)});

  const auto side = [&](int full) {
    return std::min(full, std::max(config.final_safe_min,
                                   static_cast<int>(std::lround(
                                       full * config.final_safe_fraction))));
  };
  const int fw = side(w);
  const int fh = side(h);
  // The final area lies somewhere in the middle half of the platform.
  const int fx =
      static_cast<int>(rng.Between((w - fw) / 4, (w - fw) - (w - fw) / 4));
  const int fy =
      static_cast<int>(rng.Between((h - fh) / 4, (h - fh) - (h - fh) / 4));
  world.set_final_safe_area({fx, fy, fx + fw - 1, fy + fh - 1});

  // Obstacles: clusters of one or two overlapping rectangles.
  const int64_t clusters =
      std::llround(config.obstacle_clusters_per_10k * double(w) * h / 10000);
  for (int64_t c = 0; c < clusters; ++c) {
    const int cx = static_cast<int>(rng.Below(w));
    const int cy = static_cast<int>(rng.Below(h));
    const int parts = 1 + static_cast<int>(rng.Below(2));
    for (int part = 0; part < parts; ++part) {
      const int rw =
          1 + static_cast<int>(rng.Below(config.obstacle_cluster_max));
      const int rh =
          1 + static_cast<int>(rng.Below(config.obstacle_cluster_max));
      const int x0 = cx - static_cast<int>(rng.Below(rw));
      const int y0 = cy - static_cast<int>(rng.Below(rh));
      for (int y = std::max(0, y0); y < std::min(h, y0 + rh); ++y) {
        for (int x = std::max(0, x0); x < std::min(w, x0 + rw); ++x) {
          world.SetTerrain(x, y, Terrain::kObstacle);
        }
      }
    }
  }

  const auto scatter = [&](Item item, double per_10k, int lo, int hi) {
    const int64_t count = std::llround(per_10k * double(w) * h / 10000);
    for (int64_t i = 0; i < count; ++i) {
      const int x = static_cast<int>(rng.Below(w));
      const int y = static_cast<int>(rng.Below(h));
      if (world.terrain(x, y) != Terrain::kFree ||
          world.item(x, y) != Item::kNone) {
        continue;
      }
      world.SetItem(x, y, item, static_cast<int>(rng.Between(lo, hi)));
    }
  };
  scatter(Item::kFood, config.food_per_10k, config.food_min, config.food_max);
  scatter(Item::kBattery, config.battery_per_10k, config.battery_min,
          config.battery_max);

  for (int i = 0; i < config.players; ++i) {
    const Cell spot = world.RandomSpawn();
    world.AddPlayer(spot.x, spot.y, static_cast<Dir>(rng.Below(4)));
  }
  return world;
}

}  // namespace gauntlet::hunger
