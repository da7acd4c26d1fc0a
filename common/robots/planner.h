#ifndef GAUNTLET_COMMON_ROBOTS_PLANNER_H_
#define GAUNTLET_COMMON_ROBOTS_PLANNER_H_

// Searches for a winning sequence of moves from the start of an instance,
// free of the prescribed strategy's rules: any safe walk, staying, or any
// unused teleport whose cell is empty, at any time.

#include <chrono>
#include <cstdint>
#include <vector>

#include "common/core/params.h"
#include "common/robots/board.h"

namespace gauntlet::robots {

struct PlannerOptions {
  std::chrono::milliseconds budget{1000};
  // Games longer than this are not searched.
  int max_depth = 1000;
  // Beam widths tried: first_width, times width_growth each time, up to
  // last_width (the widest keeps one layer's candidates near 100 MB).
  std::size_t first_width = 8;
  std::size_t last_width = 8192;
  int width_growth = 4;
  // A node's score: fewer robots now and after `lookahead_stays` more robot
  // moves toward a player who stays; more debris; room (king steps to the
  // nearest robot, at most room_cap) and safe moves.
  double robots_weight = 1000;
  double robots_ahead_weight = 300;
  double debris_weight = 20;
  double room_weight = 4;
  double safe_moves_weight = 3;
  int room_cap = 6;
  int lookahead_stays = 2;
};

// Binds the planner's numbers (not its time budget) as parameters
// "plan.*" (the beam searches) and "score.*" (ranking nodes).
void DeclareParams(PlannerOptions& options, ParamTable& table);

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

// Beam searches of growing width (by default 8, 32, ..., 8192) until one
// finds a win,
// proves there is none, or the budget runs out; then, if none won, the
// prescribed strategy's game if that wins. The instance must be valid.
Plan FindWinningPlan(const Instance& instance, const PlannerOptions& options);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_PLANNER_H_
