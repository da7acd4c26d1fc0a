#ifndef GAUNTLET_COMMON_HUNGER_WORLD_H_
#define GAUNTLET_COMMON_HUNGER_WORLD_H_

// The Star Hunger Games platform and its rules. Coordinates inside the world
// are cell indices 0..width-1, 0..height-1 (y grows to the north); messages
// add the game's origin offset. One round: every active player acts in the
// statement's order, then rays advance, the platform decays and new items
// appear (docs/hunger.md).

#include <array>
#include <cstdint>
#include <deque>
#include <span>
#include <vector>

#include "common/core/rng.h"
#include "common/hunger/config.h"
#include "common/hunger/protocol.h"

namespace gauntlet::hunger {

enum class Terrain : uint8_t { kFree, kObstacle, kDamaged, kDestroyed };
enum class Item : uint8_t { kNone, kFood, kBattery };

struct Cell {
  int x = 0;
  int y = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

// Inclusive cell rectangle.
struct Rect {
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  bool Contains(int x, int y) const {
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  }
  int64_t Area() const {
    return x1 < x0 || y1 < y0 ? 0 : int64_t{x1 - x0 + 1} * (y1 - y0 + 1);
  }
  friend bool operator==(const Rect&, const Rect&) = default;
};

struct PlayerState {
  int id = 0;
  int x = 0, y = 0;  // centre cell
  Dir dir = Dir::kN;
  int health = 0;
  int energy = 0;
  int64_t food = 0;
  int64_t battery = 0;
  int last_shot_round = -1000000;
  int saber_kills = 0;
  int ray_kills = 0;
  int deaths = 0;
  int64_t step_sum = 0;       // sum over rounds of h * s
  bool active = true;         // false once disqualified
  std::vector<Event> events;  // since the player's last message
};

// A laser ray: the cells of its whole flight, cut into equal stages; it shows
// the cells of `stage` (1-based) and advances one stage per round.
struct Ray {
  int owner = 0;
  std::vector<Cell> path;
  int stage_cells = 1;
  int stages = 1;
  int stage = 1;
  std::span<const Cell> Current() const {
    return std::span<const Cell>(path).subspan((stage - 1) * stage_cells,
                                               stage_cells);
  }
};

// The cells a ray fired from `origin` towards `target` covers in each stage:
// a digital line along the major axis, cut into stages of equal cell count
// whose extent satisfies the statement's length bound. `target` != origin.
Ray TraceRay(const RulesConfig& config, int owner, Point origin, Point target);

class World {
 public:
  // An empty platform (no obstacles, items or players): for tests and for
  // the generator, which fills it.
  World(const RulesConfig& config, uint64_t seed);

  const RulesConfig& config() const { return config_; }
  int width() const { return config_.width; }
  int height() const { return config_.height; }
  int round() const { return round_; }
  Point origin() const { return origin_; }
  void set_origin(Point origin);
  Rect safe_area() const { return safe_; }
  Rect final_safe_area() const { return final_safe_; }
  void set_final_safe_area(Rect rect) { final_safe_ = rect; }
  Rng& rng() { return rng_; }

  bool InMap(int x, int y) const {
    return x >= 0 && y >= 0 && x < config_.width && y < config_.height;
  }
  Terrain terrain(int x, int y) const { return terrain_[Index(x, y)]; }
  Item item(int x, int y) const { return item_[Index(x, y)]; }
  int item_value(int x, int y) const { return value_[Index(x, y)]; }
  // Player id + 1 whose body covers the cell, 0 if none.
  int occupant(int x, int y) const { return occupant_[Index(x, y)]; }
  int64_t food_count() const { return food_count_; }
  int64_t battery_count() const { return battery_count_; }

  void SetTerrain(int x, int y, Terrain terrain);
  void SetItem(int x, int y, Item item, int value);
  // Adds a player with the statement's starting values; returns its id.
  int AddPlayer(int x, int y, Dir dir);
  // Places player `id` (tests, respawn); the body must fit.
  void PlacePlayer(int id, int x, int y, Dir dir);
  // True when a 3x3 body centred at (x, y) lies on the platform, off
  // obstacles and off every player other than `self` (-1: none).
  bool BodyFits(int x, int y, int self) const;
  // A random spot inside the safe area whose 9 cells are intact and free.
  Cell RandomSpawn();
  void AddRay(Ray ray) { rays_.push_back(std::move(ray)); }

  int player_count() const { return static_cast<int>(players_.size()); }
  const PlayerState& player(int id) const { return players_[id]; }
  PlayerState& mutable_player(int id) { return players_[id]; }
  const std::vector<Ray>& rays() const { return rays_; }
  // The statement's score, in units of 1/10000.
  int64_t Score(int id) const;

  // The order in which players act this round: by energy, then health
  // (both descending), then (id + round) mod players ascending.
  std::vector<int> TurnOrder() const;

  // One round; `actions[id]` is player id's answer (inactive players are
  // skipped). Invalid actions become a `failure` event and idle.
  void PlayRound(std::span<const Action> actions);
  // Player `id`'s turn alone (PlayRound calls it in TurnOrder()).
  void PlayTurn(int id, const Action& action);
  // The end-of-round phases, in PlayRound's order.
  void AdvanceRays();
  void DecayPlatform();
  void SpawnItems();
  void AccumulateScores();

  // The message for player `id`: its state, the events since its last
  // message (which are consumed) and what it sees.
  void Observe(int id, Observation& obs);
  // The same with the point lists (items, obstacles, damaged and destroyed
  // cells) written as text into `lists`, and those of `obs` left empty:
  // AppendObservation(obs, lists, out) then gives the same bytes as the
  // above, without building and formatting tens of thousands of points.
  void Observe(int id, Observation& obs, ObservationLists& lists);
  // Whether (x, y) lies in the vision of player `id`.
  bool Sees(int id, int x, int y) const;
  void AddEvent(int id, Event event) { players_[id].events.push_back(event); }
  void Disqualify(int id);

  // Whether action `action` is allowed for `id` now (without playing it).
  bool IsValid(int id, const Action& action) const;

 private:
  struct Pending {
    int due_round;
    std::vector<int> cells;
  };
  static constexpr int kBucketShift = 4;

  int Index(int x, int y) const { return y * config_.width + x; }
  int Bucket(int x, int y) const {
    return (y >> kBucketShift) * buckets_x_ + (x >> kBucketShift);
  }
  void SetOccupancy(const PlayerState& p, uint8_t value);
  // Validation of one part given the (possibly hypothetical) pose.
  bool ValidPart(const PlayerState& p, int x, int y, Dir dir,
                 const SimpleAction& a, bool combined, int* steps) const;
  void ApplyPart(PlayerState& p, const SimpleAction& a, int steps);
  void Arrive(PlayerState& p);
  void Damage(PlayerState& victim, int amount, Event event, int killer,
              bool by_ray);
  void Die(PlayerState& victim, int killer, bool by_ray);
  void ApplyEnergyHealth(PlayerState& p);
  // Everything of Observe but the point lists.
  void ObserveStateAndPlayers(int id, Observation& obs);
  // Hands every non-free cell and every item player `id` sees to `sink`
  // (visibility.cc): sink.AtRow(y) before the cells of row y, then
  // sink.AtCells(terrain, x, count) for each run of equal terrain, left to
  // right, rows bottom to top; then sink.AtItem(item, x, y) bucket by bucket.
  template <class Sink>
  void VisitSight(int id, Sink& sink) const;
  Rect SafeAreaAt(int round) const;
  void PlaceRandomItem(Item item);

  RulesConfig config_;
  Rng rng_;
  Point origin_;
  // The message text of every column's and row's coordinate (origin
  // included), which the text form of Observe copies.
  std::vector<CoordText> x_text_;
  std::vector<CoordText> y_text_;
  int round_ = 0;
  int buckets_x_ = 0;
  std::vector<Terrain> terrain_;
  std::vector<Item> item_;
  std::vector<uint8_t> value_;
  std::vector<uint8_t> occupant_;
  std::vector<uint16_t> bucket_terrain_;  // non-free cells per bucket
  // Destroyed cells per bucket, and the bucket's cells on the platform
  // (fewer along the north and east edges): a bucket wholly destroyed is
  // listed in a message without reading its terrain, which late in a game
  // on a large platform is most of what players see.
  std::vector<uint16_t> bucket_destroyed_;
  std::vector<uint16_t> bucket_cells_;
  std::vector<std::vector<int>> bucket_items_;  // item cells per bucket
  int64_t food_count_ = 0;
  int64_t battery_count_ = 0;
  double food_credit_ = 0;
  double battery_credit_ = 0;
  Rect safe_;
  Rect final_safe_;
  std::deque<Pending> pending_;
  std::vector<PlayerState> players_;
  std::vector<Ray> rays_;
};

// A generated game: obstacles, items, origin offset, final safe area and
// `players` players at random spots, all from `seed`.
World GenerateWorld(const RulesConfig& config, uint64_t seed);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_COMMON_HUNGER_WORLD_H_
