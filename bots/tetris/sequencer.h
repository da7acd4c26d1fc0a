#ifndef GAUNTLET_BOTS_TETRIS_SEQUENCER_H_
#define GAUNTLET_BOTS_TETRIS_SEQUENCER_H_

// The adversarial sequencer, in the manner of Bastet: it predicts where the
// opponent puts the current piece (the best placement by our evaluator),
// then sends the next piece whose best outcome for the opponent over two
// plies (that piece, then the worst unseen piece after it) is lowest. A
// piece that cannot spawn is sent whenever one exists, and an I is never
// offered to a board ready for a 4-row clear. Optionally an I is sent to a
// board that is not ready when the opponent has long seen none, so that its
// patience for buying one starts again.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "bots/tetris/brains.h"
#include "bots/tetris/evaluator.h"
#include "bots/tetris/placer.h"
#include "common/core/rng.h"
#include "common/tetris/reach.h"

namespace gauntlet::tetris {

// Our placer's evaluator with clears valued at their real points.
Weights OpponentModel();

struct SequencerOptions {
  Weights weights = OpponentModel();  // the opponent's assumed judgement
  int second_ply_candidates = 3;      // best placements searched one ply deeper
  // Once the opponent has seen no I (current, preview or bought) for this
  // many rounds, an I is sent to a board not ready for a 4-row clear (0:
  // never). A placer that buys an I for a ready board after waiting some
  // rounds for one (ours waits 40) then waits again while its stack grows.
  int i_reset_rounds = 37;
  // Predict where the opponent puts the current piece by running our
  // search placer (which sees the preview, so each candidate gets its own
  // prediction, buys included) instead of the model's best single
  // placement; each predicted buy then counts this much against it.
  bool predict_with_placer = false;
  double buy_weight = 20;
  uint64_t seed = 1;  // for choosing among equally bad pieces
};

// Binds the opponent model's weights ("eval.*", the evaluator's names) and
// the search's numbers ("search.*").
void DeclareParams(SequencerOptions& options, ParamTable& table);

class AdversarialSequencer : public SequencerBrain {
 public:
  explicit AdversarialSequencer(SequencerOptions options);

  // The next piece for `board` (all 36 rows as far as known), on which the
  // opponent is about to place `current` (nullopt: nothing to place).
  Piece Choose(const Board& board, std::optional<Piece> current);

  std::string Respond(const SequencerInput& input) override;

 private:
  // Best one-ply value for the opponent placing `piece`; kDeadValue if none.
  double BestOnePly(const Board& board, Piece piece);
  double TwoPly(const Board& board, Piece piece);
  // Where the opponent puts `current` when `next` is its preview, by our
  // search placer: the board after it and the points it gains (clears
  // minus buy_weight for a buy).
  std::pair<Board, double> PredictPlacement(const Board& board, Piece current,
                                            Piece next);
  // Rebuilds the hidden rows from the last board and the piece placed (and
  // notes whether that piece was a bought I).
  Board WithHiddenRows(const Board& shown);

  SequencerOptions options_;
  Rng rng_;
  std::optional<SearchPlacer> opponent_;  // with predict_with_placer
  Reacher reacher_;
  std::vector<Position> placements_;
  std::vector<Position> inner_;
  std::optional<Board> last_board_;
  std::optional<Piece> last_current_;
  bool bought_i_ = false;     // the last placement was of a bought I
  int rounds_without_i_ = 0;  // as the opponent counts them
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_SEQUENCER_H_
