#ifndef GAUNTLET_TOOLS_TOURNAMENT_CHECK_BOTS_H_
#define GAUNTLET_TOOLS_TOURNAMENT_CHECK_BOTS_H_

// A tournament's bots checked once before any game is scheduled
// (tools/registry/check.h): every distinct command is started, sent its
// game's first message and must answer it in time, under the time control
// and player limits that --match-flags give the referee.

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/tournament/schedule.h"

namespace gauntlet::tournament {

// The words /bin/sh would make of `text` when it expands nothing: blanks
// separate words; '...' is literal; "..." keeps its text, a backslash
// escaping only $ ` " \ and a newline; a backslash outside quotes escapes
// the next character. An unterminated quote is an error.
absl::StatusOr<std::vector<std::string>> SplitShellWords(std::string_view text);

// One line per bot that failed ("NAME (COMMAND): why"), bots in their
// order; empty when every bot passed. An error when --match-flags cannot
// be read.
absl::StatusOr<std::vector<std::string>> CheckBots(const TournamentSpec& spec);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_CHECK_BOTS_H_
