#include "tools/games/enclosure/match.h"

#include "common/core/status_macros.h"
#include "tools/games/enclosure/game.h"

namespace gauntlet::enclosure {

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             arena::ReplayWriter& replay) {
  GAUNTLET_ASSIGN_OR_RETURN(GameRecord record, PlayGame(table, replay));
  return std::move(record.result);
}

}  // namespace gauntlet::enclosure
