#include "tools/games/duckchess/eval_fit.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "common/core/params.h"
#include "common/core/rng.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::tune {
namespace {

using duckchess::Evaluator;
using duckchess::Position;
using duckchess::Weights;

// Positions after 10-60 random plies that end nothing.
std::vector<Position> PlayoutPositions(int count, uint64_t seed) {
  std::vector<Position> positions;
  Rng rng(seed);
  while (static_cast<int>(positions.size()) < count) {
    Position p;
    const int plies = 10 + static_cast<int>(rng.Below(51));
    for (int i = 0; i < plies && !p.IsOver(); ++i) {
      duckchess::MoveList moves;
      p.GenerateMoves(moves);
      p.Make(moves[static_cast<int>(rng.Below(moves.size()))]);
    }
    if (!p.IsOver()) positions.push_back(p);
  }
  return positions;
}

// `weights` with some parameters set.
Weights With(Weights weights,
             const std::vector<std::pair<const char*, double>>& values) {
  ParamTable table;
  duckchess::DeclareParams(weights, table);
  for (const auto& [name, value] : values) {
    REQUIRE(table.SetValue(name, value).ok());
  }
  return weights;
}

TEST_CASE("the evaluation is its weights times its terms") {
  const EvalTerms terms;
  CHECK(terms.names().size() == 153);  // every eval.* weight but eval.forked
  for (const Weights& weights :
       {Weights{}, With(Weights{}, {{"eval.material.horse", 613},
                                    {"eval.center.soldier", -7},
                                    {"eval.captain_danger", 41},
                                    {"eval.crossed.horse", -40},
                                    {"eval.hanging", 70},
                                    {"eval.captain_zone", 5},
                                    {"eval.captain_exits", 9},
                                    {"eval.defended.duck", 30},
                                    {"eval.row.soldier.6", 55},
                                    {"eval.column.horse.2", -20}})}) {
    Weights copy = weights;
    ParamTable table;
    duckchess::DeclareParams(copy, table);
    const Evaluator evaluator(weights);
    for (const Position& p : PlayoutPositions(50, 3)) {
      const std::vector<double> t = terms.Of(p);
      double sum = 0;
      for (std::size_t j = 0; j < t.size(); ++j) {
        sum += table.Find(terms.names()[j])->value() * t[j];
      }
      CHECK(sum == evaluator.Evaluate(p));
    }
  }
}

TEST_CASE("the fit finds the weights that made the scores") {
  // Scores from known weights, fitted from the defaults: the fit must find
  // those weights back. The row and column tables are left out of the fit
  // (below), so the truth has none.
  Weights untabled;
  untabled.row = {};
  untabled.column = {};
  const Weights truth = With(untabled, {{"eval.material.horse", 600},
                                        {"eval.material.soldier", 300},
                                        {"eval.center.soldier", 30},
                                        {"eval.mobility.duck", 12},
                                        {"eval.tempo", 50}});
  const Evaluator scorer(truth);
  std::vector<ScoredPosition> scored;
  for (const Position& p : PlayoutPositions(1000, 11)) {
    scored.push_back({p, static_cast<double>(scorer.Evaluate(p))});
  }
  EvalFitOptions options;
  // The row and column tables repeat what material, advance and center
  // say (a table shifted by a constant is more material): left out, the
  // remaining weights are determined by the scores.
  const EvalTerms all;
  for (const std::string& name : all.names()) {
    if (name.starts_with("eval.row.") || name.starts_with("eval.column.")) {
      options.dropped.push_back(name);
    }
  }
  const auto result = FitEvalWeights(scored, Weights{}, options);
  INFO(result.status().message());
  REQUIRE(result.ok());
  CHECK(result->fit_count == 800);
  CHECK(result->held_out_count == 200);
  CHECK(result->held_out_error_after < result->held_out_error_before / 100);
  Weights fitted = result->weights;
  Weights expected = truth;
  ParamTable fitted_table;
  ParamTable expected_table;
  duckchess::DeclareParams(fitted, fitted_table);
  duckchess::DeclareParams(expected, expected_table);
  const EvalTerms terms;
  for (const std::string& name : terms.names()) {
    INFO(name);
    CHECK(std::abs(fitted_table.Find(name)->value() -
                   expected_table.Find(name)->value()) <= 1);
  }
}

TEST_CASE("dropped weights stay at zero and bad requests are refused") {
  std::vector<ScoredPosition> scored;
  const Evaluator scorer;
  for (const Position& p : PlayoutPositions(2000, 5)) {
    scored.push_back({p, static_cast<double>(scorer.Evaluate(p))});
  }
  EvalFitOptions options;
  options.dropped = {"eval.captain_shield"};
  const auto result = FitEvalWeights(scored, Weights{}, options);
  INFO(result.status().message());
  REQUIRE(result.ok());
  CHECK(result->weights.captain_shield == 0);

  options.dropped = {"eval.no_such_weight"};
  CHECK_THAT(std::string(
                 FitEvalWeights(scored, Weights{}, options).status().message()),
             Catch::Contains("unknown evaluation weight eval.no_such_weight"));
  options.dropped = {"eval.material.car"};
  CHECK_FALSE(FitEvalWeights(scored, Weights{}, options).ok());
  scored.resize(100);
  options.dropped = {};
  CHECK_THAT(std::string(
                 FitEvalWeights(scored, Weights{}, options).status().message()),
             Catch::Contains("at least ten per weight"));
}

TEST_CASE("scored positions are read from FEN or text lines") {
  const auto read = ParseScoredPositions(
      "# a comment\n\n"
      "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w - - 0 1 "
      "-35\n"
      "CHEGKGEHC/9/D7D/S1S1S1S1S/9/9/s1s1s1s1s/d7d/9/chegkgehc r\t12.5\n",
      "scores.txt");
  REQUIRE(read.ok());
  REQUIRE(read->size() == 2);
  CHECK((*read)[0].score == -35);
  CHECK((*read)[1].score == 12.5);
  CHECK((*read)[0].position.hash() == Position().hash());
  CHECK_THAT(
      std::string(
          ParseScoredPositions("\nstart 3 x\n", "s.txt").status().message()),
      Catch::Contains("s.txt, line 2: expected a position then a score"));
  CHECK_THAT(std::string(
                 ParseScoredPositions("9/9 w 3\n", "s.txt").status().message()),
             Catch::Contains("s.txt, line 1: "));
}

TEST_CASE("a replay's positions come out as FENs every other ply") {
  // The header's setup and opening, then one turn a ply; a fault ends it.
  const std::string replay =
      R"({"type":"header","game":"duckchess","setup":{"fen":"chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w - - 0 1","opening":["3 4 3 3","6 6 5 5"]}})"
      "\n"
      R"({"type":"turn","turn":3,"players":[{"seat":0,"answer":"3 6 3 5","fault":"none"}]})"
      "\n"
      R"({"type":"turn","turn":4,"players":[{"seat":1,"answer":"6 8 5 7","fault":"none"}]})"
      "\n"
      R"({"type":"turn","turn":5,"players":[{"seat":0,"answer":"","fault":"timeout"}]})"
      "\n";
  const auto fens = ReplayFens(replay, "game-0.replay.jsonl", 2, 2);
  REQUIRE(fens.ok());
  REQUIRE(fens->size() == 2);  // after plies 2 and 4
  Position p;
  for (const char* m : {"3 4 3 3", "6 6 5 5"}) {
    p.Make(duckchess::ParseMoveLine(m, 1, "move").value());
  }
  CHECK((*fens)[0] == p.ToFen());
  CHECK_THAT(
      std::string(ReplayFens(R"({"type":"turn","players":[]})", "r", 2, 2)
                      .status()
                      .message()),
      Catch::Contains("r, line 1: a turn before the header"));
}

TEST_CASE("a quiet position offers no capture that wins material") {
  const Evaluator evaluator;
  CHECK(IsQuiet(Position(), evaluator));
  // The red car on (0,0) can take an undefended blue horse on (5,0).
  const auto hanging =
      Position::FromText("4K4/9/9/9/H8/9/9/9/9/c3k4 r").value();
  CHECK_FALSE(IsQuiet(hanging, evaluator));
}

}  // namespace
}  // namespace gauntlet::tune
