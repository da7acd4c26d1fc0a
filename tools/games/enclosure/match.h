#ifndef GAUNTLET_TOOLS_GAMES_ENCLOSURE_MATCH_H_
#define GAUNTLET_TOOLS_GAMES_ENCLOSURE_MATCH_H_

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::enclosure {

// One game of Enclosure on `table` (four seats), for `gauntlet match
// enclosure` and in-process matches.
absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_TOOLS_GAMES_ENCLOSURE_MATCH_H_
