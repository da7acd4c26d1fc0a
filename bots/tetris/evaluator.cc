#include "bots/tetris/evaluator.h"

#include <algorithm>
#include <bit>
#include <fstream>
#include <sstream>

#include "absl/strings/str_cat.h"

namespace gauntlet::tetris {
namespace {

constexpr std::array<std::string_view, kFeatureCount> kNames = {
    "holes",           "hole_rows",  "covered_cells", "row_transitions",
    "col_transitions", "wells",      "bumpiness",     "max_height",
    "height_squares",  "danger",     "tetris_ready",  "well_depth",
    "spawn_blocked",   "well_filled"};

// Cells of the seven spawn footprints (rules/tetris.md), as (x, y).
constexpr std::array<std::pair<int, int>, 8> kSpawnCells = {
    {{4, 29}, {5, 29}, {6, 29}, {5, 28}, {5, 30}, {5, 31}, {6, 30}, {4, 30}}};

}  // namespace

std::string_view FeatureName(int feature) { return kNames[feature]; }

Weights Weights::Default() {
  Weights w;
  // Holes, hole rows and the two height terms as measured against the
  // uniform random sequencer in 2026-11-26 (docs/notes/tuning-runs.md,
  // "Tetris placer >= 80,000"): a hole under ready rows turns a later 4-row
  // clear into a 3-row one, and the stack may stand tall (the danger term still
  // guards the spawn) where height penalties made it spend L and J pieces on
  // small clears.
  w.values[kHoles] = -45;
  w.values[kHoleRows] = -90;
  w.values[kCoveredCells] = -2;
  w.values[kRowTransitions] = -3;
  w.values[kColTransitions] = -4;
  w.values[kWells] = -3;
  w.values[kBumpiness] = -2.5;
  w.values[kMaxHeight] = 0;
  w.values[kHeightSquares] = 0;
  w.values[kDanger] = -8;
  w.values[kTetrisReady] = 12;
  w.values[kWellDepth] = 4;
  w.values[kSpawnBlocked] = -3000;
  w.values[kWellFilled] = -15;
  w.clear_bonus = {0, -60, -80, -90, 50};
  return w;
}

void DeclareParams(Weights& weights, ParamTable& table) {
  struct FeatureParam {
    double min, max, step;
    std::string_view help;
  };
  static constexpr std::array<FeatureParam, kFeatureCount> kFeatures = {{
      {-500, 100, 1, "per hole (empty cell under a filled one)"},
      {-500, 100, 2, "per row holding a hole"},
      {-100, 20, 0.5, "per filled cell above a column's highest hole"},
      {-100, 20, 0.5, "per filled/empty change along rows"},
      {-100, 20, 0.5, "per filled/empty change up columns"},
      {-100, 20, 0.5, "per 1+2+..+depth of side wells"},
      {-100, 20, 0.5, "per unit of height difference (main well left out)"},
      {-50, 20, 0.25, "per row of the tallest column"},
      {-20, 10, 0.1, "per squared row of column height above 12"},
      {-500, 20, 1, "per squared row of max height above 20"},
      {-100, 200, 1, "per row ready for a 4-row clear (up to 4)"},
      {-100, 100, 1, "per row of main well depth (up to 4)"},
      {-20000, 0, 100, "per filled spawn cell"},
      {-500, 100, 1, "per row the main well stands above the lowest other"},
  }};
  for (int f = 0; f < kFeatureCount; ++f) {
    table.Real("eval." + std::string(kNames[f]), &weights.values[f],
               kFeatures[f].min, kFeatures[f].max, kFeatures[f].step,
               kFeatures[f].help);
  }
  for (int lines = 1; lines <= 4; ++lines) {
    table.Real(
        absl::StrCat("eval.clear", lines), &weights.clear_bonus[lines], -1000,
        1000, 5,
        absl::StrCat("shaped bonus for clearing ", lines,
                     lines == 1 ? " row" : " rows", ", on top of the points"));
  }
  table.Int("eval.well_column", &weights.well_column, -1, kWidth - 1, 1,
            "the main well's column; -1: the lowest column each time");
}

absl::StatusOr<Weights> Weights::FromFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError(absl::StrCat("cannot open ", path));
  std::stringstream text;
  text << in.rdbuf();
  return FromText(text.str(), path);
}

absl::StatusOr<Weights> Weights::FromText(std::string_view text,
                                          std::string_view name) {
  const std::string path(name);
  Weights weights = Default();
  std::istringstream in{std::string(text)};
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (const auto hash = line.find('#'); hash != std::string::npos) {
      line.resize(hash);
    }
    std::istringstream fields(line);
    std::string name;
    double value = 0;
    if (!(fields >> name)) continue;
    std::string rest;
    if (!(fields >> value) || (fields >> rest)) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ":", number, ": expected \"name value\""));
    }
    bool known = false;
    for (int f = 0; f < kFeatureCount; ++f) {
      if (name == kNames[f]) {
        weights.values[f] = value;
        known = true;
      }
    }
    if (name == "well_column") {
      if (value < -1 || value >= kWidth) {
        return absl::InvalidArgumentError(
            absl::StrCat(path, ":", number, ": well_column is -1..11"));
      }
      weights.well_column = static_cast<int>(value);
      known = true;
    }
    for (int lines = 1; lines <= 4; ++lines) {
      if (name == absl::StrCat("clear", lines)) {
        weights.clear_bonus[lines] = value;
        known = true;
      }
    }
    if (!known) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ":", number, ": unknown weight '", name, "'"));
    }
  }
  return weights;
}

Features ComputeFeatures(const Board& board, int well_column) {
  Features f;
  auto& v = f.values;
  // One pass from the top: `above` holds the columns filled above row y,
  // so empty cells under it are holes and the first filled cell of a
  // column gives its height.
  std::array<int, kWidth> height{};
  std::array<int, kWidth> highest_hole{};
  int top = 0;
  uint32_t above = 0;
  uint32_t holed = 0;
  for (int y = kHeight - 1; y >= 0; --y) {
    const uint32_t row = board.row(y);
    for (uint32_t fresh = row & ~above; fresh != 0; fresh &= fresh - 1) {
      height[std::countr_zero(fresh)] = y + 1;
    }
    if (row != 0 && top == 0) top = y + 1;
    const uint32_t holes = above & ~row & kFullRow;
    if (holes != 0) {
      v[kHoles] += std::popcount(holes);
      v[kHoleRows] += 1;
      for (uint32_t fresh = holes & ~holed; fresh != 0; fresh &= fresh - 1) {
        highest_hole[std::countr_zero(fresh)] = y;
      }
      holed |= holes;
    }
    const uint32_t stack = above | row;  // columns whose top is at or above y
    if (stack != 0) {
      // Column transitions below each column's top (the floor is filled).
      const uint32_t below = y == 0 ? kFullRow : board.row(y - 1);
      v[kColTransitions] += std::popcount((row ^ below) & stack);
      // Row transitions with filled walls on both sides.
      const uint32_t walled = (row << 1) | 1u | (1u << (kWidth + 1));
      v[kRowTransitions] +=
          std::popcount((walled ^ (walled >> 1)) & ((1u << (kWidth + 1)) - 1));
    }
    above = stack;
  }
  for (uint32_t cols = holed; cols != 0; cols &= cols - 1) {
    const int x = std::countr_zero(cols);
    v[kCoveredCells] += height[x] - 1 - highest_hole[x];
  }
  // The main well: the lowest column, edges preferred on ties so the stack
  // keeps one clean side.
  int well = well_column;
  if (well < 0) {
    well = 0;
    for (int x = 1; x < kWidth; ++x) {
      if (height[x] < height[well] || (height[x] == height[well] && x == 11)) {
        well = x;
      }
    }
  }
  int lowest_other = kHeight;
  for (int x = 0; x < kWidth; ++x) {
    if (x != well) lowest_other = std::min(lowest_other, height[x]);
  }
  v[kWellFilled] = std::max(0, height[well] - lowest_other);
  for (int x = 0; x < kWidth; ++x) {
    if (x == well) continue;
    const int left = x == 0 ? kHeight : height[x - 1];
    const int right = x == kWidth - 1 ? kHeight : height[x + 1];
    const int depth = std::min(left, right) - height[x];
    if (depth > 0) v[kWells] += depth * (depth + 1) / 2;
  }
  for (int x = 0; x + 1 < kWidth; ++x) {
    if (x == well || x + 1 == well) continue;
    v[kBumpiness] += std::abs(height[x] - height[x + 1]);
  }
  if (well > 0 && well < kWidth - 1) {
    v[kBumpiness] += std::abs(height[well - 1] - height[well + 1]);
  }
  v[kMaxHeight] = top;
  for (int x = 0; x < kWidth; ++x) {
    if (height[x] > 12)
      v[kHeightSquares] += (height[x] - 12) * (height[x] - 12);
  }
  if (top > 20) v[kDanger] = (top - 20) * (top - 20);
  const uint16_t all_but_well = kFullRow & ~static_cast<uint16_t>(1u << well);
  int ready = 0;
  for (int y = height[well]; y < kHeight && ready < 4; ++y) {
    if (board.row(y) != all_but_well) break;
    ++ready;
  }
  v[kTetrisReady] = ready;
  {
    const int left = well == 0 ? kHeight : height[well - 1];
    const int right = well == kWidth - 1 ? kHeight : height[well + 1];
    v[kWellDepth] = std::clamp(std::min(left, right) - height[well], 0, 4);
  }
  for (const auto& [x, y] : kSpawnCells) {
    if (board.Filled(x, y)) v[kSpawnBlocked] += 1;
  }
  return f;
}

double Evaluate(const Board& board, const Weights& weights) {
  const Features f = ComputeFeatures(board, weights.well_column);
  double total = 0;
  for (int i = 0; i < kFeatureCount; ++i) {
    total += f.values[i] * weights.values[i];
  }
  return total;
}

double BestPlacementValue(Reacher& reacher, const Board& board, Piece piece,
                          const Weights& weights,
                          std::vector<Position>& scratch) {
  reacher.Placements(board, piece, scratch);
  double best = kDeadValue;
  for (const Position& at : scratch) {
    Board after = board;
    const int lines = after.Lock(piece, at);
    best = std::max(best, kClearPoints[lines] + weights.clear_bonus[lines] +
                              Evaluate(after, weights));
  }
  return best;
}

}  // namespace gauntlet::tetris
