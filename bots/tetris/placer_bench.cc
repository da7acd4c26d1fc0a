#include "bots/tetris/placer_bench.h"

#include <memory>

#include "common/core/rng.h"
#include "common/core/thread_cpu.h"
#include "common/tetris/game.h"

namespace gauntlet::tetris {
namespace {

Piece RandomPiece(Rng& rng) { return kAllPieces[rng.Below(kAllPieces.size())]; }

}  // namespace

PlacerBenchResult RunPlacerBench(PlacerBrain& brain, int placements,
                                 uint64_t seed) {
  PlacerBenchResult result;
  Rng rng(seed);
  auto game = std::make_unique<Game>();
  result.games = 1;
  Piece current = RandomPiece(rng);
  Piece next = RandomPiece(rng);
  const double start = ThreadCpuSeconds();
  while (result.placements < placements) {
    if (!game->board().CanSpawn(current)) {
      result.score += game->score();
      game = std::make_unique<Game>();
      ++result.games;
    }
    PlacerInput input;
    input.score = game->score();
    input.current = current;
    input.next = next;
    for (int y = 0; y < kVisibleHeight; ++y) {
      input.board.set_row(y, game->board().row(y));
    }
    const RoundOutcome outcome = game->Play(current, brain.Respond(input));
    if (!outcome.placed()) {
      // A failed reply or a bought piece that cannot appear ends the game.
      result.score += game->score();
      game = std::make_unique<Game>();
      ++result.games;
    } else {
      ++result.placements;
      ++result.clears[outcome.lines];
      if (outcome.execution.bought) ++result.buys;
      result.signature =
          result.signature * 0x100000001b3ULL ^ game->board().Hash();
    }
    current = next;
    next = RandomPiece(rng);
  }
  result.seconds = ThreadCpuSeconds() - start;
  result.score += game->score();
  return result;
}

}  // namespace gauntlet::tetris
