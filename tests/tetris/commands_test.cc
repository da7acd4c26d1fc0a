#include "common/tetris/commands.h"

#include <catch2/catch.hpp>

#include "tests/tetris/test_boards.h"

namespace gauntlet::tetris {
namespace {

Position Run(const Board& board, Piece piece, std::string_view line) {
  const Execution run = ExecuteCommands(board, piece, line);
  REQUIRE(run.outcome == CommandOutcome::kPlaced);
  return run.position;
}

TEST_CASE("moves stop silently at the walls") {
  const Board empty;
  CHECK(Run(empty, Piece::kT, "L3").x == 2);
  CHECK(Run(empty, Piece::kT, "L11").x == 1);  // T reaches one off the wall
  CHECK(Run(empty, Piece::kT, "R11").x == 10);
  CHECK(Run(empty, Piece::kI, "L11").x == 0);
  CHECK(Run(empty, Piece::kO, "R11").x == 10);
  CHECK(Run(empty, Piece::kT, "D40").y == 1);
  CHECK(Run(empty, Piece::kI, "D99").y == 1);
}

TEST_CASE("counts are read mod 256; no digits mean 0") {
  const Board empty;
  CHECK(Run(empty, Piece::kT, "R260").x == 9);  // R4
  CHECK(Run(empty, Piece::kT, "R256").x == 5);  // R0
  CHECK(Run(empty, Piece::kT, "L258").x == 3);  // L2
  CHECK(Run(empty, Piece::kT, "R").x == 5);
  CHECK(Run(empty, Piece::kT, "D").y == 29);
  CHECK(Run(empty, Piece::kT, "D0").y == 29);
  CHECK(Run(empty, Piece::kT, "R00000000000000000000003").x == 8);
  CHECK(Run(empty, Piece::kT, "").x == 5);
}

TEST_CASE("turns are taken mod 4 and mod the piece's states") {
  const Board empty;
  CHECK(Run(empty, Piece::kT, "C1").state == 1);
  CHECK(Run(empty, Piece::kT, "C5").state == 1);
  CHECK(Run(empty, Piece::kT, "C4").state == 0);
  CHECK(Run(empty, Piece::kT, "A1").state == 3);
  CHECK(Run(empty, Piece::kT, "C257").state == 1);  // 257 mod 256 = 1
  CHECK(Run(empty, Piece::kT, "C3,A2").state == 1);
  CHECK(Run(empty, Piece::kI, "C1").state == 1);
  CHECK(Run(empty, Piece::kI, "C2").state == 0);
  CHECK(Run(empty, Piece::kI, "A1").state == 1);
  CHECK(Run(empty, Piece::kS, "C3").state == 1);
  CHECK(Run(empty, Piece::kO, "C3").state == 0);
}

TEST_CASE("a failed turn at a wall stops the command there") {
  const Board empty;
  // T in state 3 pressed to the left wall: state 0 needs x-1, so C fails.
  Position at = Run(empty, Piece::kT, "C3,L9");
  CHECK(at == Position{0, 29, 3});
  CHECK(Run(empty, Piece::kT, "C3,L9,C1") == Position{0, 29, 3});
  // C2 would end in state 1, which fits, but the first turn already fails.
  CHECK(Run(empty, Piece::kT, "C3,L9,C2") == Position{0, 29, 3});
  // A1 goes to state 2, which needs x-1 too.
  CHECK(Run(empty, Piece::kT, "C3,L9,A1") == Position{0, 29, 3});
  // A vertical I at the right wall cannot turn (state 1 needs x+1, x+2).
  CHECK(Run(empty, Piece::kI, "R9") == Position{11, 29, 0});
  CHECK(Run(empty, Piece::kI, "R9,C1") == Position{11, 29, 0});
  // Turns may go above the top: the vertical I at the spawn reaches row 31.
  CHECK(Run(empty, Piece::kL, "C2,C2").state == 0);
}

TEST_CASE("a turn that fails midway keeps the turns that succeeded") {
  // L on the floor: state 0 -> 3 fits, 3 -> 2 needs cells below row 0.
  const Board empty;
  const Position at = Run(empty, Piece::kL, "D40,A2");
  CHECK(at.y == 0);
  CHECK(at.state == 3);
  // State 0 -> 1 needs row -1 at once.
  CHECK(Run(empty, Piece::kL, "D40,C3").state == 0);
}

TEST_CASE("a turn under an overhang fails") {
  const Board roof = FromPicture({
      "#####.......",
      "............",
      "............",
  });
  // An L lying flat slides under the roof from the right (a tuck)...
  const Position at = Run(roof, Piece::kL, "A1,R2,D40,L4");
  CHECK(at == Position{3, 0, 3});
  // ...and cannot stand up there: state 0 needs (3, 2), under the roof.
  CHECK(Run(roof, Piece::kL, "A1,R2,D40,L4,C1") == Position{3, 0, 3});
  // Without the roof the same turn succeeds.
  const Board open;
  CHECK(Run(open, Piece::kL, "A1,R2,D40,L4,C1") == Position{3, 0, 0});
}

TEST_CASE("B only first, one letter read, charged even when it ends the game") {
  const Board empty;
  Execution run = ExecuteCommands(empty, Piece::kS, "BT,C2");
  CHECK(run.outcome == CommandOutcome::kPlaced);
  CHECK(run.bought);
  CHECK(run.piece == Piece::kT);
  CHECK(run.position.state == 2);
  run = ExecuteCommands(empty, Piece::kS, "BIL3");
  CHECK(run.outcome == CommandOutcome::kPlaced);
  CHECK(run.piece == Piece::kI);
  CHECK(run.position.x == 2);
  run = ExecuteCommands(empty, Piece::kS, "L1,BT");
  CHECK(run.outcome == CommandOutcome::kPlacerFailed);
  run = ExecuteCommands(empty, Piece::kS, "BT,BI");
  CHECK(run.outcome == CommandOutcome::kPlacerFailed);
  run = ExecuteCommands(empty, Piece::kS, "BX");
  CHECK(run.outcome == CommandOutcome::kBuyEndsGame);
  CHECK(run.bought);
  run = ExecuteCommands(empty, Piece::kS, "Bt");
  CHECK(run.outcome == CommandOutcome::kBuyEndsGame);
  run = ExecuteCommands(empty, Piece::kS, "B");
  CHECK(run.outcome == CommandOutcome::kBuyEndsGame);
  Board blocked;
  blocked.Set(5, 31);  // only I, L, J use (5, 31)
  run = ExecuteCommands(blocked, Piece::kT, "BI");
  CHECK(run.outcome == CommandOutcome::kBuyEndsGame);
  run = ExecuteCommands(blocked, Piece::kT, "BO");
  CHECK(run.outcome == CommandOutcome::kPlaced);
}

TEST_CASE("unknown letters fail the placer, lower case included") {
  const Board empty;
  for (std::string_view line : {"l1", "X", "R1,c1", "1", "R1;L1", "b", "RT"}) {
    INFO(line);
    CHECK(ExecuteCommands(empty, Piece::kT, line).outcome ==
          CommandOutcome::kPlacerFailed);
  }
}

TEST_CASE("separators: comma, space, CR, LF; commands may also run together") {
  const Board empty;
  CHECK(Run(empty, Piece::kT, "L1 L1\r\nL1,,L1") == Position{1, 29, 0});
  CHECK(Run(empty, Piece::kT, "L2R1") == Position{4, 29, 0});
  CHECK(Run(empty, Piece::kT, ",C1,") == Position{5, 29, 1});
}

}  // namespace
}  // namespace gauntlet::tetris
