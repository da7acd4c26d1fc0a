#ifndef GAUNTLET_COMMON_TETRIS_COMMANDS_H_
#define GAUNTLET_COMMON_TETRIS_COMMANDS_H_

// The placer's command line, read and executed exactly as the judge does:
// L/R/D{N} step one cell at a time and stop silently at the first blocked
// step (N mod 256, no digits = 0); C/A{N} make N mod 4 quarter turns and
// stop at the first one that does not fit; B{X} only as the first command;
// any other letter fails the placer. Separators: ',', ' ', '\r', '\n'.

#include <string>
#include <string_view>

#include "common/tetris/board.h"

namespace gauntlet::tetris {

enum class CommandOutcome {
  kPlaced,        // The piece ended at `final_position` (before the drop).
  kPlacerFailed,  // Bad command: the placer's game is over.
  kBuyEndsGame,   // B with a non-piece letter or a piece that cannot spawn.
};

struct Execution {
  CommandOutcome outcome = CommandOutcome::kPlaced;
  Piece piece = Piece::kT;  // The piece placed (the bought one after B).
  bool bought = false;
  Position position = kSpawn;  // Where the commands left it (not dropped).
  std::string error;           // Why the placer failed or the buy ended it.
};

// Runs `line` on `current`, which has just spawned on `board`.
Execution ExecuteCommands(const Board& board, Piece current,
                          std::string_view line);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_COMMANDS_H_
