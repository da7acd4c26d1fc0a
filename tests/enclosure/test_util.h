#ifndef GAUNTLET_TESTS_ENCLOSURE_TEST_UTIL_H_
#define GAUNTLET_TESTS_ENCLOSURE_TEST_UTIL_H_

// Small builders for rules tests: positions, trails, land and actions
// written the way the statement writes them.

#include <array>
#include <initializer_list>
#include <string>
#include <utility>

#include "common/enclosure/protocol.h"
#include "common/enclosure/rules.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure::testing {

inline int V(int x, int y) { return VertexAt(x, y); }

// Four players on the given vertices, pen up; kNoVertex starts dead.
inline State Game(int p0, int p1, int p2, int p3) {
  return NewGame({p0, p1, p2, p3});
}

// Puts `player` down drawing along `trail` (its head is the last vertex).
inline void SetTrail(State& state, int player,
                     std::initializer_list<std::pair<int, int>> trail) {
  PlayerState& p = state.players[player];
  p.drawing = true;
  p.trail_len = 0;
  p.trail_set = Bits128();
  for (const auto& [x, y] : trail) {
    p.trail[p.trail_len++] = static_cast<uint8_t>(V(x, y));
    p.trail_set.Set(V(x, y));
    p.pos = static_cast<uint8_t>(V(x, y));
  }
}

// Gives `player` the w x h cells from top-left cell (x, y) as one region.
inline void Own(State& state, int player, int x, int y, int w, int h) {
  Bits128 cells;
  for (int cy = y; cy < y + h; ++cy) {
    for (int cx = x; cx < x + w; ++cx) cells.Set(CellAt(cx, cy));
  }
  GrantRegions(state, player, cells);
}

// "r 1", "s 0", "l -1": one action as the statement prints it.
inline Action A(const std::string& text) {
  auto action = ParseAction("[ACTION] " + text, 1);
  if (!action.ok()) return Action{Dir::kStay, Pen::kTrap};
  return *action;
}

inline RoundReport Round(State& state, const std::string& a0,
                         const std::string& a1 = "s 0",
                         const std::string& a2 = "s 0",
                         const std::string& a3 = "s 0") {
  RoundReport report;
  ResolveRound(state, {A(a0), A(a1), A(a2), A(a3)}, &report);
  return report;
}

// Plays the same moves for player 0 while the others stand still.
inline void Walk(State& state, std::initializer_list<const char*> moves) {
  for (const char* move : moves) Round(state, move);
}

}  // namespace gauntlet::enclosure::testing

#endif  // GAUNTLET_TESTS_ENCLOSURE_TEST_UTIL_H_
