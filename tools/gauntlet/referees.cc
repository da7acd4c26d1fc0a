#include "tools/gauntlet/referees.h"

#include <vector>

#include "tools/referees/duckchess/match.h"
#include "tools/referees/enclosure/match.h"
#include "tools/referees/hunger/match.h"
#include "tools/referees/tetris/match.h"

namespace gauntlet {

// One row per game; each game's referee library provides its entry point.
std::span<const Referee> Referees() {
  static const std::vector<Referee> kReferees = {
      {"enclosure", "Enclosure (NOI 2013), four players drawing loops",
       &enclosure::RunEnclosureMatch},
      {"duckchess", "duck chess (THUPC 2019): --red CMD --blue CMD",
       &duckchess::RunDuckchessMatch},
      {"tetris", "TEG 2017 Tetris duel (placer + sequencer per side)",
       &tetris::RunTetrisMatch},
      {"hunger", "Star Hunger Games (LSH 2019), 1-64 players on one platform",
       &hunger::RunHungerMatch},
  };
  return kReferees;
}

}  // namespace gauntlet
