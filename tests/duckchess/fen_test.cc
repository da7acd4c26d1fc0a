#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "common/core/rng.h"
#include "common/duckchess/board.h"
#include "tests/test_data.h"

namespace gauntlet::duckchess {
namespace {

// The value of `key = value` in the Fairy-Stockfish variant file.
std::string IniValue(const std::string& key) {
  std::istringstream in(ReadTestData("duckchess/thupcduck.ini"));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key + " = ", 0) == 0) return line.substr(key.size() + 3);
  }
  FAIL("no " << key << " in thupcduck.ini");
  return "";
}

// The error message of a refused FEN.
std::string FenError(const std::string& fen) {
  const auto parsed = Position::FromFen(fen);
  REQUIRE_FALSE(parsed.ok());
  return std::string(parsed.status().message());
}

TEST_CASE("the start position's FEN is the variant file's startFen") {
  const std::string start_fen = IniValue("startFen");
  CHECK(Position().ToFen() == start_fen);
  CHECK(std::string(kStartFen) == start_fen);
  const auto parsed = Position::FromFen(start_fen);
  REQUIRE(parsed.ok());
  CHECK(parsed->hash() == Position().hash());
  CHECK(parsed->ToText() == Position().ToText());
  // Red (white) is upper case on ranks 1-4, the bottom of the FEN.
  CHECK(parsed->At(0, 0) == MakePiece(kRed, kCar));
  CHECK(parsed->At(9, 4) == MakePiece(kBlue, kCaptain));
}

TEST_CASE("FEN counters follow Fairy-Stockfish") {
  // Plies since the last capture (no pawns here, so only captures reset
  // it) and the move number, which grows after blue (black) moves.
  Position p;
  p.Make(Move{static_cast<uint8_t>(CellIndex(0, 0)),
              static_cast<uint8_t>(CellIndex(1, 0))});
  CHECK(p.ToFen() ==
        "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1");
  p.Make(Move{static_cast<uint8_t>(CellIndex(9, 0)),
              static_cast<uint8_t>(CellIndex(8, 0))});
  CHECK(p.ToFen() ==
        "1hegkgehc/c8/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC w - - 2 2");
  // A car takes the other: the clock restarts.
  Position q =
      Position::FromFen("4k4/9/9/9/9/9/9/9/c8/C3K4 w - - 7 31").value();
  CHECK(q.halfmove_clock() == 7);
  CHECK(q.fullmove_number() == 31);
  q.Make(Move{static_cast<uint8_t>(CellIndex(0, 0)),
              static_cast<uint8_t>(CellIndex(1, 0))});
  CHECK(q.ToFen() == "4k4/9/9/9/9/9/9/9/C8/4K4 b - - 0 31");
  q.Make(Move{static_cast<uint8_t>(CellIndex(9, 4)),
              static_cast<uint8_t>(CellIndex(9, 3))});
  CHECK(q.ToFen() == "3k5/9/9/9/9/9/9/9/C8/4K4 w - - 1 32");
  q.Unmake();
  q.Unmake();
  CHECK(q.ToFen() == "4k4/9/9/9/9/9/9/9/c8/C3K4 w - - 7 31");
  // Without counters, as Fairy-Stockfish reads them: clock 0, move 1.
  CHECK(Position::FromFen("4k4/9/9/9/9/9/9/9/c8/C3K4 b").value().ToFen() ==
        "4k4/9/9/9/9/9/9/9/c8/C3K4 b - - 0 1");
  CHECK(Position::FromFen("4k4/9/9/9/9/9/9/9/c8/C3K4 w - -").value().ToFen() ==
        "4k4/9/9/9/9/9/9/9/c8/C3K4 w - - 0 1");
  // A fullmove number of 0 counts as 1.
  CHECK(Position::FromFen("4k4/9/9/9/9/9/9/9/c8/C3K4 b - - 3 0")
            .value()
            .ToFen() == "4k4/9/9/9/9/9/9/9/c8/C3K4 b - - 3 1");
}

TEST_CASE("FEN round trips over random playouts") {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    Position p;
    for (int ply = 0; ply < 200 && !p.IsOver(); ++ply) {
      MoveList moves;
      p.GenerateMoves(moves);
      p.Make(moves[static_cast<int>(rng.Below(moves.size()))]);
      const std::string fen = p.ToFen();
      INFO("seed " << seed << " ply " << ply << " " << fen);
      const auto back = Position::FromFen(fen);
      REQUIRE(back.ok());
      CHECK(back->ToFen() == fen);
      CHECK(back->ToText() == p.ToText());
      CHECK(back->hash() == p.hash());
      CHECK(back->side_to_move() == p.side_to_move());
      CHECK(back->halfmove_clock() == p.halfmove_clock());
      CHECK(back->fullmove_number() == p.fullmove_number());
      CHECK(p.fullmove_number() == 1 + (ply + 1) / 2);
      // Both forms name the same position.
      CHECK(Position::FromAnyText(fen).value().ToText() == p.ToText());
      if (p.side_to_move() == kRed) {
        CHECK(Position::FromAnyText(p.ToText()).value().ToFen() ==
              fen.substr(0, fen.find(' ')) + " w - - 0 1");
      }
    }
  }
}

TEST_CASE("bad FENs are refused with the place of the fault") {
  const std::string start(kStartFen);
  CHECK_THAT(FenError(""), Catch::Contains("expected 2 to 6 fields") &&
                               Catch::Contains("got 0"));
  CHECK_THAT(
      FenError("chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC"),
      Catch::Contains("got 1"));
  CHECK_THAT(
      FenError("chegkgxhc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w"),
      Catch::Contains("character 7 'x': not a piece letter"));
  CHECK_THAT(
      FenError("chegkgehc/8/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w"),
      Catch::Contains("character 12 (end of rank 9): 8 files, not 9"));
  CHECK_THAT(FenError("chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9 w"),
             Catch::Contains("expected 10 ranks of 9 files"));
  CHECK_THAT(
      FenError("chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC/9 w"),
      Catch::Contains("more than 10 ranks"));
  CHECK_THAT(
      FenError("chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHCC w"),
      Catch::Contains("rank 1 longer than 9 files"));
  CHECK_THAT(
      FenError("chegkgehc/9/d7d/s1s1s1s1s/9/54/S1S1S1S1S/D7D/9/CHEGKGEHC w"),
      Catch::Contains("character 30 (rank 5, file f): a run of empty files "
                      "is one digit 1-9"));
  CHECK_THAT(
      FenError("chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC r"),
      Catch::Contains("'r' is the text form's red"));
  CHECK_THAT(FenError(start.substr(0, start.find(' ')) + " x - - 0 1"),
             Catch::Contains("(side to move): expected 'w' or 'b', got 'x'"));
  CHECK_THAT(FenError(start.substr(0, start.find(' ')) + " w KQkq - 0 1"),
             Catch::Contains("(castling): expected '-'"));
  CHECK_THAT(FenError(start.substr(0, start.find(' ')) + " w - e3 0 1"),
             Catch::Contains("(en passant): expected '-'"));
  CHECK_THAT(FenError(start.substr(0, start.find(' ')) + " w - - -1 1"),
             Catch::Contains("(halfmove clock): expected a number"));
  CHECK_THAT(FenError(start.substr(0, start.find(' ')) + " w - - 0 one"),
             Catch::Contains("(fullmove number): expected a number"));
  CHECK_THAT(FenError(start + " extra"), Catch::Contains("got 7"));
  CHECK_THAT(FenError("kk7/9/9/9/9/9/9/9/9/9 w"),
             Catch::Contains("a second blue captain"));
  CHECK_THAT(FenError("SSSSSSSSS/SSSSSSSSS/9/9/9/9/9/9/9/9 w"),
             Catch::Contains("more than 16 red pieces"));
}

TEST_CASE("either form is read, and 'b' alone is ambiguous") {
  const Position start;
  CHECK(Position::FromAnyText(start.ToText()).value().hash() == start.hash());
  CHECK(Position::FromAnyText(std::string(kStartFen)).value().hash() ==
        start.hash());
  const auto ambiguous = Position::FromAnyText("4k4/9/9/9/9/9/9/9/9/4K4 b");
  REQUIRE_FALSE(ambiguous.ok());
  CHECK_THAT(std::string(ambiguous.status().message()),
             Catch::Contains("ambiguous"));
  CHECK(Position::FromAnyText("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1")
            .value()
            .At(9, 4) == MakePiece(kBlue, kCaptain));
  CHECK(Position::FromAnyText("4k4/9/9/9/9/9/9/9/9/4K4 r").value().At(9, 4) ==
        MakePiece(kRed, kCaptain));
}

}  // namespace
}  // namespace gauntlet::duckchess
