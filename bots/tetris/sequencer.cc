#include "bots/tetris/sequencer.h"

#include <algorithm>
#include <limits>

namespace gauntlet::tetris {
namespace {

bool SameShownRows(const Board& a, const Board& b) {
  for (int y = 0; y < kVisibleHeight; ++y) {
    if (a.row(y) != b.row(y)) return false;
  }
  return true;
}

}  // namespace

Weights OpponentModel() {
  // The placer's own weights, its main well at column 11 included: the
  // model that held our placer lowest when its weights were retuned on
  // 2026-11-26 (docs/notes/tuning-runs.md, "Tetris sequencer").
  Weights weights = Weights::Default();
  // What the opponent gains from a clear is its real points: the placer's
  // shaped penalties on small clears would make the sequencer feed doubles
  // (found in the benchmark: endless O pieces, 2-row clears all game).
  weights.clear_bonus = {0, 0, 0, 0, 0};
  return weights;
}

void DeclareParams(SequencerOptions& options, ParamTable& table) {
  DeclareParams(options.weights, table);
  table.Int("search.second_ply_candidates", &options.second_ply_candidates, 1,
            64, 1, "the opponent's best placements searched one ply deeper");
  table.Int("search.i_reset_rounds", &options.i_reset_rounds, 0, 1000, 1,
            "an I goes to a board not ready for a 4-row clear after this "
            "many rounds without one (0: never)");
  table.Bool("search.predict_with_placer", &options.predict_with_placer,
             "predict the opponent's placement with our search placer, "
             "preview and buys included (0 or 1)");
  table.Real("search.buy_weight", &options.buy_weight, 0, 10000, 10,
             "with predict_with_placer: what a predicted buy counts");
}

AdversarialSequencer::AdversarialSequencer(SequencerOptions options)
    : options_(std::move(options)), rng_(options_.seed) {
  if (options_.predict_with_placer) opponent_.emplace(PlacerOptions{});
}

double AdversarialSequencer::BestOnePly(const Board& board, Piece piece) {
  return BestPlacementValue(reacher_, board, piece, options_.weights, inner_);
}

double AdversarialSequencer::TwoPly(const Board& board, Piece piece) {
  // The opponent's best placements of `piece` by one ply...
  std::vector<Position> placements;
  reacher_.Placements(board, piece, placements);
  if (placements.empty()) return kDeadValue;
  std::vector<std::pair<double, int>> ranked;
  std::vector<Board> boards;
  std::vector<double> rewards;
  for (const Position& at : placements) {
    Board after = board;
    const int lines = after.Lock(piece, at);
    const double reward =
        kClearPoints[lines] + options_.weights.clear_bonus[lines];
    ranked.emplace_back(reward + Evaluate(after, options_.weights),
                        static_cast<int>(boards.size()));
    boards.push_back(after);
    rewards.push_back(reward);
  }
  std::sort(ranked.begin(), ranked.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  // ...each then met by the worst piece we could send after it.
  double best = kDeadValue;
  const int keep = std::min<int>(ranked.size(), options_.second_ply_candidates);
  for (int i = 0; i < keep; ++i) {
    const Board& after = boards[ranked[i].second];
    double worst = std::numeric_limits<double>::infinity();
    for (Piece follow : kAllPieces) {
      worst = std::min(worst, BestOnePly(after, follow));
      if (worst <= best) break;  // cannot beat the best already found
    }
    best = std::max(best, rewards[ranked[i].second] + worst);
  }
  return best;
}

std::pair<Board, double> AdversarialSequencer::PredictPlacement(
    const Board& board, Piece current, Piece next) {
  opponent_->set_rounds_without_i(rounds_without_i_);
  const Decision decision = opponent_->Decide(board, current, next);
  Board after = board;
  if (decision.value <= kDeadValue) return {after, 0};
  const int lines = after.Lock(decision.piece, decision.target);
  return {after,
          kClearPoints[lines] - (decision.bought ? options_.buy_weight : 0)};
}

Piece AdversarialSequencer::Choose(const Board& board,
                                   std::optional<Piece> current) {
  Board predicted = board;
  if (current) {
    reacher_.Placements(board, *current, placements_);
    if (placements_.empty()) return Piece::kS;  // the game is over anyway
    // A piece that cannot spawn wherever the current piece goes ends the
    // game for certain.
    for (Piece piece : kAllPieces) {
      bool never = true;
      for (const Position& at : placements_) {
        Board after = board;
        after.Lock(*current, at);
        if (after.CanSpawn(piece)) {
          never = false;
          break;
        }
      }
      if (never) return piece;
    }
    // Predict the opponent's placement of the current piece.
    double best = kDeadValue * 2;
    for (const Position& at : placements_) {
      Board after = board;
      const int lines = after.Lock(*current, at);
      const double value = kClearPoints[lines] +
                           options_.weights.clear_bonus[lines] +
                           Evaluate(after, options_.weights);
      if (value > best) {
        best = value;
        predicted = after;
      }
    }
  }
  for (Piece piece : kAllPieces) {
    if (!predicted.CanSpawn(piece)) return piece;
  }
  const bool ready = ComputeFeatures(predicted).values[kTetrisReady] >= 4;
  if (current && options_.i_reset_rounds > 0 && !ready &&
      rounds_without_i_ >= options_.i_reset_rounds) {
    return Piece::kI;
  }
  Piece choice = Piece::kS;
  double lowest = std::numeric_limits<double>::infinity();
  int ties = 0;
  for (Piece piece : kAllPieces) {
    double value = 0;
    if (opponent_ && current) {
      const auto [after, gain] = PredictPlacement(board, *current, piece);
      if (!after.CanSpawn(piece)) return piece;
      if (piece == Piece::kI &&
          ComputeFeatures(after).values[kTetrisReady] >= 4) {
        continue;
      }
      value = gain + TwoPly(after, piece);
    } else {
      if (ready && piece == Piece::kI) continue;
      value = TwoPly(predicted, piece);
    }
    if (value < lowest - 1e-9) {
      lowest = value;
      choice = piece;
      ties = 1;
    } else if (value <= lowest + 1e-9 && rng_.Below(++ties) == 0) {
      // Equal pieces are picked at random (seeded), so an opponent cannot
      // learn a fixed tie order.
      choice = piece;
    }
  }
  return choice;
}

Board AdversarialSequencer::WithHiddenRows(const Board& shown) {
  if (!last_board_) return shown;
  if (!last_current_) {
    // Before the first placement nothing has changed the board.
    return SameShownRows(*last_board_, shown) ? *last_board_ : shown;
  }
  // Find a placement (of the piece we announced, else of a bought one)
  // that turns the last board into the shown one; its hidden rows are ours.
  std::vector<Piece> order;
  if (last_current_) order.push_back(*last_current_);
  for (Piece piece : kAllPieces) {
    if (!last_current_ || piece != *last_current_) order.push_back(piece);
  }
  for (Piece piece : order) {
    reacher_.Placements(*last_board_, piece, placements_);
    for (const Position& at : placements_) {
      Board after = *last_board_;
      after.Lock(piece, at);
      if (SameShownRows(after, shown)) {
        bought_i_ = piece == Piece::kI && piece != *last_current_;
        return after;
      }
    }
  }
  return shown;
}

std::string AdversarialSequencer::Respond(const SequencerInput& input) {
  bought_i_ = false;
  const Board board = WithHiddenRows(input.board);
  if (input.current && last_current_) {
    // The opponent placed last_current_ (or a bought piece) with
    // input.current as its preview: count that round as it would.
    const bool i_seen =
        *last_current_ == Piece::kI || *input.current == Piece::kI || bought_i_;
    rounds_without_i_ = i_seen ? 0 : rounds_without_i_ + 1;
  }
  last_board_ = board;
  last_current_ = input.current;
  return std::string(1, LetterOf(Choose(board, input.current)));
}

}  // namespace gauntlet::tetris
