#include "common/tetris/game.h"

namespace gauntlet::tetris {

RoundOutcome Game::Play(Piece current, std::string_view reply) {
  RoundOutcome outcome;
  outcome.execution = ExecuteCommands(board_, current, reply);
  if (outcome.execution.bought) outcome.points -= kBuyCost;
  if (outcome.placed()) {
    const Execution& run = outcome.execution;
    outcome.landed = board_.Drop(run.piece, run.position);
    outcome.lines = board_.Lock(run.piece, outcome.landed);
    outcome.points += kClearPoints[outcome.lines];
    ++rounds_;
  }
  score_ += outcome.points;
  return outcome;
}

}  // namespace gauntlet::tetris
