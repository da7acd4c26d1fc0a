#include "bots/tetris/baseline.h"

#include <algorithm>
#include <bit>

#include "common/tetris/commands.h"

namespace gauntlet::tetris {
namespace {

double DellacherieScore(const Board& before, Piece piece, Position at) {
  Board after = before;
  // Landing height: the middle of the piece's rows, as in the original.
  int low = 99;
  int high = -99;
  for (const Cell& cell : ShapeOf(piece, at.state)) {
    low = std::min(low, at.y + cell.dy);
    high = std::max(high, at.y + cell.dy);
  }
  const double landing = (low + high) / 2.0 + 1;
  // Eroded piece cells: rows cleared times the piece's cells in them.
  for (const Cell& cell : ShapeOf(piece, at.state)) {
    after.Set(at.x + cell.dx, at.y + cell.dy);
  }
  int rows = 0;
  int piece_cells = 0;
  for (int y = std::max(low, 0); y <= high && y < kHeight; ++y) {
    if (after.row(y) != kFullRow) continue;
    ++rows;
    for (const Cell& cell : ShapeOf(piece, at.state)) {
      if (at.y + cell.dy == y) ++piece_cells;
    }
  }
  after = before;
  after.Lock(piece, at);
  int row_transitions = 0;
  int col_transitions = 0;
  int holes = 0;
  int wells = 0;
  int top = 0;
  for (int x = 0; x < kWidth; ++x) top = std::max(top, after.ColumnHeight(x));
  for (int y = 0; y < top; ++y) {
    const uint32_t walled =
        (static_cast<uint32_t>(after.row(y)) << 1) | 1u | (1u << (kWidth + 1));
    row_transitions +=
        std::popcount((walled ^ (walled >> 1)) & ((1u << (kWidth + 1)) - 1));
  }
  for (int x = 0; x < kWidth; ++x) {
    int prev = 1;
    const int height = after.ColumnHeight(x);
    for (int y = 0; y <= top && y < kHeight; ++y) {
      const int cell = after.Filled(x, y) ? 1 : 0;
      if (cell != prev) ++col_transitions;
      if (!cell && y < height) ++holes;
      prev = cell;
    }
    // Wells: empty cells with both neighbours filled, counted 1+2+.. down
    // each run.
    int run = 0;
    for (int y = top - 1; y >= 0; --y) {
      if (!after.Filled(x, y) && after.Filled(x - 1, y) &&
          after.Filled(x + 1, y)) {
        ++run;
        wells += run;
      } else {
        run = 0;
      }
    }
  }
  return -landing + rows * piece_cells - row_transitions - col_transitions -
         4.0 * holes - wells;
}

}  // namespace

Position DellacheriePlacer::Choose(const Board& board, Piece piece) {
  reacher_.Placements(board, piece, scratch_);
  if (random_share_ > 0 && !scratch_.empty() && rng_.Chance(random_share_)) {
    return scratch_[rng_.Below(scratch_.size())];
  }
  Position best = kSpawn;
  double best_score = -1e18;
  for (const Position& at : scratch_) {
    const double score = DellacherieScore(board, piece, at);
    if (score > best_score) {
      best_score = score;
      best = at;
    }
  }
  return best;
}

std::string DellacheriePlacer::Respond(const PlacerInput& input) {
  const Board board =
      model_ ? WithHiddenRows(input.board, *model_) : input.board;
  const Position target = Choose(board, input.current);
  std::string command =
      reacher_.CommandFor(board, input.current, target).value_or("");
  if (command.empty()) command = "D1";
  const Execution run = ExecuteCommands(board, input.current, command);
  Board after = board;
  if (run.outcome == CommandOutcome::kPlaced) {
    after.Lock(run.piece, after.Drop(run.piece, run.position));
  }
  model_ = after;
  return command;
}

std::string RandomSequencer::Respond(const SequencerInput&) {
  return std::string(1, kPieceLetters[rng_.Below(kPieceCount)]);
}

}  // namespace gauntlet::tetris
