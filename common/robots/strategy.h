#ifndef GAUNTLET_COMMON_ROBOTS_STRATEGY_H_
#define GAUNTLET_COMMON_ROBOTS_STRATEGY_H_

// The statement's prescribed strategy ("a plausible strategy ... see how well
// it works"), and a driver that plays any move chooser to the end.

#include <functional>

#include "common/robots/board.h"
#include "common/robots/state.h"

namespace gauntlet::robots {

// A safety net, not a rule: no game seen in testing comes near it (the bench
// prints the longest). A game cut here is reported as still playing.
inline constexpr int kMoveLimit = 100000;

// The move the statement prescribes in `state` (which must not be over):
// among safe walks and staying, fewest robots after the robots' reply, then
// the largest minimum Manhattan distance to them, then the smallest row, then
// the smallest column; failing that the first safe unused teleport in list
// order; failing that, stay (and lose).
Action PrescribedAction(const State& state);

// Called after every move with the action taken and the state after it.
using MoveObserver = std::function<void(Action, const State&)>;

// Plays the prescribed strategy from `start` until the game ends.
State PlayPrescribed(State start, const MoveObserver& observer = nullptr);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_STRATEGY_H_
