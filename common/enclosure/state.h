#ifndef GAUNTLET_COMMON_ENCLOSURE_STATE_H_
#define GAUNTLET_COMMON_ENCLOSURE_STATE_H_

// The whole game state between two rounds. Plain arrays and bitsets only, so
// a copy is one memcpy-sized struct and a playout allocates nothing.

#include <array>
#include <cstdint>
#include <span>

#include "common/enclosure/bits.h"
#include "common/enclosure/geometry.h"

namespace gauntlet::enclosure {

inline constexpr uint8_t kNoRegion = 255;
inline constexpr int kTrapLife = 2;     // Rounds left shown after setting.
inline constexpr int kStuckRounds = 5;  // Rounds a caught player loses.
inline constexpr int kTrapCost = 10;

struct PlayerState {
  uint8_t pos = 0;
  bool alive = true;
  bool drawing = false;    // Pen down.
  uint8_t stuck_left = 0;  // Rounds whose action is still ignored.
  uint8_t traps_used = 0;
  uint8_t trail_len = 0;
  uint8_t regions = 0;                     // Regions owned.
  uint16_t cells = 0;                      // Cells owned.
  int32_t sum_squares = 0;                 // Sum over owned regions of size^2.
  Bits128 trail_set;                       // Vertices of the trail.
  std::array<uint8_t, kVertices> trail{};  // Trail vertices, start first.

  std::span<const uint8_t> Trail() const { return {trail.data(), trail_len}; }
  bool operator==(const PlayerState&) const = default;
  int Head() const { return pos; }
};

struct State {
  int round = 0;  // Rounds played so far.
  bool finished = false;
  std::array<PlayerState, kPlayers> players{};
  // Each owned cell's region; regions are numbered in order of gain.
  std::array<uint8_t, kCells> region_of{};
  std::array<uint8_t, kCells> region_owner{};  // Indexed by region.
  std::array<uint8_t, kCells> region_size{};   // Indexed by region.
  uint8_t region_count = 0;
  Bits128 owned;  // Cells owned by anyone.
  // Rounds each trap has left (0 = no trap); `traps` mirrors the nonzero ones.
  std::array<uint8_t, kVertices> trap_left{};
  Bits128 traps;

  bool operator==(const State&) const = default;

  int AliveCount() const {
    int n = 0;
    for (const auto& p : players) n += p.alive ? 1 : 0;
    return n;
  }
  int OwnerOf(int cell) const {
    return region_of[cell] == kNoRegion ? -1 : region_owner[region_of[cell]];
  }
};

// A fresh game with the players on their start vertices; a player whose
// start is kNoVertex (no valid [POS]) begins dead at vertex (0, 0).
State NewGame(const std::array<int, kPlayers>& starts);

// 10 x sum(S_i^2) - 10 x traps used + (4 - m).
inline int Score(const State& state, int player) {
  const auto& p = state.players[player];
  return 10 * p.sum_squares - kTrapCost * p.traps_used + (kPlayers - player);
}

// Gives `player` each 4-connected component of `cells` (all unowned) as a
// separate new region.
void GrantRegions(State& state, int player, Bits128 cells);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_STATE_H_
