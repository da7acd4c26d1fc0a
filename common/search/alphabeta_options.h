#ifndef GAUNTLET_COMMON_SEARCH_ALPHABETA_OPTIONS_H_
#define GAUNTLET_COMMON_SEARCH_ALPHABETA_OPTIONS_H_

// The numbers and switches of the alpha-beta engine (alphabeta.h): what a
// game's bot sets and declares as parameters without the engine itself.

namespace gauntlet::search {

struct AlphaBetaOptions {
  int tt_size_log2 = 20;  // transposition table entries = 2^this
  bool null_move = true;
  bool late_move_reductions = true;
  bool aspiration = true;
  int aspiration_window = 50;
  // Stop deepening once this fraction of the budget is used: the next
  // iteration would most likely not finish.
  double deepen_fraction = 0.45;
  int quiescence_check_plies = 4;  // evasions searched in quiescence
  // Search one ply deeper where the side to move is threatened with
  // immediate loss: such lines are forcing and end the game.
  bool check_extension = false;
  // Reverse futility: at depth <= pruning_depth outside the PV, a static score
  // this far above beta per ply of depth is taken as a fail high (0: off).
  int static_margin = 0;
  // Late-move reductions grow with log(depth) * log(move number) / this,
  // and moves that threaten the captain are not reduced (0: the fixed 1 or
  // 2 plies of reduction).
  double reduction_divisor = 0;
  // Late-move pruning: at depth <= pruning_depth outside the PV and out of
  // danger, quiet moves after the first `late_move_count` + depth * depth
  // (ordered by history) are not searched unless they threaten immediate loss
  // (0: off).
  int late_move_count = 0;
  // Futility pruning: at depth <= pruning_depth outside the PV and out of
  // danger, a quiet move is not searched when the static score plus this margin
  // per ply of depth stays at or below alpha, unless it threatens immediate
  // loss (0: off).
  int futility_margin = 0;
  // Quiescence reads and writes the transposition table (outside evasions).
  bool quiescence_table = false;
  // Quiescence plies after which the static score is taken (0: no limit).
  int quiescence_max_plies = 0;
  // Delta pruning in quiescence, for games that give CaptureGain(m) (the
  // material a capture wins): captures that stay this far below alpha are
  // skipped (0: off).
  int delta_margin = 0;
  // Quiescence plies that also search quiet moves threatening immediate
  // loss (attacking the captain): the forks a capture-only quiescence misses
  // at the horizon (0: off).
  int quiescence_checks = 0;
  // History with a malus: on a cutoff the quiet moves tried before the
  // cutting one lose what it gains, and every entry decays toward zero as
  // it nears its bound, so the table follows the position (off: the cutting
  // move alone gains depth^2, without bound).
  bool history_malus = false;
  // The quiet move that last refuted each move is tried right after the
  // killers.
  bool counter_moves = false;
  // Internal iterative reduction: a node of depth >= 4 with no hash move is
  // searched a ply shallower (it was not worth storing, or is new).
  bool internal_reduction = false;
  // Late-move reductions shrink by history / this for well-tried quiet
  // moves and grow for poor ones (0: history does not count).
  int history_reduction_divisor = 0;
  // Depth up to which reverse futility, futility and late-move pruning act.
  int pruning_depth = 3;
  // Where the side to move's static score is not above its score two plies
  // up (the position did not improve), prune and reduce more: the futility
  // margins of one ply less, half the late-move count, one ply more of
  // reduction. A line going badly is less worth searching in full.
  bool improving = false;
  // Null-move reduction grows with depth: 3 + depth / this plies, and one
  // more per null_move_eval_margin the static score stands above beta (at
  // most 3), so deep searches skip refuted lines sooner (0: 2 plies, 3 from
  // depth 7).
  int null_move_depth_divisor = 0;
  int null_move_eval_margin = 200;
  // Captures the game calls losing (IsLosingCapture, e.g. a dearer piece
  // taking a defended cheaper one) are tried after every quiet move, not
  // before the killers.
  bool losing_captures_last = false;
  // Late-move reductions this many plies deeper at nodes expected to fail
  // high (below a late move's reduced search), where a wrong guess costs
  // least (with reduction_divisor > 0; 0: off).
  int cut_node_reduction = 0;
  // Singular extensions: at depth >= this (0: off), where the table's move
  // has a lower bound from at most three plies shallower, the other moves
  // are searched to half depth against that bound less singular_margin per
  // ply. If all fail low the table's move is alone in holding the score and
  // is searched a ply deeper; if they reach beta too, the node is cut
  // (several moves refute the line).
  int singular_depth = 0;
  int singular_margin = 2;
  // ProbCut: at depth >= probcut_depth outside the PV, a capture whose
  // quiescence and then a search four plies shallower both reach beta plus
  // this margin is taken as a fail high: a deep search would almost surely
  // agree (0: off).
  int probcut_margin = 0;
  int probcut_depth = 5;
  // Hanging-move pruning, for games that give MovedPieceHangs(m) (asked
  // after the move is made): at depth <= this outside the PV and out of
  // danger, a quiet move after the first that leaves the moved piece
  // attacked and undefended is not searched unless it threatens immediate
  // loss. Such a move gives material away for nothing the search can see so
  // near the leaves (0: off).
  int hanging_depth = 0;
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_ALPHABETA_OPTIONS_H_
