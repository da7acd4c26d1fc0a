#include <algorithm>
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

// A middlegame of sorts: four plies from the start.
Position FourPliesIn() {
  Position p;
  for (const Move m :
       {M(0, 1, 2, 2), M(9, 7, 7, 6), M(3, 4, 4, 4), M(6, 4, 5, 4)}) {
    p.Make(m);
  }
  return p;
}

search::AlphaBetaResult<Move> SearchTo(Position& p, int depth,
                                       search::AlphaBetaOptions options = {}) {
  const Evaluator evaluator;
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

TEST_CASE("a dear piece taking a defended cheaper one may be tried last") {
  // The red car on (0,4) and the red soldier on (4,3) can both take the
  // blue soldier on (5,4), which the blue guard on (6,5) defends.
  auto p = Position::FromText("8K/9/9/5G3/4S4/3s5/9/9/9/k3c4 r").value();
  const Evaluator evaluator;
  SearchGame game(p, evaluator);
  const Move car_takes = M(0, 4, 5, 4);
  const Move soldier_takes = M(4, 3, 5, 4);
  CHECK(game.IsLosingCapture(car_takes));
  CHECK_FALSE(game.IsLosingCapture(soldier_takes));
  MoveList list;
  p.GenerateMoves(list);
  using Order = search::MoveOrder<SearchGame, search::kAlphaBetaMaxPly>;
  for (const bool last : {false, true}) {
    INFO("losing captures last: " << last);
    search::AlphaBetaOptions options;
    options.losing_captures_last = last;
    Order order(options);
    Order::Keys keys;
    order.Score(game, list, Move{}, 0, -1, keys);
    int car_key = 0;
    int soldier_key = 0;
    int lowest_quiet = Order::kHashKey;
    for (int i = 0; i < list.size(); ++i) {
      if (list[i] == car_takes) car_key = keys[i];
      if (list[i] == soldier_takes) soldier_key = keys[i];
      if (!game.IsCapture(list[i]))
        lowest_quiet = std::min(lowest_quiet, keys[i]);
    }
    CHECK(soldier_key >= Order::kCaptureKey);
    if (last) {
      CHECK(car_key < lowest_quiet);
    } else {
      CHECK(car_key >= Order::kCaptureKey);
    }
  }
}

TEST_CASE("the cut-node reduction changes the tree") {
  // A switch that changed nothing would not be wired to the search. Fewer
  // nodes is not promised: a reduced move that fails high is searched
  // again, and with the depth-12 fit's weights this tree grows.
  Position p = FourPliesIn();
  search::AlphaBetaOptions base = DuckChessSearchOptions();
  base.cut_node_reduction = 0;
  search::AlphaBetaOptions reduced = base;
  reduced.cut_node_reduction = 1;
  CHECK(SearchTo(p, 8, reduced).nodes != SearchTo(p, 8, base).nodes);
}

TEST_CASE("singular extensions change the tree and keep the position") {
  Position p = FourPliesIn();
  const std::string before = p.ToText();
  search::AlphaBetaOptions base = DuckChessSearchOptions();
  search::AlphaBetaOptions singular = base;
  singular.singular_depth = 4;
  const auto plain = SearchTo(p, 8, base);
  const auto extended = SearchTo(p, 8, singular);
  CHECK(extended.nodes != plain.nodes);
  CHECK(p.IsLegal(extended.best));
  CHECK(p.ToText() == before);
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

// Blue wins each of these in 5 plies (found in seeded random playouts).
constexpr const char* kWinsInFive[] = {
    "6EH1/C4KGSC/1GS5D/3SH4/2E4s1/5d3/3Dh4/1S1ke1s2/2g6/3csgsh1 b",
    "4C1EH1/6G1S/1G2K4/2S1HD2C/9/4S2s1/4E4/3k3Dd/g3csg2/2es2sh1 b",
    "CH1GKG1H1/2CS5/D3E3D/4SS3/6d2/s7s/9/3S1s3/1Ss1g4/chek1ceh1 b",
    "CH1GKG1H1/3S5/D3E1S1D/4S4/2C3d2/s7s/9/3S5/1S1sgs3/chek1ceh1 b",
    "CH1DKG1H1/3SG4/4E1S1D/4S4/2C6/8s/s8/3S4d/1S1sgs3/chek1ceh1 b",
    "CH1DKG1H1/3SG4/4ES2D/4S4/1C7/8s/9/s2S4d/1S1sgs3/chekc1eh1 b",
    "CH2KG1H1/3SG4/D3ES2D/4S4/1C7/7s1/9/s2S4d/3s1s3/cSekcgeh1 b",
    "1H1GKGE2/9/3SE3D/4e3H/1CS2ss2/C1Dd5/5s1S1/4S2gd/4g3c/c3k2h1 b",
};

TEST_CASE("pruning quiet moves keeps every short forced win") {
  // Late-move and futility pruning skip quiet moves near the leaves, but
  // never one that attacks the captain: the forcing lines of a short win
  // stay searched: with the attack exemption taken out of the pruning, two
  // of these wins are missed.
  search::AlphaBetaOptions pruned;  // at their most aggressive
  pruned.late_move_count = 1;
  pruned.futility_margin = 1;
  // Quiescence cut short too: the wins are decided in the full-width part.
  pruned.quiescence_table = true;
  pruned.delta_margin = 1;
  pruned.quiescence_max_plies = 1;
  for (const char* text : kWinsInFive) {
    INFO(text);
    auto p = Position::FromText(text).value();
    CHECK(SearchTo(p, 5).score == search::kAlphaBetaWin - 5);
    CHECK(SearchTo(p, 5, pruned).score == search::kAlphaBetaWin - 5);
  }
}

// A search switch: `changed` searches another tree than the defaults four
// plies in, and `eager` (the switch at its most eager) still finds every
// win in five.
void CheckChangesTreeAndKeepsWins(const search::AlphaBetaOptions& changed,
                                  const search::AlphaBetaOptions& eager) {
  Position p = FourPliesIn();
  CHECK(SearchTo(p, 9, changed).nodes !=
        SearchTo(p, 9, DuckChessSearchOptions()).nodes);
  for (const char* text : kWinsInFive) {
    INFO(text);
    auto q = Position::FromText(text).value();
    CHECK(SearchTo(q, 7, eager).score == search::kAlphaBetaWin - 5);
  }
}

TEST_CASE("ProbCut changes the tree and keeps every short win") {
  search::AlphaBetaOptions cut = DuckChessSearchOptions();
  cut.probcut_margin = 100;
  search::AlphaBetaOptions eager = cut;
  eager.probcut_margin = 1;
  CheckChangesTreeAndKeepsWins(cut, eager);
}

TEST_CASE("a moved piece hangs where it is attacked and not defended") {
  // The blue car on (5,2) watches column 2 down to the red back row.
  const Evaluator evaluator;
  auto open = Position::FromText("4K4/9/9/9/2C6/9/9/9/9/c3k4 r").value();
  SearchGame game(open, evaluator);
  for (const auto& [move, hangs] :
       {std::pair{M(0, 0, 0, 2), true}, std::pair{M(0, 0, 0, 3), false},
        std::pair{M(0, 0, 1, 0), false}}) {
    INFO(FormatMove(move));
    open.Make(move);
    CHECK(game.MovedPieceHangs(move) == hangs);
    open.Unmake();
  }
  // A red guard on (1,3) defends (0,2).
  auto guarded = Position::FromText("4K4/9/9/9/2C6/9/9/9/3g5/c3k4 r").value();
  SearchGame guarded_game(guarded, evaluator);
  guarded.Make(M(0, 0, 0, 2));
  CHECK_FALSE(guarded_game.MovedPieceHangs(M(0, 0, 0, 2)));
}

TEST_CASE("hanging-move pruning changes the tree and keeps every short win") {
  search::AlphaBetaOptions pruned = DuckChessSearchOptions();
  pruned.hanging_depth = 6;
  search::AlphaBetaOptions eager = pruned;
  eager.hanging_depth = 16;
  CheckChangesTreeAndKeepsWins(pruned, eager);
}

TEST_CASE("the ordering, reduction and pruning switches keep every short win") {
  // The ordering and reduction switches change which moves are searched how
  // deep, never whether a forcing line is seen: pruning at every depth,
  // reductions steered by history at their strongest.
  search::AlphaBetaOptions tuned;
  tuned.history_malus = true;
  tuned.counter_moves = true;
  tuned.internal_reduction = true;
  tuned.history_reduction_divisor = 1;
  tuned.improving = true;
  tuned.pruning_depth = 12;
  tuned.late_move_count = 1;
  tuned.futility_margin = 1;
  tuned.static_margin = 1;
  tuned.reduction_divisor = 1;
  tuned.check_extension = true;
  tuned.null_move_depth_divisor = 1;
  tuned.null_move_eval_margin = 1;
  tuned.losing_captures_last = true;
  tuned.cut_node_reduction = 4;
  tuned.singular_depth = 2;
  tuned.singular_margin = 0;
  tuned.hanging_depth = 12;
  for (const char* text : kWinsInFive) {
    INFO(text);
    auto p = Position::FromText(text).value();
    const std::string before = p.ToText();
    CHECK(SearchTo(p, 5, tuned).score == search::kAlphaBetaWin - 5);
    CHECK(p.ToText() == before);
  }
}

TEST_CASE("the search with every switch on is reproducible after Clear") {
  Position p = FourPliesIn();
  search::AlphaBetaOptions options;
  options.history_malus = true;
  options.counter_moves = true;
  options.internal_reduction = true;
  options.history_reduction_divisor = 2000;
  options.improving = true;
  options.pruning_depth = 5;
  options.null_move_depth_divisor = 3;
  options.losing_captures_last = true;
  options.reduction_divisor = 2;
  options.cut_node_reduction = 1;
  options.tt_size_log2 = 16;
  const Evaluator evaluator;
  search::AlphaBeta<SearchGame> engine(options);
  SearchGame game(p, evaluator);
  const auto first = engine.Search(game, Deadline::Never(), 7);
  CHECK(p.IsLegal(first.best));
  engine.Search(game, Deadline::Never(), 7);  // tables now filled
  engine.Clear();
  const auto again = engine.Search(game, Deadline::Never(), 7);
  CHECK(again.nodes == first.nodes);
  CHECK(again.best == first.best);
  CHECK(again.score == first.score);
}

TEST_CASE("quiescence that answers captain threats sees wins beyond depth 1") {
  // Blue wins each of these in 5 plies. One ply of full width and a
  // quiescence of captures and evasions sees three of them; with quiet moves
  // attacking the captain searched in its first two plies, all eight.
  search::AlphaBetaOptions checks;
  checks.quiescence_checks = 2;
  int found = 0;
  int found_with_checks = 0;
  for (const char* text : kWinsInFive) {
    INFO(text);
    auto p = Position::FromText(text).value();
    const std::string before = p.ToText();
    found += SearchTo(p, 1).score == search::kAlphaBetaWin - 5 ? 1 : 0;
    const auto r = SearchTo(p, 1, checks);
    found_with_checks += r.score == search::kAlphaBetaWin - 5 ? 1 : 0;
    // Never a win that is not there: at most as good as the true result.
    CHECK(r.score <= search::kAlphaBetaWin - 5);
    CHECK(p.ToText() == before);
  }
  CHECK(found == 3);
  CHECK(found_with_checks == 8);
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
