#include "common/duckchess/notation.h"

#include <catch2/catch.hpp>
#include <string>

namespace gauntlet::duckchess {
namespace {

Move At(int xs, int ys, int xt, int yt) {
  return Move{static_cast<uint8_t>(CellIndex(xs, ys)),
              static_cast<uint8_t>(CellIndex(xt, yt))};
}

Position Fen(const std::string& fen) { return Position::FromFen(fen).value(); }

TEST_CASE("squares are named as Fairy-Stockfish names them") {
  CHECK(SquareName(CellIndex(0, 0)) == "a1");
  CHECK(SquareName(CellIndex(3, 4)) == "e4");
  CHECK(SquareName(CellIndex(8, 8)) == "i9");
  CHECK(SquareName(CellIndex(9, 0)) == "a10");
  CHECK(SquareName(CellIndex(9, 8)) == "i10");
}

TEST_CASE("moves in Fairy-Stockfish's SAN") {
  Position start;
  CHECK(ToSan(start, At(0, 0, 1, 0)) == "Ca2");
  CHECK(ToSan(start, At(0, 1, 2, 2)) == "Hc3");
  CHECK(ToSan(start, At(0, 4, 1, 4)) == "Ke2");
  // Two soldiers reach b5: the file tells them apart.
  CHECK(ToSan(start, At(3, 0, 4, 1)) == "Sab5");
  CHECK(ToSan(start, At(3, 2, 4, 1)) == "Scb5");
  // Blue's pieces are written upper case too.
  Position blue = start;
  blue.Make(At(0, 0, 1, 0));
  CHECK(ToSan(blue, At(9, 1, 7, 2)) == "Hc8");
  // Cars on one file: the rank; a capture on rank 10.
  const Position cars = Fen("c3k4/9/9/9/9/9/9/C8/9/C3K4 w - - 0 1");
  CHECK(ToSan(cars, At(0, 0, 1, 0)) == "C1a2");
  CHECK(ToSan(cars, At(2, 0, 1, 0)) == "C3a2");
  CHECK(ToSan(cars, At(2, 0, 9, 0)) == "Cxa10");
  CHECK(ToSan(cars, At(0, 0, 0, 1)) == "Cb1");
  // Three soldiers reach b2: the square when file and rank are both shared.
  const Position soldiers = Fen("4k4/9/9/9/9/9/9/S8/9/S1S1K4 w - - 0 1");
  CHECK(ToSan(soldiers, At(0, 0, 1, 1)) == "Sa1b2");
  CHECK(ToSan(soldiers, At(2, 0, 1, 1)) == "S3b2");
  CHECK(ToSan(soldiers, At(0, 2, 1, 1)) == "Scb2");
  // A captain capture ends the game; no check marks in this variant.
  const Position take = Fen("4k4/4C4/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(ToSan(take, At(8, 4, 9, 4)) == "Cxe10");
}

}  // namespace
}  // namespace gauntlet::duckchess
