#ifndef GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_

// `gauntlet match duckchess`: plays a match between two commands following
// docs/match-contract.md, on the arena's shared flags, match loop and
// replay format.

#include <string>
#include <vector>

#include "tools/arena/replay.h"
#include "tools/referees/duckchess/game.h"

namespace gauntlet::duckchess {

struct Entrant {
  std::string name;
  std::string command;
};

// Entrant 0 (the --red command) is red in even games and blue in odd ones.
bool FirstEntrantIsRed(int game_index);

// The opening of game k: shared by the pair of games 2j and 2j+1, so each
// opening is played once with each colour.
std::vector<Move> OpeningForGame(uint64_t match_seed, int game_index);

// The contract's result for a finished game.
arena::MatchResult ResultOf(const GameRecord& record, int game_index,
                            uint64_t game_seed, const Entrant (&entrants)[2]);

// The replay's turn records (the header and result are written by the
// caller and the match loop).
std::vector<arena::TurnRecord> TurnRecords(const GameRecord& record,
                                           const GameConfig& config);

// Entry point of `gauntlet match duckchess`; argv starts at "duckchess".
int RunDuckchessMatch(int argc, char** argv);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
