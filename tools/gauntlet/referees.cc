#include "tools/gauntlet/referees.h"

#include <vector>

#include "tools/referees/hunger/match.h"

namespace gauntlet {

// One row per game; each game's referee library provides its entry point.
std::span<const Referee> Referees() {
  static const std::vector<Referee> kReferees = {
      {"hunger", "Star Hunger Games (LSH 2019), 1-64 players on one platform",
       &hunger::RunHungerMatch},
  };
  return kReferees;
}

}  // namespace gauntlet
