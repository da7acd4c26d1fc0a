#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_EVAL_FIT_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_EVAL_FIT_H_

// Fits duck chess's evaluation weights to a reference engine's scores
// (`duckchess-evalfit`, docs/tuning.md). The evaluation is linear in its
// weights (eval.forked aside): Evaluate(p) is the sum over the eval.*
// parameters of value * term(p), term(p) being what Evaluate gives with
// that weight 1 and every other 0. So a fit needs no games: it finds the
// weights whose logistic of the static score comes nearest, in least
// squares, to a logistic of the reference scores.

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"

namespace gauntlet::tune {

// A position and the reference's score for it, from the side to move's view,
// in the reference's units (e.g. centipawns).
struct ScoredPosition {
  duckchess::Position position;
  double score = 0;
};

// Lines "POSITION SCORE": a FEN or our text form, then the score as the
// last token; '#' comments and blank lines are skipped. Errors name the
// source and line.
absl::StatusOr<std::vector<ScoredPosition>> ParseScoredPositions(
    std::string_view text, std::string_view source);

// The positions of a duck chess game replay (`gauntlet match --out`'s
// game-K.replay.jsonl) as FENs: those after ply `from_ply`, `from_ply` +
// `every`, ... (ply 0 is the setup position, the opening's moves count),
// while the game is not over. Errors name the source and line.
absl::StatusOr<std::vector<std::string>> ReplayFens(std::string_view text,
                                                    std::string_view source,
                                                    int from_ply, int every);

// Neither captain attacked and no capture of a dearer or undefended piece
// for the side to move: a position its static score can stand for.
bool IsQuiet(const duckchess::Position& position,
             const duckchess::Evaluator& evaluator);

// The linear terms of the evaluation, one per eval.* parameter but
// eval.forked, in the order of the parameter table.
class EvalTerms {
 public:
  EvalTerms();
  const std::vector<std::string>& names() const { return names_; }
  // The terms of one position (the game must not be over).
  std::vector<double> Of(const duckchess::Position& position) const;

 private:
  std::vector<std::string> names_;
  std::vector<duckchess::Evaluator> unit_;  // one weight 1, the rest 0
};

struct EvalFitOptions {
  // Both scores go through 1 / (1 + exp(-score / scale)).
  double scale = 400;
  // Weights held at 0 and left out of the fit.
  std::vector<std::string> dropped;
  // After the fit every weight is scaled so this one keeps its value in
  // the start weights: the search's margins are in those units.
  std::string anchor = "eval.material.car";
  // The last share of the positions is kept out of the fit to measure it.
  double holdout = 0.2;
  int iterations = 100;
};

struct EvalFitResult {
  duckchess::Weights weights;  // rounded, clamped to each parameter's range
  // Mean squared error of the logistics on the fitted and held-out
  // positions: of the start weights (at their best common scale) and of
  // the fit.
  double fit_error_before = 0, fit_error_after = 0;
  double held_out_error_before = 0, held_out_error_after = 0;
  int fit_count = 0, held_out_count = 0;
  // Parameters the rounding clamped to their range.
  std::vector<std::string> clamped;
};

// Fits the weights of `start` to `positions` (quiet ones are the caller's
// choice). Errors: too few positions, an unknown parameter name.
absl::StatusOr<EvalFitResult> FitEvalWeights(
    const std::vector<ScoredPosition>& positions,
    const duckchess::Weights& start, const EvalFitOptions& options);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_EVAL_FIT_H_
