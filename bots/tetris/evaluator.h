#ifndef GAUNTLET_BOTS_TETRIS_EVALUATOR_H_
#define GAUNTLET_BOTS_TETRIS_EVALUATOR_H_

// Board evaluation for the placer and for the sequencer's model of its
// opponent: named features, one weight each, in points (so a buy's 20
// points and a clear's 100 compare directly). Weights load from a text file
// of "name value" lines for offline tuning.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/params.h"
#include "common/tetris/board.h"
#include "common/tetris/reach.h"

namespace gauntlet::tetris {

// The features, in the order of Features::values and Weights::values.
enum Feature : int {
  kHoles,           // Empty cells with a filled cell above in the column.
  kHoleRows,        // Rows holding at least one hole.
  kCoveredCells,    // Filled cells above the highest hole of a column.
  kRowTransitions,  // Filled/empty changes along rows (walls filled).
  kColTransitions,  // Filled/empty changes up columns (floor filled).
  kWells,           // Sum of 1+2+..+depth over side wells (not the main).
  kBumpiness,       // Sum of |height differences|, the main well left out.
  kMaxHeight,       // Height of the tallest column.
  kHeightSquares,   // Sum over columns of (height - 12)^2 above 12.
  kDanger,          // (max height - 20)^2 when above 20.
  kTetrisReady,     // Rows full but for the main well, counted to 4.
  kWellDepth,       // Depth of the main well (lowest column), up to 4.
  kSpawnBlocked,    // Filled cells in the spawn footprints.
  kWellFilled,      // How far the main well stands above the lowest other
                    // column (it should stay the lowest).
  kFeatureCount,
};

std::string_view FeatureName(int feature);

struct Features {
  std::array<double, kFeatureCount> values{};
};

struct Weights {
  std::array<double, kFeatureCount> values{};
  // Shaped reward for clearing 0..4 rows, added to the real points: small
  // clears waste cells that could have made a 4-row clear.
  std::array<double, 5> clear_bonus{};
  // The main well's column; -1 picks the lowest column each time.
  int well_column = 11;

  static Weights Default();
  // The older weights file (--weights): "name value" lines; '#' starts a
  // comment; unnamed weights keep their default. Clear bonuses are named
  // clear1..clear4, the well well_column.
  static absl::StatusOr<Weights> FromFile(const std::string& path);
  // The same from the file's text; `name` names it in errors.
  static absl::StatusOr<Weights> FromText(std::string_view text,
                                          std::string_view name);
};

// Binds every weight as a parameter "eval.<name>", with the names of the
// weights file: "eval.holes", "eval.clear4", "eval.well_column".
void DeclareParams(Weights& weights, ParamTable& table);

Features ComputeFeatures(const Board& board, int well_column = -1);
double Evaluate(const Board& board, const Weights& weights);

// The value of a position with no placement left (the game is lost).
inline constexpr double kDeadValue = -1e9;

// The best value (points of the clear, its shaped bonus and the evaluation
// of the board after it) over every reachable placement of `piece`;
// kDeadValue when there is none. `scratch` holds the placements.
double BestPlacementValue(Reacher& reacher, const Board& board, Piece piece,
                          const Weights& weights,
                          std::vector<Position>& scratch);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_EVALUATOR_H_
