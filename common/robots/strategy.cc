#include "common/robots/strategy.h"

#include <bit>
#include <cstdlib>
#include <tuple>

namespace gauntlet::robots {
namespace {

// Smallest Manhattan distance from `from` to a robot; 0 when none is left
// (all candidates then tie on distance).
int MinimumDistance(const State& state, Cell from) {
  int best = 0;
  bool any = false;
  const Rows& robots = state.robots();
  for (int row = 0; row < kBoardSize; ++row) {
    RowMask bits = robots[row];
    const int row_distance = std::abs(row - from.row);
    if (bits == 0 || (any && row_distance >= best)) continue;
    while (bits != 0) {
      const int column = std::countr_zero(bits);
      bits &= bits - 1;
      const int distance = row_distance + std::abs(column - from.column);
      if (!any || distance < best) {
        best = distance;
        any = true;
      }
    }
  }
  return best;
}

}  // namespace

Action PrescribedAction(const State& state) {
  bool found = false;
  Action best = Action::Stay();
  // Ordered so that a smaller tuple is a better move.
  std::tuple<int, int, int, int> best_key;
  for (int code = 0; code <= kDirections; ++code) {
    const Action action =
        code == kDirections ? Action::Stay() : Action::Walk(code);
    if (!state.IsSafe(action)) continue;
    State after = state;
    after.Play(action);
    const Cell target = after.player();
    const std::tuple<int, int, int, int> key{after.robot_count(),
                                             -MinimumDistance(after, target),
                                             target.row, target.column};
    if (!found || key < best_key) {
      found = true;
      best = action;
      best_key = key;
    }
  }
  if (found) return best;
  for (int index = 0; index < state.teleport_count(); ++index) {
    const Action teleport = Action::Teleport(index);
    if (state.IsSafe(teleport)) return teleport;
  }
  return Action::Stay();
}

State PlayPrescribed(State state, const MoveObserver& observer) {
  while (!state.over() && state.moves() < kMoveLimit) {
    const Action action = PrescribedAction(state);
    state.Play(action);
    if (observer) observer(action, state);
  }
  return state;
}

}  // namespace gauntlet::robots
