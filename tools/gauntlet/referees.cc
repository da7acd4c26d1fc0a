#include "tools/gauntlet/referees.h"

#include <vector>

#include "tools/referees/tetris/match.h"

namespace gauntlet {

// One row per game; each game's referee library provides its entry point.
std::span<const Referee> Referees() {
  static const std::vector<Referee> kReferees = {
      {"tetris", "TEG 2017 Tetris duel (placer + sequencer per side)",
       &tetris::RunTetrisMatch},
  };
  return kReferees;
}

}  // namespace gauntlet
