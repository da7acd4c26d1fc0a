#include "bots/duckchess/strategy.h"

#include <algorithm>
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

Move DilutedStrategy::Choose(Position& position, Deadline deadline) {
  const Move chosen = inner_->Choose(position, deadline);
  const Move noise = noise_.Choose(position, deadline);
  return rng_.Chance(share_) ? noise : chosen;
}

Move SearchStrategy::Choose(Position& position, Deadline deadline) {
  search::AlphaBetaControl<Move> control;
  control.max_nodes = static_cast<uint64_t>(settings_.max_nodes);
  return Think(position, deadline, settings_.max_depth, control).best;
}

const search::AlphaBetaResult<Move>& SearchStrategy::Think(
    Position& position, Deadline deadline, int max_depth,
    const search::AlphaBetaControl<Move>& control) {
  SearchGame game(position, evaluator_);
  game.set_skip_losing_captures(settings_.skip_losing_captures);
  last_ = engine_.Search(game, deadline.Shortened(settings_.time_share),
                         std::min(max_depth, settings_.max_depth), control);
  return last_;
}

void DeclareParams(SearchSettings& settings, ParamTable& table) {
  search::AlphaBetaOptions& o = settings.options;
  table.Int("search.max_depth", &settings.max_depth, 1,
            search::kAlphaBetaMaxPly - 8, 1,
            "deepest iteration searched (time usually stops it first)");
  table.Int("search.max_nodes", &settings.max_nodes, 0, 2000000000, 1000,
            "nodes searched per move at most (0: no cap)");
  table.Real("search.time_share", &settings.time_share, 0.1, 1, 0.02,
             "share of the move's deadline (95% of the move time) searched");
  table.Int("search.tt_size_log2", &o.tt_size_log2, 10, 24, 1,
            "transposition table size: 2^this entries");
  table.Bool("search.null_move", &o.null_move, "null-move pruning (0 or 1)");
  table.Bool("search.late_move_reductions", &o.late_move_reductions,
             "late-move reductions (0 or 1)");
  table.Bool("search.aspiration", &o.aspiration,
             "aspiration windows from depth 4 (0 or 1)");
  table.Int("search.aspiration_window", &o.aspiration_window, 1, 1000, 5,
            "first aspiration half-width, tripled on each failure");
  table.Real("search.deepen_fraction", &o.deepen_fraction, 0.05, 1, 0.05,
             "no new iteration once this fraction of the move's budget is "
             "used");
  table.Int("search.quiescence_check_plies", &o.quiescence_check_plies, 0, 16,
            1, "quiescence plies that search every evasion when threatened");
  table.Bool("search.check_extension", &o.check_extension,
             "one ply deeper where the side to move's captain is attacked "
             "(0 or 1)");
  table.Int("search.static_margin", &o.static_margin, 0, 1000, 10,
            "reverse futility margin per ply at depth <= search.pruning_depth "
            "(0: off)");
  table.Real("search.reduction_divisor", &o.reduction_divisor, 0, 8, 0.25,
             "late-move reduction = log(depth) * log(move number) / this, "
             "none for moves attacking the captain (0: 1 or 2 plies)");
  table.Bool("search.skip_losing_captures", &settings.skip_losing_captures,
             "quiescence leaves out captures of a cheaper piece on a "
             "defended point (0 or 1)");
  table.Bool("search.quiescence_table", &o.quiescence_table,
             "quiescence uses the transposition table (0 or 1)");
  table.Int("search.quiescence_max_plies", &o.quiescence_max_plies, 0, 64, 1,
            "quiescence plies after which the static score is taken (0: no "
            "limit)");
  table.Int("search.delta_margin", &o.delta_margin, 0, 2000, 25,
            "quiescence skips captures whose material stays this far below "
            "alpha (0: off)");
  table.Int("search.quiescence_checks", &o.quiescence_checks, 0, 8, 1,
            "quiescence plies that also search quiet moves attacking the "
            "captain (0: off)");
  table.Int("search.late_move_count", &o.late_move_count, 0, 64, 1,
            "late-move pruning at depth <= search.pruning_depth: quiet moves "
            "after this + depth^2 are skipped (0: off)");
  table.Int("search.futility_margin", &o.futility_margin, 0, 1000, 10,
            "futility pruning at depth <= search.pruning_depth: quiet moves "
            "skipped when static + this * depth <= alpha (0: off)");
  table.Bool("search.history_malus", &o.history_malus,
             "a cutoff also lowers the history of the quiet moves tried "
             "before it, entries bounded (0 or 1)");
  table.Bool("search.counter_moves", &o.counter_moves,
             "the quiet move that last refuted the previous move is tried "
             "after the killers (0 or 1)");
  table.Bool("search.internal_reduction", &o.internal_reduction,
             "nodes of depth >= 4 without a hash move are searched a ply "
             "shallower (0 or 1)");
  table.Int("search.history_reduction_divisor", &o.history_reduction_divisor, 0,
            100000, 500,
            "late-move reductions shrink by history / this (0: off)");
  table.Int("search.pruning_depth", &o.pruning_depth, 0, 12, 1,
            "deepest depth of reverse futility, futility and late-move "
            "pruning");
  table.Bool("search.improving", &o.improving,
             "prune and reduce more where the static score did not rise "
             "since two plies up (0 or 1)");
  table.Int("search.null_move_depth_divisor", &o.null_move_depth_divisor, 0, 12,
            1,
            "null-move reduction = 3 + depth / this + (static - beta) / "
            "search.null_move_eval_margin, at most 3 of it (0: 2 plies, 3 "
            "from depth 7)");
  table.Int("search.null_move_eval_margin", &o.null_move_eval_margin, 1, 2000,
            25,
            "static score above beta worth one more ply of null-move "
            "reduction");
  table.Bool("search.losing_captures_last", &o.losing_captures_last,
             "captures of a cheaper piece on a defended point are tried "
             "after the quiet moves (0 or 1)");
  table.Int("search.cut_node_reduction", &o.cut_node_reduction, 0, 4, 1,
            "more late-move reduction at nodes expected to fail high (0: "
            "off)");
  table.Int("search.singular_depth", &o.singular_depth, 0, 32, 1,
            "singular extensions from this depth: the table's move a ply "
            "deeper when every other move fails low against its bound (0: "
            "off)");
  table.Int("search.singular_margin", &o.singular_margin, 0, 200, 1,
            "how far below the table's bound, per ply of depth, the other "
            "moves must stay for the singular extension");
  table.Int("search.probcut_margin", &o.probcut_margin, 0, 2000, 10,
            "ProbCut: a capture whose search four plies shallower clears beta "
            "by this is taken as a fail high (0: off)");
  table.Int("search.probcut_depth", &o.probcut_depth, 5, 32, 1,
            "least depth at which ProbCut is tried");
  table.Int("search.hanging_depth", &o.hanging_depth, 0, 16, 1,
            "quiet moves leaving the moved piece attacked and undefended are "
            "not searched at depth <= this outside the PV (0: off)");
}

void DeclareParams(std::string_view level, StrategyConfig& config,
                   ParamTable& table) {
  if (level == "greedy" || level == "search") {
    DeclareParams(config.weights, table);
    table.Real("ladder.random_share", &config.random_share, 0, 1, 0.05,
               "share of moves replaced by a random legal move (the "
               "ladder's lower rungs)");
  }
  if (level == "search") DeclareParams(config.search, table);
}

absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, const StrategyConfig& config, uint64_t seed) {
  auto strategy = MakeStrategy(level, config.weights, seed, config.search);
  if (!strategy.ok() || config.random_share <= 0 || level == "random") {
    return strategy;
  }
  // The noise's own seeds differ from the greedy level's.
  return std::make_unique<DilutedStrategy>(*std::move(strategy),
                                           config.random_share, seed + 1);
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
