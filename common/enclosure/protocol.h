#ifndef GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_
#define GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_

// The statement's four messages, formatted and parsed exactly as printed:
//   [START] m
//   [POS] x y
//   [STATUS] (x y stat trappedleft scoredecline) x4 nTraps (x y left) xnTraps
//   [ACTION] dir a
// Parsers report errors located by line and token (common/core/line_io.h).

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

struct StatusPlayer {
  int x = 0;
  int y = 0;
  int stat = 0;  // 0 pen up, 1 pen down, -1 dead.
  int stuck_left = 0;
  int score_decline = 0;  // -10 per trap used.

  bool operator==(const StatusPlayer&) const = default;
};

struct StatusTrap {
  int x = 0;
  int y = 0;
  int left = 0;

  bool operator==(const StatusTrap&) const = default;
};

struct Status {
  std::array<StatusPlayer, kPlayers> players{};
  std::vector<StatusTrap> traps;  // In vertex order (row by row).

  bool operator==(const Status&) const = default;
};

// What every player is told at the start of a round.
Status MakeStatus(const State& state);

std::string FormatStart(int player);
std::string FormatPos(int vertex);
std::string FormatStatus(const Status& status);
std::string FormatAction(Action action);

absl::StatusOr<int> ParseStart(std::string_view line, int line_number);
// Returns the vertex index.
absl::StatusOr<int> ParsePos(std::string_view line, int line_number);
absl::StatusOr<Status> ParseStatus(std::string_view line, int line_number);
// Accepts `1` for `l`, as the statement's sample prints it.
absl::StatusOr<Action> ParseAction(std::string_view line, int line_number);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_
