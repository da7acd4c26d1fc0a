#ifndef GAUNTLET_BOTS_ENCLOSURE_HUNT_H_
#define GAUNTLET_BOTS_ENCLOSURE_HUNT_H_

// Hunting players while they draw. A player with the pen up cannot be cut:
// only a loop closed around it, a trap or its own bad step can hurt it. A
// drawing player whose trail holds another living player dies, and a sole
// survivor takes every unowned cell, which dwarfs any loop. So, pen up, a
// hunter walks onto trails their owners cannot close in time (a sure
// kill), and onto the vertex a trusted spiral drawer (spiral_model.h) is
// about to step on, by a walk that never comes near enough for it to head
// home first (an interception).

#include <optional>

#include "bots/enclosure/spiral_model.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

struct HuntOptions {
  // Rounds of a spiral drawer's predicted walk searched for interceptions.
  int horizon = 10;
  // Pen up with a trusted spiral drawer drawing within this many steps and
  // nothing to take: close in on it (keeping out of its sight) rather than
  // start a loop.
  int stalk_radius = 20;

  bool operator==(const HuntOptions&) const = default;
};

// Whether `action` of `me` could leave it strictly inside a loop that one
// drawing opponent closes this round (each closing step of each, the other
// players standing still).
bool RiskOfEnclosure(const State& state, int me, Action action);

// The first step of `me`'s shortest pen-up walk onto the trail of a drawing
// opponent that gets there before the owner can possibly close its loop.
std::optional<Action> SureKill(const State& state, int me);

// The first step of `me`'s earliest walk, within `horizon` rounds, onto a
// vertex a trusted spiral drawer steps on in the same round, every vertex
// on the way one from which the drawer would still keep to its spiral.
// `rounds` gets the rounds the walk takes.
std::optional<Action> Intercept(const State& state, int me,
                                const SpiralModel& model, int horizon,
                                int* rounds = nullptr);

// The hunt, for `me` free to move with the pen up: a sure kill, an
// interception, or a step closer to a trusted spiral drawer within
// `stalk_radius`, each only when it cannot get `me` enclosed; nullopt when
// there is nothing to hunt.
std::optional<Action> HuntAction(const State& state, int me,
                                 const SpiralModel& model,
                                 const HuntOptions& options);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_HUNT_H_
