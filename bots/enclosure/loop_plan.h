#ifndef GAUNTLET_BOTS_ENCLOSURE_LOOP_PLAN_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOOP_PLAN_H_

// Planning large enclosures. A plan is a rectangle walked from one corner:
// `a` steps one way, `b` steps a turn further on, then back. Drawn that way
// a loop can always be cut short: on its first side it closes as the a x 1
// rectangle so far, on its second as the a x (steps so far) one. A plan is
// safe while, at every step, that way home is shorter (by a margin) than
// any opponent's walk to the trail or to the way home, the opponents
// assumed to close in at a given rate. The planner picks the safe plan
// that scores the most per round; while drawing it grows or shrinks the
// rectangle still open as threats come and go.

#include <array>
#include <cstdint>
#include <optional>

#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

struct LoopPlan {
  int start = 0;  // Vertex the pen goes down on.
  Dir first = Dir::kRight;
  Dir second = Dir::kDown;
  int a = 1;  // Steps along `first`.
  int b = 1;  // Steps along `second`.

  bool operator==(const LoopPlan&) const = default;
  int Perimeter() const { return 2 * (a + b); }
  int Area() const { return a * b; }
  // The direction of step k (0-based) and the vertex after k steps.
  Dir StepDir(int k) const;
  int VertexAfter(int k) const;
  // Whether the rectangle is on the board and none of its cells is owned.
  bool Fits(const State& state) const;
  // The loop that closes soonest after the first k steps of this one.
  LoopPlan CutShort(int k) const;
};

// The planner's numbers.
struct LoopOptions {
  // Steps home must be at most an opponent's distance minus this.
  int margin = 1;
  // Rounds an opponent needs per step it closes in, inverted: 0 assumes
  // opponents stand still, 1 that they all run at the trail at once.
  double approach = 0.2;
  // Rectangles are 1..this a side.
  int max_side = 8;
  // Traps: lay one when an opponent drawing is due to step into it.
  bool traps = true;
  // Rounds added to the threat of the opponents marked passive (seen not to
  // run at trails near them; see LoopsBrain::SetPassive).
  int passive_extra = 0;

  bool operator==(const LoopOptions&) const = default;
};

// Per vertex, the fewest rounds before a living opponent of `me` can stand
// there (pen-up walks that respect land, plus rounds still stuck, plus
// `passive_extra` for each opponent `passive` marks).
void ThreatDistances(const State& state, int me,
                     std::array<uint8_t, kVertices>& threat,
                     const std::array<bool, kPlayers>& passive = {},
                     int passive_extra = 0);

// Whether `plan`, with `done` steps drawn and `travel` rounds to go before
// the next one, stays safe to its end under `threat`.
bool PlanSafe(const LoopPlan& plan, int done, int travel,
              const std::array<uint8_t, kVertices>& threat,
              const LoopOptions& options);

// The best safe plan for `me`, pen up, to start from a vertex it can walk
// to; none when no plan is safe or fits in the rounds left.
std::optional<LoopPlan> BestNewPlan(
    const State& state, int me, const std::array<uint8_t, kVertices>& threat,
    const LoopOptions& options);

struct PlanChoice {
  LoopPlan plan;
  bool safe = false;
};

// For `me` drawing along a rectangle's border: the plan to follow, grown
// or shrunk among those that agree with the trail so far; when none is
// safe, the one that closes soonest. None when the trail is no rectangle
// walk or no such rectangle is still free.
std::optional<PlanChoice> ContinuePlan(
    const State& state, int me, const std::array<uint8_t, kVertices>& threat,
    const LoopOptions& options);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOOP_PLAN_H_
