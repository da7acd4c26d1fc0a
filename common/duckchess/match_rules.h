#ifndef GAUNTLET_COMMON_DUCKCHESS_MATCH_RULES_H_
#define GAUNTLET_COMMON_DUCKCHESS_MATCH_RULES_H_

// The rules a match adds to the game: the draw rules (ply limit, third
// repetition) and the short random openings that make repeated games differ.
// Shared by the referee and by in-process matches.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/core/rng.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

enum class GameEnd { kRedWins, kBlueWins, kDraw };

struct Adjudication {
  GameEnd end;
  std::string reason;  // e.g. "blue captain captured at ply 41"
};

// The result once the game is over by the rules or the match's draw rules
// (300 plies, third occurrence of a position); nullopt while it goes on.
// `position` must hold the whole game from the start.
std::optional<Adjudication> Adjudicate(const Position& position,
                                       int ply_limit = 300);

// A short random opening (2, 4 or 6 plies, so red moves next): quiet moves
// that capture nothing and leave neither captain attacked.
// Up to `plies` random quiet moves from the start: each captures nothing
// and leaves neither captain attacked; fewer when a position has none.
std::vector<Move> RandomQuietMoves(Rng& rng, int plies);

std::vector<Move> RandomOpening(uint64_t seed);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_MATCH_RULES_H_
