// The baselines: an idle-or-random bot and a greedy gatherer that walks to
// the nearest bar or battery it sees now, remembering nothing.

#include "bots/hunger/baselines.h"

#include <cstdlib>

#include "absl/container/flat_hash_set.h"

namespace gauntlet::hunger {
namespace {

int64_t Key(int64_t x, int64_t y) { return (x << 32) ^ (y & 0xffffffff); }

}  // namespace

Action RandomStrategy::Decide(const Observation& obs) {
  if (idle_only_ || rng_.Chance(0.4)) return Action::Idle();
  if (obs.food > 0 && obs.energy < 100) return Action::Eat(obs.food);
  if (rng_.Chance(0.25)) return Action::Turn(static_cast<Dir>(rng_.Below(4)));
  const Dir ways[] = {obs.dir, TurnLeft(obs.dir), TurnRight(obs.dir)};
  const Point v = Forward(ways[rng_.Below(3)]);
  const int k = 1 + static_cast<int>(rng_.Below(2));
  return Action::Move({obs.center.x + v.x * k, obs.center.y + v.y * k});
}

Action GreedyStrategy::Decide(const Observation& obs) {
  if (obs.food > 0 && obs.energy < 80) {
    return Action::Eat(std::min<int64_t>(obs.food, 300 - obs.energy));
  }
  absl::flat_hash_set<int64_t> blocked;
  for (const auto* list : {&obs.obstacles, &obs.destroyed, &obs.damaged}) {
    for (const Point& p : *list) blocked.insert(Key(p.x, p.y));
  }
  for (const SeenPlayer& p : obs.players) {
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        blocked.insert(Key(p.center.x + dx, p.center.y + dy));
      }
    }
  }
  const auto fits = [&](Point c) {
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (blocked.contains(Key(c.x + dx, c.y + dy))) return false;
      }
    }
    return true;
  };
  const Point at = obs.center;
  const Point* target = nullptr;
  int64_t best = INT64_MAX;
  for (const auto* list : {&obs.food_cells, &obs.battery_cells}) {
    for (const Point& p : *list) {
      const int64_t d = std::abs(p.x - at.x) + std::abs(p.y - at.y);
      if (d < best) {
        best = d;
        target = &p;
      }
    }
  }
  const Dir ways[] = {obs.dir, TurnLeft(obs.dir), TurnRight(obs.dir)};
  if (target == nullptr) {
    // Nothing in sight: walk on, turning right at walls; turn now and then
    // so the view sweeps the platform.
    if (++steps_ % 40 == 0) return Action::Turn(TurnRight(obs.dir));
    for (Dir way : ways) {
      const Point v = Forward(way);
      const Point next{at.x + v.x, at.y + v.y};
      if (fits(next)) return Action::Move(next);
    }
    return Action::Turn(TurnRight(obs.dir));
  }
  // The step among forward/left/right that brings the body closest; the
  // body picks up anything within one cell of its centre.
  int64_t best_distance = std::max(std::abs(target->x - at.x) - 1, int64_t{0}) +
                          std::max(std::abs(target->y - at.y) - 1, int64_t{0});
  Point choice = at;
  for (Dir way : ways) {
    const Point v = Forward(way);
    const Point next{at.x + v.x, at.y + v.y};
    const int64_t d = std::max(std::abs(target->x - next.x) - 1, int64_t{0}) +
                      std::max(std::abs(target->y - next.y) - 1, int64_t{0});
    if (d < best_distance && fits(next)) {
      best_distance = d;
      choice = next;
    }
  }
  if (!(choice == at)) return Action::Move(choice);
  // The target is behind or the way is blocked: turn towards it.
  const int64_t dx = target->x - at.x;
  const int64_t dy = target->y - at.y;
  Dir want = std::abs(dx) > std::abs(dy) ? (dx > 0 ? Dir::kE : Dir::kW)
                                         : (dy > 0 ? Dir::kN : Dir::kS);
  if (want == obs.dir) want = TurnRight(obs.dir);
  if (want == Opposite(obs.dir)) want = TurnRight(obs.dir);
  return Action::Turn(want);
}

Action DilutedStrategy::Decide(const Observation& obs) {
  const Action chosen = inner_->Decide(obs);
  const Action noise = noise_->Decide(obs);
  return rng_.Chance(share_) ? noise : chosen;
}

}  // namespace gauntlet::hunger
