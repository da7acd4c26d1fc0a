// A duck chess starter bot: the protocol of docs/duckchess.md comes from
// Gauntlet's library (ProtocolBot reads the referee's lines, keeps the
// position, writes the answer); your logic goes in Choose below.
// From the repository root, built as examples/README.md says:
//   build/bin/gauntlet match duckchess --red build-examples/duckchess-starter \
//       --blue build/bin/duckchess-bot --movetime 200

#include <iostream>
#include <memory>

#include "bots/duckchess/bot_protocol.h"
#include "common/core/bot.h"
#include "common/core/rng.h"

namespace {

using gauntlet::duckchess::Move;
using gauntlet::duckchess::MoveList;
using gauntlet::duckchess::Position;

class StarterStrategy : public gauntlet::duckchess::Strategy {
 public:
  // Called once per turn with the game so far; return a legal move of the
  // side to move before `deadline`. Position::Make/Unmake let you search.
  Move Choose(Position& position, gauntlet::Deadline deadline) override {
    (void)deadline;
    MoveList moves;
    position.GenerateMoves(moves);
    // --- Your logic goes here. This one takes the enemy captain when it
    // can, else a capture, else a random move.
    const int enemy_captain = position.captain_cell(
        gauntlet::duckchess::Opponent(position.side_to_move()));
    for (Move m : moves) {
      if (m.to == enemy_captain) return m;
    }
    for (Move m : moves) {
      if (position.AtCell(m.to) != gauntlet::duckchess::kEmpty) return m;
    }
    return moves[static_cast<int>(rng_.Below(moves.size()))];
  }

 private:
  gauntlet::Rng rng_{2024};
};

}  // namespace

int main() {
  gauntlet::duckchess::ProtocolBot bot(std::make_unique<StarterStrategy>());
  return gauntlet::ServeBot("duckchess-starter", bot, std::cin, std::cout,
                            std::cerr);
}
