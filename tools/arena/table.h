#ifndef GAUNTLET_TOOLS_ARENA_TABLE_H_
#define GAUNTLET_TOOLS_ARENA_TABLE_H_

// One game's table: which entrant sits in which seat, what each one runs
// (one player per role: a Tetris side is a placer and a sequencer), the time
// control and the game's seed. Every referee plays a Table and takes its
// replay header and result skeleton from it, so seat rotation, naming and
// the contract's bookkeeping are written once.

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/player.h"
#include "tools/arena/replay.h"

namespace gauntlet::arena {

// docs/match-contract.md: the time a player has per move (or per round),
// the slack on top before a reply is late, and the extra allowance for a
// player's first reply (starting a process is not thinking time).
struct TimeControl {
  std::chrono::milliseconds movetime{1000};
  std::chrono::milliseconds grace{0};
  std::chrono::milliseconds startup{0};

  // When a reply to a message sent at `sent` is late.
  Clock::time_point Deadline(Clock::time_point sent, bool first) const {
    return sent + movetime + grace +
           (first ? startup : std::chrono::milliseconds(0));
  }
};

// An entrant in its seat for one game.
struct SeatedPlayer {
  std::vector<Player*> roles;  // One per role of the game, in its order.
  std::string name;
  std::string command;  // As recorded in replays and results.
  int entrant = 0;      // Position in the match's command order.

  Player& player(int role = 0) const { return *roles[role]; }
};

struct Table {
  std::string game;  // The registry's name and rules version.
  std::string rules_version;
  int index = 0;      // The game's index in its match.
  int round = 0;      // Its round, from 0 (MatchFlags::RoundOf).
  uint64_t seed = 0;  // The game's seed, for everything random in it.
  TimeControl time;
  Json limits = Json::object();     // The players' process limits, if any.
  std::vector<SeatedPlayer> seats;  // By seat.

  // The replay header: players in command order with their seats, the time
  // control and process limits under "limits". The game adds its setup.
  ReplayHeader Header() const;
  // The result with every entrant named, in command order, in its seat; the
  // game fills in scores, ranks, faults, outcome and plies.
  MatchResult Result() const;
  // The entrant of `result` (from Result()) in `seat`.
  static EntrantResult& AtSeat(MatchResult& result, const Table& table,
                               int seat);
  // Stops every role of every seat.
  void StopAll() const;
};

// Starts the player of `entrant`'s role `role` for game `index`.
using PlayerMaker = std::function<absl::StatusOr<std::unique_ptr<Player>>(
    int entrant, int role, int index)>;

// The players of a table, owned, with the table pointing into them.
struct SeatedTable {
  std::vector<std::unique_ptr<Player>> owned;
  Table table;
};

// Seats entrant e in SeatOf(e, index, n) with one player per role from
// `make`. `table` gives the game, rules version, time and limits; its index
// and seed are set here. On an error the players already started are
// stopped.
absl::StatusOr<SeatedTable> SeatEntrants(
    const Table& table, const MatchFlags& flags,
    const std::vector<std::string>& commands, int roles, int index,
    const PlayerMaker& make);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_TABLE_H_
