#include "tools/games/duckchess/eval_fit.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>

#include "Eigen/Dense"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "common/core/params.h"
#include "common/duckchess/protocol.h"
#include "nlohmann/json.hpp"

namespace gauntlet::tune {
namespace {

using duckchess::Position;

// The eval.* parameters of `weights`, bound in a table.
ParamTable WeightTable(duckchess::Weights& weights) {
  ParamTable table;
  duckchess::DeclareParams(weights, table);
  return table;
}

double Logistic(double score, double scale) {
  return 1 / (1 + std::exp(-score / scale));
}

}  // namespace

absl::StatusOr<std::vector<ScoredPosition>> ParseScoredPositions(
    std::string_view text, std::string_view source) {
  std::vector<ScoredPosition> positions;
  std::istringstream in{std::string(text)};
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    line = line.substr(0, line.find('#'));
    const std::size_t end = line.find_last_not_of(" \t\r");
    if (end == std::string::npos) continue;
    line.resize(end + 1);
    const std::size_t split = line.find_last_of(" \t");
    const auto where = [&] {
      return absl::StrCat(std::string(source), ", line ", number);
    };
    double score = 0;
    if (split == std::string::npos ||
        !absl::SimpleAtod(line.substr(split + 1), &score) ||
        !std::isfinite(score)) {
      return absl::InvalidArgumentError(absl::StrCat(
          where(), ": expected a position then a score as the last token"));
    }
    absl::StatusOr<Position> position =
        Position::FromAnyText(line.substr(0, split));
    if (!position.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(
          where(), ": ", std::string(position.status().message())));
    }
    if (position->IsOver()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where(), ": the game is over in this position"));
    }
    positions.push_back({*std::move(position), score});
  }
  return positions;
}

absl::StatusOr<std::vector<std::string>> ReplayFens(std::string_view text,
                                                    std::string_view source,
                                                    int from_ply, int every) {
  std::vector<std::string> fens;
  std::optional<Position> position;
  int ply = 0;
  int number = 0;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    ++number;
    const auto fail = [&](const std::string& why) {
      return absl::InvalidArgumentError(
          absl::StrCat(std::string(source), ", line ", number, ": ", why));
    };
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
    if (!record.is_object()) return fail("not a JSON object");
    const std::string type = record.value("type", "");
    std::vector<std::string> moves;
    if (type == "header") {
      if (record.value("game", "") != "duckchess") {
        return fail("not a duck chess replay");
      }
      const nlohmann::json setup = record.value("setup", nlohmann::json{});
      absl::StatusOr<Position> start =
          Position::FromFen(setup.value("fen", ""));
      if (!start.ok()) return fail(std::string(start.status().message()));
      position = *std::move(start);
      moves = setup.value("opening", std::vector<std::string>{});
    } else if (type == "turn") {
      if (!position) return fail("a turn before the header");
      for (const nlohmann::json& player :
           record.value("players", nlohmann::json::array())) {
        if (player.value("fault", "none") != "none") return fens;
        moves.push_back(player.value("answer", ""));
      }
    }
    for (const std::string& text_move : moves) {
      if (position->IsOver()) return fens;
      absl::StatusOr<duckchess::Move> m =
          duckchess::ParseMoveLine(text_move, number, "move");
      if (!m.ok()) return fail(std::string(m.status().message()));
      if (!position->IsLegal(*m)) {
        return fail(absl::StrCat("illegal move ", text_move));
      }
      position->Make(*m);
      ++ply;
      if (!position->IsOver() && ply >= from_ply &&
          (ply - from_ply) % std::max(every, 1) == 0) {
        fens.push_back(position->ToFen());
      }
    }
  }
  return fens;
}

bool IsQuiet(const Position& position, const duckchess::Evaluator& evaluator) {
  if (position.IsCheck()) return false;
  duckchess::MoveList captures;
  position.GenerateCaptures(captures);
  const duckchess::Color them = duckchess::Opponent(position.side_to_move());
  for (const duckchess::Move m : captures) {
    const int victim =
        evaluator.Value(duckchess::TypeOf(position.AtCell(m.to)));
    const int attacker =
        evaluator.Value(duckchess::TypeOf(position.AtCell(m.from)));
    if (victim > attacker || !position.Attacks(them, m.to)) return false;
  }
  return true;
}

EvalTerms::EvalTerms() {
  duckchess::Weights weights;
  ParamTable table = WeightTable(weights);
  for (const Param& p : table.params()) {
    if (p.name() != "eval.forked") names_.emplace_back(p.name());
  }
  for (const std::string& one : names_) {
    for (const Param& p : table.params()) {
      (void)table.SetValue(p.name(), p.name() == one ? 1 : 0);
    }
    unit_.emplace_back(weights);
  }
}

std::vector<double> EvalTerms::Of(const Position& position) const {
  std::vector<double> terms;
  terms.reserve(unit_.size());
  for (const duckchess::Evaluator& e : unit_) {
    terms.push_back(e.Evaluate(position));
  }
  return terms;
}

absl::StatusOr<EvalFitResult> FitEvalWeights(
    const std::vector<ScoredPosition>& positions,
    const duckchess::Weights& start, const EvalFitOptions& options) {
  const EvalTerms terms;
  const std::vector<std::string>& names = terms.names();
  const int k = static_cast<int>(names.size());
  const auto index_of = [&](const std::string& name) {
    return static_cast<int>(std::find(names.begin(), names.end(), name) -
                            names.begin());
  };
  std::vector<bool> free(k, true);
  for (const std::string& name : options.dropped) {
    if (index_of(name) == k) {
      return absl::InvalidArgumentError(
          absl::StrCat("unknown evaluation weight ", name));
    }
    free[index_of(name)] = false;
  }
  const int anchor = index_of(options.anchor);
  if (anchor == k || !free[anchor]) {
    return absl::InvalidArgumentError(
        absl::StrCat("the anchor ", options.anchor,
                     " must be a weight of the fit, not a dropped one"));
  }
  const int n = static_cast<int>(positions.size());
  const int held_out =
      static_cast<int>(n * std::clamp(options.holdout, 0.0, 0.9));
  const int fitted = n - held_out;
  const int free_count =
      static_cast<int>(std::count(free.begin(), free.end(), true));
  if (fitted < 10 * free_count) {
    return absl::InvalidArgumentError(
        absl::StrCat(fitted, " positions to fit ", free_count,
                     " weights: at least ten per weight are needed"));
  }

  Eigen::MatrixXd x(n, k);
  Eigen::VectorXd target(n);
  for (int i = 0; i < n; ++i) {
    const std::vector<double> row = terms.Of(positions[i].position);
    for (int j = 0; j < k; ++j) x(i, j) = row[j];
    target(i) = Logistic(positions[i].score, options.scale);
  }
  const double scale = options.scale;
  const auto error = [&](const Eigen::VectorXd& w, int first, int count) {
    if (count == 0) return 0.0;
    double sum = 0;
    for (int i = first; i < first + count; ++i) {
      const double d = Logistic(x.row(i).dot(w), scale) - target(i);
      sum += d * d;
    }
    return sum / count;
  };

  duckchess::Weights start_copy = start;
  const ParamTable start_table = WeightTable(start_copy);
  Eigen::VectorXd w0(k);
  for (int j = 0; j < k; ++j) w0(j) = start_table.Find(names[j])->value();
  // The start weights in the reference's units: at their best common scale.
  double best_factor = 1;
  double best_error = error(w0, 0, fitted);
  for (double f = 0.05; f <= 4.0; f += 0.05) {
    const double e = error(f * w0, 0, fitted);
    if (e < best_error) {
      best_error = e;
      best_factor = f;
    }
  }
  EvalFitResult result;
  result.fit_count = fitted;
  result.held_out_count = held_out;
  result.fit_error_before = best_error;
  result.held_out_error_before = error(best_factor * w0, fitted, held_out);

  // Levenberg-Marquardt on the free weights.
  Eigen::VectorXd w = best_factor * w0;
  for (int j = 0; j < k; ++j) {
    if (!free[j]) w(j) = 0;
  }
  double current = error(w, 0, fitted);
  double lambda = 1e-3;
  for (int iteration = 0; iteration < options.iterations; ++iteration) {
    Eigen::MatrixXd normal = Eigen::MatrixXd::Zero(k, k);
    Eigen::VectorXd gradient = Eigen::VectorXd::Zero(k);
    for (int i = 0; i < fitted; ++i) {
      const double p = Logistic(x.row(i).dot(w), scale);
      const double slope = p * (1 - p) / scale;
      const Eigen::VectorXd jacobian = slope * x.row(i).transpose();
      normal.noalias() += jacobian * jacobian.transpose();
      gradient.noalias() += (p - target(i)) * jacobian;
    }
    for (int j = 0; j < k; ++j) {
      if (free[j]) continue;
      normal.row(j).setZero();
      normal.col(j).setZero();
      normal(j, j) = 1;
      gradient(j) = 0;
    }
    bool improved = false;
    while (lambda < 1e12) {
      Eigen::MatrixXd damped = normal;
      for (int j = 0; j < k; ++j)
        damped(j, j) += lambda * (normal(j, j) + 1e-12);
      const Eigen::VectorXd step = damped.ldlt().solve(-gradient);
      const Eigen::VectorXd next = w + step;
      const double e = error(next, 0, fitted);
      if (e < current) {
        improved = current - e > 1e-12 * current;
        w = next;
        current = e;
        lambda = std::max(lambda / 3, 1e-9);
        break;
      }
      lambda *= 4;
    }
    if (!improved) break;
  }
  result.fit_error_after = current;
  result.held_out_error_after = error(w, fitted, held_out);

  if (w(anchor) <= 0) {
    return absl::FailedPreconditionError(
        absl::StrCat("the fit made the anchor ", options.anchor, " ", w(anchor),
                     ": no scale to bring the weights back to"));
  }
  // Back to our units, rounded into each parameter's range.
  result.weights = start;
  ParamTable table = WeightTable(result.weights);
  const double factor = w0(anchor) / w(anchor);
  for (int j = 0; j < k; ++j) {
    const Param& p = *table.Find(names[j]);
    const double v = std::round(w(j) * factor);
    const double clamped = std::clamp(v, p.min(), p.max());
    if (clamped != v) result.clamped.push_back(names[j]);
    (void)table.SetValue(names[j], clamped);
  }
  return result;
}

}  // namespace gauntlet::tune
