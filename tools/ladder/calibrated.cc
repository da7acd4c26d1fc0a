#include "tools/ladder/calibrated.h"

namespace gauntlet::ladder {

std::vector<double> CalibratedElo(std::string_view game) {
  // docs/ladder.md has the run behind each row.
  if (game == "duckchess") {
    return {0,    447.3,  795.1,  1153.1, 1506.6, 1618.6, 1863.9,
            2199, 2558.3, 2712.8, 3070.7, 3297,   3599.1};
  }
  if (game == "tetris") {
    return {0, 456.8, 924.7, 1392.5, 1849.8, 2872.2, 2274.3, 2537.3};
  }
  if (game == "enclosure") {
    return {0, 117.9, 333.6, 432.6, 338.9, 439.3, 744.6, 661.3};
  }
  if (game == "hunger") {
    return {0, 87.3, 244.1, 363.3, 581.1, 604.0, 650.8, 786.8};
  }
  return {};
}

}  // namespace gauntlet::ladder
