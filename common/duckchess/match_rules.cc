#include "common/duckchess/match_rules.h"

#include "common/core/rng.h"

namespace gauntlet::duckchess {

std::optional<Adjudication> Adjudicate(const Position& position,
                                       int ply_limit) {
  const std::string at = " at ply " + std::to_string(position.ply());
  if (position.IsOver()) {
    const Color winner = position.Winner();
    return Adjudication{
        winner == kRed ? GameEnd::kRedWins : GameEnd::kBlueWins,
        std::string(ColorName(Opponent(winner))) + " captain captured" + at};
  }
  if (position.RepetitionCount() >= 2) {
    return Adjudication{GameEnd::kDraw, "draw by third repetition" + at};
  }
  if (position.ply() >= ply_limit) {
    return Adjudication{GameEnd::kDraw, "draw: " + std::to_string(ply_limit) +
                                            " plies without a captain capture"};
  }
  return std::nullopt;
}

std::vector<Move> RandomQuietMoves(Rng& rng, int plies) {
  Position position;
  std::vector<Move> moves;
  for (int i = 0; i < plies; ++i) {
    MoveList all;
    position.GenerateMoves(all);
    std::vector<Move> quiet;
    for (Move m : all) {
      if (position.AtCell(m.to) != kEmpty) continue;
      position.Make(m);
      if (!position.IsCheck()) quiet.push_back(m);
      position.Unmake();
    }
    if (quiet.empty()) break;
    const Move m = quiet[rng.Below(quiet.size())];
    position.Make(m);
    moves.push_back(m);
  }
  return moves;
}

std::vector<Move> RandomOpening(uint64_t seed) {
  Rng rng(seed);
  const int plies = 2 + 2 * static_cast<int>(rng.Below(3));
  return RandomQuietMoves(rng, plies);
}

}  // namespace gauntlet::duckchess
