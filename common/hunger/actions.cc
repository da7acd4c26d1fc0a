// A player's turn: energy drain, the action (or a failure), what the move
// lands on, and the health change from energy.

#include <algorithm>
#include <cstdlib>

#include "common/hunger/world.h"

namespace gauntlet::hunger {
namespace {

bool Adjacent(int ax, int ay, int bx, int by) {
  const int dx = std::abs(ax - bx);
  const int dy = std::abs(ay - by);
  return (dx == 3 && dy <= 2) || (dy == 3 && dx <= 2);
}

}  // namespace

bool World::ValidPart(const PlayerState& p, int x, int y, Dir dir,
                      const SimpleAction& a, bool combined, int* steps) const {
  switch (a.kind) {
    case ActionKind::kIdle:
      return !combined;
    case ActionKind::kEat:
      return !combined && a.amount >= 1 && a.amount <= p.food;
    case ActionKind::kMove: {
      const int64_t dx = a.target.x - origin_.x - x;
      const int64_t dy = a.target.y - origin_.y - y;
      for (Dir way : {dir, TurnLeft(dir), TurnRight(dir)}) {
        const Point v = Forward(way);
        for (int k = 1; k <= (combined ? 1 : 2); ++k) {
          if (dx != v.x * k || dy != v.y * k) continue;
          // A fast move passes through the cell in between: both must fit.
          for (int step = 1; step <= k; ++step) {
            if (!BodyFits(x + static_cast<int>(v.x) * step,
                          y + static_cast<int>(v.y) * step, p.id)) {
              return false;
            }
          }
          *steps = k;
          return true;
        }
      }
      return false;
    }
    case ActionKind::kTurn:
      if (a.dir == dir) return false;
      return !combined || a.dir != Opposite(dir);
    case ActionKind::kAttack: {
      if (a.amount < 0 || a.amount >= player_count() || a.amount == p.id) {
        return false;
      }
      const PlayerState& victim = players_[a.amount];
      return victim.active && Adjacent(x, y, victim.x, victim.y);
    }
    case ActionKind::kShoot: {
      if (p.battery < 1 || round_ - p.last_shot_round < config_.shot_cooldown) {
        return false;
      }
      const Point f = Forward(dir);
      const int64_t ahead = (a.target.x - origin_.x - x) * f.x +
                            (a.target.y - origin_.y - y) * f.y;
      return ahead > 0;
    }
  }
  return false;
}

bool World::IsValid(int id, const Action& action) const {
  const PlayerState& p = players_[id];
  if (!p.active) return false;
  int steps = 0;
  const bool combined = action.second.has_value();
  if (!ValidPart(p, p.x, p.y, p.dir, action.first, combined, &steps)) {
    return false;
  }
  if (!combined) return true;
  int x = p.x;
  int y = p.y;
  Dir dir = p.dir;
  if (action.first.kind == ActionKind::kMove) {
    x = static_cast<int>(action.first.target.x - origin_.x);
    y = static_cast<int>(action.first.target.y - origin_.y);
  } else {
    dir = action.first.dir;
  }
  int unused = 0;
  return ValidPart(p, x, y, dir, *action.second, true, &unused);
}

void World::PlayTurn(int id, const Action& action) {
  PlayerState& p = players_[id];
  if (!p.active) return;
  p.energy = std::max(0, p.energy - config_.energy_per_turn);
  if (!IsValid(id, action)) {
    p.events.push_back({EventKind::kFailure, 0});
  } else {
    int steps = 0;
    ValidPart(p, p.x, p.y, p.dir, action.first, action.second.has_value(),
              &steps);
    const int deaths_before = p.deaths;
    ApplyPart(p, action.first, steps);
    // Dying on the way (a ray, a falling cell) ends the turn there.
    if (action.second && p.deaths == deaths_before) {
      ApplyPart(p, *action.second, 0);
    }
  }
  ApplyEnergyHealth(p);
}

void World::ApplyPart(PlayerState& p, const SimpleAction& a, int steps) {
  switch (a.kind) {
    case ActionKind::kIdle:
      return;
    case ActionKind::kEat:
      p.food -= a.amount;
      p.energy = static_cast<int>(
          std::min<int64_t>(config_.max_energy, p.energy + a.amount));
      return;
    case ActionKind::kMove:
      SetOccupancy(p, 0);
      p.x = static_cast<int>(a.target.x - origin_.x);
      p.y = static_cast<int>(a.target.y - origin_.y);
      SetOccupancy(p, static_cast<uint8_t>(p.id + 1));
      if (steps == 2) {
        p.energy = std::max(0, p.energy - config_.fast_move_cost);
      }
      Arrive(p);
      return;
    case ActionKind::kTurn:
      if (a.dir == Opposite(p.dir)) {
        p.energy = std::max(0, p.energy - config_.u_turn_cost);
      }
      p.dir = a.dir;
      return;
    case ActionKind::kAttack: {
      p.energy = std::max(0, p.energy - config_.saber_cost);
      Damage(players_[a.amount], config_.saber_damage,
             {EventKind::kAttack, p.id}, p.id, false);
      return;
    }
    case ActionKind::kShoot: {
      p.battery -= 1;
      p.energy = std::max(0, p.energy - config_.shot_cost);
      p.last_shot_round = round_;
      Ray ray = TraceRay(config_, p.id, {p.x, p.y},
                         {a.target.x - origin_.x, a.target.y - origin_.y});
      // The ray appears at its first stage and hits whoever is there.
      for (PlayerState& other : players_) {
        if (!other.active || other.id == p.id) continue;
        for (const Cell& c : ray.Current()) {
          if (std::abs(c.x - other.x) <= 1 && std::abs(c.y - other.y) <= 1) {
            Damage(other, config_.ray_damage, {EventKind::kAttackRay, p.id},
                   p.id, true);
            break;
          }
        }
      }
      rays_.push_back(std::move(ray));
      return;
    }
  }
}

void World::Arrive(PlayerState& p) {
  bool on_destroyed = false;
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      const int x = p.x + dx;
      const int y = p.y + dy;
      const int i = Index(x, y);
      if (terrain_[i] == Terrain::kDestroyed) on_destroyed = true;
      if (item_[i] == Item::kFood) {
        p.food += value_[i];
        p.events.push_back({EventKind::kPickupFood, value_[i]});
        SetItem(x, y, Item::kNone, 0);
      } else if (item_[i] == Item::kBattery) {
        p.battery += value_[i];
        p.events.push_back({EventKind::kPickupBattery, value_[i]});
        SetItem(x, y, Item::kNone, 0);
      }
    }
  }
  const int deaths = p.deaths;
  for (const Ray& ray : rays_) {
    if (ray.owner == p.id || p.deaths != deaths) continue;
    for (const Cell& c : ray.Current()) {
      if (std::abs(c.x - p.x) <= 1 && std::abs(c.y - p.y) <= 1) {
        Damage(p, config_.ray_damage, {EventKind::kAttackRay, ray.owner},
               ray.owner, true);
        break;
      }
    }
  }
  if (on_destroyed && p.deaths == deaths) {
    Damage(p, config_.platform_damage, {EventKind::kAttackPlatform, 0}, -1,
           false);
  }
}

void World::Damage(PlayerState& victim, int amount, Event event, int killer,
                   bool by_ray) {
  victim.events.push_back(event);
  victim.health = std::max(0, victim.health - amount);
  if (victim.health == 0) Die(victim, killer, by_ray);
}

void World::Die(PlayerState& victim, int killer, bool by_ray) {
  ++victim.deaths;
  if (killer >= 0 && killer != victim.id) {
    PlayerState& k = players_[killer];
    ++(by_ray ? k.ray_kills : k.saber_kills);
  }
  victim.events.push_back({EventKind::kDeath, 0});
  victim.food = 0;
  victim.battery = 0;
  victim.health = config_.start_health;
  victim.energy = config_.start_energy;
  SetOccupancy(victim, 0);
  const Cell spot = RandomSpawn();
  victim.x = spot.x;
  victim.y = spot.y;
  victim.dir = static_cast<Dir>(rng_.Below(4));
  SetOccupancy(victim, static_cast<uint8_t>(victim.id + 1));
}

void World::ApplyEnergyHealth(PlayerState& p) {
  if (p.energy == 0) {
    Damage(p, config_.starve_empty, {EventKind::kStarve, 0}, -1, false);
  } else if (p.energy < config_.low_energy) {
    Damage(p, config_.starve_low, {EventKind::kStarve, 0}, -1, false);
  } else if (p.energy > config_.high_energy && p.health < config_.max_health) {
    p.health = std::min(config_.max_health, p.health + config_.recover);
    p.events.push_back({EventKind::kRecover, 0});
  }
}

}  // namespace gauntlet::hunger
