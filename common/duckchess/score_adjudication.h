#ifndef GAUNTLET_COMMON_DUCKCHESS_SCORE_ADJUDICATION_H_
#define GAUNTLET_COMMON_DUCKCHESS_SCORE_ADJUDICATION_H_

// Ending a game early once its result is plain, as cutechess-cli's -draw
// and -resign do. The score is the referee's own: a short search with the
// default evaluation after every move, not what the players claim, so it
// works for any program, and no player can talk a game into a result.
// Games that would run on to the ply limit or to a long-decided capture
// are what make duck chess matches slow (docs/notes/tuning-runs.md); these
// rules are off unless a match asks for them.

#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "common/duckchess/board.h"
#include "common/duckchess/eval.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/search_game.h"
#include "common/search/alphabeta.h"

namespace gauntlet::duckchess {

struct ScoreAdjudicationRules {
  // A draw from game ply `draw_from_ply` on, once the judge's score has
  // stayed within +-draw_score for `draw_plies` positions in a row
  // (draw_plies 0: off).
  int draw_from_ply = 0;
  int draw_plies = 0;
  int draw_score = 0;
  // A win for the side the judge's score has favoured by at least
  // `win_score` for `win_plies` positions in a row (win_plies 0: off).
  int win_plies = 0;
  int win_score = 0;

  bool enabled() const { return draw_plies > 0 || win_plies > 0; }
};

// "PLY,PLIES,SCORE" (the draw rule) and "PLIES,SCORE" (the win rule), as
// the referee's --adjudicate-draw and --adjudicate-win take them; errors
// name the flag and the number that was wrong.
absl::Status ParseDrawRule(std::string_view text,
                           ScoreAdjudicationRules& rules);
absl::Status ParseWinRule(std::string_view text, ScoreAdjudicationRules& rules);

// Watches one game. Deterministic: the same moves give the same scores and
// the same verdict, whatever the clock.
class ScoreAdjudicator {
 public:
  explicit ScoreAdjudicator(const ScoreAdjudicationRules& rules);

  // Call with the position after each move (the whole game from its start,
  // the game not over); the verdict once the rules decide.
  std::optional<Adjudication> Observe(const Position& position);

  // The judge's score of `position` from red's side: a two-ply search with
  // quiescence and the default evaluation.
  int Judge(const Position& position);
  // The score the last Observe judged by.
  int last_score() const { return last_score_; }

 private:
  ScoreAdjudicationRules rules_;
  Evaluator evaluator_;
  search::AlphaBeta<SearchGame> engine_;
  int level_run_ = 0;  // positions in a row within the draw score
  int red_run_ = 0;    // ... at or above the win score for red
  int blue_run_ = 0;   // ... for blue
  int last_score_ = 0;
};

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_SCORE_ADJUDICATION_H_
