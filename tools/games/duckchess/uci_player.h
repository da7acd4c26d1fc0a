#ifndef GAUNTLET_TOOLS_GAMES_DUCKCHESS_UCI_PLAYER_H_
#define GAUNTLET_TOOLS_GAMES_DUCKCHESS_UCI_PLAYER_H_

// A UCI engine in a duck chess seat. The referee speaks its play protocol
// (docs/duckchess.md) to a Player as to any bot; this Player translates it
// for an engine that speaks UCI with Fairy-Stockfish's names for the variant
// `thupcduck` (FENs as Position::ToFen, moves as ToUci), so Fairy-Stockfish
// itself, or `duckchess-bot --uci`, can sit at the table:
//   `red 1000`        remembered (colour, time per move); nothing sent
//   first turn line   `uci`, then after `uciok` each option as `setoption`,
//                     `ucinewgame` and `isready`, then after `readyok` the
//                     position and `go movetime`: the handshake falls in the
//                     first reply's start-up allowance
//   later turn lines  `position startpos|fen ... moves ...` and
//                     `go movetime MS`
//   `bestmove e1e2`   answered to the referee as `xs ys xt yt`
// The reply's time runs from the referee's Send, as for any player, so the
// engine answers under the same deadline and fault rules; `info` and other
// lines are skipped. An answer that is not a `bestmove` with a move in UCI
// form reaches the referee as the engine wrote it, which refuses it as
// malformed.

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/process_player.h"

namespace gauntlet::duckchess {

// `uci:ENGINE_CMD` as an entrant's command seats ENGINE_CMD through
// UciPlayer.
inline constexpr std::string_view kUciCommandPrefix = "uci:";

using UciOption = std::pair<std::string, std::string>;  // name, value

// "NAME=VALUE" (the referee's --uci-option); the name must not be empty.
absl::StatusOr<UciOption> ParseUciOption(std::string_view text);

class UciPlayer final : public arena::Player {
 public:
  UciPlayer(std::unique_ptr<arena::ProcessPlayer> engine,
            std::vector<UciOption> options);

  arena::Fault Send(std::string_view text) override;
  arena::Reply Receive(arena::Clock::time_point deadline) override;
  void Stop() override;
  std::string ExitDescription() const override;

  arena::ProcessPlayer& engine() { return *engine_; }

 private:
  enum class Stage { kIdle, kAwaitUciOk, kAwaitReadyOk, kAwaitBestMove };

  // The protocol line `line` of the referee; a turn line makes a go due.
  void Read(std::string_view line);
  arena::Fault SendEngine(const std::string& text);
  // `position ...` and `go movetime ...` for the current game.
  std::string GoText() const;

  std::unique_ptr<arena::ProcessPlayer> engine_;
  std::vector<UciOption> options_;
  Stage stage_ = Stage::kIdle;
  bool handshaken_ = false;
  bool go_due_ = false;
  bool quit_ = false;
  int64_t movetime_ms_ = 1000;
  std::string start_fen_;                   // empty: startpos
  std::vector<std::string> moves_;          // UCI moves since the start
  arena::Clock::time_point sent_{};         // the referee's last Send
  arena::Clock::time_point engine_sent_{};  // our last Send to the engine
};

// Starts `process` (whose command is the engine's, without the prefix) as
// a UciPlayer.
absl::StatusOr<std::unique_ptr<UciPlayer>> StartUciPlayer(
    arena::ProcessOptions process, std::vector<UciOption> options);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_TOOLS_GAMES_DUCKCHESS_UCI_PLAYER_H_
