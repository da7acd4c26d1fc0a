#ifndef GAUNTLET_TOOLS_ARENA_PLAYER_FLAGS_H_
#define GAUNTLET_TOOLS_ARENA_PLAYER_FLAGS_H_

// Flags for the limits every process player runs under, shared by all
// referees so `gauntlet match <game>` sandboxes bots the same way, and the
// one place where player stderr logs go.

#include <cxxopts.hpp>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/process_player.h"
#include "tools/arena/replay.h"

namespace gauntlet::arena {

// Adds --cpu-seconds --memory-mb --max-line-bytes --stderr-cap-bytes
// (group "player limits").
void AddPlayerLimitFlags(cxxopts::Options& options);

// The options every player of the match starts from; fill in `command` and
// `stderr_log_path` per player.
absl::StatusOr<ProcessOptions> ReadPlayerLimitFlags(
    const cxxopts::ParseResult& parsed);

// Where entrant `entrant`'s stderr goes in game `index`, given --out
// (MatchFlags::out): DIR/game-<k>.<entrant>.stderr.log, or "" (discarded)
// without --out. RunMatchGames creates DIR before the first game. An entrant
// made of several programs (a Tetris side) names each one: `program` gives
// DIR/game-<k>.<entrant>.<program>.stderr.log.
std::string StderrLogPath(const std::string& out_dir, int index, int entrant,
                          std::string_view program = "");

// A referee's common match flags and player limits.
struct RefereeFlags {
  MatchFlags match;
  ProcessOptions limits;
};

// Reads them (ReadMatchFlags, ReadPlayerLimitFlags) for `entrants` entrants;
// a problem with them ends the program with a usage error.
RefereeFlags ReadRefereeFlagsOrExit(const cxxopts::Options& options,
                                    const cxxopts::ParseResult& parsed,
                                    int entrants);

// The limits as recorded in a replay header's "limits".
Json LimitsJson(const ProcessOptions& options);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_PLAYER_FLAGS_H_
