#include <catch2/catch.hpp>

#include "common/robots/board.h"
#include "common/robots/report.h"
#include "common/robots/state.h"
#include "common/robots/strategy.h"

namespace gauntlet::robots {
namespace {

// Statement coordinates (1-based) keep the scenarios readable.
Cell At(int row, int column) { return Cell::FromOneBased(row, column); }

Instance WithRobots(std::vector<Cell> robots) {
  return Instance{.robots = std::move(robots), .teleports = {}};
}

constexpr int kNorth = 0;
constexpr int kEast = 2;
constexpr int kWest = 6;

TEST_CASE("A robot steps diagonally toward the player and never ties") {
  State state = State::Start(WithRobots({At(10, 20), At(15, 1), At(31, 15)}));
  state.Play(Action::Stay());
  CHECK(state.HasRobot(At(11, 19)));
  CHECK(state.HasRobot(At(15, 2)));
  CHECK(state.HasRobot(At(30, 15)));
  CHECK(state.robot_count() == 3);
  CHECK(state.outcome() == Outcome::kPlaying);
}

TEST_CASE("Walking onto debris pushes it one cell further") {
  const Instance instance = WithRobots({At(1, 1)});
  State state = State::Custom(instance, At(15, 15), {At(15, 16)});
  REQUIRE(state.IsLegal(Action::Walk(kEast)));
  state.Play(Action::Walk(kEast));
  CHECK(state.player() == At(15, 16));
  CHECK(state.HasDebris(At(15, 17)));
  CHECK_FALSE(state.HasDebris(At(15, 16)));
  CHECK(state.DebrisCount() == 1);
}

TEST_CASE("No push into debris or off the board") {
  const Instance instance = WithRobots({At(31, 31)});
  const State into_debris =
      State::Custom(instance, At(15, 15), {At(15, 16), At(15, 17)});
  CHECK_FALSE(into_debris.IsLegal(Action::Walk(kEast)));
  CHECK_FALSE(into_debris.IsSafe(Action::Walk(kEast)));

  const State at_edge = State::Custom(instance, At(1, 2), {At(1, 1)});
  CHECK_FALSE(at_edge.IsLegal(Action::Walk(kWest)));
  CHECK(at_edge.IsLegal(Action::Walk(kEast)));

  const State on_edge = State::Custom(instance, At(1, 5), {});
  CHECK_FALSE(on_edge.IsLegal(Action::Walk(kNorth)));
}

TEST_CASE("The player may not walk onto a robot") {
  const State state = State::Start(WithRobots({At(15, 16)}));
  CHECK_FALSE(state.IsLegal(Action::Walk(kEast)));
}

TEST_CASE("Pushed debris crushes the robot it lands on") {
  // The robot on (15,17) would strike next move, but the push destroys it,
  // so the walk is safe; the crushed robot's cell keeps one debris.
  const Instance instance = WithRobots({At(15, 17), At(1, 1)});
  State state = State::Custom(instance, At(15, 15), {At(15, 16)});
  CHECK(state.IsSafe(Action::Walk(kEast)));
  state.Play(Action::Walk(kEast));
  CHECK(state.outcome() == Outcome::kPlaying);
  CHECK(state.robot_count() == 1);
  CHECK(state.DebrisCount() == 1);
  CHECK(state.HasDebris(At(15, 17)));
  CHECK(state.HasRobot(At(2, 2)));
}

TEST_CASE("Crushing the last robot wins at once") {
  const Instance instance = WithRobots({At(15, 17)});
  State state = State::Custom(instance, At(15, 15), {At(15, 16)});
  state.Play(Action::Walk(kEast));
  CHECK(state.outcome() == Outcome::kWon);
  CHECK(state.moves() == 1);
  CHECK(ResultBlock(state) ==
        "Won game after making 1 moves.\nFinal position: (15,16)\n"
        "Number of cells with debris: 1\n");
}

TEST_CASE("A robot walking into debris is destroyed and the debris stays") {
  const Instance instance = WithRobots({At(13, 15), At(1, 1)});
  State state = State::Custom(instance, At(15, 15), {At(14, 15)});
  state.Play(Action::Stay());
  CHECK(state.robot_count() == 1);
  CHECK(state.DebrisCount() == 1);
  CHECK(state.HasDebris(At(14, 15)));
}

TEST_CASE("Robots colliding on a teleport cell block it until it is cleared") {
  // Both robots step onto (14,15), the first teleport location.
  const Instance instance{.robots = {At(13, 14), At(13, 16), At(1, 1)},
                          .teleports = {At(14, 15)}};
  State state = State::Start(instance);
  state.Play(Action::Stay());
  CHECK(state.robot_count() == 1);
  CHECK(state.HasDebris(At(14, 15)));
  CHECK_FALSE(state.IsLegal(Action::Teleport(0)));

  // Push the debris off the teleport cell; standing there, the teleport is
  // still refused (the cell is not empty); stepping back frees it.
  state.Play(Action::Walk(kNorth));
  CHECK(state.HasDebris(At(13, 15)));
  CHECK_FALSE(state.IsLegal(Action::Teleport(0)));
  state.Play(Action::Walk(4));  // South, back to (15,15).
  REQUIRE(state.IsLegal(Action::Teleport(0)));
  state.Play(Action::Teleport(0));
  CHECK(state.player() == At(14, 15));
  CHECK(state.TeleportUsed(0));
  CHECK_FALSE(state.IsLegal(Action::Teleport(0)));  // Each entry once.
  CHECK(state.outcome() == Outcome::kPlaying);
}

TEST_CASE("Robots colliding on the player still lose the game") {
  const State start = State::Start(WithRobots({At(14, 14), At(16, 16)}));
  CHECK_FALSE(start.IsSafe(Action::Stay()));
  State state = start;
  state.Play(Action::Stay());
  CHECK(state.outcome() == Outcome::kLost);
  CHECK(state.robot_count() == 0);
  CHECK(state.DebrisCount() == 1);
  CHECK(ResultBlock(state) ==
        "Lost game after making 1 moves.\nFinal position: (15,15)\n"
        "Number of cells with debris: 1\nNumber of robots remaining: 0\n");
}

TEST_CASE("A lone robot reaching the player counts as remaining") {
  State state = State::Start(WithRobots({At(14, 16)}));
  state.Play(Action::Stay());
  CHECK(state.outcome() == Outcome::kLost);
  CHECK(state.robot_count() == 1);
  CHECK(state.DebrisCount() == 0);
}

TEST_CASE("A forced teleport can win the game at once") {
  // Robots on both sides: every walk and staying are unsafe, so the
  // strategy teleports; the robots then collide on (14,15).
  const State start = State::Start(
      {.robots = {At(15, 14), At(15, 16)}, .teleports = {At(1, 15)}});
  const Action action = PrescribedAction(start);
  REQUIRE(action == Action::Teleport(0));
  std::string text;
  const State end = PlayPrescribed(start, [&](Action taken, const State& s) {
    if (taken.IsTeleport()) text += TeleportLine(s.moves(), s.player());
  });
  CHECK(end.outcome() == Outcome::kWon);
  CHECK(text + ResultBlock(end) ==
        "Move 1: teleport to (1,15)\nWon game after making 1 moves.\n"
        "Final position: (1,15)\nNumber of cells with debris: 1\n");
}

TEST_CASE("The teleport scan skips blocked entries and leaves them unused") {
  // A ring of robots two steps out plus one beside the player leaves no
  // safe walk. Entry 0 holds a robot, entry 1 is next to one, entry 2 works.
  Instance instance;
  for (int row = 13; row <= 17; ++row) {
    for (int column = 13; column <= 17; ++column) {
      if (row == 13 || row == 17 || column == 13 || column == 17) {
        instance.robots.push_back(At(row, column));
      }
    }
  }
  instance.robots.push_back(At(15, 16));
  instance.robots.push_back(At(1, 1));
  instance.teleports = {At(1, 1), At(2, 2), At(30, 30), At(31, 31)};
  State state = State::Start(instance);
  REQUIRE(PrescribedAction(state) == Action::Teleport(2));
  state.Play(Action::Teleport(2));
  CHECK_FALSE(state.TeleportUsed(0));
  CHECK_FALSE(state.TeleportUsed(1));
  CHECK(state.TeleportUsed(2));
  CHECK_FALSE(state.TeleportUsed(3));
}

TEST_CASE("With no safe move or teleport the strategy stays and loses") {
  const State start = State::Start(WithRobots({At(15, 14), At(15, 16)}));
  CHECK(PrescribedAction(start) == Action::Stay());
  const State end = PlayPrescribed(start);
  CHECK(end.outcome() == Outcome::kLost);
  CHECK(end.moves() == 1);
}

TEST_CASE("The strategy prefers fewer robots, then distance, row, column") {
  // With one robot due north, S, SE and SW all end 14 away from it (the
  // robot follows the diagonal); all are row 16, so the smallest column, SW.
  const State state = State::Start(WithRobots({At(1, 15)}));
  CHECK(PrescribedAction(state) == Action::Walk(5));
  // Robots at (13,14) and (13,16) collide if the player stays in column 15:
  // staying and stepping south do that; with no robot left the distances
  // tie, so the smaller row: stay.
  const State pair = State::Start(WithRobots({At(13, 14), At(13, 16)}));
  CHECK(PrescribedAction(pair) == Action::Stay());
}

TEST_CASE("Hash and equality follow the position") {
  const Instance instance = WithRobots({At(1, 1), At(31, 31)});
  State a = State::Start(instance);
  State b = State::Start(instance);
  CHECK(a.Hash() == b.Hash());
  a.Play(Action::Stay());
  CHECK(a.Hash() != b.Hash());
  b.Play(Action::Stay());
  CHECK(a == b);
}

}  // namespace
}  // namespace gauntlet::robots
