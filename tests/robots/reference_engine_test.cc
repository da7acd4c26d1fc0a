// Cross-checks the bit-parallel engine against a plain cell-by-cell reading
// of the rules on random games: same legality, safety and resulting state.

#include <array>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "common/core/rng.h"
#include "common/robots/generator.h"
#include "common/robots/state.h"

namespace gauntlet::robots {
namespace {

int Sign(int value) { return (value > 0) - (value < 0); }

// The rules written the obvious way: a list of robots and a grid of debris.
struct Plain {
  std::vector<Cell> robots;
  std::array<std::array<bool, kBoardSize>, kBoardSize> debris{};
  std::vector<Cell> teleports;
  std::vector<bool> used;
  Cell player = kStartCell;
  bool lost = false;

  bool RobotAt(Cell cell) const {
    for (const Cell robot : robots) {
      if (robot == cell) return true;
    }
    return false;
  }
  bool DebrisAt(Cell cell) const { return debris[cell.row][cell.column]; }

  bool Legal(Action action) const {
    if (action.IsStay()) return true;
    if (action.IsTeleport()) {
      const int i = action.teleport_index();
      if (i >= static_cast<int>(teleports.size()) || used[i]) return false;
      const Cell cell = teleports[i];
      return cell != player && !RobotAt(cell) && !DebrisAt(cell);
    }
    const Cell to = Neighbour(player, action.direction());
    if (!to.OnBoard() || RobotAt(to)) return false;
    if (!DebrisAt(to)) return true;
    const Cell pushed = Neighbour(to, action.direction());
    return pushed.OnBoard() && !DebrisAt(pushed);
  }

  void MovePlayer(Action action) {
    if (action.IsTeleport()) {
      used[action.teleport_index()] = true;
      player = teleports[action.teleport_index()];
      return;
    }
    if (action.IsStay()) return;
    const Cell to = Neighbour(player, action.direction());
    if (DebrisAt(to)) {
      const Cell pushed = Neighbour(to, action.direction());
      debris[to.row][to.column] = false;
      debris[pushed.row][pushed.column] = true;
      std::erase(robots, pushed);
    }
    player = to;
  }

  bool Safe(Action action) const {
    if (!Legal(action)) return false;
    Plain after = *this;
    after.MovePlayer(action);
    for (const Cell robot : after.robots) {
      if (std::abs(robot.row - after.player.row) <= 1 &&
          std::abs(robot.column - after.player.column) <= 1) {
        return false;
      }
    }
    return true;
  }

  void Play(Action action) {
    MovePlayer(action);
    std::vector<Cell> moved;
    for (const Cell robot : robots) {
      moved.push_back(
          Cell{static_cast<int8_t>(robot.row + Sign(player.row - robot.row)),
               static_cast<int8_t>(robot.column +
                                   Sign(player.column - robot.column))});
    }
    std::vector<Cell> survivors;
    std::vector<Cell> wrecks;
    for (std::size_t i = 0; i < moved.size(); ++i) {
      if (moved[i] == player) lost = true;
      int arrivals = 0;
      for (const Cell other : moved) arrivals += other == moved[i] ? 1 : 0;
      if (arrivals > 1 || DebrisAt(moved[i])) {
        wrecks.push_back(moved[i]);
      } else {
        survivors.push_back(moved[i]);
      }
    }
    for (const Cell wreck : wrecks) debris[wreck.row][wreck.column] = true;
    robots = survivors;
  }
};

void RequireSame(const Plain& plain, const State& state) {
  REQUIRE(plain.player == state.player());
  REQUIRE(static_cast<int>(plain.robots.size()) == state.robot_count());
  for (const Cell robot : plain.robots) REQUIRE(state.HasRobot(robot));
  int debris = 0;
  for (int row = 0; row < kBoardSize; ++row) {
    for (int column = 0; column < kBoardSize; ++column) {
      const Cell cell{static_cast<int8_t>(row), static_cast<int8_t>(column)};
      REQUIRE(plain.DebrisAt(cell) == state.HasDebris(cell));
      debris += plain.DebrisAt(cell) ? 1 : 0;
    }
  }
  REQUIRE(debris == state.DebrisCount());
  const Outcome expected = plain.lost             ? Outcome::kLost
                           : plain.robots.empty() ? Outcome::kWon
                                                  : Outcome::kPlaying;
  REQUIRE(state.outcome() == expected);
}

TEST_CASE("The fast engine agrees with a plain reading of the rules") {
  Rng rng(2024);
  int64_t moves = 0;
  for (int game = 0; game < 300; ++game) {
    const Instance instance = GenerateInstance(rng, {});
    State state = State::Start(instance);
    // Start mid-game sometimes, with debris lying around.
    Plain plain{.robots = instance.robots,
                .teleports = instance.teleports,
                .used = std::vector<bool>(instance.teleports.size())};
    if (game % 2 == 1) {
      std::vector<Cell> debris;
      for (int i = 0; i < 40; ++i) {
        const Cell cell{static_cast<int8_t>(rng.Below(kBoardSize)),
                        static_cast<int8_t>(rng.Below(kBoardSize))};
        if (cell == kStartCell || plain.RobotAt(cell)) continue;
        debris.push_back(cell);
        plain.debris[cell.row][cell.column] = true;
      }
      state = State::Custom(instance, kStartCell, debris);
    }
    while (!state.over()) {
      std::vector<Action> safe;
      const int actions = kDirections + 1 + state.teleport_count();
      for (int code = 0; code < actions; ++code) {
        const Action action = Action::FromCode(static_cast<uint8_t>(code));
        REQUIRE(plain.Legal(action) == state.IsLegal(action));
        REQUIRE(plain.Safe(action) == state.IsSafe(action));
        if (state.IsSafe(action)) safe.push_back(action);
      }
      // Mostly safe moves, so games last; sometimes anything legal.
      Action action = Action::Stay();
      if (!safe.empty() && !rng.Chance(0.05)) {
        action = safe[rng.Below(safe.size())];
      } else {
        const Action walk = Action::Walk(static_cast<int>(rng.Below(8)));
        if (state.IsLegal(walk)) action = walk;
      }
      plain.Play(action);
      state.Play(action);
      ++moves;
      RequireSame(plain, state);
    }
  }
  CHECK(moves > 1000);
}

}  // namespace
}  // namespace gauntlet::robots
