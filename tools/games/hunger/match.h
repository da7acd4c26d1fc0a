#ifndef GAUNTLET_TOOLS_GAMES_HUNGER_MATCH_H_
#define GAUNTLET_TOOLS_GAMES_HUNGER_MATCH_H_

// `gauntlet match hunger`'s own flags, and one game on a table.

#include <cxxopts.hpp>

#include "absl/status/statusor.h"
#include "common/hunger/config.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::hunger {

// --width --height --turns --rules --profile (group "game"). The rules
// file is read first, then the profile, then the size and length.
void AddFlags(cxxopts::Options& options);
// The rules those flags describe for `players` players, checked.
absl::StatusOr<RulesConfig> ReadFlags(const cxxopts::ParseResult& parsed,
                                      int players);

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             const RulesConfig& rules,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::hunger

#endif  // GAUNTLET_TOOLS_GAMES_HUNGER_MATCH_H_
