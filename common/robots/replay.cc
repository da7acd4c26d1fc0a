#include "common/robots/replay.h"

#include "common/robots/instance_io.h"
#include "common/robots/report.h"
#include "common/robots/state.h"

namespace gauntlet::robots {
namespace {

using Json = nlohmann::ordered_json;

Json CellsJson(const std::vector<Cell>& cells) {
  Json list = Json::array();
  for (Cell c : cells) list.push_back({c.OneBasedRow(), c.OneBasedColumn()});
  return list;
}

absl::StatusOr<std::vector<Cell>> CellsFromJson(const Json& json,
                                                const char* key) {
  if (!json.contains(key) || !json.at(key).is_array()) {
    return absl::InvalidArgumentError(std::string("no \"") + key +
                                      "\" list in the instance");
  }
  std::vector<Cell> cells;
  for (const Json& pair : json.at(key)) {
    if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() ||
        !pair[1].is_number_integer()) {
      return absl::InvalidArgumentError(std::string("\"") + key +
                                        "\": a cell is not [row, column]");
    }
    const int row = pair[0].get<int>();
    const int column = pair[1].get<int>();
    if (row < 1 || row > kBoardSize || column < 1 || column > kBoardSize) {
      return absl::InvalidArgumentError(std::string("\"") + key +
                                        "\": a cell is off the board");
    }
    cells.push_back(Cell::FromOneBased(row, column));
  }
  return cells;
}

}  // namespace

std::string ActionToken(Action action) {
  if (action.IsStay()) return "stay";
  if (action.IsTeleport()) {
    return "teleport " + std::to_string(action.teleport_index() + 1);
  }
  return std::string("walk ") + kDirectionNames[action.direction()];
}

std::optional<Action> ParseActionToken(std::string_view token) {
  if (token == "stay") return Action::Stay();
  if (token.starts_with("walk ")) {
    for (int d = 0; d < kDirections; ++d) {
      if (token.substr(5) == kDirectionNames[d]) return Action::Walk(d);
    }
    return std::nullopt;
  }
  if (token.starts_with("teleport ")) {
    const std::string_view digits = token.substr(9);
    if (digits.empty() || digits.size() > 2) return std::nullopt;
    int index = 0;
    for (char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      index = index * 10 + (c - '0');
    }
    if (index < 1 || index > kMaxTeleports) return std::nullopt;
    return Action::Teleport(index - 1);
  }
  return std::nullopt;
}

Json InstanceJson(const Instance& instance) {
  return Json{{"robots", CellsJson(instance.robots)},
              {"teleports", CellsJson(instance.teleports)}};
}

absl::StatusOr<Instance> InstanceFromJson(const Json& json) {
  if (!json.is_object()) {
    return absl::InvalidArgumentError("the instance is not an object");
  }
  Instance instance;
  absl::StatusOr<std::vector<Cell>> robots = CellsFromJson(json, "robots");
  if (!robots.ok()) return robots.status();
  absl::StatusOr<std::vector<Cell>> teleports =
      CellsFromJson(json, "teleports");
  if (!teleports.ok()) return teleports.status();
  instance.robots = std::move(*robots);
  instance.teleports = std::move(*teleports);
  if (instance.robots.size() > kMaxRobots ||
      instance.teleports.size() > kMaxTeleports) {
    return absl::InvalidArgumentError("more robots or teleports than allowed");
  }
  return instance;
}

std::string ReplayText(const ReplayGame& game) {
  const Json player = {
      {"name", game.player}, {"command", game.command}, {"seat", 0}};
  std::string text = Json{{"type", "header"},
                          {"game", "robots"},
                          {"rules_version", "ecna2001"},
                          {"index", game.index},
                          {"seed", "0"},
                          {"players", Json::array({player})},
                          {"limits", Json::object()},
                          {"setup", InstanceJson(game.instance)}}
                         .dump() +
                     "\n";
  State state = State::Start(game.instance);
  for (const Action action : game.moves) {
    if (state.over() || !state.IsLegal(action)) break;
    // The program reads the instance once, before its first move.
    const std::string sent =
        state.moves() == 0 ? FormatInstance(game.instance) : "";
    state.Play(action);
    std::string line = MoveLine(action, state);
    line.pop_back();  // its newline
    text += Json{{"type", "turn"},
                 {"turn", state.moves()},
                 {"players", Json::array({Json{{"seat", 0},
                                               {"sent", sent},
                                               {"answer", ActionToken(action)},
                                               {"elapsed_ms", 0},
                                               {"fault", "none"}}})},
                 {"info", {{"move", line}}}}
                .dump() +
            "\n";
  }
  // The result block's first line, e.g. "Won game after making 27 moves".
  std::string outcome = ResultBlock(state);
  outcome.resize(outcome.find('\n'));
  if (!outcome.empty() && outcome.back() == '.') outcome.pop_back();
  Json entrant = player;
  entrant["score"] = state.outcome() == Outcome::kWon ? 1 : 0;
  entrant["rank"] = 1;
  entrant["faults"] = Json::array();
  text += Json{{"type", "result"},
               {"game", "robots"},
               {"index", game.index},
               {"seed", "0"},
               {"entrants", Json::array({entrant})},
               {"outcome", outcome},
               {"plies", state.moves()}}
              .dump() +
          "\n";
  return text;
}

}  // namespace gauntlet::robots
