// What a player sees: the closed half-plane ahead of its centre, within the
// vision radius. Terrain: rows of that half-disc are walked bucket by bucket,
// and buckets without non-free terrain are skipped whole. Items: the item
// lists of the buckets under the half-disc's bounding box are checked one by
// one. So the cost follows what is there, not the platform's size.
//
// The walk is written once (VisitSight) and feeds either the Observation's
// point lists or, for the referee, their message text directly: late in a
// game a player can see ~35,000 destroyed cells, and formatting them was
// most of the referee's time (docs/hunger.md, figures).

#include <algorithm>
#include <cmath>

#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

// Collects the lists as points with the origin added.
class PointSink {
 public:
  PointSink(Observation& obs, Point origin) : obs_(obs), origin_(origin) {}
  void AtRow(int y) { y_ = y + origin_.y; }
  void AtCells(Terrain terrain, int x, int count) {
    std::vector<Point>* list = nullptr;
    switch (terrain) {
      case Terrain::kFree:
        return;
      case Terrain::kObstacle:
        list = &obs_.obstacles;
        break;
      case Terrain::kDamaged:
        list = &obs_.damaged;
        break;
      case Terrain::kDestroyed:
        list = &obs_.destroyed;
        break;
    }
    for (int i = 0; i < count; ++i) list->push_back({x + i + origin_.x, y_});
  }
  void AtItem(Item item, int x, int y) {
    (item == Item::kFood ? obs_.food_cells : obs_.battery_cells)
        .push_back({x + origin_.x, y + origin_.y});
  }

 private:
  Observation& obs_;
  Point origin_;
  int64_t y_ = 0;
};

// Collects the lists as message text from the world's coordinate texts.
class TextSink {
 public:
  TextSink(ObservationLists& lists, const std::vector<CoordText>& x_text,
           const std::vector<CoordText>& y_text)
      : by_terrain_{nullptr, &lists.obstacles, &lists.damaged,
                    &lists.destroyed},
        food_(lists.food),
        battery_(lists.battery),
        x_text_(x_text.data()),
        y_text_(y_text.data()) {}
  void AtRow(int y) { row_ = &y_text_[y]; }
  void AtCells(Terrain terrain, int x, int count) {
    by_terrain_[static_cast<int>(terrain)]->AddRow(x_text_ + x, count, *row_);
  }
  void AtItem(Item item, int x, int y) {
    (item == Item::kFood ? food_ : battery_).Add(x_text_[x], y_text_[y]);
  }

 private:
  PointListText* by_terrain_[4];  // by Terrain; never called for kFree
  PointListText& food_;
  PointListText& battery_;
  const CoordText* x_text_;
  const CoordText* y_text_;
  const CoordText* row_ = nullptr;
};

}  // namespace

bool World::Sees(int id, int x, int y) const {
  const PlayerState& p = players_[id];
  const int64_t dx = x - p.x;
  const int64_t dy = y - p.y;
  const int64_t r = config_.vision_radius;
  if (dx * dx + dy * dy > r * r) return false;
  const Point f = Forward(p.dir);
  return dx * f.x + dy * f.y >= 0;
}

template <class Sink>
void World::VisitSight(int id, Sink& sink) const {
  const PlayerState& p = players_[id];
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
    const Terrain* cells = terrain_.data() + y * config_.width;
    sink.AtRow(y);
    for (int x0 = x_lo; x0 <= x_hi;) {
      const int b = row + (x0 >> kBucketShift);
      const int x1 = std::min(x_hi, (x0 | (bucket - 1)));
      if (bucket_destroyed_[b] == bucket_cells_[b]) {
        sink.AtCells(Terrain::kDestroyed, x0, x1 - x0 + 1);
      } else if (bucket_terrain_[b] != 0) {
        for (int x = x0; x <= x1;) {
          const Terrain terrain = cells[x];
          int end = x + 1;
          while (end <= x1 && cells[end] == terrain) ++end;
          if (terrain != Terrain::kFree) sink.AtCells(terrain, x, end - x);
          x = end;
        }
      }
      x0 = x1 + 1;
    }
  }

  // Items: few per bucket, so each bucket's list is checked cell by cell.
  const int64_t r2 = int64_t{r} * r;
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
        // Sees(id, x, y), with the facing looked up once.
        const int64_t dx = x - p.x;
        const int64_t dy = y - p.y;
        if (dx * dx + dy * dy > r2 || dx * f.x + dy * f.y < 0) continue;
        sink.AtItem(item_[i], x, y);
      }
    }
  }
}

void World::ObserveStateAndPlayers(int id, Observation& obs) {
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
}

void World::Observe(int id, Observation& obs) {
  ObserveStateAndPlayers(id, obs);
  PointSink sink(obs, origin_);
  VisitSight(id, sink);
}

void World::Observe(int id, Observation& obs, ObservationLists& lists) {
  ObserveStateAndPlayers(id, obs);
  lists.Clear();
  TextSink sink(lists, x_text_, y_text_);
  VisitSight(id, sink);
}

}  // namespace gauntlet::hunger
