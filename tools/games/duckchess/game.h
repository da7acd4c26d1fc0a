#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_

// One refereed game of duck chess on a table (tools/arena/table.h): seat 0
// is red, seat 1 blue, both speaking the bot protocol
// (bots/duckchess/bot_protocol.h). Any fault - a reply that is missing,
// late, malformed or illegal, a crash, a closed pipe - loses the game for
// the player at fault.

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "common/duckchess/board.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/opening.h"
#include "common/duckchess/score_adjudication.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::duckchess {

// What a game is played with besides its table (whose time control and
// seats it takes).
struct GameConfig {
  // Where the game starts (the initial position or a FEN) and the moves
  // played before either player is asked; it must be playable
  // (PlayOpening).
  Opening opening;
  int ply_limit = 300;
  // Ending the game early by the referee's score (off by default).
  ScoreAdjudicationRules adjudication;
};

// What a played game leaves besides its replay, as in every game: the match
// contract's result and the game's own account of how it ended.
struct GameRecord {
  arena::MatchResult result;  // Entrants in command order.
  GameEnd end = GameEnd::kDraw;
  std::string outcome;       // "blue captain captured at ply 41", ...
  bool adjudicated = false;  // ended by the score rules, not the game's
  int plies = 0;             // opening included, from the start position or FEN
  std::vector<Move> moves;   // every move from there, opening included
  std::optional<Color> faulty;
  std::string fault;  // "timeout at ply 17", ...
  std::string final_position;
};

// Plays the game on `table` to its end and stops both players. The replay
// gets the header (its setup: the start position, its FEN and the opening)
// and each turn as soon as it is played, so a referee killed mid-game
// leaves every turn played so far; the caller adds the result. The players
// are told their colour and move time first; each turn line is `start`,
// the opponent's last move, or - for a player's first turn after an
// opening - `moves K ...` with the whole game so far, or `position FEN
// [moves K ...]` when the game starts from a FEN. Errors are the referee's
// own (not two seats, an opening that cannot be played, a replay that
// could not be written: the game stops there).
absl::StatusOr<GameRecord> PlayGame(const arena::Table& table,
                                    const GameConfig& config,
                                    arena::ReplayWriter& replay);

// The contract's result on `table` of a game that ended as `record` says
// (PlayGame's record.result).
arena::MatchResult ResultOf(const GameRecord& record,
                            const arena::Table& table);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_
