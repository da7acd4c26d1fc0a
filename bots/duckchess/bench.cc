#include "bots/duckchess/bench.h"

#include <chrono>

#include "bots/duckchess/strategy.h"
#include "common/core/rng.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {

std::vector<Position> BenchPositions() {
  std::vector<Position> positions;
  positions.emplace_back();
  Rng rng(20190101);
  for (int plies : {6, 12, 20, 30, 40, 50}) {
    Position p;
    for (int i = 0; i < plies && !p.IsOver(); ++i) {
      MoveList moves;
      p.GenerateMoves(moves);
      // Avoid ending the game by accident: prefer moves that take no captain.
      Move m = moves[static_cast<int>(rng.Below(moves.size()))];
      if (TypeOf(p.AtCell(m.to)) == kCaptain) m = moves[0];
      p.Make(m);
    }
    // Positions decided in one move measure nothing.
    if (!p.IsOver() && !p.IsCheck()) {
      // Drop the history: the bench searches each position on its own.
      positions.push_back(Position::FromText(p.ToText()).value());
    }
  }
  return positions;
}

BenchResult RunBench(const Weights& weights, int depth,
                     const SearchSettings& settings) {
  BenchResult result;
  SearchSettings fixed = settings;
  fixed.max_depth = depth;
  SearchStrategy strategy(weights, fixed);
  const auto start = std::chrono::steady_clock::now();
  for (Position& p : BenchPositions()) {
    strategy.Clear();
    const Move m = strategy.Choose(p, Deadline::Never());
    const auto& r = strategy.last();
    result.nodes += r.nodes;
    result.lines.push_back(p.ToText() + "  best " + FormatMove(m) + "  score " +
                           std::to_string(r.score) + "  nodes " +
                           std::to_string(r.nodes) + "  quiescence " +
                           std::to_string(r.quiescence_nodes));
  }
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  return result;
}

}  // namespace gauntlet::duckchess
