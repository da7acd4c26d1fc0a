#include "common/robots/instance_io.h"

#include <array>
#include <string_view>

#include "absl/status/status.h"
#include "common/core/status_macros.h"
#include "common/robots/report.h"

namespace gauntlet::robots {
namespace {

// The next line that is not blank; `expected` describes it for the error
// raised when the input ends first.
absl::StatusOr<std::string> NextLine(LineReader& reader,
                                     const std::string& expected) {
  for (;;) {
    absl::StatusOr<std::string> line = reader.Next();
    if (!line.ok()) {
      if (!IsEndOfInput(line.status())) return line.status();
      return absl::InvalidArgumentError(
          "line " + std::to_string(reader.line_number() + 1) +
          " (end of input): expected " + expected);
    }
    if (line->find_first_not_of(" \t") != std::string::npos) return line;
  }
}

absl::StatusOr<Cell> ReadCell(LineReader& reader, const std::string& what) {
  GAUNTLET_ASSIGN_OR_RETURN(const std::string line,
                            NextLine(reader, what + " as \"row column\""));
  Tokens tokens(line, reader.line_number(), what);
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t row,
                            tokens.PlainInt("a row", 1, kBoardSize));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t column,
                            tokens.PlainInt("a column", 1, kBoardSize));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return Cell::FromOneBased(static_cast<int>(row), static_cast<int>(column));
}

}  // namespace

absl::StatusOr<std::optional<Instance>> ReadInstance(LineReader& reader) {
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::string header,
      NextLine(reader, "a case header \"R T\" or the final \"0 0\""));
  const int header_line = reader.line_number();
  Tokens tokens(header, header_line, "case header");
  GAUNTLET_ASSIGN_OR_RETURN(
      const int64_t robot_count,
      tokens.PlainInt("R, the number of robots", 0, kMaxRobots));
  GAUNTLET_ASSIGN_OR_RETURN(
      const int64_t teleport_count,
      tokens.PlainInt("T, the number of teleports", 0, kMaxTeleports));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  if (robot_count == 0) {
    if (teleport_count == 0) return std::nullopt;
    return absl::InvalidArgumentError(
        "case header, line " + std::to_string(header_line) +
        ": expected R in [1, " + std::to_string(kMaxRobots) +
        "] (R = 0 is only allowed in the final \"0 0\"), found \"" + header +
        "\"");
  }

  Instance instance;
  // Line of the robot standing on each cell, 0 for none.
  std::array<std::array<int, kBoardSize>, kBoardSize> robot_line{};
  for (int i = 1; i <= robot_count; ++i) {
    const std::string what =
        "robot " + std::to_string(i) + " of " + std::to_string(robot_count);
    GAUNTLET_ASSIGN_OR_RETURN(const Cell cell, ReadCell(reader, what));
    const std::string located =
        what + ", line " + std::to_string(reader.line_number());
    if (cell == kStartCell) {
      return absl::InvalidArgumentError(
          located + ": expected a cell other than the player's start " +
          CellText(kStartCell));
    }
    int& owner = robot_line[cell.row][cell.column];
    if (owner != 0) {
      return absl::InvalidArgumentError(
          located + ": expected a cell free of robots, but " + CellText(cell) +
          " already holds the robot of line " + std::to_string(owner));
    }
    owner = reader.line_number();
    instance.robots.push_back(cell);
  }
  for (int i = 1; i <= teleport_count; ++i) {
    const std::string what = "teleport " + std::to_string(i) + " of " +
                             std::to_string(teleport_count);
    GAUNTLET_ASSIGN_OR_RETURN(const Cell cell, ReadCell(reader, what));
    instance.teleports.push_back(cell);
  }
  return instance;
}

std::string FormatInstance(const Instance& instance) {
  std::string text = std::to_string(instance.robots.size()) + " " +
                     std::to_string(instance.teleports.size()) + "\n";
  const auto add = [&text](Cell cell) {
    text += std::to_string(cell.OneBasedRow());
    text += ' ';
    text += std::to_string(cell.OneBasedColumn());
    text += '\n';
  };
  for (const Cell cell : instance.robots) add(cell);
  for (const Cell cell : instance.teleports) add(cell);
  return text;
}

}  // namespace gauntlet::robots
