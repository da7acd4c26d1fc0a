#ifndef GAUNTLET_BOTS_TETRIS_PLACER_H_
#define GAUNTLET_BOTS_TETRIS_PLACER_H_

// The search placer: beam search over the current and the preview piece
// (common/search/beam_search.h), the best leaves then re-ranked with one
// unseen piece taken at its worst (the sequencer is an adversary) or on
// average; buys a piece when the search says it pays more than its 20
// points; tracks the hidden rows 30..35 from its own placements.

#include <optional>
#include <string>
#include <vector>

#include "bots/tetris/brains.h"
#include "bots/tetris/evaluator.h"
#include "common/search/beam_search.h"
#include "common/tetris/reach.h"

namespace gauntlet::tetris {

struct PlacerOptions {
  Weights weights = Weights::Default();
  std::size_t beam_width = 48;
  // The unseen piece after the preview is valued as this share of its
  // worst case plus the rest of its average over the seven pieces: 1 for an
  // adversary, 0 for a uniformly random sequencer.
  // Against our own adversarial sequencer the average also scored more
  // (docs/notes/tuning-runs.md), so 0 is the default.
  bool ignore_unseen = false;
  double unseen_worst_share = 0;
  int unseen_candidates = 6;  // best leaves re-ranked with the unseen piece
  bool allow_buy = true;
  // An I is bought for a ready 4-row clear only when waiting looks costly:
  // the stack is this tall, or no I has been seen for this many rounds
  // (an adversary never sends one to a ready board).
  int buy_height = 20;
  int buy_patience = 40;
  // Other pieces are bought when the best search value is below this.
  double trouble_value = -400;
  // Full searches spent on buy candidates, best single placement first.
  int buy_searches = 3;
  // A buy must beat not buying by more than this (after its cost).
  double buy_margin = 5;
  // The baseline level's (DellacheriePlacer): share of random placements
  // and their seed (the ladder's lowest rungs, bots/tetris/ladder.h).
  double random_share = 0;
  uint64_t seed = 1;
};

// Binds the evaluator's weights ("eval.*"), the search's numbers
// ("search.*") and the buying rules ("buy.*").
void DeclareParams(PlacerOptions& options, ParamTable& table);
// The parameters of placer level `level`: the above for "search",
// "ladder.random_share" for "baseline".
void DeclareParams(std::string_view level, PlacerOptions& options,
                   ParamTable& table);

struct PlacerNode {
  Board board;
  double reward = 0;  // points plus clear bonuses along the way
  Position first;     // the placement of the first piece
  int depth = 0;
};

struct Decision {
  std::optional<Piece> bought;
  Piece piece = Piece::kT;  // the piece actually placed
  Position target;
  double value = 0;
  std::string command;
};

class SearchPlacer : public PlacerBrain {
 public:
  explicit SearchPlacer(PlacerOptions options);

  // The best move for `board` (all 36 rows known).
  Decision Decide(const Board& board, Piece current, Piece next);

  std::string Respond(const PlacerInput& input) override;

  // Rounds since an I was last seen, which decide its buying patience; set
  // by a sequencer that runs this placer as its model of the opponent and
  // counts those rounds itself.
  void set_rounds_without_i(int rounds) { rounds_without_i_ = rounds; }

  // The largest searches so far, for the ladder's cap tests: nodes one beam
  // search expanded and leaves re-ranked with the unseen piece.
  struct Figures {
    int64_t most_expanded = 0;
    std::size_t most_reranked = 0;
  };
  const Figures& figures() const { return figures_; }

 private:
  // Best value and first placement for pieces (first, second) on `board`;
  // nullopt when the first piece has no placement.
  std::optional<std::pair<double, Position>> Search(const Board& board,
                                                    Piece first, Piece second);
  double UnseenValue(const Board& board);
  double OnePly(const Board& board, Piece piece);

  PlacerOptions options_;
  Reacher reacher_;
  std::vector<Position> scratch_;
  search::BeamWorkspace<PlacerNode> work_;
  std::optional<Board> model_;  // our board after our last move
  int rounds_without_i_ = 0;
  Figures figures_;
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_PLACER_H_
