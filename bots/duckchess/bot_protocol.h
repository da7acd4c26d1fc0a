#ifndef GAUNTLET_BOTS_DUCKCHESS_BOT_PROTOCOL_H_
#define GAUNTLET_BOTS_DUCKCHESS_BOT_PROTOCOL_H_

// The play protocol (docs/duckchess.md):
//   first line        `red 1000` / `blue 1000`: own colour, time per move (ms);
//                     without the time (`red`), the caller's fallback
//   each turn line    `start` (red's first move), or the opponent's last move
//                     `xs ys xt yt`, or - as the first turn line only - the
//                     whole game so far: `moves K xs ys xt yt ...` (K moves
//                     from the start position, e.g. a referee's opening),
//                     or `position FEN [moves K xs ys xt yt ...]` (a game
//                     that starts from a Fairy-Stockfish FEN, and the moves
//                     since)
//   answer            own move `xs ys xt yt`
//   `quit` or end of input ends the bot.

#include <chrono>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "bots/duckchess/strategy.h"
#include "common/core/bot.h"

namespace gauntlet::duckchess {

// The statement's time per move.
inline constexpr int64_t kDefaultMoveTimeMs = 1000;

// The protocol above as a Bot: one answer per turn line.
class ProtocolBot : public Bot {
 public:
  // `strategy` must outlive the bot. `fallback_move_time_ms` is the time
  // per move when the first line gives none.
  explicit ProtocolBot(Strategy& strategy,
                       int64_t fallback_move_time_ms = kDefaultMoveTimeMs)
      : strategy_(strategy), move_time_ms_(fallback_move_time_ms) {}
  // A bot that owns its strategy.
  explicit ProtocolBot(std::unique_ptr<Strategy> strategy,
                       int64_t fallback_move_time_ms = kDefaultMoveTimeMs)
      : owned_(std::move(strategy)),
        strategy_(*owned_),
        move_time_ms_(fallback_move_time_ms) {}

  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override;

 private:
  // Reads the colour line; nullopt at end of input.
  absl::StatusOr<bool> ReadHeader(LineReader& input);

  std::unique_ptr<Strategy> owned_;
  Strategy& strategy_;
  bool started_ = false;
  Color own_ = kRed;
  int64_t move_time_ms_;
  Position position_;
  bool first_turn_ = true;
  bool answered_ = false;  // a move has been sent
};

// Plays until `quit` or end of input. Malformed or illegal input returns an
// error naming the line; the caller prints it and exits with code 2.
// `fallback_move_time_ms` is the time per move when the first line gives
// none.
absl::Status RunBot(std::istream& in, std::ostream& out, Strategy& strategy,
                    int64_t fallback_move_time_ms = kDefaultMoveTimeMs);

// The part of a move's budget the bot spends searching, keeping a margin for
// answering and for the pipe.
Deadline MoveDeadline(int64_t move_time_ms);

// The first move's: a referee that starts the bot with its first message
// counts the process's start (exec, dynamic linking, our set-up) as that
// reply's time, so a bot younger than the move time when the message
// arrives spends only what is left of the move time since it was created.
// `age`: the process's age now (nullopt: unknown, the whole budget).
Deadline FirstMoveDeadline(int64_t move_time_ms,
                           std::optional<std::chrono::milliseconds> age);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_BOTS_DUCKCHESS_BOT_PROTOCOL_H_
