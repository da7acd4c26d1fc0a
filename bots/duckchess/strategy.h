#ifndef GAUNTLET_BOTS_DUCKCHESS_STRATEGY_H_
#define GAUNTLET_BOTS_DUCKCHESS_STRATEGY_H_

// The ways the bot picks a move: uniformly at random, greedily one ply deep,
// or by alpha-beta search. All share one interface so the protocol loop, the
// benchmark and in-process matches can use any of them.

#include <memory>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "common/core/deadline.h"
#include "common/core/params.h"
#include "common/core/rng.h"
#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"
#include "common/duckchess/search_game.h"

namespace gauntlet::duckchess {

class Strategy {
 public:
  virtual ~Strategy() = default;
  // A legal move of the side to move (the game must not be over). The
  // position is left as it was.
  virtual Move Choose(Position& position, Deadline deadline) = 0;
};

class RandomStrategy : public Strategy {
 public:
  explicit RandomStrategy(uint64_t seed) : rng_(seed) {}
  Move Choose(Position& position, Deadline deadline) override;

 private:
  Rng rng_;
};

// Takes a captain when it can, otherwise the move whose resulting position
// evaluates best, ties broken at random. It never looks at the reply.
class GreedyStrategy : public Strategy {
 public:
  GreedyStrategy(const Weights& weights, uint64_t seed)
      : evaluator_(weights), rng_(seed) {}
  Move Choose(Position& position, Deadline deadline) override;

 private:
  Evaluator evaluator_;
  Rng rng_;
};

// The generic engine's options as duck chess plays them: a ply more where a
// captain is attacked, reverse futility, logarithmic reductions and pruning
// of quiet moves that threaten nothing near the leaves (with them and the
// new material values: 0/20 -> 19.5/40 against Fairy-Stockfish at 100
// ms/move, see BENCHMARKS.md); quiescence with the table, delta pruning and
// without losing captures (33.5/80 against 27.5/80 on the same openings).
inline search::AlphaBetaOptions DuckChessSearchOptions() {
  search::AlphaBetaOptions o;
  o.check_extension = true;
  o.static_margin = 120;
  o.reduction_divisor = 2;
  o.late_move_count = 3;
  o.futility_margin = 150;
  o.quiescence_table = true;
  o.delta_margin = 200;
  o.improving = true;
  o.pruning_depth = 5;
  // Losing captures after the quiet moves, history with the malus and one
  // ply more of reduction at expected cut nodes (44/100 against
  // Fairy-Stockfish at 100 ms/move, BENCHMARKS.md, branch duck5).
  o.losing_captures_last = true;
  o.history_malus = true;
  o.cut_node_reduction = 1;
  // Under a move time the time left over is lost, so every iteration that
  // can start does; the search stops at the deadline and keeps the partial
  // iteration's best move.
  o.deepen_fraction = 1.0;
  return o;
}

struct SearchSettings {
  int max_depth = 64;
  // Quiescence leaves out captures that lose material at once.
  bool skip_losing_captures = true;
  search::AlphaBetaOptions options = DuckChessSearchOptions();
  int max_nodes = 0;  // per move; 0: no cap (the ladder's rungs set one)
  // Share of the move's deadline (MoveDeadline: 95% of the move time) the
  // search may use; the rest covers answering under load.
  double time_share = 1.0;
};

// Binds the search's numbers and switches as parameters "search.<name>".
void DeclareParams(SearchSettings& settings, ParamTable& table);

class SearchStrategy : public Strategy {
 public:
  SearchStrategy(const Weights& weights, const SearchSettings& settings)
      : evaluator_(weights), settings_(settings), engine_(settings.options) {}
  Move Choose(Position& position, Deadline deadline) override;
  // Choose with a depth below the settings' and the engine's controls (a
  // UCI `go`); returns the full result, as last() does after.
  const search::AlphaBetaResult<Move>& Think(
      Position& position, Deadline deadline, int max_depth,
      const search::AlphaBetaControl<Move>& control);
  // The full result of the last Choose (depth, score, nodes, pv).
  const search::AlphaBetaResult<Move>& last() const { return last_; }
  // Forget the transposition table, killers and history.
  void Clear() { engine_.Clear(); }

 private:
  Evaluator evaluator_;
  SearchSettings settings_;
  search::AlphaBeta<SearchGame> engine_;
  search::AlphaBetaResult<Move> last_;
};

// The ladder's lower rungs: `inner` chooses every move (so its tables follow
// the game), and a share of its choices is replaced by a random legal move.
class DilutedStrategy : public Strategy {
 public:
  DilutedStrategy(std::unique_ptr<Strategy> inner, double share, uint64_t seed)
      : inner_(std::move(inner)), share_(share), noise_(seed), rng_(seed + 1) {}
  Move Choose(Position& position, Deadline deadline) override;

 private:
  std::unique_ptr<Strategy> inner_;
  double share_;
  RandomStrategy noise_;
  Rng rng_;
};

// Everything tunable about the levels.
struct StrategyConfig {
  Weights weights;
  SearchSettings search;
  double random_share = 0;  // greedy and search: moves replaced at random
};

// Binds the parameters `level` uses: none for random, the evaluation weights
// and the random share for greedy, and the search settings too for search
// (nothing for an unknown level, which MakeStrategy refuses).
void DeclareParams(std::string_view level, StrategyConfig& config,
                   ParamTable& table);

// "random", "greedy" or "search".
absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, const Weights& weights, uint64_t seed,
    const SearchSettings& settings = {});
absl::StatusOr<std::unique_ptr<Strategy>> MakeStrategy(
    const std::string& level, const StrategyConfig& config, uint64_t seed);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_STRATEGY_H_
