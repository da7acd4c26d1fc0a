#include "tools/games/duckchess/first_message.h"

#include <string>

#include "common/duckchess/board.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::registry {

// Red's first turn of a game without an opening: its colour and move time,
// then `start`; the answer must be a legal first move.
FirstMessage DuckchessFirstMessage(int, const arena::TimeControl& time) {
  FirstMessage message;
  message.text =
      duckchess::FormatColourLine(duckchess::kRed, time.movetime.count()) +
      "\n" + duckchess::FormatFirstTurnLine("", {}) + "\n";
  message.check = [](const std::string& answer) -> absl::Status {
    const absl::StatusOr<duckchess::Move> move =
        duckchess::ParseMoveLine(answer, 1, "move");
    if (!move.ok()) return move.status();
    if (!duckchess::Position().IsLegal(*move)) {
      return absl::InvalidArgumentError("illegal first move " +
                                        duckchess::FormatMove(*move));
    }
    return absl::OkStatus();
  };
  return message;
}

}  // namespace gauntlet::registry
