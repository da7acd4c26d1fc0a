#ifndef GAUNTLET_COMMON_SEARCH_MOVE_ORDER_H_
#define GAUNTLET_COMMON_SEARCH_MOVE_ORDER_H_

// What the alpha-beta engine learns about moves while it searches, and the
// order it tries them in: the hash move, then captures by MVV/LVA, then two
// killers per ply, then the counter move (the quiet move that last refuted
// the previous move), then quiet moves by history; optionally captures the
// game calls losing (IsLosingCapture) come last. The game is the engine's
// AlphaBetaGame (alphabeta.h); kMaxPly bounds the plies with killers.

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>
#include <vector>

#include "common/search/alphabeta_options.h"

namespace gauntlet::search {

template <class G, int kMaxPly>
class MoveOrder {
 public:
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using Keys = std::array<int, G::kMaxMoves>;

  static constexpr int kHashKey = 1 << 30;
  static constexpr int kCaptureKey = 1 << 28;
  static constexpr int kKillerKey = 1 << 27;
  static constexpr int kCounterKey = kKillerKey - 1;
  // Below every quiet move's history, malus included.
  static constexpr int kLosingCaptureKey = -(1 << 29);

  // Reads the options history_malus, counter_moves and losing_captures_last.
  explicit MoveOrder(const AlphaBetaOptions& options)
      : history_malus_(options.history_malus),
        counter_moves_(options.counter_moves),
        losing_captures_last_(options.losing_captures_last),
        history_(G::kHistorySize, 0),
        counters_(G::kHistorySize, Move{}) {}

  // Forgets everything learnt.
  void Clear() {
    std::fill(history_.begin(), history_.end(), 0);
    std::fill(counters_.begin(), counters_.end(), Move{});
    for (auto& k : killers_) k = {};
  }
  // A new search: killers belong to the last position, history is kept a
  // little.
  void NewSearch() {
    for (auto& k : killers_) k = {};
    for (auto& h : history_) h /= 8;
  }

  // The ordering key of each move of `list` at `ply`; `previous` is the
  // HistoryIndex of the move that led here (-1: none, or a null move).
  void Score(const G& game, const MoveList& list, Move hash_move, int ply,
             int previous, Keys& keys) const {
    const int n = list.size();
    const Move counter =
        counter_moves_ && previous >= 0 ? counters_[previous] : Move{};
    for (int i = 0; i < n; ++i) {
      const Move m = list[i];
      if (m == hash_move) {
        keys[i] = kHashKey;
      } else if (game.IsCapture(m)) {
        keys[i] = kCaptureKey + game.CaptureOrder(m);
        if constexpr (requires { game.IsLosingCapture(m); }) {
          if (losing_captures_last_ && game.IsLosingCapture(m)) {
            keys[i] = kLosingCaptureKey + game.CaptureOrder(m);
          }
        }
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

  // The quiet move `m` (HistoryIndex `index`) cut off at `ply`: it becomes a
  // killer and the counter of `previous`, and gains history; with the
  // malus, the quiet moves tried before it (`tried`) lose as much.
  void OnQuietCutoff(Move m, int index, int ply, int previous, int depth,
                     const int* tried, int tried_count) {
    if (!(killers_[ply][0] == m)) {
      killers_[ply][1] = killers_[ply][0];
      killers_[ply][0] = m;
    }
    if (counter_moves_ && previous >= 0) counters_[previous] = m;
    if (!history_malus_) {
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

  int History(int index) const { return history_[index]; }

  // Selection sort step: moves the best remaining move to position i.
  static Move PickNext(int n, Keys& keys, int i,
                       std::array<Move, G::kMaxMoves>& moves) {
    int best = i;
    for (int j = i + 1; j < n; ++j) {
      if (keys[j] > keys[best]) best = j;
    }
    std::swap(keys[i], keys[best]);
    std::swap(moves[i], moves[best]);
    return moves[i];
  }

 private:
  // The bound of a history entry under the malus.
  static constexpr int kHistoryMax = 1 << 14;

  bool history_malus_;
  bool counter_moves_;
  bool losing_captures_last_;
  std::vector<int> history_;
  std::vector<Move> counters_;  // by the refuted move's HistoryIndex
  std::array<std::array<Move, 2>, kMaxPly> killers_{};
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_MOVE_ORDER_H_
