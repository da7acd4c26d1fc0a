#ifndef GAUNTLET_COMMON_ENCLOSURE_RULES_H_
#define GAUNTLET_COMMON_ENCLOSURE_RULES_H_

// One simultaneous round of Enclosure, settled in the order of the
// statement's section 8 as docs/enclosure.md spells it out.

#include <array>
#include <span>
#include <string_view>

#include "common/enclosure/bits.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

// Every way to die (the statement's section 7).
enum class Death : uint8_t {
  kNone,
  kBadOutput,            // Crash, timeout, unreadable or missing answer.
  kTrapWhileStaying,     // `s -1`.
  kPenWhileDrawing,      // Pen down or trap with the pen already down.
  kReverse,              // Stepping back along the last trail segment.
  kOffBoard,             // Leaving the 11x11 vertices.
  kOthersLand,           // Walking through another player's region.
  kOwnLandWhileDrawing,  // Walking through one's own region, pen down.
  kEnclosed,             // Strictly inside a loop closed this round.
  kTrailHit,             // A living player stands on one's trail.
  kCollision,            // A living player stands on one's head, pen down.
};

std::string_view DeathName(Death death);

struct Closure {
  int player = -1;
  int area = 0;     // Cells inside the loop.
  int gain = 0;     // Of those, the ones nobody owned before.
  int regions = 0;  // Components the gain split into.
};

// What happened in a round, for replays and tests.
struct RoundReport {
  std::array<Death, kPlayers> deaths{};
  std::array<bool, kPlayers> set_trap{};
  std::array<bool, kPlayers> caught{};
  std::array<Closure, kPlayers> closures{};  // In settling order.
  int closure_count = 0;
};

// Why `action` kills `player` before anyone moves (steps 0 and 1 of a round),
// or kNone. The player must be alive and free to act.
Death ImmediateDeath(const State& state, int player, Action action);

// The cells strictly inside the closed loop through `loop` (vertices in
// order; the last joins back to the first).
Bits128 LoopInterior(std::span<const uint8_t> loop);

// Kills `player` (e.g. for bad output) before a round is settled.
void Kill(State& state, int player);

// Settles one round. Actions of dead players are ignored, those of stuck
// players replaced by standing still. `report` may be null.
void ResolveRound(State& state, const std::array<Action, kPlayers>& actions,
                  RoundReport* report);

// The end condition, checked at the start of a round.
bool IsOver(const State& state);

// Ends the game: a sole survivor takes every unowned component. Idempotent.
void Finish(State& state);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_RULES_H_
