#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_MATCH_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_MATCH_H_

// Duck chess on a table (tools/arena/table.h): seat 0 is red, seat 1 blue.
// Two consecutive games of a match share their seed (the registry's
// games_per_seed) and their opening, so each opening is played once with
// each colour. The referee's own flags: an openings file and its order, and
// a PGN file the games are appended to.

#include <cstdint>
#include <cxxopts.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "common/duckchess/opening.h"
#include "common/duckchess/score_adjudication.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"
#include "tools/games/duckchess/game.h"

namespace gauntlet::duckchess {

// Games that share a seed and an opening, one with each colour.
inline constexpr int kGamesPerOpening = 2;

enum class OpeningOrder { kSequential, kRandom };

struct MatchOptions {
  // The book; empty: RandomOpening(game seed).
  std::vector<Opening> openings;
  OpeningOrder order = OpeningOrder::kSequential;
  std::string pgn_path;  // empty: no PGN
  // --uci-option NAME=VALUE, sent to every `uci:` entrant (uci_player.h).
  std::vector<std::pair<std::string, std::string>> uci_options;
  // --adjudicate-draw, --adjudicate-win: off unless given.
  ScoreAdjudicationRules adjudication;
};

// --openings FILE, --openings-order random|sequential, --pgnout FILE,
// --uci-option NAME=VALUE, --adjudicate-draw PLY,PLIES,SCORE,
// --adjudicate-win PLIES,SCORE (group "game").
void AddFlags(cxxopts::Options& options);
// Reads them, loading and checking the openings file and creating the PGN
// file when missing; errors name the file and line.
absl::StatusOr<MatchOptions> ReadFlags(const cxxopts::ParseResult& parsed);
// Only the --uci-option flags.
absl::StatusOr<std::vector<std::pair<std::string, std::string>>> ReadUciOptions(
    const cxxopts::ParseResult& parsed);

// An openings file's text: one opening a line (common/duckchess/opening.h),
// blank lines and '#' comments skipped. Every opening must be playable and
// leave the game going; `name` names the file in errors ("FILE, line 3,
// ...").
absl::StatusOr<std::vector<Opening>> ParseOpenings(std::string_view text,
                                                   std::string_view name);
absl::StatusOr<std::vector<Opening>> LoadOpenings(const std::string& path);

// The opening of a game of round `round` (arena::MatchFlags::RoundOf: games
// 2j and 2j+1 of a match, or a tournament's round j) whose seed is `seed`:
// sequential takes opening `round` mod N, random one drawn from the seed (so
// both games of a round get the same); without a book RandomOpening(seed).
Opening ChooseOpening(const MatchOptions& options, int round, uint64_t seed);

// Plays one game on `table` (PlayGame) with the opening ChooseOpening gives
// and, with a PGN file, appends the game to it.
absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             const MatchOptions& options,
                                             arena::ReplayWriter& replay);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_MATCH_H_
