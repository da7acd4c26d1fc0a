#ifndef GAUNTLET_COMMON_ROBOTS_INSTANCE_IO_H_
#define GAUNTLET_COMMON_ROBOTS_INSTANCE_IO_H_

// The statement's input format: "R T", R robot cells, T teleport cells, one
// "row column" per line, until a "0 0" line. Blank lines are skipped.

#include <optional>
#include <string>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"
#include "common/robots/board.h"

namespace gauntlet::robots {

// The next instance, or nullopt at the "0 0" terminator. Every error names
// the line and what was expected there: missing or non-numeric fields, cells
// off the board, a robot on (15,15), two robots on one cell, R or T out of
// range, or the input ending before "0 0".
absl::StatusOr<std::optional<Instance>> ReadInstance(LineReader& reader);

// The instance in the input format, without the terminator.
std::string FormatInstance(const Instance& instance);

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_INSTANCE_IO_H_
