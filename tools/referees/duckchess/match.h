#ifndef GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
#define GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_

// `gauntlet match duckchess`: plays a match between two commands following
// docs/match-contract.md (flags, seating, results.jsonl, replays).

#include <string>

#include "nlohmann/json.hpp"
#include "tools/referees/duckchess/game.h"

namespace gauntlet::duckchess {

struct Entrant {
  std::string name;
  std::string command;
};

// Entrant 0 (the --red command) is red in even games and blue in odd ones.
inline bool FirstEntrantIsRed(int game_index) { return game_index % 2 == 0; }

// The opening of game k: shared by the pair of games 2j and 2j+1, so each
// opening is played once with each colour.
std::vector<Move> OpeningForGame(uint64_t match_seed, int game_index);

// The contract's result line for a finished game.
nlohmann::json ResultLine(const GameRecord& record, int game_index,
                          uint64_t game_seed, const Entrant (&entrants)[2]);

// The replay: a header line, one line per turn, a result line.
std::string ReplayJsonLines(const GameRecord& record, const GameConfig& config,
                            int game_index, uint64_t game_seed,
                            const Entrant (&entrants)[2]);

// Entry point of `gauntlet match duckchess`; argv starts at "duckchess".
int RunDuckchessMatch(int argc, char** argv);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_REFEREES_DUCKCHESS_MATCH_H_
