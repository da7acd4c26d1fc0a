#ifndef GAUNTLET_COMMON_TETRIS_GAME_H_
#define GAUNTLET_COMMON_TETRIS_GAME_H_

// One placer's game as the judge keeps it: board, score, rounds, and the
// effect of one placer reply (buy, commands, drop, lock, clears, points).

#include <cstdint>
#include <string_view>

#include "common/tetris/board.h"
#include "common/tetris/commands.h"

namespace gauntlet::tetris {

inline constexpr int kDefaultRounds = 10000;

struct RoundOutcome {
  Execution execution;  // What the commands did.
  Position landed;      // After the drop (meaningful when placed).
  int lines = 0;        // Rows cleared by this piece.
  int points = 0;       // Score change this round (clears minus buy).
  bool placed() const { return execution.outcome == CommandOutcome::kPlaced; }
};

class Game {
 public:
  const Board& board() const { return board_; }
  int64_t score() const { return score_; }
  int rounds() const { return rounds_; }
  void AddPoints(int64_t points) { score_ += points; }
  // Takes a game up from a message's board and score (rounds start at 0).
  void Resume(const Board& board, int64_t score) {
    board_ = board;
    score_ = score;
  }

  // Applies the placer's reply to `current`, which must be able to spawn.
  // A buy is charged first, even when the bought piece then ends the game.
  RoundOutcome Play(Piece current, std::string_view reply);

 private:
  Board board_;
  int64_t score_ = 0;
  int rounds_ = 0;
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_COMMON_TETRIS_GAME_H_
