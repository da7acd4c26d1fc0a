#include "common/core/params.h"

#include <catch2/catch.hpp>
#include <string>

#include "bots/duckchess/bench.h"
#include "bots/duckchess/strategy.h"
#include "common/duckchess/eval.h"

namespace gauntlet::duckchess {
namespace {

// Every number of a configuration, as text, to compare two of them.
std::string Describe(const StrategyConfig& c) {
  const search::AlphaBetaOptions& o = c.search.options;
  return FormatWeights(c.weights) + std::to_string(c.search.max_depth) + " " +
         std::to_string(o.tt_size_log2) + " " + std::to_string(o.null_move) +
         std::to_string(o.late_move_reductions) + std::to_string(o.aspiration) +
         " " + std::to_string(o.aspiration_window) + " " +
         std::to_string(o.deepen_fraction) + " " +
         std::to_string(o.quiescence_check_plies);
}

TEST_CASE("Each duck chess level declares its parameters") {
  const struct {
    const char* level;
    std::size_t count;
  } levels[] = {{"random", 0}, {"greedy", 155}, {"search", 190}, {"other", 0}};
  for (const auto& [level, count] : levels) {
    INFO(level);
    StrategyConfig config;
    ParamTable table;
    DeclareParams(level, config, table);
    CHECK(table.size() == count);
    CHECK(table.Check().ok());
  }
  StrategyConfig config;
  ParamTable table;
  DeclareParams("search", config, table);
  // One scalar per piece type; the captain's unused material is left out.
  CHECK(table.Find("eval.material.horse")->value() == 455);
  CHECK(table.Find("eval.material.captain") == nullptr);
  CHECK(table.Find("eval.advance.captain") != nullptr);
  CHECK(table.Find("search.aspiration_window")->value() == 50);
  CHECK(table.Find("search.deepen_fraction")->value() == 1.0);
}

TEST_CASE("The duck chess table's text loads back into a fresh table") {
  StrategyConfig a;
  ParamTable ta;
  DeclareParams("search", a, ta);
  const std::string defaults = ta.Format();
  REQUIRE(ta.LoadText("eval.material.car 880\neval.mobility.captain -3\n"
                      "search.null_move 0\nsearch.deepen_fraction 0.6\n"
                      "search.tt_size_log2 16\neval.tempo 20\n")
              .ok());
  CHECK(a.weights.material[kCar] == 880);
  CHECK(a.weights.mobility[kCaptain] == -3);
  CHECK_FALSE(a.search.options.null_move);
  CHECK(a.search.options.deepen_fraction == 0.6);
  CHECK(a.weights.tempo == 20);

  StrategyConfig b;
  ParamTable tb;
  DeclareParams("search", b, tb);
  CHECK(tb.Format() == defaults);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(tb.Format() == ta.Format());
  CHECK(Describe(b) == Describe(a));
  CHECK(Describe(b) != Describe(StrategyConfig{}));
}

TEST_CASE("Parameters loaded from text search like the ones they came from") {
  // A shallow bench: the node count is the search's signature.
  constexpr int kDepth = 4;
  const uint64_t defaults = RunBench(Weights{}, kDepth, SearchSettings{}).nodes;
  StrategyConfig a;
  ParamTable ta;
  DeclareParams("search", a, ta);
  REQUIRE(ta.Set("eval.tempo", "30").ok());
  REQUIRE(ta.Set("search.aspiration_window", "20").ok());
  const uint64_t changed = RunBench(a.weights, kDepth, a.search).nodes;
  CHECK(changed != defaults);

  StrategyConfig b;
  ParamTable tb;
  DeclareParams("search", b, tb);
  CHECK(RunBench(b.weights, kDepth, b.search).nodes == defaults);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(RunBench(b.weights, kDepth, b.search).nodes == changed);
}

TEST_CASE("The older weights format and the parameters agree") {
  StrategyConfig config;
  ParamTable table;
  DeclareParams("greedy", config, table);
  config.weights =
      ParseWeights("material 0 100 200 300 400 500 600\ntempo 7\n").value();
  CHECK(table.Find("eval.material.guard")->value() == 100);
  CHECK(table.Find("eval.material.soldier")->value() == 600);
  CHECK(table.Find("eval.tempo")->value() == 7);
  CHECK(table.Find("eval.captain_shield")->value() == 0);
  config.weights = ParseWeights("tempo 900\n").value();
  CHECK_FALSE(table.Check().ok());
}

}  // namespace
}  // namespace gauntlet::duckchess
