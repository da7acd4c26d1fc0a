#include "common/robots/report.h"

namespace gauntlet::robots {

std::string CellText(Cell cell) {
  return "(" + std::to_string(cell.OneBasedRow()) + "," +
         std::to_string(cell.OneBasedColumn()) + ")";
}

std::string TeleportLine(int move, Cell target) {
  return "Move " + std::to_string(move) + ": teleport to " + CellText(target) +
         "\n";
}

std::string ResultBlock(const State& state) {
  const std::string moves = std::to_string(state.moves());
  const std::string debris =
      "Number of cells with debris: " + std::to_string(state.DebrisCount()) +
      "\n";
  const std::string position =
      "Final position: " + CellText(state.player()) + "\n";
  switch (state.outcome()) {
    case Outcome::kWon:
      return "Won game after making " + moves + " moves.\n" + position + debris;
    case Outcome::kLost:
      return "Lost game after making " + moves + " moves.\n" + position +
             debris + "Number of robots remaining: " +
             std::to_string(state.robot_count()) + "\n";
    case Outcome::kPlaying:
      break;
  }
  return "Game stopped undecided after making " + moves + " moves.\n" +
         position + debris +
         "Number of robots remaining: " + std::to_string(state.robot_count()) +
         "\n";
}

std::string MoveLine(Action action, const State& after) {
  std::string line = "Move " + std::to_string(after.moves()) + ": ";
  if (action.IsWalk()) {
    line += "walk ";
    line += kDirectionNames[action.direction()];
    line += " to ";
  } else if (action.IsStay()) {
    line += "stay at ";
  } else {
    line += "teleport to ";
  }
  return line + CellText(after.player()) + "\n";
}

std::string BoardText(const State& state) {
  std::string text;
  text.reserve(kBoardSize * (kBoardSize + 1));
  for (int row = 0; row < kBoardSize; ++row) {
    for (int column = 0; column < kBoardSize; ++column) {
      const Cell cell{static_cast<int8_t>(row), static_cast<int8_t>(column)};
      char mark = '.';
      if (cell == state.player()) {
        mark = state.outcome() == Outcome::kLost ? 'X' : '@';
      } else if (state.HasRobot(cell)) {
        mark = 'R';
      } else if (state.HasDebris(cell)) {
        mark = '#';
      } else {
        for (int i = 0; i < state.teleport_count(); ++i) {
          if (!state.TeleportUsed(i) && state.teleport(i) == cell) mark = '+';
        }
      }
      text += mark;
    }
    text += '\n';
  }
  return text;
}

}  // namespace gauntlet::robots
