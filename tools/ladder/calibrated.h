#ifndef GAUNTLET_TOOLS_LADDER_CALIBRATED_H_
#define GAUNTLET_TOOLS_LADDER_CALIBRATED_H_

// The ladders' ratings as last calibrated (docs/ladder.md has the runs):
// what `gauntlet rate` rates against unless it is given a calibration's
// ladder.json.

#include <string_view>
#include <vector>

namespace gauntlet::ladder {

// Rung 1 first; empty for a game not calibrated.
std::vector<double> CalibratedElo(std::string_view game);

}  // namespace gauntlet::ladder

#endif  // GAUNTLET_TOOLS_LADDER_CALIBRATED_H_
