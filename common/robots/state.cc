#include "common/robots/state.h"

#include <cstddef>

namespace gauntlet::robots {

State State::Start(const Instance& instance) {
  State state;
  for (const Cell robot : instance.robots) Set(state.robots_, robot);
  state.robot_count_ = static_cast<uint8_t>(instance.robots.size());
  state.teleport_count_ = static_cast<uint8_t>(instance.teleports.size());
  for (std::size_t i = 0; i < instance.teleports.size(); ++i) {
    state.teleports_[i] = instance.teleports[i];
  }
  return state;
}

State State::Custom(const Instance& instance, Cell player,
                    const std::vector<Cell>& debris) {
  State state = Start(instance);
  state.player_ = player;
  for (const Cell cell : debris) Set(state.debris_, cell);
  return state;
}

int State::DebrisCount() const {
  int count = 0;
  for (const RowMask row : debris_) count += std::popcount(row);
  return count;
}

bool State::RobotNextTo(Cell cell) const {
  // Columns c-1..c+1 of rows r-1..r+1; the shift drops column -1.
  const RowMask columns = ((RowMask{7} << cell.column) >> 1) & kFullRow;
  RowMask near = robots_[cell.row];
  if (cell.row > 0) near |= robots_[cell.row - 1];
  if (cell.row + 1 < kBoardSize) near |= robots_[cell.row + 1];
  return (near & columns) != 0;
}

Cell State::Destination(Action action) const {
  if (action.IsWalk()) return Neighbour(player_, action.direction());
  if (action.IsTeleport()) return teleports_[action.teleport_index()];
  return player_;
}

bool State::IsLegal(Action action) const {
  if (action.IsStay()) return true;
  if (action.IsTeleport()) {
    const int index = action.teleport_index();
    if (index < 0 || index >= teleport_count_ || TeleportUsed(index)) {
      return false;
    }
    const Cell target = teleports_[index];
    return target != player_ && !HasRobot(target) && !HasDebris(target);
  }
  const Cell target = Neighbour(player_, action.direction());
  if (!target.OnBoard() || HasRobot(target)) return false;
  if (!HasDebris(target)) return true;
  const Cell pushed = Neighbour(target, action.direction());
  return pushed.OnBoard() && !HasDebris(pushed);
}

bool State::IsSafe(Action action) const {
  if (!IsLegal(action)) return false;
  const Cell target = Destination(action);
  if (action.IsWalk() && HasDebris(target)) {
    // The pushed debris crushes any robot it lands on; that robot, next to
    // the target, must not count as a threat.
    const Cell pushed = Neighbour(target, action.direction());
    if (HasRobot(pushed)) {
      State after = *this;
      Clear(after.robots_, pushed);
      return !after.RobotNextTo(target);
    }
  }
  return !RobotNextTo(target);
}

void State::MovePlayer(Action action) {
  if (action.IsTeleport()) {
    teleports_used_ |= uint32_t{1} << action.teleport_index();
    player_ = teleports_[action.teleport_index()];
    return;
  }
  if (action.IsStay()) return;
  const Cell target = Neighbour(player_, action.direction());
  if (HasDebris(target)) {
    const Cell pushed = Neighbour(target, action.direction());
    Clear(debris_, target);
    Set(debris_, pushed);
    if (HasRobot(pushed)) {
      Clear(robots_, pushed);
      --robot_count_;
    }
  }
  player_ = target;
}

// Every robot steps (sign(dr), sign(dc)) toward the player. Within a row that
// is a left shift of the columns left of the player and a right shift of those
// right of it; rows above move down one, rows below up one. Robots can only
// meet in the player's row or column, where three sources overlap; a cell
// reached twice becomes debris, as does (already) a cell holding debris.
void State::MoveRobots() {
  const int player_row = player_.row;
  const RowMask at = RowMask{1} << player_.column;
  const RowMask left = at - 1;
  const RowMask right = kFullRow & ~(left | at);

  struct Arrivals {
    RowMask arrived = 0;
    RowMask crowded = 0;
  };
  const auto shift_row = [&](RowMask row) {
    const RowMask a = (row & left) << 1;
    const RowMask b = row & at;
    const RowMask c = (row & right) >> 1;
    return Arrivals{a | b | c, (a & b) | (a & c) | (b & c)};
  };

  Rows next{};
  int count = 0;
  const auto settle = [&](int row, Arrivals arrivals) {
    debris_[row] |= arrivals.crowded;
    next[row] = arrivals.arrived & ~debris_[row];
    count += std::popcount(next[row]);
  };

  for (int row = 1; row < player_row; ++row) {
    settle(row, shift_row(robots_[row - 1]));
  }
  for (int row = player_row + 1; row + 1 < kBoardSize; ++row) {
    settle(row, shift_row(robots_[row + 1]));
  }
  Arrivals middle = shift_row(robots_[player_row]);
  for (const int source : {player_row - 1, player_row + 1}) {
    if (source < 0 || source >= kBoardSize) continue;
    const Arrivals more = shift_row(robots_[source]);
    middle.crowded |= more.crowded | (middle.arrived & more.arrived);
    middle.arrived |= more.arrived;
  }
  const bool reached = (middle.arrived & at) != 0;
  settle(player_row, middle);

  robots_ = next;
  robot_count_ = static_cast<uint8_t>(count);
  if (reached) {
    outcome_ = Outcome::kLost;
  } else if (count == 0) {
    outcome_ = Outcome::kWon;
  }
}

void State::Play(Action action) {
  MovePlayer(action);
  ++moves_;
  MoveRobots();
}

uint64_t State::Hash() const {
  // Multiply-xorshift mixing of every word; the move count is left out so
  // that one position reached at different times is one search node.
  uint64_t hash = 0x9e3779b97f4a7c15ULL;
  const auto mix = [&hash](uint64_t word) {
    hash ^= word + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2);
    hash *= 0xbf58476d1ce4e5b9ULL;
    hash ^= hash >> 31;
  };
  for (int row = 0; row < kBoardSize; ++row) {
    mix((uint64_t{robots_[row]} << 32) | debris_[row]);
  }
  mix((uint64_t{teleports_used_} << 16) |
      (static_cast<uint64_t>(static_cast<uint8_t>(player_.row)) << 8) |
      static_cast<uint8_t>(player_.column));
  return hash;
}

}  // namespace gauntlet::robots
