#include <catch2/catch.hpp>
#include <string>

#include "bots/duckchess/strategy.h"
#include "common/duckchess/board.h"
#include "common/duckchess/protocol.h"
#include "common/duckchess/search_game.h"

namespace gauntlet::duckchess {
namespace {

Move M(int xs, int ys, int xt, int yt) {
  return Move{static_cast<uint8_t>(CellIndex(xs, ys)),
              static_cast<uint8_t>(CellIndex(xt, yt))};
}

search::AlphaBetaResult<Move> SearchTo(Position& p, int depth) {
  const Evaluator evaluator;
  search::AlphaBetaOptions options;
  options.tt_size_log2 = 16;
  search::AlphaBeta<SearchGame> engine(options);
  SearchGame game(p, evaluator);
  return engine.Search(game, Deadline::Never(), depth);
}

TEST_CASE("search takes a captain when it can") {
  // The red car on (0,4) sees the blue captain up the open column.
  auto p = Position::FromText("4K4/9/9/2S6/9/9/6s2/9/9/k3c4 r").value();
  for (int depth = 1; depth <= 4; ++depth) {
    const auto r = SearchTo(p, depth);
    CHECK(FormatMove(r.best) == "0 4 9 4");
    CHECK(r.score >= search::kAlphaBetaWinBound);
  }
}

TEST_CASE("search avoids a move that lets its captain be taken next") {
  // The blue soldier on (0,3) attacks the red captain on (0,4). Taking it with
  // the captain walks into the blue car on (5,3); the guard can take it
  // safely, or the captain can step to (0,5).
  const std::string text = "8K/9/9/9/3C5/9/9/9/2g6/3Sk4 r";
  auto p = Position::FromText(text).value();
  REQUIRE(p.CaptainAttacked(kRed));
  for (int depth = 2; depth <= 5; ++depth) {
    INFO("depth " << depth);
    const auto r = SearchTo(p, depth);
    CHECK_FALSE(r.best == M(0, 4, 0, 3));
    p.Make(r.best);
    CHECK_FALSE(p.CaptainAttacked(kRed));
    p.Unmake();
    CHECK(r.score > -search::kAlphaBetaWinBound);
  }
  // The one-ply greedy bot does not look at the reply; the search bot does.
  SearchStrategy bot(Weights{}, SearchSettings{});
  const Move m = bot.Choose(p, Deadline::After(std::chrono::milliseconds(200)));
  CHECK_FALSE(m == M(0, 4, 0, 3));
}

TEST_CASE("search finds a forced captain capture two moves deep") {
  // The car on (8,0) holds row 8; the car from (1,8) to (9,8) attacks the
  // captain along row 9 and every reply stays on an attacked point.
  auto p = Position::FromText("4K4/c8/9/9/S8/9/9/9/8c/4k4 r").value();
  REQUIRE_FALSE(p.CaptainAttacked(kBlue));
  const auto r = SearchTo(p, 4);
  CHECK(r.best == M(1, 8, 9, 8));
  CHECK(r.score == search::kAlphaBetaWin - 3);
  REQUIRE(r.pv.size() >= 1);
  CHECK(r.pv[0] == r.best);
}

TEST_CASE("search, transposition table and unmake leave the position equal") {
  Position p;
  // A middlegame: a few plies from the start.
  for (const Move m :
       {M(0, 1, 2, 2), M(9, 7, 7, 6), M(3, 4, 4, 4), M(6, 4, 5, 4)}) {
    REQUIRE(p.IsLegal(m));
    p.Make(m);
  }
  const std::string text = p.ToText();
  const uint64_t hash = p.hash();
  const int ply = p.ply();
  const Evaluator evaluator;
  search::AlphaBeta<SearchGame> engine;
  SearchGame game(p, evaluator);
  const auto first = engine.Search(game, Deadline::Never(), 5);
  CHECK(p.ToText() == text);
  CHECK(p.hash() == hash);
  CHECK(p.ply() == ply);
  CHECK(p.hash() == Position::FromText(text)->hash());
  CHECK(p.IsLegal(first.best));
  // A second search reuses the table and still leaves everything in place.
  const auto second = engine.Search(game, Deadline::Never(), 5);
  CHECK(p.ToText() == text);
  CHECK(p.hash() == hash);
  CHECK(p.IsLegal(second.best));
  // Cleared tables reproduce the first search node for node.
  engine.Clear();
  const auto again = engine.Search(game, Deadline::Never(), 5);
  CHECK(again.nodes == first.nodes);
  CHECK(again.best == first.best);
  CHECK(again.score == first.score);
}

TEST_CASE("search answers in time and always with a legal move") {
  Position p;
  SearchStrategy bot(Weights{}, SearchSettings{});
  for (int i = 0; i < 6 && !p.IsOver(); ++i) {
    const auto start = std::chrono::steady_clock::now();
    const Move m =
        bot.Choose(p, Deadline::After(std::chrono::milliseconds(50)));
    CHECK(std::chrono::steady_clock::now() - start <
          std::chrono::milliseconds(200));
    REQUIRE(p.IsLegal(m));
    p.Make(m);
  }
}

}  // namespace
}  // namespace gauntlet::duckchess
