#ifndef GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_
#define GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_

// The statement's four messages:
//   [START] m
//   [POS] x y
//   [STATUS] (x y stat trappedleft scoredecline) x4 nTraps (x y left) xnTraps
//   [ACTION] dir a
// Formatting is exact (the referee's side). [STATUS] is read the way a bot
// must read any judge faithful to the statement (docs/enclosure.md,
// "Protocol"): `scoredecline` of either sign, any position for a dead
// player (off-board -1 included), traps in any order. Parsers report errors
// located by line and token (common/core/line_io.h).

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

struct StatusPlayer {
  int x = 0;  // Any value for a dead player (a judge may print -1).
  int y = 0;
  int stat = 0;  // 0 pen up, 1 pen down, -1 dead.
  int stuck_left = 0;
  int score_decline = 0;  // -10 per trap used; parsed as minus its size.

  bool operator==(const StatusPlayer&) const = default;
  bool OnBoard() const { return enclosure::OnBoard(x, y); }
};

struct StatusTrap {
  int x = 0;
  int y = 0;
  int left = 0;

  bool operator==(const StatusTrap&) const = default;
};

struct Status {
  std::array<StatusPlayer, kPlayers> players{};
  // MakeStatus lists them row by row; parsed ones keep the judge's order.
  std::vector<StatusTrap> traps;

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
// Tolerant of every judge the statement allows: `scoredecline` positive or
// negative (kept as minus its size), a dead player's x, y and trappedleft
// any integers, trap `left` any non-negative integer, traps in any order.
// Refuses what no reading allows: a living player off the board, a pen
// state outside -1..1, a negative trappedleft for a living player, traps
// off the board, too few or too many tokens.
absl::StatusOr<Status> ParseStatus(std::string_view line, int line_number);
// The referee's grammar for answers: `[ACTION]`, a direction (u d l r s, or
// `1` for `l` as the statement's sample prints it) and a pen action in
// -1..1, separated by any spaces or tabs; nothing more on the line.
absl::StatusOr<Action> ParseAction(std::string_view line, int line_number);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_COMMON_ENCLOSURE_PROTOCOL_H_
