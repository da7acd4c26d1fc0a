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
  // Reverse futility: at depth <= 3 outside the PV, a static score this far
  // above beta per ply of depth is taken as a fail high (0: off).
  int static_margin = 0;
  // Late-move reductions grow with log(depth) * log(move number) / this,
  // and moves that threaten the captain are not reduced (0: the fixed 1 or
  // 2 plies of reduction).
  double reduction_divisor = 0;
  // Late-move pruning: at depth <= 3 outside the PV and out of danger, quiet
  // moves after the first `late_move_count` + depth * depth (ordered by
  // history) are not searched unless they threaten immediate loss (0: off).
  int late_move_count = 0;
  // Futility pruning: at depth <= 3 outside the PV and out of danger, a quiet
  // move is not searched when the static score plus this margin per ply of
  // depth stays at or below alpha, unless it threatens immediate loss (0:
  // off).
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
  // Pruning is gentler where the side to move's static score is below its
  // score two plies up (the position got worse), harder where it improved.
  bool improving = false;
};

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
      : options_(options),
        table_(std::size_t{1} << options.tt_size_log2),
        mask_((std::size_t{1} << options.tt_size_log2) - 1),
        history_(G::kHistorySize, 0),
        counters_(G::kHistorySize, Move{}) {
    InitReductions();
  }

  // Forgets everything learnt (TT, killers, history): searches after this are
  // reproducible node for node.
  void Clear() {
    std::fill(table_.begin(), table_.end(), Entry{});
    std::fill(history_.begin(), history_.end(), 0);
    std::fill(counters_.begin(), counters_.end(), Move{});
    for (auto& k : killers_) k = {};
    generation_ = 0;
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
    ++generation_;
    for (auto& k : killers_) k = {};
    for (auto& h : history_) h /= 8;  // keep a little of the last search
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
  enum Bound : uint8_t { kNone = 0, kUpper, kLower, kExact };
  struct Entry {
    uint64_t key = 0;
    Move move{};
    int32_t score = 0;
    int16_t depth = 0;
    Bound bound = kNone;
    uint8_t generation = 0;
  };

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

  Entry* Probe(uint64_t key) {
    Entry& e = table_[key & mask_];
    return e.key == key && e.bound != kNone ? &e : nullptr;
  }
  void Store(uint64_t key, Move move, int score, int depth, Bound bound,
             int ply) {
    Entry& e = table_[key & mask_];
    // Replace when the slot is stale, shallower, or the same position.
    if (e.key == key || e.generation != generation_ || depth >= e.depth) {
      if (move == Move{} && e.key == key) move = e.move;
      e = Entry{key,
                move,
                ScoreToTable(score, ply),
                static_cast<int16_t>(depth),
                bound,
                generation_};
    }
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

  // Ordering keys: hash move, then captures by MVV/LVA, then killers, then
  // the counter move, then quiet moves by history.
  static constexpr int kHashKey = 1 << 30;
  static constexpr int kCaptureKey = 1 << 28;
  static constexpr int kKillerKey = 1 << 27;
  static constexpr int kCounterKey = kKillerKey - 1;
  // The bound of a history entry under history_malus.
  static constexpr int kHistoryMax = 1 << 14;
  static constexpr int kNoScore = -kAlphaBetaWin - 1;

  void ScoreMoves(const G& game, const MoveList& list, Move hash_move, int ply,
                  std::array<int, G::kMaxMoves>& keys) {
    const int n = list.size();
    const Move counter = options_.counter_moves && previous_index_[ply] >= 0
                             ? counters_[previous_index_[ply]]
                             : Move{};
    for (int i = 0; i < n; ++i) {
      const Move m = list[i];
      if (m == hash_move) {
        keys[i] = kHashKey;
      } else if (game.IsCapture(m)) {
        keys[i] = kCaptureKey + game.CaptureOrder(m);
      } else if (m == killers_[ply][0]) {
        keys[i] = kKillerKey + 1;
      } else if (m == killers_[ply][1]) {
        keys[i] = kKillerKey;
      } else if (counter != Move{} && m == counter) {
        keys[i] = kCounterKey;
      } else {
        keys[i] = std::min(history_[game.HistoryIndex(m)], kCounterKey - 1);
      }
    }
  }
  // Rewards the quiet move that cut off and, with history_malus, takes as
  // much from the quiet moves tried before it.
  void UpdateHistory(int index, int depth, const int* tried, int tried_count) {
    if (!options_.history_malus) {
      int& h = history_[index];
      h = std::min(h + depth * depth, kKillerKey / 2);
      return;
    }
    const int bonus = std::min(8 * depth * depth, kHistoryMax / 8);
    const auto add = [](int& h, int delta) {
      h += delta - h * std::abs(delta) / kHistoryMax;
    };
    add(history_[index], bonus);
    for (int i = 0; i < tried_count; ++i) add(history_[tried[i]], -bonus);
  }
  // Selection sort step: moves the best remaining move to position i.
  static Move PickNext(int n, std::array<int, G::kMaxMoves>& keys, int i,
                       std::array<Move, G::kMaxMoves>& moves) {
    int best = i;
    for (int j = i + 1; j < n; ++j) {
      if (keys[j] > keys[best]) best = j;
    }
    std::swap(keys[i], keys[best]);
    std::swap(moves[i], moves[best]);
    return moves[i];
  }

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

  int Root(G& game, int depth, int alpha, int beta) {
    root_best_ = Move{};
    previous_index_[0] = -1;
    return Node(game, depth, alpha, beta, 0, true);
  }

  int Node(G& game, int depth, int alpha, int beta, int ply, bool pv_node) {
    if (game.IsOver()) return game.OverScore() * (kAlphaBetaWin - ply);
    if (ply > 0 && game.IsDrawByRule()) return 0;
    // At the root the winning move itself is wanted, so it is searched.
    if (ply > 0 && game.HasImmediateWin()) return kAlphaBetaWin - ply - 1;
    if (depth <= 0 || ply >= kAlphaBetaMaxPly - 2) {
      return Quiescence(game, alpha, beta, ply, 0);
    }
    if (CheckStop()) return 0;

    const uint64_t key = game.Hash();
    Move hash_move{};
    if (Entry* e = Probe(key)) {
      hash_move = e->move;
      if (!pv_node && e->depth >= depth) {
        const int s = ScoreFromTable(e->score, ply);
        if (e->bound == kExact || (e->bound == kLower && s >= beta) ||
            (e->bound == kUpper && s <= alpha)) {
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
        depth <= options_.pruning_depth &&
        std::abs(beta) < kAlphaBetaWinBound &&
        static_score - options_.static_margin * std::max(prune_depth, 1) >=
            beta) {
      return static_score;
    }

    // Null move: if passing still fails high, a real move surely would. Off
    // when threatened (passing would just lose) and near the leaves.
    if (options_.null_move && !pv_node && !in_check && depth >= 3 &&
        beta < kAlphaBetaWinBound && game.NullMoveAllowed() &&
        static_score >= beta) {
      const int reduction = depth >= 7 ? 3 : 2;
      game.MakeNull();
      ++nodes_;
      previous_index_[ply + 1] = -1;
      const int s =
          -Node(game, depth - 1 - reduction, -beta, -beta + 1, ply + 1, false);
      game.UnmakeNull();
      if (stopped_) return 0;
      if (s >= beta) return s >= kAlphaBetaWinBound ? beta : s;
    }

    MoveList list;
    game.GenerateMoves(list);
    const int n = list.size();
    if (n == 0) return 0;  // no move and no result: treat as a draw
    std::array<int, G::kMaxMoves> keys;
    std::array<Move, G::kMaxMoves> moves;
    for (int i = 0; i < n; ++i) moves[i] = list[i];
    ScoreMoves(game, list, hash_move, ply, keys);

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
    int late_move_limit = G::kMaxMoves;
    if (options_.late_move_count > 0 && may_prune) {
      late_move_limit = options_.late_move_count + depth * depth;
      if (options_.improving && !improving) late_move_limit /= 2;
    }
    // History slots of the quiet moves searched, for the malus.
    std::array<int, 64> tried;
    int tried_count = 0;
    for (int i = 0; i < n; ++i) {
      const Move m = PickNext(n, keys, i, moves);
      const bool capture = game.IsCapture(m);
      const int index = capture ? -1 : game.HistoryIndex(m);
      game.Make(m);
      ++nodes_;
      if ((futile || i >= late_move_limit) && i > 0 && !capture &&
          keys[i] < kCounterKey && !game.InCheck()) {
        // A quiet move that threatens nothing: counted as no better than
        // alpha.
        game.Unmake(m);
        best_score = std::max(best_score, alpha);
        continue;
      }
      previous_index_[ply + 1] = index;
      int s;
      if (i == 0) {
        s = -Node(game, depth - 1, -beta, -alpha, ply + 1, pv_node);
      } else {
        // Late quiet moves are searched shallower first; a surprise gets the
        // full depth.
        int reduction = 0;
        if (options_.late_move_reductions && depth >= 3 && i >= 3 && !capture &&
            !in_check && keys[i] < kKillerKey) {
          if (options_.reduction_divisor <= 0) {
            reduction = i >= 8 && depth >= 5 ? 2 : 1;
          } else if (!game.InCheck()) {
            reduction = Reduction(depth, i) - (pv_node ? 1 : 0);
            if (options_.history_reduction_divisor > 0) {
              reduction -= history_[index] / options_.history_reduction_divisor;
            }
            if (options_.improving && !improving) ++reduction;
            reduction = std::clamp(reduction, 1, depth - 2);
          }
        }
        s = -Node(game, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1,
                  false);
        if (s > alpha && reduction > 0) {
          s = -Node(game, depth - 1, -alpha - 1, -alpha, ply + 1, false);
        }
        if (s > alpha && s < beta) {
          s = -Node(game, depth - 1, -beta, -alpha, ply + 1, pv_node);
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
            if (!(killers_[ply][0] == m)) {
              killers_[ply][1] = killers_[ply][0];
              killers_[ply][0] = m;
            }
            UpdateHistory(index, depth, tried.data(), tried_count);
            if (options_.counter_moves && previous_index_[ply] >= 0) {
              counters_[previous_index_[ply]] = m;
            }
          }
          break;
        }
      }
      if (!capture && tried_count < static_cast<int>(tried.size())) {
        tried[tried_count++] = index;
      }
    }
    const Bound bound = best_score >= beta            ? kLower
                        : best_score > original_alpha ? kExact
                                                      : kUpper;
    Store(key, best_move, best_score, depth, bound, ply);
    return best_score;
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
      if (Entry* e = Probe(key)) {
        const int s = ScoreFromTable(e->score, ply);
        if (e->bound == kExact || (e->bound == kLower && s >= beta) ||
            (e->bound == kUpper && s <= alpha)) {
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
                    ? kCaptureKey + game.CaptureOrder(moves[i])
                    : 0;
    }
    for (int i = 0; i < n; ++i) {
      const Move m = PickNext(n, keys, i, moves);
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
      const Bound bound = best_score >= beta            ? kLower
                          : best_score > original_alpha ? kExact
                                                        : kUpper;
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
  std::vector<Entry> table_;
  std::size_t mask_;
  std::vector<int> history_;
  std::array<std::array<Move, 2>, kAlphaBetaMaxPly> killers_{};
  std::vector<Move> counters_;  // by the refuted move's HistoryIndex
  // Per ply: the HistoryIndex of the move that led here (-1: none or null)
  // and the static score (kNoScore when threatened).
  std::array<int, kAlphaBetaMaxPly + 1> previous_index_{};
  std::array<int, kAlphaBetaMaxPly + 1> static_scores_{};
  Deadline* deadline_ = nullptr;
  const AlphaBetaControl<Move>* control_ = nullptr;
  bool stopped_ = false;
  uint64_t nodes_ = 0;
  uint64_t quiescence_nodes_ = 0;
  uint8_t generation_ = 0;
  Move root_best_{};
  std::array<std::array<int, 64>, 64> reductions_{};
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_ALPHABETA_H_
