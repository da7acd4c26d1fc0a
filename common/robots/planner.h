#ifndef GAUNTLET_COMMON_ROBOTS_PLANNER_H_
#define GAUNTLET_COMMON_ROBOTS_PLANNER_H_

// Searches for a winning sequence of moves from the start of an instance,
// free of the prescribed strategy's rules: any safe walk, staying, or any
// unused teleport whose cell is empty, at any time.

#include <chrono>
#include <cstdint>
#include <vector>

#include "common/robots/board.h"

namespace gauntlet::robots {

struct PlannerOptions {
  std::chrono::milliseconds budget{1000};
  // Games longer than this are not searched.
  int max_depth = 1000;
};

struct Plan {
  bool won = false;
  std::vector<Action> actions;  // Winning moves from the start, if won.
  // Where the win came from: the beam width of the search that found it, or
  // 0 when only the prescribed strategy's own game won.
  int beam_width = 0;
  int64_t expanded = 0;  // Search nodes expanded over all widths.
  // Proven lost: the search ran out of positions without ever trimming the
  // beam, or one robot was left with no debris to crush it.
  bool proven_unwinnable = false;
  // The search stopped at the deadline (rather than after its widest beam).
  bool budget_spent = false;
};

// Beam searches of growing width (8, 32, ..., 8192) until one finds a win,
// proves there is none, or the budget runs out; then, if none won, the
// prescribed strategy's game if that wins. The instance must be valid.
Plan FindWinningPlan(const Instance& instance, const PlannerOptions& options);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_PLANNER_H_
