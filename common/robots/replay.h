#ifndef GAUNTLET_COMMON_ROBOTS_REPLAY_H_
#define GAUNTLET_COMMON_ROBOTS_REPLAY_H_

// A Robots game in the replay format every game shares (JSON lines: a
// header, one turn per move, the result; docs/arena.md), so that `gauntlet
// view` draws it like a refereed game: the header's setup holds the
// instance, each turn's answer is the move as a token ("walk NE", "stay",
// "teleport 3", the list's entries counted from 1).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/robots/board.h"
#include "nlohmann/json.hpp"

namespace gauntlet::robots {

std::string ActionToken(Action action);
std::optional<Action> ParseActionToken(std::string_view token);

// {"robots":[[r,c],...],"teleports":[[r,c],...]}, 1-based as in the input.
nlohmann::ordered_json InstanceJson(const Instance& instance);
// The inverse; errors name the field. Cells are checked to lie on the board.
absl::StatusOr<Instance> InstanceFromJson(const nlohmann::ordered_json& json);

struct ReplayGame {
  int index = 0;        // the case, from 0
  std::string player;   // "strategy" or "plan"
  std::string command;  // what played it, e.g. "robots --plan"
  Instance instance;
  std::vector<Action> moves;  // legal moves from the start
};

// The whole replay, one JSON object a line; the moves are played through the
// engine for each turn's info (the move's statement line) and the result.
std::string ReplayText(const ReplayGame& game);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_REPLAY_H_
