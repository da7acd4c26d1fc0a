#ifndef GAUNTLET_TOOLS_TUNE_TRIALS_H_
#define GAUNTLET_TOOLS_TUNE_TRIALS_H_

// Which games a tuning step plays and what it learns from them. Entrants are
// numbered: the vectors being compared first (SPSA's + and -, a CMA-ES
// candidate, or the tuned and starting bots of a verification), then the
// opponents. Every game of one trial shares its seed (one opening, one map,
// one piece sequence), so the comparison is between the vectors, not the
// seeds.

#include <cstdint>
#include <vector>

#include "tools/arena/result.h"

namespace gauntlet::tune {

struct TrialGame {
  uint64_t seed = 0;
  std::vector<int> seats;  // entrant numbers, seat 0 first
};

// How a game seats its players, as far as trials care.
struct TableShape {
  int seats = 2;       // players per game
  bool rotate = true;  // play every seat rotation (<= 4 seats)
};

// SPSA iteration k: entrants 0 (+) and 1 (-), then `opponents` opponents.
// Two seats: + against - with colours swapped, or, with opponents, + and -
// each against opponent k mod count with colours swapped (4 games). More
// seats: + and - and opponents filling the rest, every cyclic rotation (up
// to four seats) or + and - swapped (more seats).
std::vector<TrialGame> SpsaGames(const TableShape& shape, int opponents, int k,
                                 uint64_t seed);

// A CMA-ES candidate (entrant 0) against every opponent (two seats) or a
// table of opponents (more seats), in every seat once per seed when the
// shape rotates, else in seat 0.
std::vector<TrialGame> CandidateGames(const TableShape& shape, int opponents,
                                      const std::vector<uint64_t>& seeds);

// A verification pair: entrants 0 and 1 swapped between seats 0 and 1, any
// further seats filled by opponents (entrants 2...).
std::vector<TrialGame> SwappedPair(const TableShape& shape, int opponents,
                                   uint64_t seed);

// Entrant e's share of the game: the fraction of the other players it
// finished above, ties counting half (1 win, 0.5 draw, 0 loss with two).
double Outcome(const arena::MatchResult& result, int entrant);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_TRIALS_H_
