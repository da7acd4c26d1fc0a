#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "common/core/rng.h"
#include "common/duckchess/board.h"
#include "common/duckchess/perft.h"
#include "tests/test_data.h"

namespace gauntlet::duckchess {
namespace {

constexpr const char* kStart =
    "CHEGKGEHC/9/D7D/S1S1S1S1S/9/9/s1s1s1s1s/d7d/9/chegkgehc r";

// The official perft table, from tests/data/duckchess/perft.txt.
uint64_t OfficialPerft(int depth) {
  std::istringstream in(ReadTestData("duckchess/perft.txt"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    int d = 0;
    uint64_t nodes = 0;
    fields >> d >> nodes;
    if (d == depth) return nodes;
  }
  FAIL("depth missing from perft.txt");
  return 0;
}

TEST_CASE("start position text round-trips") {
  Position start;
  CHECK(start.ToText() == kStart);
  auto parsed = Position::FromText(kStart);
  REQUIRE(parsed.ok());
  CHECK(parsed->hash() == start.hash());
  CHECK(start.At(0, 0) == MakePiece(kRed, kCar));
  CHECK(start.At(9, 4) == MakePiece(kBlue, kCaptain));
  CHECK(start.At(2, 8) == MakePiece(kRed, kDuck));
  CHECK(start.At(6, 2) == MakePiece(kBlue, kSoldier));
}

TEST_CASE("malformed position text is refused") {
  CHECK_FALSE(Position::FromText("").ok());
  CHECK_FALSE(Position::FromText("9/9/9/9/9/9/9/9/9 r").ok());
  CHECK_FALSE(Position::FromText("9/9/9/9/9/9/9/9/9/9 x").ok());
  CHECK_FALSE(Position::FromText("X8/9/9/9/9/9/9/9/9/9 r").ok());
  CHECK_FALSE(Position::FromText("kk7/9/9/9/9/9/9/9/9/9 r").ok());
  CHECK(Position::FromText("9/9/9/9/9/9/9/9/9/9 b").ok());
}

TEST_CASE("perft depths 1 to 4 from the start equal perft.txt") {
  Position start;
  for (int depth = 1; depth <= 4; ++depth) {
    INFO("depth " << depth);
    CHECK(Perft(start, depth) == OfficialPerft(depth));
  }
  CHECK(start.ToText() == kStart);
}

TEST_CASE("a captain capture ends the game and leaves no moves") {
  auto p = Position::FromText("4K4/9/9/9/9/9/9/9/9/k3c4 r").value();
  CHECK(p.CaptainAttacked(kBlue));
  CHECK(p.IsCheck());
  const Move take{static_cast<uint8_t>(CellIndex(0, 4)),
                  static_cast<uint8_t>(CellIndex(9, 4))};
  REQUIRE(p.IsLegal(take));
  p.Make(take);
  CHECK(p.IsOver());
  CHECK(p.Winner() == kRed);
  CHECK_FALSE(p.IsCheck());
  MoveList moves;
  p.GenerateMoves(moves);
  CHECK(moves.empty());
  CHECK(Perft(p, 1) == 0);
  p.Unmake();
  CHECK_FALSE(p.IsOver());
}

TEST_CASE("blocking squares stop horse, elephant and duck") {
  // Red horse at (4,4) with a blue soldier on its leg (5,4): no (6,3)/(6,5).
  auto p = Position::FromText("4K4/9/9/9/4S4/4h4/9/9/9/k8 r").value();
  const auto can = [&](int xs, int ys, int xt, int yt) {
    return p.IsLegal(Move{static_cast<uint8_t>(CellIndex(xs, ys)),
                          static_cast<uint8_t>(CellIndex(xt, yt))});
  };
  CHECK_FALSE(can(4, 4, 6, 3));
  CHECK_FALSE(can(4, 4, 6, 5));
  CHECK(can(4, 4, 2, 3));
  CHECK(can(4, 4, 3, 6));
  // Elephant eye at (5,5) blocked; (2,2) free.
  p = Position::FromText("4K4/9/9/9/5S3/4e4/9/9/9/k8 r").value();
  CHECK_FALSE(can(4, 4, 6, 6));
  CHECK(can(4, 4, 2, 2));
  // Duck at (4,4): (7,6) needs (5,4) and (6,5) empty; (6,5) is blocked.
  p = Position::FromText("4K4/9/9/5S3/9/4d4/9/9/9/k8 r").value();
  CHECK_FALSE(can(4, 4, 7, 6));
  CHECK(can(4, 4, 7, 2));
  CHECK(can(4, 4, 6, 7));
  CHECK(can(4, 4, 1, 2));
  // Own piece on the target, source equal to target, off the board.
  CHECK_FALSE(can(4, 4, 4, 4));
  CHECK_FALSE(can(0, 0, 0, 0));
}

// Attack test against the definition: some move of `by` lands on the cell.
bool AttacksByGeneration(Position p, Color by, int cell) {
  if (p.side_to_move() != by) p.MakeNull();
  MoveList moves;
  p.GenerateMoves(moves);
  for (Move m : moves) {
    if (m.to == cell) return true;
  }
  return false;
}

TEST_CASE("attack test, incremental hash and unmake agree with the rules") {
  Rng rng(42);
  for (int game = 0; game < 40; ++game) {
    Position p;
    std::vector<std::string> texts;
    while (!p.IsOver() && p.ply() < 200) {
      texts.push_back(p.ToText());
      const auto fresh = Position::FromText(p.ToText()).value();
      REQUIRE(fresh.hash() == p.hash());
      for (int c = 0; c < 2; ++c) {
        const Color victim = static_cast<Color>(c);
        const int captain = p.captain_cell(victim);
        REQUIRE(p.CaptainAttacked(victim) ==
                AttacksByGeneration(p, Opponent(victim), captain));
      }
      MoveList moves;
      p.GenerateMoves(moves);
      REQUIRE(!moves.empty());
      p.Make(moves[static_cast<int>(rng.Below(moves.size()))]);
    }
    while (p.ply() > 0) {
      p.Unmake();
      REQUIRE(p.ToText() == texts[p.ply()]);
      REQUIRE(p.hash() == Position::FromText(texts[p.ply()])->hash());
    }
  }
}

// The attacker types against the definition: the types of the pieces of
// `by` with a move landing on the cell.
unsigned AttackerTypesByGeneration(Position p, Color by, int cell) {
  if (p.side_to_move() != by) p.MakeNull();
  MoveList moves;
  p.GenerateMoves(moves);
  unsigned types = 0;
  for (Move m : moves) {
    if (m.to == cell) types |= 1u << TypeOf(p.AtCell(m.from));
  }
  return types;
}

TEST_CASE("the pieces each piece reaches agree with move generation") {
  Rng rng(7);
  int attacked = 0;
  for (int game = 0; game < 10; ++game) {
    Position p;
    while (!p.IsOver() && p.ply() < 120) {
      std::array<std::array<uint8_t, kCells>, 2> reached{};
      for (const Color c : {kRed, kBlue}) {
        for (int i = 0; i < p.piece_count(c); ++i) {
          const int cell = p.piece_cell(c, i);
          REQUIRE(p.CountTargets(cell, reached[c]) == p.CountTargets(cell));
        }
      }
      for (int x = 0; x < kRows; ++x) {
        for (int y = 0; y < kColumns; ++y) {
          const int cell = CellIndex(x, y);
          const Cell piece = p.AtCell(cell);
          for (const Color by : {kRed, kBlue}) {
            if (!IsPiece(piece)) {
              REQUIRE(reached[by][cell] == 0);
            } else if (ColorOf(piece) == by) {
              // Generation never lands on its own piece: defended it is.
              REQUIRE((reached[by][cell] != 0) == p.Attacks(by, cell));
            } else {
              REQUIRE(reached[by][cell] ==
                      AttackerTypesByGeneration(p, by, cell));
              attacked += reached[by][cell] != 0 ? 1 : 0;
            }
          }
        }
      }
      MoveList moves;
      p.GenerateMoves(moves);
      p.Make(moves[static_cast<int>(rng.Below(moves.size()))]);
    }
  }
  CHECK(attacked > 100);
}

TEST_CASE("repetitions are counted since the last capture") {
  Position p;
  const auto mv = [](int xs, int ys, int xt, int yt) {
    return Move{static_cast<uint8_t>(CellIndex(xs, ys)),
                static_cast<uint8_t>(CellIndex(xt, yt))};
  };
  CHECK(p.RepetitionCount() == 0);
  for (int round = 1; round <= 2; ++round) {
    p.Make(mv(0, 0, 1, 0));
    p.Make(mv(9, 0, 8, 0));
    p.Make(mv(1, 0, 0, 0));
    p.Make(mv(8, 0, 9, 0));
    CHECK(p.RepetitionCount() == round);
  }
}

}  // namespace
}  // namespace gauntlet::duckchess
