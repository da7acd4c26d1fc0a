#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_

// One refereed game of duck chess between two Players speaking the bot
// protocol (bots/duckchess/bot_protocol.h). Any fault - a reply that is
// missing, late, malformed or illegal, a crash, a closed pipe - loses the
// game for the player at fault.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "common/duckchess/board.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/opening.h"
#include "common/duckchess/score_adjudication.h"
#include "tools/arena/player.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"

namespace gauntlet::duckchess {

struct GameConfig {
  // The statement's 1000 ms a move; the grace covers pipes and scheduling,
  // and the start-up allowance a process's start and its tables.
  arena::TimeControl time{std::chrono::milliseconds(1000),
                          std::chrono::milliseconds(100),
                          std::chrono::milliseconds(2000)};
  // Where the game starts (the initial position or a FEN) and the moves
  // played before either player is asked; it must be playable
  // (PlayOpening).
  Opening opening;
  int ply_limit = 300;
  // Ending the game early by the referee's score (off by default).
  ScoreAdjudicationRules adjudication;
};

struct Turn {
  Color side;
  std::string sent;         // the turn line sent (without newline)
  std::string reply;        // the answer (empty on a fault)
  std::string description;  // "red car;NA;no;no" for a legal move
  double elapsed_ms = 0;
  arena::Fault fault = arena::Fault::kNone;  // the harness's verdict
  std::string detail;
};

struct GameRecord {
  std::vector<Turn> turns;
  GameEnd end = GameEnd::kDraw;
  std::string outcome;       // "blue captain captured at ply 41", ...
  bool adjudicated = false;  // ended by the score rules, not the game's
  int plies = 0;             // opening included, from the start position or FEN
  std::vector<Move> moves;   // every move from there, opening included
  std::optional<Color> faulty;
  std::string fault;  // "timeout at ply 17", ...
  std::string final_position;
  // Why the replay could not be written (the game stopped there); OK
  // otherwise, and always without a replay.
  absl::Status replay_status;
};

// The replay's record of `turn`, numbered `number` (the game's ply, the
// opening's moves counted).
arena::TurnRecord TurnRecordOf(const Turn& turn, int number);

// Plays the game to its end and stops both players. The players are told
// their colour and move time first; each turn line is `start`, the
// opponent's last move, or - for a player's first turn after an opening -
// `moves K ...` with the whole game so far, or `position FEN [moves K ...]`
// when the game starts from a FEN. With `replay`, each turn is written to
// it (TurnRecordOf) as soon as it is played, so a referee killed mid-game
// leaves every turn played so far; a write that fails ends the game, with
// the error in replay_status.
GameRecord PlayGame(arena::Player& red, arena::Player& blue,
                    const GameConfig& config,
                    arena::ReplayWriter* replay = nullptr);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_GAME_H_
