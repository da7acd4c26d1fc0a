#ifndef GAUNTLET_COMMON_ROBOTS_STATE_H_
#define GAUNTLET_COMMON_ROBOTS_STATE_H_

// The exact rules of Robots (ECNA 2001, "Robots"), the points its statement
// leaves implicit settled as in docs/robots.md.
// A State is a plain value (about 300 bytes, no heap), so searches copy it
// freely; applying a move touches only the 31 row words of each cell set.

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "common/robots/board.h"

namespace gauntlet::robots {

enum class Outcome : uint8_t { kPlaying, kWon, kLost };

class State {
 public:
  // The start of `instance`: the player on (15,15), no debris, no teleport
  // used. The instance must be valid (see instance_io.h).
  static State Start(const Instance& instance);
  // A position mid-game: the instance's robots and teleports (none used), the
  // player on `player` and debris on `debris`. The cells must be on the board
  // and pairwise free of each other; for tests and puzzles.
  static State Custom(const Instance& instance, Cell player,
                      const std::vector<Cell>& debris);

  Cell player() const { return player_; }
  int moves() const { return moves_; }
  Outcome outcome() const { return outcome_; }
  bool over() const { return outcome_ != Outcome::kPlaying; }
  int robot_count() const { return robot_count_; }
  int DebrisCount() const;
  int teleport_count() const { return teleport_count_; }
  Cell teleport(int index) const { return teleports_[index]; }
  bool TeleportUsed(int index) const { return (teleports_used_ >> index) & 1; }
  const Rows& robots() const { return robots_; }
  const Rows& debris() const { return debris_; }

  bool HasRobot(Cell cell) const { return Test(robots_, cell); }
  bool HasDebris(Cell cell) const { return Test(debris_, cell); }
  // True when a robot stands within one king step of `cell`; such a robot
  // walks onto `cell` in the robots' next move.
  bool RobotNextTo(Cell cell) const;

  // Whether the rules allow `action` now: a walk stays on the board, never
  // onto a robot, and pushes debris only onto a debris-free board cell; a
  // teleport goes to an unused entry whose cell is empty.
  bool IsLegal(Action action) const;
  // Legal and not an immediate loss: after the action (and any push) no
  // surviving robot is next to the player.
  bool IsSafe(Action action) const;
  // Where `action` takes the player (the action need not be legal).
  Cell Destination(Action action) const;

  // Plays a legal action and the robots' reply, then settles the outcome:
  // lost if any robot reached the player, won if no robot is left.
  void Play(Action action);

  // A hash of everything that matters for the rest of the game.
  uint64_t Hash() const;

  friend bool operator==(const State&, const State&) = default;

 private:
  static bool Test(const Rows& rows, Cell cell) {
    return (rows[cell.row] >> cell.column) & 1;
  }
  static void Set(Rows& rows, Cell cell) {
    rows[cell.row] |= RowMask{1} << cell.column;
  }
  static void Clear(Rows& rows, Cell cell) {
    rows[cell.row] &= ~(RowMask{1} << cell.column);
  }

  void MovePlayer(Action action);
  void MoveRobots();

  Rows robots_{};
  Rows debris_{};
  std::array<Cell, kMaxTeleports> teleports_{};
  uint32_t teleports_used_ = 0;
  int32_t moves_ = 0;
  Cell player_ = kStartCell;
  uint8_t robot_count_ = 0;
  uint8_t teleport_count_ = 0;
  Outcome outcome_ = Outcome::kPlaying;
};

}  // namespace gauntlet::robots

#endif  // GAUNTLET_COMMON_ROBOTS_STATE_H_
