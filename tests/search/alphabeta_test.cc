#include "common/search/alphabeta.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

namespace gauntlet::search {
namespace {

// Subtraction game: take 1 to `max_take` stones; whoever takes the last one
// wins. A pile is lost for the side to move exactly when it is a multiple of
// max_take + 1, which lets the test know every true value.
class TakeAway {
 public:
  struct Move {
    int take = 0;
    friend bool operator==(Move a, Move b) = default;
  };
  struct MoveList {
    Move moves[8];
    int count = 0;
    int size() const { return count; }
    Move operator[](int i) const { return moves[i]; }
  };
  static constexpr int kHistorySize = 8;
  static constexpr int kMaxMoves = 8;

  TakeAway(int pile, int max_take) : pile_(pile), max_take_(max_take) {}

  uint64_t Hash() const { return static_cast<uint64_t>(pile_) * 2 + side_; }
  void GenerateMoves(MoveList& list) const {
    list.count = 0;
    for (int t = 1; t <= max_take_ && t <= pile_; ++t) {
      list.moves[list.count++] = Move{t};
    }
  }
  void GenerateCaptures(MoveList& list) const { list.count = 0; }
  void Make(Move m) {
    pile_ -= m.take;
    side_ ^= 1;
    ++made_;
  }
  void Unmake(Move m) {
    pile_ += m.take;
    side_ ^= 1;
    --made_;
  }
  void MakeNull() { side_ ^= 1; }
  void UnmakeNull() { side_ ^= 1; }
  // A deliberately poor heuristic: the search must overrule it.
  int Evaluate() const { return pile_ % 2 == 0 ? 10 : -10; }
  bool IsOver() const { return pile_ == 0; }
  int OverScore() const { return -1; }  // the previous mover took the last
  bool HasImmediateWin() const { return pile_ > 0 && pile_ <= max_take_; }
  bool InCheck() const { return false; }
  bool IsDrawByRule() const { return false; }
  bool NullMoveAllowed() const { return false; }
  bool IsCapture(Move) const { return false; }
  int CaptureOrder(Move) const { return 0; }
  int HistoryIndex(Move m) const { return m.take; }

  int pile() const { return pile_; }
  int made() const { return made_; }

 private:
  int pile_;
  int max_take_;
  int side_ = 0;
  int made_ = 0;
};

static_assert(AlphaBetaGame<TakeAway>);

TEST_CASE("alpha-beta plays the subtraction game perfectly") {
  AlphaBetaOptions options;
  options.tt_size_log2 = 12;
  for (int max_take : {2, 3, 5}) {
    for (int pile = 1; pile <= 30; ++pile) {
      INFO("pile " << pile << " max_take " << max_take);
      TakeAway game(pile, max_take);
      AlphaBeta<TakeAway> engine(options);
      const auto r = engine.Search(game, Deadline::Never(), 40);
      CHECK(game.pile() == pile);  // left as it was
      CHECK(game.made() == 0);
      const bool winning = pile % (max_take + 1) != 0;
      if (winning) {
        CHECK(r.score >= kAlphaBetaWinBound);
        CHECK((pile - r.best.take) % (max_take + 1) == 0);
      } else {
        CHECK(r.score <= -kAlphaBetaWinBound);
      }
      CHECK(r.best.take >= 1);
      CHECK(r.best.take <= std::min(pile, max_take));
    }
  }
}

TEST_CASE("singular extensions keep the subtraction game perfect") {
  // With a margin of 0 every node of depth >= 2 with a table move runs the
  // test, extends or cuts: the values must stay exact.
  AlphaBetaOptions options;
  options.tt_size_log2 = 12;
  options.singular_depth = 2;
  options.singular_margin = 0;
  for (int pile = 1; pile <= 30; ++pile) {
    INFO("pile " << pile);
    TakeAway game(pile, 3);
    AlphaBeta<TakeAway> engine(options);
    const auto r = engine.Search(game, Deadline::Never(), 40);
    CHECK(game.made() == 0);
    if (pile % 4 != 0) {
      CHECK(r.score >= kAlphaBetaWinBound);
      CHECK((pile - r.best.take) % 4 == 0);
    } else {
      CHECK(r.score <= -kAlphaBetaWinBound);
    }
  }
}

TEST_CASE("the quickest win is preferred and scored by its distance") {
  TakeAway game(3, 3);  // take all three now
  AlphaBeta<TakeAway> engine;
  const auto r = engine.Search(game, Deadline::Never(), 10);
  CHECK(r.best.take == 3);
  CHECK(r.score == kAlphaBetaWin - 1);
  TakeAway longer(9, 3);  // take 1, then win within the next turns
  const auto r2 = engine.Search(longer, Deadline::Never(), 20);
  CHECK(r2.best.take == 1);
  CHECK(r2.score < kAlphaBetaWin - 1);
  CHECK(r2.score >= kAlphaBetaWinBound);
  REQUIRE(!r2.pv.empty());
  CHECK(r2.pv[0].take == 1);
}

TEST_CASE("an expired deadline still yields a legal move") {
  TakeAway game(1000, 5);
  AlphaBeta<TakeAway> engine;
  Deadline deadline = Deadline::After(std::chrono::milliseconds(0));
  const auto r = engine.Search(game, deadline, 60);
  CHECK(r.best.take >= 1);
  CHECK(r.best.take <= 5);
  CHECK(game.pile() == 1000);
}

}  // namespace
}  // namespace gauntlet::search
