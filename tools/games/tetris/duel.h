#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_DUEL_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_DUEL_H_

// A whole duel: side A's placer against side B's sequencer, and side B's
// placer against side A's sequencer. Higher score wins; ties go to more
// rounds played, then to less total thinking time (a side's placer and
// sequencer together).

#include <string>

#include "tools/games/tetris/side_game.h"

namespace gauntlet::tetris {

struct DuelResult {
  SideGameResult a;  // A's placer (vs B's sequencer)
  SideGameResult b;  // B's placer (vs A's sequencer)
  int winner = -1;   // 0 = A, 1 = B, -1 = a draw
  std::string outcome;
};

// Fills winner and outcome from the two side games.
void DecideWinner(DuelResult& duel);

// `on_round(side, record)` sees every round of side 0 (A) and side 1 (B).
DuelResult PlayDuel(
    arena::Player& a_placer, arena::Player& a_sequencer,
    arena::Player& b_placer, arena::Player& b_sequencer,
    const SideGameOptions& options,
    const std::function<void(int, const RoundRecord&)>& on_round = nullptr);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_DUEL_H_
