#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_PGN_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_PGN_H_

// Games as PGN for Fairy-Stockfish's variant `thupcduck`
// (tests/data/duckchess/thupcduck.ini): red is White, blue is Black, moves
// in its SAN (common/duckchess/notation.h), a non-initial start as its FEN.

#include <chrono>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "common/duckchess/board.h"
#include "common/duckchess/match_rules.h"

namespace gauntlet::duckchess {

// The variant's name in Fairy-Stockfish (the ini's section).
inline constexpr std::string_view kVariantName = "thupcduck";

struct PgnGame {
  std::string event = "gauntlet match duckchess";
  std::string site = "?";
  std::string date = "????.??.??";
  std::string round = "?";
  std::string white = "?";  // red
  std::string black = "?";  // blue
  GameEnd end = GameEnd::kDraw;
  // Position::ToFen of the start; empty for the initial position (no FEN
  // or SetUp tag).
  std::string fen;
  std::vector<Move> moves;  // legal from the start
  // A TimeControl tag when not empty (PgnTimeControl).
  std::string time_control;
  std::string termination;  // a Termination tag when not empty
  std::string comment;      // a comment after the last move when not empty
};

// "1-0", "0-1" or "1/2-1/2".
std::string_view PgnResult(GameEnd end);

// The Termination tag of a fault text ("timeout at ply 17 (...)" is a
// "time forfeit", a crash or closed pipe "abandoned", an illegal or
// malformed move "rules infraction").
std::string TerminationOf(const std::string& fault);

// The TimeControl tag of a fixed time per move, as cutechess-cli writes it:
// "0.1/move" for 100 ms.
std::string PgnTimeControl(std::chrono::milliseconds movetime);

// One game: the tags (the seven of the roster, Variant, SetUp and FEN for
// a non-initial start, TimeControl when known, PlyCount, Termination when
// known), a blank line, the move text wrapped at 79 columns ending with the
// result, a blank line.
std::string FormatPgn(const PgnGame& game);

// Today's date in UTC as PGN writes it ("2026.11.23"), and this host's name.
std::string PgnDate();
std::string PgnSite();

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_PGN_H_
