// Robots: the instance from the replay's setup and the engine's State after
// each move the solver or planner made (robots --replay writes such replays).

#include "tools/games/robots/view_frames.h"

#include <string>

#include "common/robots/replay.h"
#include "common/robots/state.h"

namespace gauntlet::view {
namespace {

using namespace ::gauntlet::robots;

Json CellJson(robots::Cell cell) {
  return Json{cell.OneBasedRow(), cell.OneBasedColumn()};
}

Json RowsJson(const Rows& rows) {
  Json cells = Json::array();
  for (int r = 0; r < kBoardSize; ++r) {
    for (int c = 0; c < kBoardSize; ++c) {
      if ((rows[r] >> c) & 1) {
        cells.push_back(CellJson(
            robots::Cell{static_cast<int8_t>(r), static_cast<int8_t>(c)}));
      }
    }
  }
  return cells;
}

std::string OutcomeName(Outcome outcome) {
  switch (outcome) {
    case Outcome::kWon:
      return "won";
    case Outcome::kLost:
      return "lost";
    case Outcome::kPlaying:
      break;
  }
  return "playing";
}

Json StateJson(const State& state) {
  Json used = Json::array();
  for (int i = 0; i < state.teleport_count(); ++i) {
    if (state.TeleportUsed(i)) used.push_back(i + 1);
  }
  return Json{{"player", CellJson(state.player())},
              {"robots", RowsJson(state.robots())},
              {"debris", RowsJson(state.debris())},
              {"used", std::move(used)},
              {"moves", state.moves()},
              {"robots_left", state.robot_count()},
              {"outcome", OutcomeName(state.outcome())}};
}

}  // namespace

absl::StatusOr<GameFrames> RobotsFrames(const arena::Replay& replay) {
  nlohmann::ordered_json setup = replay.header.setup;
  absl::StatusOr<Instance> instance = InstanceFromJson(setup);
  if (!instance.ok()) {
    return absl::InvalidArgumentError("setup: " +
                                      std::string(instance.status().message()));
  }
  GameFrames out;
  Json teleports = Json::array();
  for (robots::Cell c : instance->teleports) teleports.push_back(CellJson(c));
  out.statics = Json{{"size", kBoardSize},
                     {"start", CellJson(kStartCell)},
                     {"teleports", std::move(teleports)}};
  State state = State::Start(*instance);
  Frame start;
  start.label = "start";
  start.state = StateJson(state);
  out.frames.push_back(std::move(start));
  for (int r = 0; r < static_cast<int>(replay.turns.size()); ++r) {
    const arena::TurnRecord& record = replay.turns[r];
    const std::string where = "move " + std::to_string(record.turn);
    if (record.players.size() != 1) {
      return absl::InvalidArgumentError(where + ": not one answer");
    }
    const std::optional<Action> action =
        ParseActionToken(record.players[0].answer);
    if (!action || state.over() || !state.IsLegal(*action)) {
      return absl::InvalidArgumentError(where + ": \"" +
                                        record.players[0].answer +
                                        "\" is not a legal move here");
    }
    state.Play(*action);
    Frame frame;
    frame.turn = record.turn;
    frame.label = where;
    frame.records = {r};
    frame.state = StateJson(state);
    frame.state["action"] = record.players[0].answer;
    out.frames.push_back(std::move(frame));
  }
  return out;
}

}  // namespace gauntlet::view
