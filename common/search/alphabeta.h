#ifndef GAUNTLET_COMMON_SEARCH_ALPHABETA_H_
#define GAUNTLET_COMMON_SEARCH_ALPHABETA_H_

// A generic alpha-beta engine for two-player, zero-sum, perfect-information
// games: iterative deepening negamax with principal variation search,
// aspiration windows, a transposition table, quiescence search on captures,
// move ordering (hash move, MVV/LVA, killers, history), null-move pruning and
// late-move reductions, all under a Deadline. The game plugs in through the
// AlphaBetaGame concept below.

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <type_traits>
#include <vector>

#include "common/core/deadline.h"
#include "common/search/alphabeta_options.h"
#include "common/search/move_order.h"
#include "common/search/transposition_table.h"

namespace gauntlet::search {

// What a game must provide. Scores are from the side to move's view, in
// units where kAlphaBetaWin is far above any Evaluate() result.
//   Move            trivially copyable, ==, Move{} meaning "no move"
//   MoveList        size(), operator[](int) -> Move
//   kMaxMoves       bound on a MoveList's size
//   kHistorySize    bound on HistoryIndex()
//   Hash()          key of the position including the side to move
//   GenerateMoves / GenerateCaptures  (empty once the game is over)
//   Make / Unmake   play and take back one move (Unmake gets the same move)
//   MakeNull / UnmakeNull  pass the turn (only called when NullMoveAllowed())
//   Evaluate()      static score for the side to move
//   IsOver() / OverScore()  game ended by the last move; OverScore is +1, 0
//                   or -1 for the side to move
//   HasImmediateWin()  the side to move can end the game in its favour with
//                   one move (lets the engine stop a ply earlier)
//   InCheck()       the side to move is threatened with immediate loss:
//                   quiescence searches every move and pruning is off
//   IsDrawByRule()  repetition or move limit: scored 0 below the root
//   IsCapture(m) / CaptureOrder(m)  capture test and MVV/LVA key (higher
//                   first)
//   HistoryIndex(m) slot of a quiet move in the history table
template <class G>
concept AlphaBetaGame = std::is_trivially_copyable_v<typename G::Move> &&
    requires(G& g, const G& cg, typename G::Move m,
             typename G::MoveList& list) {
  { G::kHistorySize } -> std::convertible_to<int>;
  { G::kMaxMoves } -> std::convertible_to<int>;
  { cg.Hash() } -> std::convertible_to<uint64_t>;
  g.GenerateMoves(list);
  g.GenerateCaptures(list);
  { list.size() } -> std::convertible_to<int>;
  { list[0] } -> std::convertible_to<typename G::Move>;
  g.Make(m);
  g.Unmake(m);
  g.MakeNull();
  g.UnmakeNull();
  { cg.Evaluate() } -> std::convertible_to<int>;
  { cg.IsOver() } -> std::convertible_to<bool>;
  { cg.OverScore() } -> std::convertible_to<int>;
  { cg.HasImmediateWin() } -> std::convertible_to<bool>;
  { cg.InCheck() } -> std::convertible_to<bool>;
  { cg.IsDrawByRule() } -> std::convertible_to<bool>;
  { cg.NullMoveAllowed() } -> std::convertible_to<bool>;
  { cg.IsCapture(m) } -> std::convertible_to<bool>;
  { cg.CaptureOrder(m) } -> std::convertible_to<int>;
  { cg.HistoryIndex(m) } -> std::convertible_to<int>;
  { m == m } -> std::convertible_to<bool>;
};

inline constexpr int kAlphaBetaWin = 1000000;
inline constexpr int kAlphaBetaMaxPly = 128;
// Scores beyond this are wins or losses at a known distance.
inline constexpr int kAlphaBetaWinBound = kAlphaBetaWin - kAlphaBetaMaxPly;

template <class Move>
struct AlphaBetaResult {
  Move best{};
  int score = 0;
  int depth = 0;                  // last completed iteration
  uint64_t nodes = 0;             // Make calls, null moves included
  uint64_t quiescence_nodes = 0;  // of those, made in quiescence
  std::vector<Move> pv;           // from the transposition table
};

// What may end or watch one Search besides its deadline and depth: a UCI
// front end's `stop`, `go nodes N` and `info` lines.
template <class Move>
struct AlphaBetaControl {
  // Set from another thread: the search ends as at its deadline.
  const std::atomic<bool>* stop = nullptr;
  // The search ends once it has made this many nodes (0: no limit).
  uint64_t max_nodes = 0;
  // Called after each completed iteration with its result, pv included.
  std::function<void(const AlphaBetaResult<Move>&)> on_iteration;
};

template <AlphaBetaGame G>
class AlphaBeta {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;

  explicit AlphaBeta(AlphaBetaOptions options = {})
      : options_(options), table_(options.tt_size_log2), order_(options) {
    InitReductions();
  }

  // Forgets everything learnt (TT, killers, history): searches after this are
  // reproducible node for node.
  void Clear() {
    table_.Clear();
    order_.Clear();
  }

  // Searches `game` until `max_depth` is completed or `deadline` expires. The
  // game is left as it was. With no legal move, best is Move{}.
  AlphaBetaResult<Move> Search(G& game, Deadline deadline, int max_depth,
                               const AlphaBetaControl<Move>& control = {}) {
    deadline_ = &deadline;
    control_ = &control;
    stopped_ = false;
    nodes_ = 0;
    quiescence_nodes_ = 0;
    table_.NewSearch();
    order_.NewSearch();
    AlphaBetaResult<Move> result;
    max_depth = std::min(max_depth, kAlphaBetaMaxPly - 8);
    int previous = 0;
    for (int depth = 1; depth <= max_depth; ++depth) {
      int score = 0;
      if (options_.aspiration && depth >= 4 &&
          std::abs(previous) < kAlphaBetaWinBound) {
        int delta = options_.aspiration_window;
        int alpha = previous - delta;
        int beta = previous + delta;
        for (;;) {
          score = Root(game, depth, alpha, beta);
          if (stopped_) break;
          if (score <= alpha) {
            alpha = std::max(-kAlphaBetaWin, alpha - delta * 3);
          } else if (score >= beta) {
            beta = std::min(kAlphaBetaWin, beta + delta * 3);
          } else {
            break;
          }
          delta *= 3;
        }
      } else {
        score = Root(game, depth, -kAlphaBetaWin, kAlphaBetaWin);
      }
      if (stopped_) {
        // A partial iteration's best move was searched fully and raised
        // alpha, so it is at least as good a choice as the last one.
        if (root_best_ != Move{}) result.best = root_best_;
        break;
      }
      previous = score;
      result.best = root_best_;
      result.score = score;
      result.depth = depth;
      if (control.on_iteration) {
        result.nodes = nodes_;
        result.pv = PrincipalVariation(game, result.best, depth);
        control.on_iteration(result);
      }
      if (std::abs(score) >= kAlphaBetaWinBound) break;  // decided
      if (deadline_->FractionUsed() > options_.deepen_fraction) break;
    }
    if (result.best == Move{}) result.best = FirstMove(game);
    result.nodes = nodes_;
    result.quiescence_nodes = quiescence_nodes_;
    result.pv = PrincipalVariation(game, result.best, result.depth);
    deadline_ = nullptr;
    control_ = nullptr;
    return result;
  }

 private:
  using Entry = typename TranspositionTable<Move>::Entry;

  static int ScoreToTable(int score, int ply) {
    if (score >= kAlphaBetaWinBound) return score + ply;
    if (score <= -kAlphaBetaWinBound) return score - ply;
    return score;
  }
  static int ScoreFromTable(int score, int ply) {
    if (score >= kAlphaBetaWinBound) return score - ply;
    if (score <= -kAlphaBetaWinBound) return score + ply;
    return score;
  }

  const Entry* Probe(uint64_t key) const { return table_.Probe(key); }
  void Store(uint64_t key, Move move, int score, int depth, TableBound bound,
             int ply) {
    table_.Store(key, move, ScoreToTable(score, ply), depth, bound);
  }

  bool CheckStop() {
    if (!stopped_ &&
        (deadline_->Expired() ||
         (control_->stop != nullptr &&
          control_->stop->load(std::memory_order_relaxed)) ||
         (control_->max_nodes != 0 && nodes_ >= control_->max_nodes))) {
      stopped_ = true;
    }
    return stopped_;
  }

  Move FirstMove(G& game) {
    MoveList list;
    game.GenerateMoves(list);
    return list.size() > 0 ? list[0] : Move{};
  }

  static constexpr int kNoScore = -kAlphaBetaWin - 1;
  using Order = MoveOrder<G, kAlphaBetaMaxPly>;

  // The late-move reduction of the i-th move (from 0) at `depth`.
  int Reduction(int depth, int i) const {
    return reductions_[std::min(depth, 63)][std::min(i, 63)];
  }
  void InitReductions() {
    for (int d = 0; d < 64; ++d) {
      for (int i = 0; i < 64; ++i) {
        reductions_[d][i] =
            d == 0 || i == 0 || options_.reduction_divisor <= 0
                ? 0
                : static_cast<int>(0.5 + std::log(d) * std::log(i) /
                                             options_.reduction_divisor);
      }
    }
  }

  // Plies the null move's search is shallower; `above_beta` >= 0 is how far
  // the static score stands above beta.
  int NullMoveReduction(int depth, int above_beta) const {
    if (options_.null_move_depth_divisor <= 0) return depth >= 7 ? 3 : 2;
    return 3 + depth / options_.null_move_depth_divisor +
           std::min(above_beta / std::max(options_.null_move_eval_margin, 1),
                    3);
  }

  int Root(G& game, int depth, int alpha, int beta) {
    root_best_ = Move{};
    previous_index_[0] = -1;
    return Node(game, depth, alpha, beta, 0, true, false);
  }

  // `cut_node`: a zero-window node expected to fail high (the reduced search
  // of a late move, and every other ply below it).
  int Node(G& game, int depth, int alpha, int beta, int ply, bool pv_node,
           bool cut_node) {
    if (game.IsOver()) return game.OverScore() * (kAlphaBetaWin - ply);
    if (ply > 0 && game.IsDrawByRule()) return 0;
    // At the root the winning move itself is wanted, so it is searched.
    if (ply > 0 && game.HasImmediateWin()) return kAlphaBetaWin - ply - 1;
    if (depth <= 0 || ply >= kAlphaBetaMaxPly - 2) {
      return Quiescence(game, alpha, beta, ply, 0);
    }
    if (CheckStop()) return 0;

    const uint64_t key = game.Hash();
    // Set while the singular test searches this node without that move: the
    // table's entry is the full node's, so it neither cuts nor is replaced.
    const Move excluded = excluded_[ply];
    Move hash_move{};
    Entry hash{};
    if (const Entry* e = Probe(key)) {
      hash_move = e->move;
      hash = *e;
      if (!pv_node && excluded == Move{} && e->depth >= depth) {
        const int s = ScoreFromTable(e->score, ply);
        if (e->bound == kExactBound || (e->bound == kLowerBound && s >= beta) ||
            (e->bound == kUpperBound && s <= alpha)) {
          return s;
        }
      }
    }
    const bool in_check = game.InCheck();
    if (in_check && options_.check_extension && ply < kAlphaBetaMaxPly / 2) {
      ++depth;
    }
    if (options_.internal_reduction && depth >= 4 && hash_move == Move{}) {
      --depth;
    }
    // Out of danger it steers the pruning below (PV nodes only keep it for
    // the improving test of their descendants).
    const bool evaluate = !in_check && (!pv_node || options_.improving);
    const int static_score = evaluate ? game.Evaluate() : 0;
    static_scores_[ply] = in_check ? kNoScore : static_score;
    const bool improving = options_.improving && !in_check && ply >= 2 &&
                           static_scores_[ply - 2] != kNoScore &&
                           static_score > static_scores_[ply - 2];
    // With `improving` on, a worsening position prunes like one ply less.
    const int prune_depth =
        options_.improving ? depth - (improving ? 0 : 1) : depth;
    static_scores_[ply + 1] = kNoScore;  // set again by the child

    // Reverse futility: far above beta near the leaves, a quiet position is
    // not going to fall below it.
    if (options_.static_margin > 0 && !pv_node && !in_check &&
        excluded == Move{} && depth <= options_.pruning_depth &&
        std::abs(beta) < kAlphaBetaWinBound &&
        static_score - options_.static_margin * std::max(prune_depth, 1) >=
            beta) {
      return static_score;
    }

    // Null move: if passing still fails high, a real move surely would. Off
    // when threatened (passing would just lose) and near the leaves.
    if (options_.null_move && !pv_node && !in_check && excluded == Move{} &&
        depth >= 3 && beta < kAlphaBetaWinBound && game.NullMoveAllowed() &&
        static_score >= beta) {
      const int reduction = NullMoveReduction(depth, static_score - beta);
      game.MakeNull();
      ++nodes_;
      previous_index_[ply + 1] = -1;
      const int s = -Node(game, depth - 1 - reduction, -beta, -beta + 1,
                          ply + 1, false, !cut_node);
      game.UnmakeNull();
      if (stopped_) return 0;
      if (s >= beta) return s >= kAlphaBetaWinBound ? beta : s;
    }

    if (options_.probcut_margin > 0 && !pv_node && !in_check &&
        excluded == Move{} && depth >= options_.probcut_depth &&
        std::abs(beta) < kAlphaBetaWinBound - options_.probcut_margin) {
      const int probcut_beta = beta + options_.probcut_margin;
      // A table score from nearly as deep already says the captures fall
      // short.
      const bool table_says_no = hash.bound != kNoBound &&
                                 hash.depth >= depth - 3 &&
                                 ScoreFromTable(hash.score, ply) < probcut_beta;
      if (!table_says_no) {
        const int s = ProbCut(game, key, depth, probcut_beta, static_score, ply,
                              cut_node);
        if (stopped_) return 0;
        if (s >= probcut_beta) return s;
      }
    }

    MoveList list;
    game.GenerateMoves(list);
    const int n = list.size();
    if (n == 0) return 0;  // no move and no result: treat as a draw
    std::array<int, G::kMaxMoves> keys;
    std::array<Move, G::kMaxMoves> moves;
    for (int i = 0; i < n; ++i) moves[i] = list[i];
    order_.Score(game, list, hash_move, ply, previous_index_[ply], keys);

    const int original_alpha = alpha;
    int best_score = -kAlphaBetaWin;
    Move best_move{};
    // Quiet moves near the leaves that the pruning below may skip.
    const bool may_prune = !pv_node && !in_check &&
                           depth <= options_.pruning_depth &&
                           std::abs(alpha) < kAlphaBetaWinBound;
    const bool futile =
        may_prune && options_.futility_margin > 0 &&
        static_score + options_.futility_margin * std::max(prune_depth, 1) <=
            alpha;
    const bool prune_hanging = !pv_node && !in_check &&
                               depth <= options_.hanging_depth &&
                               std::abs(alpha) < kAlphaBetaWinBound;
    int late_move_limit = G::kMaxMoves;
    if (options_.late_move_count > 0 && may_prune) {
      late_move_limit = options_.late_move_count + depth * depth;
      if (options_.improving && !improving) late_move_limit /= 2;
    }
    // History slots of the quiet moves searched, for the malus.
    std::array<int, 64> tried;
    int tried_count = 0;
    for (int i = 0; i < n; ++i) {
      const Move m = Order::PickNext(n, keys, i, moves);
      if (m == excluded) continue;
      int extension = 0;
      if (i == 0 && m == hash_move && options_.singular_depth > 0 &&
          depth >= options_.singular_depth && ply > 0 && excluded == Move{} &&
          ply < kAlphaBetaMaxPly / 2 &&
          (hash.bound == kLowerBound || hash.bound == kExactBound) &&
          hash.depth >= depth - 3) {
        const int hash_score = ScoreFromTable(hash.score, ply);
        if (std::abs(hash_score) < kAlphaBetaWinBound) {
          const int singular_beta =
              hash_score - options_.singular_margin * depth;
          excluded_[ply] = m;
          const int s = Node(game, (depth - 1) / 2, singular_beta - 1,
                             singular_beta, ply, false, cut_node);
          excluded_[ply] = Move{};
          if (stopped_) return 0;
          if (s < singular_beta) {
            extension = 1;
          } else if (singular_beta >= beta) {
            return singular_beta;  // the line has more than one refutation
          }
        }
      }
      const bool capture = game.IsCapture(m);
      const int index = capture ? -1 : game.HistoryIndex(m);
      game.Make(m);
      ++nodes_;
      if (i > 0 && !capture && keys[i] < Order::kCounterKey &&
          (futile || i >= late_move_limit ||
           (prune_hanging && Hangs(game, m))) &&
          !game.InCheck()) {
        // A quiet move that threatens nothing: counted as no better than
        // alpha.
        game.Unmake(m);
        best_score = std::max(best_score, alpha);
        continue;
      }
      previous_index_[ply + 1] = index;
      int s;
      if (i == 0) {
        s = -Node(game, depth - 1 + extension, -beta, -alpha, ply + 1, pv_node,
                  !pv_node && !cut_node);
      } else {
        // Late quiet moves are searched shallower first; a surprise gets the
        // full depth.
        int reduction = 0;
        if (options_.late_move_reductions && depth >= 3 && i >= 3 && !capture &&
            !in_check && keys[i] < Order::kKillerKey) {
          if (options_.reduction_divisor <= 0) {
            reduction = i >= 8 && depth >= 5 ? 2 : 1;
          } else if (!game.InCheck()) {
            reduction = Reduction(depth, i) - (pv_node ? 1 : 0);
            if (options_.history_reduction_divisor > 0) {
              reduction -=
                  order_.History(index) / options_.history_reduction_divisor;
            }
            if (options_.improving && !improving) ++reduction;
            if (cut_node) reduction += options_.cut_node_reduction;
            reduction = std::clamp(reduction, 1, depth - 2);
          }
        }
        s = -Node(game, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1,
                  false, true);
        if (s > alpha && reduction > 0) {
          s = -Node(game, depth - 1, -alpha - 1, -alpha, ply + 1, false,
                    !cut_node);
        }
        if (s > alpha && s < beta) {
          s = -Node(game, depth - 1, -beta, -alpha, ply + 1, pv_node, false);
        }
      }
      game.Unmake(m);
      if (stopped_) return 0;
      if (s > best_score) {
        best_score = s;
        best_move = m;
        if (ply == 0 && s > alpha) root_best_ = m;
      }
      if (s > alpha) {
        alpha = s;
        if (alpha >= beta) {
          if (!capture) {
            order_.OnQuietCutoff(m, index, ply, previous_index_[ply], depth,
                                 tried.data(), tried_count);
          }
          break;
        }
      }
      if (!capture && tried_count < static_cast<int>(tried.size())) {
        tried[tried_count++] = index;
      }
    }
    if (excluded != Move{}) return best_score;
    const TableBound bound = best_score >= beta            ? kLowerBound
                             : best_score > original_alpha ? kExactBound
                                                           : kUpperBound;
    Store(key, best_move, best_score, depth, bound, ply);
    return best_score;
  }

  // With the move made: whether it left the moved piece to be taken for
  // nothing (false where the game cannot tell).
  static bool Hangs(const G& game, Move m) {
    if constexpr (requires { game.MovedPieceHangs(m); }) {
      return game.MovedPieceHangs(m);
    } else {
      return false;
    }
  }

  // The captures of a ProbCut node, best victim first: returns the first
  // score that reaches `probcut_beta` (stored as a lower bound), else
  // kNoScore.
  int ProbCut(G& game, uint64_t key, int depth, int probcut_beta,
              int static_score, int ply, bool cut_node) {
    MoveList list;
    game.GenerateCaptures(list);
    const int n = list.size();
    std::array<int, G::kMaxMoves> keys;
    std::array<Move, G::kMaxMoves> moves;
    for (int i = 0; i < n; ++i) {
      moves[i] = list[i];
      keys[i] = game.CaptureOrder(moves[i]);
    }
    for (int i = 0; i < n; ++i) {
      const Move m = Order::PickNext(n, keys, i, moves);
      if constexpr (requires { game.CaptureGain(m); }) {
        if (static_score + game.CaptureGain(m) < probcut_beta) continue;
      }
      game.Make(m);
      ++nodes_;
      previous_index_[ply + 1] = -1;
      int s = -Quiescence(game, -probcut_beta, -probcut_beta + 1, ply + 1, 0);
      if (s >= probcut_beta && !stopped_) {
        s = -Node(game, depth - 4, -probcut_beta, -probcut_beta + 1, ply + 1,
                  false, !cut_node);
      }
      game.Unmake(m);
      if (stopped_) return kNoScore;
      if (s >= probcut_beta) {
        Store(key, m, s, depth - 3, kLowerBound, ply);
        return s;
      }
    }
    return kNoScore;
  }

  int Quiescence(G& game, int alpha, int beta, int ply, int qply) {
    if (game.IsOver()) return game.OverScore() * (kAlphaBetaWin - ply);
    if (game.HasImmediateWin()) return kAlphaBetaWin - ply - 1;
    if (CheckStop()) return 0;
    const bool evasions =
        qply < options_.quiescence_check_plies && game.InCheck();
    // Capture sequences transpose a lot: the table answers repeats. Entries
    // of depth 0 come from here, deeper ones from full-width nodes.
    const uint64_t key = options_.quiescence_table ? game.Hash() : 0;
    if (options_.quiescence_table && !evasions) {
      if (const Entry* e = Probe(key)) {
        const int s = ScoreFromTable(e->score, ply);
        if (e->bound == kExactBound || (e->bound == kLowerBound && s >= beta) ||
            (e->bound == kUpperBound && s <= alpha)) {
          return s;
        }
      }
    }
    const int original_alpha = alpha;
    int best_score = -kAlphaBetaWin;
    if (!evasions) {
      best_score = game.Evaluate();
      if (best_score >= beta || ply >= kAlphaBetaMaxPly - 2) return best_score;
      if (options_.quiescence_max_plies > 0 &&
          qply >= options_.quiescence_max_plies) {
        return best_score;
      }
      alpha = std::max(alpha, best_score);
    }
    const int stand_pat = best_score;
    MoveList list;
    if (evasions) {
      game.GenerateMoves(list);
    } else {
      game.GenerateCaptures(list);
    }
    const int n = list.size();
    if (evasions && n == 0) return game.Evaluate();
    std::array<int, G::kMaxMoves> keys;
    std::array<Move, G::kMaxMoves> moves;
    for (int i = 0; i < n; ++i) {
      moves[i] = list[i];
      keys[i] = game.IsCapture(moves[i])
                    ? Order::kCaptureKey + game.CaptureOrder(moves[i])
                    : 0;
    }
    for (int i = 0; i < n; ++i) {
      const Move m = Order::PickNext(n, keys, i, moves);
      // Delta pruning: a capture that cannot lift the score to alpha even
      // with a margin is not tried.
      if constexpr (requires { game.CaptureGain(m); }) {
        if (!evasions && options_.delta_margin > 0 &&
            stand_pat + game.CaptureGain(m) + options_.delta_margin <= alpha) {
          continue;
        }
      }
      game.Make(m);
      ++nodes_;
      ++quiescence_nodes_;
      const int s = -Quiescence(game, -beta, -alpha, ply + 1, qply + 1);
      game.Unmake(m);
      if (stopped_) return 0;
      if (s > best_score) {
        best_score = s;
        if (s > alpha) {
          alpha = s;
          if (alpha >= beta) break;
        }
      }
    }
    if (!evasions && qply < options_.quiescence_checks && best_score < beta &&
        !stopped_) {
      best_score = std::max(
          best_score, QuietThreats(game, alpha, beta, ply, qply, best_score));
      if (stopped_) return 0;
    }
    if (options_.quiescence_table && !evasions) {
      const TableBound bound = best_score >= beta            ? kLowerBound
                               : best_score > original_alpha ? kExactBound
                                                             : kUpperBound;
      Store(key, Move{}, best_score, 0, bound, ply);
    }
    return best_score;
  }

  // Quiescence's quiet moves that leave the opponent threatened with
  // immediate loss, searched after the captures; returns the best score.
  int QuietThreats(G& game, int alpha, int beta, int ply, int qply,
                   int best_score) {
    alpha = std::max(alpha, best_score);
    MoveList list;
    game.GenerateMoves(list);
    for (int i = 0; i < list.size(); ++i) {
      const Move m = list[i];
      if (game.IsCapture(m)) continue;
      // A cheap test the game may offer: moves that surely threaten nothing.
      if constexpr (requires { game.MayThreaten(m); }) {
        if (!game.MayThreaten(m)) continue;
      }
      game.Make(m);
      ++nodes_;
      ++quiescence_nodes_;
      if (!game.InCheck()) {
        game.Unmake(m);
        continue;
      }
      const int s = -Quiescence(game, -beta, -alpha, ply + 1, qply + 1);
      game.Unmake(m);
      if (stopped_) return best_score;
      if (s > best_score) {
        best_score = s;
        if (s > alpha) {
          alpha = s;
          if (alpha >= beta) break;
        }
      }
    }
    return best_score;
  }

  std::vector<Move> PrincipalVariation(G& game, Move first, int depth) {
    std::vector<Move> pv;
    if (first == Move{}) return pv;
    pv.push_back(first);
    game.Make(first);
    int made = 1;
    while (made < depth && !game.IsOver()) {
      const Entry* e = Probe(game.Hash());
      if (e == nullptr || e->move == Move{}) break;
      // Only follow a move the position really has (hash collisions).
      MoveList list;
      game.GenerateMoves(list);
      bool found = false;
      for (int i = 0; i < list.size(); ++i) found = found || list[i] == e->move;
      if (!found) break;
      pv.push_back(e->move);
      game.Make(e->move);
      ++made;
    }
    for (int i = made - 1; i >= 0; --i) game.Unmake(pv[i]);
    return pv;
  }

  AlphaBetaOptions options_;
  TranspositionTable<Move> table_;
  Order order_;
  // Per ply: the HistoryIndex of the move that led here (-1: none or null)
  // and the static score (kNoScore when threatened).
  std::array<int, kAlphaBetaMaxPly + 1> previous_index_{};
  std::array<int, kAlphaBetaMaxPly + 1> static_scores_{};
  // Per ply: the move the singular test leaves out (Move{}: none).
  std::array<Move, kAlphaBetaMaxPly + 1> excluded_{};
  Deadline* deadline_ = nullptr;
  const AlphaBetaControl<Move>* control_ = nullptr;
  bool stopped_ = false;
  uint64_t nodes_ = 0;
  uint64_t quiescence_nodes_ = 0;
  Move root_best_{};
  std::array<std::array<int, 64>, 64> reductions_{};
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_ALPHABETA_H_
