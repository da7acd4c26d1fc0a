#include "common/duckchess/perft.h"

namespace gauntlet::duckchess {

uint64_t Perft(Position& position, int depth) {
  if (depth == 0) return 1;
  MoveList moves;
  position.GenerateMoves(moves);
  // Bulk counting: the children of the last ply are leaves whether or not
  // they end the game.
  if (depth == 1) return static_cast<uint64_t>(moves.size());
  uint64_t total = 0;
  for (Move m : moves) {
    position.Make(m);
    total += Perft(position, depth - 1);
    position.Unmake();
  }
  return total;
}

}  // namespace gauntlet::duckchess
