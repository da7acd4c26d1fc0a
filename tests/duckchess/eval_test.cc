#include "common/duckchess/eval.h"

#include <catch2/catch.hpp>

#include "common/duckchess/board.h"

namespace gauntlet::duckchess {
namespace {

// Evaluate with the default weights but one scalar changed.
int EvaluateWith(const Position& p, int Weights::*field, int value) {
  Weights weights;
  weights.*field = value;
  return Evaluator(weights).Evaluate(p);
}

TEST_CASE("a piece attacked undefended or by a cheaper one is hanging") {
  // A red soldier (lowercase: red) next to the blue car: the car is
  // attacked by a cheaper piece, the soldier by a dearer one but undefended.
  for (const char* text :
       {"4K4/9/9/9/4C4/4s4/9/9/9/k8 b", "4K4/9/9/9/4C4/4s4/9/9/9/k8 r"}) {
    INFO(text);
    const Position p = Position::FromText(text).value();
    CHECK(EvaluateWith(p, &Weights::hanging, 100) ==
          EvaluateWith(p, &Weights::hanging, 0) - 100);
  }
  // Defended by its own captain and attacked by a dearer car: not hanging.
  const Position defended =
      Position::FromText("4K4/9/9/9/4C4/4s4/4k4/9/9/9 r").value();
  CHECK(EvaluateWith(defended, &Weights::hanging, 100) ==
        EvaluateWith(defended, &Weights::hanging, 0));
}

TEST_CASE("a piece another own piece reaches is defended") {
  // The red soldier next to its captain is defended; the blue car in front
  // of it is not.
  const Position p =
      Position::FromText("4K4/9/9/9/4C4/4s4/4k4/9/9/9 r").value();
  Weights weights;
  weights.defended = {};
  const int plain = Evaluator(weights).Evaluate(p);
  weights.defended[kSoldier] = 10;
  weights.defended[kCar] = 1000;
  CHECK(Evaluator(weights).Evaluate(p) == plain + 10);
}

TEST_CASE("a piece on the enemy's half counts as crossed") {
  // The same red soldier one row before and on the river's far side: the
  // difference grows by the crossed weight.
  const Position before =
      Position::FromText("4K4/9/9/9/9/s8/9/9/9/8k r").value();
  const Position after =
      Position::FromText("4K4/9/9/9/s8/9/9/9/9/8k r").value();
  Weights weights;
  const int step =
      Evaluator(weights).Evaluate(after) - Evaluator(weights).Evaluate(before);
  weights.crossed[kSoldier] = 50;
  CHECK(Evaluator(weights).Evaluate(after) -
            Evaluator(weights).Evaluate(before) ==
        step + 50);
}

TEST_CASE("the captain's attacked neighbours and free exits are counted") {
  // The red captain at (0, 4) has five neighbours on the board; the blue
  // car on row 1 attacks the three of them on that row. Its exits are the
  // points beside it, (0, 3) and (0, 5): (1, 4) is attacked. The blue
  // captain at (9, 3) has three exits and no attacked neighbour.
  const Position p = Position::FromText("3K5/9/9/9/9/9/9/9/C8/4k4 r").value();
  CHECK(EvaluateWith(p, &Weights::captain_zone, 10) ==
        EvaluateWith(p, &Weights::captain_zone, 0) - 30);
  CHECK(EvaluateWith(p, &Weights::captain_exits, 10) ==
        EvaluateWith(p, &Weights::captain_exits, 0) + (2 - 3) * 10);
}

}  // namespace
}  // namespace gauntlet::duckchess
