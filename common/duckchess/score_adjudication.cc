#include "common/duckchess/score_adjudication.h"

#include <charconv>
#include <cstdlib>
#include <vector>

#include "common/core/deadline.h"

namespace gauntlet::duckchess {
namespace {

// The judge looks two plies ahead and settles captures in quiescence: deep
// enough that a piece about to be taken back does not count as won, cheap
// enough (a few thousand nodes) to run after every move of a 100 ms game.
constexpr int kJudgeDepth = 2;
constexpr uint64_t kJudgeMaxNodes = 10'000;

search::AlphaBetaOptions JudgeOptions() {
  search::AlphaBetaOptions o;
  o.tt_size_log2 = 16;
  o.check_extension = true;
  o.quiescence_table = true;
  return o;
}

// `count` non-negative integers separated by commas, for `flag`.
absl::StatusOr<std::vector<int>> ParseNumbers(std::string_view text,
                                              std::string_view flag,
                                              std::string_view shape,
                                              std::size_t count) {
  std::vector<std::string_view> parts;
  for (std::size_t from = 0;;) {
    const std::size_t comma = text.find(',', from);
    parts.push_back(text.substr(from, comma - from));
    if (comma == std::string_view::npos) break;
    from = comma + 1;
  }
  const std::string wants = std::string(flag) + " wants " + std::string(shape);
  if (parts.size() != count) {
    return absl::InvalidArgumentError(wants + ", got '" + std::string(text) +
                                      "'");
  }
  std::vector<int> numbers;
  for (std::string_view part : parts) {
    int n = -1;
    const auto [end, error] =
        std::from_chars(part.data(), part.data() + part.size(), n);
    if (error != std::errc() || end != part.data() + part.size() || n < 0) {
      return absl::InvalidArgumentError(wants + ": '" + std::string(part) +
                                        "' is not a whole number >= 0");
    }
    numbers.push_back(n);
  }
  return numbers;
}

}  // namespace

absl::Status ParseDrawRule(std::string_view text,
                           ScoreAdjudicationRules& rules) {
  absl::StatusOr<std::vector<int>> n =
      ParseNumbers(text, "--adjudicate-draw", "PLY,PLIES,SCORE", 3);
  if (!n.ok()) return n.status();
  if ((*n)[1] == 0) {
    return absl::InvalidArgumentError(
        "--adjudicate-draw: PLIES must be at least 1");
  }
  rules.draw_from_ply = (*n)[0];
  rules.draw_plies = (*n)[1];
  rules.draw_score = (*n)[2];
  return absl::OkStatus();
}

absl::Status ParseWinRule(std::string_view text,
                          ScoreAdjudicationRules& rules) {
  absl::StatusOr<std::vector<int>> n =
      ParseNumbers(text, "--adjudicate-win", "PLIES,SCORE", 2);
  if (!n.ok()) return n.status();
  if ((*n)[0] == 0 || (*n)[1] == 0) {
    return absl::InvalidArgumentError(
        "--adjudicate-win: PLIES and SCORE must be at least 1");
  }
  rules.win_plies = (*n)[0];
  rules.win_score = (*n)[1];
  return absl::OkStatus();
}

ScoreAdjudicator::ScoreAdjudicator(const ScoreAdjudicationRules& rules)
    : rules_(rules), engine_(JudgeOptions()) {}

int ScoreAdjudicator::Judge(const Position& position) {
  Position copy = position;
  SearchGame game(copy, evaluator_);
  game.set_skip_losing_captures(true);
  search::AlphaBetaControl<Move> control;
  control.max_nodes = kJudgeMaxNodes;
  const int score =
      engine_.Search(game, Deadline::Never(), kJudgeDepth, control).score;
  return position.side_to_move() == kRed ? score : -score;
}

std::optional<Adjudication> ScoreAdjudicator::Observe(
    const Position& position) {
  const int score = last_score_ = Judge(position);
  level_run_ = std::abs(score) <= rules_.draw_score ? level_run_ + 1 : 0;
  red_run_ = score >= rules_.win_score ? red_run_ + 1 : 0;
  blue_run_ = -score >= rules_.win_score ? blue_run_ + 1 : 0;
  const std::string at = " at ply " + std::to_string(position.ply());
  if (rules_.win_plies > 0) {
    for (const Color side : {kRed, kBlue}) {
      const int run = side == kRed ? red_run_ : blue_run_;
      if (run < rules_.win_plies) continue;
      return Adjudication{side == kRed ? GameEnd::kRedWins : GameEnd::kBlueWins,
                          std::string(ColorName(side)) +
                              " wins by adjudication" + at +
                              ": the referee's score favoured it by " +
                              std::to_string(rules_.win_score) +
                              " or more for " + std::to_string(run) + " plies"};
    }
  }
  if (rules_.draw_plies > 0 && position.ply() >= rules_.draw_from_ply &&
      level_run_ >= rules_.draw_plies) {
    return Adjudication{GameEnd::kDraw,
                        "draw by adjudication" + at +
                            ": the referee's score within " +
                            std::to_string(rules_.draw_score) + " for " +
                            std::to_string(level_run_) + " plies"};
  }
  return std::nullopt;
}

}  // namespace gauntlet::duckchess
