#include "tools/ladder/calibrated.h"

namespace gauntlet::ladder {

std::vector<double> CalibratedElo(std::string_view game) {
  // docs/ladder.md has the run behind each row.
  if (game == "duckchess") {
    return {0,    447.3,  795.1,  1153.1, 1506.6, 1618.6, 1863.9,
            2199, 2558.3, 2712.8, 3070.7, 3297,   3599.1};
  }
  if (game == "tetris") {
    return {0, 501.1, 1011.1, 1520.6, 2030.2, 2538.1, 3088.7, 3266.3};
  }
  if (game == "enclosure") {
    return {0, 269.5, 405.9, 524, 621.4, 731, 824.8, 844.5};
  }
  if (game == "hunger") {
    return {0, 157.2, 192.3, 414.4, 652.1, 843.4, 851.7, 992.9};
  }
  return {};
}

}  // namespace gauntlet::ladder
