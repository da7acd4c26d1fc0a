#ifndef GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_
#define GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_

// A replay as text for people (`gauntlet replay FILE`): who sat where, each
// turn's answers, times and faults, and the result.

#include <string>
#include <vector>

#include "tools/arena/replay.h"

namespace gauntlet::arena {

// How a game names what its replays hold (its registration's replay_terms),
// so the text says what the game's own page and statement say.
struct ReplayTerms {
  // By seat, seat 0 first ("red", "blue"); a seat past them is "seat N".
  std::vector<std::string> seat_names;
  // By turn record: what the turn did in the game's own notation ("move
  // Hc3: red horse b1-c3"), shown instead of the record's info; an empty or
  // missing note leaves the info shown as JSON.
  std::vector<std::string> turn_notes;
};

// The game's name for `seat`, "seat N" when it has none.
std::string SeatName(const ReplayTerms& terms, int seat);

// The result as SummaryLine says it, without "game K: ", the seats named as
// the game names them: "a 1 (blue, rank 1), b 0 (red, rank 2) - ...".
std::string ResultText(const MatchResult& result, const ReplayTerms& terms);

// With `with_sent`, each entry also shows what the player was sent.
std::string ReplayText(const Replay& replay, bool with_sent,
                       const ReplayTerms& terms = {});

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_REPLAY_TEXT_H_
