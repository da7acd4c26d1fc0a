#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "common/tetris/game.h"
#include "common/tetris/protocol.h"
#include "tests/tetris/test_boards.h"

namespace gauntlet::tetris {
namespace {

std::set<std::pair<int, int>> CellsAt(Piece piece, Position at) {
  std::set<std::pair<int, int>> cells;
  for (const Cell& c : ShapeOf(piece, at.state)) {
    cells.insert({at.x + c.dx, at.y + c.dy});
  }
  return cells;
}

TEST_CASE("every piece and state has four distinct cells around the focus") {
  for (Piece piece : kAllPieces) {
    for (int state = 0; state < 4; ++state) {
      const auto cells = CellsAt(piece, Position{0, 0, int8_t(state)});
      CHECK(cells.size() == 4);
      CHECK(cells.count({0, 0}) == 1);
      // States repeat with the piece's period.
      CHECK(CellsAt(piece, Position{0, 0, int8_t(state)}) ==
            CellsAt(piece, Position{0, 0, int8_t(state % StateCount(piece))}));
    }
    // Distinct states have distinct shapes.
    std::set<std::set<std::pair<int, int>>> shapes;
    for (int state = 0; state < StateCount(piece); ++state) {
      shapes.insert(CellsAt(piece, Position{0, 0, int8_t(state)}));
    }
    CHECK(static_cast<int>(shapes.size()) == StateCount(piece));
  }
}

TEST_CASE("spawn footprints are the judge's") {
  using Cells = std::set<std::pair<int, int>>;
  CHECK(CellsAt(Piece::kT, kSpawn) ==
        Cells{{4, 29}, {5, 29}, {6, 29}, {5, 28}});
  CHECK(CellsAt(Piece::kI, kSpawn) ==
        Cells{{5, 28}, {5, 29}, {5, 30}, {5, 31}});
  CHECK(CellsAt(Piece::kS, kSpawn) ==
        Cells{{4, 29}, {5, 29}, {5, 30}, {6, 30}});
  CHECK(CellsAt(Piece::kZ, kSpawn) ==
        Cells{{5, 29}, {6, 29}, {4, 30}, {5, 30}});
  CHECK(CellsAt(Piece::kO, kSpawn) ==
        Cells{{5, 29}, {6, 29}, {5, 30}, {6, 30}});
  CHECK(CellsAt(Piece::kL, kSpawn) ==
        Cells{{5, 29}, {6, 29}, {5, 30}, {5, 31}});
  CHECK(CellsAt(Piece::kJ, kSpawn) ==
        Cells{{4, 29}, {5, 29}, {5, 30}, {5, 31}});
}

TEST_CASE("a filled footprint cell blocks the spawn, hidden rows included") {
  for (Piece piece : kAllPieces) {
    for (const auto& [x, y] : CellsAt(piece, kSpawn)) {
      Board board;
      board.Set(x, y);
      CHECK_FALSE(board.CanSpawn(piece));
    }
    Board elsewhere;
    elsewhere.Set(0, 29);
    elsewhere.Set(11, 35);
    CHECK(elsewhere.CanSpawn(piece));
  }
}

TEST_CASE("letters name pieces, upper case only") {
  for (Piece piece : kAllPieces) {
    CHECK(PieceFromLetter(LetterOf(piece)) == piece);
  }
  CHECK_FALSE(PieceFromLetter('t').has_value());
  CHECK_FALSE(PieceFromLetter('n').has_value());
  CHECK_FALSE(PieceFromLetter('X').has_value());
}

TEST_CASE("clears score 10/30/60/100 and shift the rows above") {
  for (int lines = 1; lines <= 4; ++lines) {
    Board board = WellBoard(lines, 11);
    board.Set(0, lines);  // a marker above the cleared rows
    Board copy = board;
    const Position landed = copy.Drop(Piece::kI, Position{11, 29, 0});
    CHECK(landed.y == 1);
    const int cleared = copy.Lock(Piece::kI, landed);
    CHECK(cleared == lines);
    CHECK(copy.Filled(0, 0));  // the marker fell to row 0
    CHECK(kClearPoints[cleared] == (std::array{0, 10, 30, 60, 100})[cleared]);
  }
}

TEST_CASE("game rounds: plain drop, score and buying") {
  Game game;
  auto outcome = game.Play(Piece::kO, "D1");
  CHECK(outcome.placed());
  CHECK(outcome.landed == Position{5, 0, 0});
  CHECK(game.rounds() == 1);
  CHECK(game.board().Filled(5, 0));
  CHECK(game.board().Filled(6, 1));
  outcome = game.Play(Piece::kO, "BI,L5");
  CHECK(outcome.execution.bought);
  CHECK(outcome.execution.piece == Piece::kI);
  CHECK(outcome.points == -20);
  CHECK(game.score() == -20);
  CHECK(game.board().Filled(0, 3));
  CHECK_FALSE(game.board().Filled(0, 4));
}

TEST_CASE("pieces lock in the hidden rows and those rows clear") {
  // A vertical I on top of a 28-high column 3 occupies rows 28..31.
  Board tall;
  for (int y = 0; y < 28; ++y) tall.Set(3, y);
  const Position top = tall.Drop(Piece::kI, Position{3, 29, 0});
  CHECK(top.y == 29);
  CHECK(tall.Lock(Piece::kI, top) == 0);
  CHECK(tall.Filled(3, 30));
  CHECK(tall.Filled(3, 31));
  // Rows 30 and up are not shown.
  Board hidden_only;
  hidden_only.Set(2, 31);
  CHECK(hidden_only.VisibleText().find('#') == std::string::npos);
  // Full hidden rows clear like any other.
  Board hidden_well;
  for (int y = 0; y < 30; ++y) hidden_well.Set(4, y);
  for (int y = 30; y < 34; ++y) {
    hidden_well.set_row(y, kFullRow & ~static_cast<uint16_t>(1u << 4));
  }
  hidden_well.Set(7, 34);
  CHECK(hidden_well.Fits(Piece::kI, Position{4, 31, 0}));
  CHECK(hidden_well.Lock(Piece::kI, Position{4, 31, 0}) == 4);
  CHECK(hidden_well.Filled(7, 30));  // row 34 fell to row 30
  CHECK(hidden_well.FilledCount() == 31);
}

TEST_CASE("the shown text is 30 rows, top first, and parses back") {
  Board board = FromPicture({"#..........#", "............", ".##.........."});
  const std::string text = board.VisibleText();
  CHECK(std::count(text.begin(), text.end(), '\n') == 30);
  const std::string message =
      FormatPlacerInput(-40, Piece::kS, Piece::kJ, board);
  std::istringstream in(message);
  LineReader reader(in);
  auto parsed = ReadPlacerInput(reader);
  REQUIRE(parsed.ok());
  CHECK(parsed->score == -40);
  CHECK(parsed->current == Piece::kS);
  CHECK(parsed->next == Piece::kJ);
  CHECK(parsed->board == board);
  std::istringstream seq_in(FormatSequencerInput(7, std::nullopt, board));
  LineReader seq_reader(seq_in);
  auto seq = ReadSequencerInput(seq_reader);
  REQUIRE(seq.ok());
  CHECK_FALSE(seq->current.has_value());
  CHECK(seq->board == board);
}

TEST_CASE("bad messages are reported with their line") {
  std::string message = "12\nTI\n";
  for (int i = 0; i < 29; ++i) message += "............\n";
  message += "....x.......\n";
  std::istringstream in(message);
  LineReader reader(in);
  const auto parsed = ReadPlacerInput(reader);
  REQUIRE_FALSE(parsed.ok());
  CHECK(std::string(parsed.status().message()).find("line 32") !=
        std::string::npos);
  std::istringstream letters("0\nTQ\n");
  LineReader letter_reader(letters);
  const auto bad_letter = ReadPlacerInput(letter_reader);
  REQUIRE_FALSE(bad_letter.ok());
  CHECK(std::string(bad_letter.status().message()).find("line 2") !=
        std::string::npos);
  std::istringstream spaced("0\nT I\n");
  LineReader spaced_reader(spaced);
  const auto short_input = ReadPlacerInput(spaced_reader);
  REQUIRE_FALSE(short_input.ok());
  CHECK(std::string(short_input.status().message()) ==
        "placer input, line 3, token 1 (end of input): expected board row 1 "
        "of 30 (12 '#' or '.')");
}

TEST_CASE("a message cut short names its missing line, not just its end") {
  std::string rows;
  for (int i = 0; i < 29; ++i) rows += "............\n";
  std::istringstream placer("5\nTI\n" + rows);
  LineReader placer_reader(placer);
  const auto placer_input = ReadPlacerInput(placer_reader);
  REQUIRE_FALSE(placer_input.ok());
  CHECK_FALSE(IsEndOfInput(placer_input.status()));
  CHECK(std::string(placer_input.status().message()) ==
        "placer input, line 32, token 1 (end of input): expected board row "
        "30 of 30 (12 '#' or '.')");
  std::istringstream sequencer("5\n");
  LineReader sequencer_reader(sequencer);
  CHECK(std::string(ReadSequencerInput(sequencer_reader).status().message()) ==
        "sequencer input, line 2, token 1 (end of input): expected the "
        "current piece (n or one of TISZOLJ)");
  // Before a message the input may end: the referee is done.
  std::istringstream none("");
  LineReader none_reader(none);
  CHECK(IsEndOfInput(ReadPlacerInput(none_reader).status()));
}

}  // namespace
}  // namespace gauntlet::tetris
