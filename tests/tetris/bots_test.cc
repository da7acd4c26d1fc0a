#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <vector>

#include "bots/tetris/baseline.h"
#include "bots/tetris/evaluator.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/sequencer.h"
#include "bots/tetris/serve.h"
#include "common/tetris/commands.h"
#include "tests/support/run_program.h"
#include "tests/tetris/test_boards.h"

namespace gauntlet::tetris {
namespace {

// Lands the placer's command the way the judge would.
int LinesOf(const Board& board, Piece current, const std::string& command,
            Piece* placed = nullptr) {
  const Execution run = ExecuteCommands(board, current, command);
  REQUIRE(run.outcome == CommandOutcome::kPlaced);
  if (placed) *placed = run.piece;
  Board after = board;
  return after.Lock(run.piece, after.Drop(run.piece, run.position));
}

TEST_CASE("features see holes, the well and 4-row readiness") {
  Board board = WellBoard(4, 11);
  Features f = ComputeFeatures(board);
  CHECK(f.values[kHoles] == 0);
  CHECK(f.values[kTetrisReady] == 4);
  CHECK(f.values[kWellDepth] == 4);
  board.Set(11, 4);  // cover the well: four holes
  f = ComputeFeatures(board);
  CHECK(f.values[kHoles] == 4);
  CHECK(f.values[kHoleRows] == 4);
  Board spawn;
  spawn.Set(5, 30);
  CHECK(ComputeFeatures(spawn).values[kSpawnBlocked] == 1);
}

TEST_CASE("weights load by name and reject unknown names") {
  const std::string path =
      std::string(GAUNTLET_SOURCE_DIR) + "/bots/tetris/weights.txt";
  const auto weights = Weights::FromFile(path);
  REQUIRE(weights.ok());
  CHECK(weights->values[kHoles] < 0);
  CHECK_FALSE(Weights::FromFile("/nonexistent/weights").ok());
}

TEST_CASE("the placer takes a ready 4-row clear with an I") {
  SearchPlacer placer{PlacerOptions{}};
  const Board board = WellBoard(4, 11);
  const Decision decision = placer.Decide(board, Piece::kI, Piece::kO);
  CHECK_FALSE(decision.bought);
  CHECK(LinesOf(board, Piece::kI, decision.command) == 4);
}

TEST_CASE("the placer buys an I for a ready 4-row clear") {
  // Twenty ready rows, a stack at buy.height: waiting is worse than paying 20.
  SearchPlacer placer{PlacerOptions{}};
  const Board board = WellBoard(PlacerOptions{}.buy_height, 11);
  const Decision decision = placer.Decide(board, Piece::kS, Piece::kZ);
  REQUIRE(decision.bought == Piece::kI);
  Piece placed = Piece::kT;
  CHECK(LinesOf(board, Piece::kS, decision.command, &placed) == 4);
  CHECK(placed == Piece::kI);
  CHECK(decision.command.rfind("BI", 0) == 0);
}

TEST_CASE("the placer keeps track of the hidden rows it filled") {
  SearchPlacer placer{PlacerOptions{}};
  // Columns 0-10 stacked to row 28: whatever goes there may end in the
  // hidden rows; the next message then shows only 30 rows.
  PlacerInput input;
  input.current = Piece::kI;
  input.next = Piece::kI;
  for (int y = 0; y < 26; ++y) {
    input.board.set_row(y, kFullRow & ~static_cast<uint16_t>(1u << 11));
  }
  const std::string first = placer.Respond(input);
  CHECK(LinesOf(input.board, Piece::kI, first) == 4);
}

TEST_CASE("the sequencer sends a piece that cannot spawn") {
  AdversarialSequencer sequencer{SequencerOptions{}};
  Board board;
  board.Set(5, 31);  // only I, L and J need (5, 31)
  board.Set(0, 0);
  const Piece choice = sequencer.Choose(board, std::nullopt);
  CHECK((choice == Piece::kI || choice == Piece::kL || choice == Piece::kJ));
  CHECK_FALSE(board.CanSpawn(choice));
}

TEST_CASE("the sequencer never offers an I to a ready board") {
  AdversarialSequencer sequencer{SequencerOptions{}};
  const Board board = WellBoard(8, 0);
  CHECK(sequencer.Choose(board, std::nullopt) != Piece::kI);
  // With an O about to land somewhere harmless, still no I.
  CHECK(sequencer.Choose(board, Piece::kO) != Piece::kI);
}

TEST_CASE("the sequencer prefers S and Z on an empty board") {
  AdversarialSequencer sequencer{SequencerOptions{}};
  const Piece choice = sequencer.Choose(Board{}, std::nullopt);
  CHECK((choice == Piece::kS || choice == Piece::kZ));
}

TEST_CASE("the sequencer sends an I after rounds without one, not before") {
  SequencerOptions options;
  options.i_reset_rounds = 3;
  AdversarialSequencer sequencer(options);
  const auto next = [](AdversarialSequencer& bot, std::optional<Piece> current,
                       const Board& board) {
    return PieceFromLetter(bot.Respond({0, current, board}).at(0)).value();
  };
  // An empty board is not ready for a 4-row clear; each piece sent comes
  // back as the current one (nothing lands: the board stays empty).
  std::vector<Piece> sent = {next(sequencer, std::nullopt, Board{})};
  for (int round = 0; round < 5; ++round) {
    sent.push_back(next(sequencer, sent.back(), Board{}));
  }
  // Rounds without an I: none before the first placement, then 1, 2, 3.
  CHECK(std::count(sent.begin(), sent.begin() + 4, Piece::kI) == 0);
  CHECK(sent[4] == Piece::kI);
  CHECK(sent[5] != Piece::kI);  // the I was seen: counting starts again
  // Never to a ready board.
  AdversarialSequencer at_ready(options);
  const Board ready = WellBoard(8, 11);
  next(at_ready, std::nullopt, ready);
  for (int round = 0; round < 6; ++round) {
    CHECK(next(at_ready, Piece::kO, ready) != Piece::kI);
  }
}

// What a sequencer sends to our placer over `rounds` rounds, each piece
// placed by the placer's own decision, and how many pieces the placer bought.
struct Played {
  std::vector<Piece> sent;
  int buys = 0;
};

Played PlayAgainstPlacer(const SequencerOptions& options, int rounds) {
  AdversarialSequencer sequencer(options);
  SearchPlacer placer{PlacerOptions{}};
  Board board;
  Played played;
  Piece current = sequencer.Choose(board, std::nullopt);
  played.sent.push_back(current);
  for (int round = 0; round < rounds; ++round) {
    const Piece next = sequencer.Choose(board, current);
    played.sent.push_back(next);
    const Decision decision = placer.Decide(board, current, next);
    if (decision.value <= kDeadValue) break;
    if (decision.bought) ++played.buys;
    board.Lock(decision.piece, decision.target);
    current = next;
  }
  return played;
}

TEST_CASE("the sequencer's choices are the same under the same seed") {
  SequencerOptions options;
  options.seed = 11;
  const std::vector<Piece> first = PlayAgainstPlacer(options, 60).sent;
  CHECK(first.size() == 61);
  CHECK(PlayAgainstPlacer(options, 60).sent == first);
}

TEST_CASE("predicting with our placer, buys counted dear make it buy more") {
  SequencerOptions options;
  options.predict_with_placer = true;
  options.buy_weight = 0;
  const int free_buys = PlayAgainstPlacer(options, 50).buys;
  options.buy_weight = 1000;
  const int dear_buys = PlayAgainstPlacer(options, 50).buys;
  INFO("buys: " << free_buys << " counted free, " << dear_buys << " dear");
  CHECK(dear_buys > free_buys);
}

TEST_CASE("the baseline places flat and clears lines") {
  DellacheriePlacer baseline;
  const Board board = WellBoard(4, 0);
  const Position at = baseline.Choose(board, Piece::kI);
  Board after = board;
  CHECK(after.Lock(Piece::kI, at) == 4);
  // An O on an empty board lies flat on the floor.
  CHECK(baseline.Choose(Board{}, Piece::kO).y == 0);
}

TEST_CASE("the programs' loops answer and reject bad input with exit 2") {
  SearchPlacer placer{PlacerOptions{}};
  std::string message = "0\nOT\n";
  for (int i = 0; i < 30; ++i) message += "............\n";
  std::istringstream in(message + message);
  std::ostringstream out;
  std::ostringstream err;
  CHECK(ServePlacer(placer, in, out, err) == 0);
  const std::string replies = out.str();
  CHECK(std::count(replies.begin(), replies.end(), '\n') == 2);
  std::istringstream bad("0\nOT\n....\n");
  std::ostringstream bad_out;
  std::ostringstream bad_err;
  CHECK(ServePlacer(placer, bad, bad_out, bad_err) == 2);
  CHECK(bad_err.str().find("line 3") != std::string::npos);
  RandomSequencer random(5);
  std::istringstream seq_in("0\nn\n" + message.substr(5));
  std::ostringstream seq_out;
  CHECK(ServeSequencer(random, seq_in, seq_out, err) == 0);
  CHECK(seq_out.str().size() == 2);
  std::istringstream truncated("0\nn\n");
  std::ostringstream trunc_err;
  CHECK(ServeSequencer(random, truncated, seq_out, trunc_err) == 2);
}

TEST_CASE("tetris-placer fed 29 board rows names the message and line") {
  std::string message = "0\nOT\n";
  for (int i = 0; i < 29; ++i) message += "............\n";
  const testing::ProgramRun run = testing::RunProgram("tetris-placer", message);
  CHECK(run.exit_code == 2);
  CHECK(run.out.empty());
  CHECK(run.err ==
        "tetris-placer: placer input, line 32, token 1 (end of input): "
        "expected board row 30 of 30 (12 '#' or '.')\n");
}

}  // namespace
}  // namespace gauntlet::tetris
