#include "bots/duckchess/strategy.h"

#include <vector>

namespace gauntlet::duckchess {

Move RandomStrategy::Choose(Position& position, Deadline) {
  MoveList moves;
  position.GenerateMoves(moves);
  return moves[static_cast<int>(rng_.Below(moves.size()))];
}

Move GreedyStrategy::Choose(Position& position, Deadline) {
  MoveList moves;
  position.GenerateMoves(moves);
  int best_score = 0;
  std::vector<Move> best;
  for (Move m : moves) {
    position.Make(m);
    const int score =
        position.IsOver() ? 1 << 30 : -evaluator_.Evaluate(position);
    position.Unmake();
    if (best.empty() || score > best_score) {
      best_score = score;
      best.assign(1, m);
    } else if (score == best_score) {
      best.push_back(m);
    }
  }
  return best[rng_.Below(best.size())];
}

Move SearchStrategy::Choose(Position& position, Deadline deadline) {
  SearchGame game(position, evaluator_);
  last_ = engine_.Search(game, deadline, settings_.max_depth);
  return last_.best;
}

absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, const Weights& weights, uint64_t seed,
    const SearchSettings& settings) {
  if (level == "random") return std::make_unique<RandomStrategy>(seed);
  if (level == "greedy") return std::make_unique<GreedyStrategy>(weights, seed);
  if (level == "search") {
    return std::make_unique<SearchStrategy>(weights, settings);
  }
  return absl::InvalidArgumentError("unknown level \"" + level +
                                    "\" (random, greedy or search)");
}

}  // namespace gauntlet::duckchess
