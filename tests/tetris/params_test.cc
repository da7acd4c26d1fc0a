// The Tetris bots' parameters: the tables, their text, and the programs'
// flags.

#include "common/core/params.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "bots/tetris/evaluator.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/sequencer.h"
#include "common/core/rng.h"
#include "common/tetris/commands.h"
#include "common/tetris/protocol.h"
#include "tests/support/run_program.h"

namespace gauntlet::tetris {
namespace {

bool SameWeights(const Weights& a, const Weights& b) {
  return a.values == b.values && a.clear_bonus == b.clear_bonus &&
         a.well_column == b.well_column;
}

bool SamePlacer(const PlacerOptions& a, const PlacerOptions& b) {
  return SameWeights(a.weights, b.weights) && a.beam_width == b.beam_width &&
         a.ignore_unseen == b.ignore_unseen &&
         a.unseen_worst_share == b.unseen_worst_share &&
         a.unseen_candidates == b.unseen_candidates &&
         a.allow_buy == b.allow_buy && a.buy_height == b.buy_height &&
         a.buy_patience == b.buy_patience &&
         a.trouble_value == b.trouble_value &&
         a.buy_searches == b.buy_searches && a.buy_margin == b.buy_margin;
}

TEST_CASE("The Tetris tables declare every weight and search number") {
  PlacerOptions placer;
  ParamTable placer_table;
  DeclareParams(placer, placer_table);
  CHECK(placer_table.size() == 28);
  CHECK(placer_table.Check().ok());
  CHECK(placer_table.Find("eval.holes")->value() == -45);
  CHECK(placer_table.Find("search.unseen_worst_share")->value() == 0);
  CHECK(placer_table.Find("eval.clear4")->value() == 50);
  CHECK(placer_table.Find("eval.well_column")->value() == 11);
  CHECK(placer_table.Find("search.beam_width")->value() == 48);

  SequencerOptions sequencer;
  ParamTable sequencer_table;
  DeclareParams(sequencer, sequencer_table);
  CHECK(sequencer_table.size() == 23);
  CHECK(sequencer_table.Check().ok());
  // The opponent model: the placer's weights with clears at their real
  // points.
  CHECK(sequencer_table.Find("eval.holes")->value() == -45);
  CHECK(sequencer_table.Find("eval.well_column")->value() == 11);
  CHECK(sequencer_table.Find("eval.clear4")->value() == 0);
  CHECK(sequencer_table.Find("search.second_ply_candidates")->value() == 3);
  CHECK(sequencer_table.Find("search.i_reset_rounds")->value() == 37);
  CHECK(sequencer_table.Find("search.predict_with_placer")->value() == 0);
  CHECK(sequencer_table.Find("search.buy_weight")->value() == 20);
}

TEST_CASE("The older weights file holds values the parameters accept") {
  PlacerOptions placer;
  ParamTable table;
  DeclareParams(placer, table);
  const auto loaded = Weights::FromFile(std::string(GAUNTLET_SOURCE_DIR) +
                                        "/bots/tetris/weights.txt");
  REQUIRE(loaded.ok());
  placer.weights = *loaded;
  CHECK(table.Check().ok());
  CHECK(table.Find("eval.clear1")->value() == loaded->clear_bonus[1]);
}

TEST_CASE("The Tetris tables' text loads back into fresh tables") {
  PlacerOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  const std::string defaults = ta.Format();
  REQUIRE(ta.LoadText("eval.bumpiness -1.75\neval.well_column -1\n"
                      "eval.clear2 -15\nsearch.beam_width 20\nbuy.allow 0\n"
                      "buy.trouble_value -812.5\nbuy.margin 7.25\n")
              .ok());
  PlacerOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(tb.Format() == defaults);
  CHECK(SamePlacer(b, PlacerOptions{}));
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(SamePlacer(b, a));
  CHECK_FALSE(SamePlacer(b, PlacerOptions{}));
  CHECK(tb.Format() == ta.Format());

  SequencerOptions s;
  ParamTable ts;
  DeclareParams(s, ts);
  REQUIRE(ts.LoadText("eval.holes -30\nsearch.second_ply_candidates 5\n").ok());
  SequencerOptions t;
  ParamTable tt;
  DeclareParams(t, tt);
  REQUIRE(tt.LoadText(ts.Format()).ok());
  CHECK(SameWeights(t.weights, s.weights));
  CHECK(t.second_ply_candidates == 5);
  CHECK(tt.Format() == ts.Format());
}

// A fixed-seed game of `pieces` pieces for `placer`: its commands, and the
// messages it was sent.
struct Game {
  std::vector<std::string> commands;
  std::string messages;
};

Game PlayGame(SearchPlacer& placer, int pieces) {
  Rng rng(2017);
  Game game;
  Board board;
  Piece current = kAllPieces[rng.Below(kPieceCount)];
  for (int i = 0; i < pieces; ++i) {
    const Piece next = kAllPieces[rng.Below(kPieceCount)];
    PlacerInput input;
    input.current = current;
    input.next = next;
    input.board = board;
    game.messages += FormatPlacerInput(0, current, next, board);
    const std::string command = placer.Respond(input);
    game.commands.push_back(command);
    const Execution run = ExecuteCommands(board, current, command);
    if (run.outcome != CommandOutcome::kPlaced) break;
    board.Lock(run.piece, board.Drop(run.piece, run.position));
    current = next;
  }
  return game;
}

TEST_CASE("A placer with loaded parameters places like the original") {
  SearchPlacer defaults{PlacerOptions{}};
  const Game baseline = PlayGame(defaults, 40);

  PlacerOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  REQUIRE(ta.LoadText("eval.well_column 0\nsearch.beam_width 8\n").ok());
  SearchPlacer changed_placer{a};
  const Game changed = PlayGame(changed_placer, 40);
  CHECK(changed.commands != baseline.commands);

  PlacerOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  SearchPlacer loaded_placer{b};
  CHECK(PlayGame(loaded_placer, 40).commands == changed.commands);
}

using testing::CheckRefusedSaying;
using testing::JoinLines;
using testing::ProgramRun;
using testing::RunProgram;

TEST_CASE("tetris-placer --print-params output loads back with --params") {
  SearchPlacer defaults{PlacerOptions{}};
  const Game game = PlayGame(defaults, 25);
  const ProgramRun plain = RunProgram("tetris-placer", game.messages);
  REQUIRE(plain.exit_code == 0);
  CHECK(plain.out == JoinLines(game.commands));

  const std::string flags =
      "--param eval.well_column=0 --param search.beam_width=8";
  const ProgramRun printed =
      RunProgram("tetris-placer " + flags + " --print-params");
  REQUIRE(printed.exit_code == 0);
  const testing::TempFile params(printed.out);
  CHECK(
      RunProgram("tetris-placer --params " + params.path() + " --print-params")
          .out == printed.out);
  const ProgramRun direct = RunProgram("tetris-placer " + flags, game.messages);
  const ProgramRun loaded =
      RunProgram("tetris-placer --params " + params.path(), game.messages);
  REQUIRE(direct.exit_code == 0);
  CHECK(loaded.out == direct.out);
  CHECK(direct.out != plain.out);
  // The baseline's one parameter is the ladder's share of random placements.
  CHECK(RunProgram("tetris-placer --level baseline --print-params")
            .out.find("ladder.random_share 0 ") != std::string::npos);
}

TEST_CASE("tetris-sequencer --print-params output loads back with --params") {
  const ProgramRun printed = RunProgram(
      "tetris-sequencer "
      "--param eval.holes=-40 --param search.second_ply_candidates=2 "
      "--print-params");
  REQUIRE(printed.exit_code == 0);
  const testing::TempFile params(printed.out);
  CHECK(RunProgram("tetris-sequencer --params " + params.path() +
                   " --print-params")
            .out == printed.out);
  // The same pieces for the same boards.
  std::string messages;
  Board board;
  messages += FormatSequencerInput(0, std::nullopt, board);
  board.Set(3, 0);
  board.Set(4, 0);
  messages += FormatSequencerInput(0, Piece::kT, board);
  board.Set(0, 1);
  messages += FormatSequencerInput(0, Piece::kO, board);
  const ProgramRun direct = RunProgram(
      "tetris-sequencer --param eval.holes=-40 --param "
      "search.second_ply_candidates=2",
      messages);
  const ProgramRun loaded =
      RunProgram("tetris-sequencer --params " + params.path(), messages);
  REQUIRE(direct.exit_code == 0);
  CHECK(direct.out.size() == 6);
  CHECK(loaded.out == direct.out);
  CHECK(RunProgram("tetris-sequencer --random --print-params").out ==
        "# no tunable parameters\n");
}

TEST_CASE("The Tetris programs refuse bad parameters with exit code 2") {
  CheckRefusedSaying("tetris-placer --param eval.well_column=12",
                     "tetris-placer: parameter eval.well_column: 12 is out "
                     "of range (an integer in [-1, 11])");
  CheckRefusedSaying("tetris-sequencer --param eval.hole=1",
                     "unknown parameter \"eval.hole\"");
  CHECK(RunProgram("tetris-placer --movetime 0").exit_code == 2);
  CHECK(RunProgram("tetris-sequencer --movetime -5").exit_code == 2);
}

TEST_CASE("the tuned sequencer model in data/ loads and changes the model") {
  SequencerOptions options;
  ParamTable table;
  DeclareParams(options, table);
  REQUIRE(table
              .LoadFile(std::string(GAUNTLET_SOURCE_DIR) +
                        "/data/tetris/sequencer-cmaes.params")
              .ok());
  CHECK(table.Check().ok());
  CHECK(options.weights.values[kHoles] == Approx(-25.53).margin(0.01));
  CHECK(options.weights.clear_bonus[4] == Approx(38.69).margin(0.01));
  CHECK(!SameWeights(options.weights, OpponentModel()));
}

}  // namespace
}  // namespace gauntlet::tetris
