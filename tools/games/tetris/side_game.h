#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_SIDE_GAME_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_SIDE_GAME_H_

// One placer against one sequencer, as the TEG 2017 judge runs it: the
// sequencer is asked for the next piece before every placement (twice
// before the first), the placer's reply is executed with the judge's
// command semantics, time over 100 ms costs the placer (or pays its
// opponent, for a slow sequencer) a point per ms, and 1000 ms, a crash, EOF
// or a malformed line is a failure with the judge's consequences.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/tetris/game.h"
#include "tools/arena/player.h"

namespace gauntlet::tetris {

struct SideGameOptions {
  int rounds = kDefaultRounds;
  std::chrono::milliseconds free_time{100};   // per reply, no penalty
  std::chrono::milliseconds fail_time{1000};  // a reply this late fails
};

// One message and its answer, for replays.
struct Exchange {
  std::string sent;
  arena::Reply reply;
};

// What the replay records of one round (also the last, cut-short one).
struct RoundRecord {
  int round = 0;  // 1-based
  // The sequencer's exchanges of this round: two in round 1 (the first
  // piece, then the next), one later.
  std::vector<Exchange> sequencer;
  std::optional<Exchange> placer;  // absent when the round ended before it
  Piece current = Piece::kT;
  Piece next = Piece::kT;
  std::string command;
  Piece placed = Piece::kT;
  bool bought = false;
  Position landed;
  int lines = 0;
  int64_t score = 0;  // after the round, penalties included
  double placer_ms = 0;
  double sequencer_ms = 0;
  std::string end;  // set on the round that ended the game
};

struct SideGameResult {
  int64_t score = 0;
  int rounds = 0;   // pieces locked
  std::string end;  // why the game ended
  std::vector<std::string> placer_faults;
  std::vector<std::string> sequencer_faults;
  std::chrono::nanoseconds placer_time{};
  std::chrono::nanoseconds sequencer_time{};
  std::array<int, 5> clears{};  // pieces clearing 0..4 rows
  int buys = 0;
  std::vector<double> placer_ms;  // every placer reply, in ms
  std::vector<double> sequencer_ms;
};

using RoundCallback = std::function<void(const RoundRecord&)>;

SideGameResult PlaySideGame(arena::Player& placer, arena::Player& sequencer,
                            const SideGameOptions& options,
                            const RoundCallback& on_round = nullptr);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_SIDE_GAME_H_
