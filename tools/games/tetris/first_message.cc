#include "tools/games/tetris/first_message.h"

#include <optional>
#include <string>

#include "common/tetris/board.h"
#include "common/tetris/commands.h"
#include "common/tetris/protocol.h"

namespace gauntlet::registry {

// The placer's first message (a T with an O next on the empty board),
// answered by commands the judge can execute; the sequencer's first (`n`:
// no piece yet), answered by a piece.
FirstMessage TetrisFirstMessage(int role, const arena::TimeControl&) {
  FirstMessage message;
  const tetris::Board empty;
  if (role == 0) {
    message.text = tetris::FormatPlacerInput(0, tetris::Piece::kT,
                                             tetris::Piece::kO, empty);
    message.check = [empty](const std::string& answer) -> absl::Status {
      const tetris::Execution execution =
          tetris::ExecuteCommands(empty, tetris::Piece::kT, answer);
      if (execution.outcome == tetris::CommandOutcome::kPlacerFailed) {
        return absl::InvalidArgumentError(execution.error);
      }
      return absl::OkStatus();
    };
    return message;
  }
  message.text = tetris::FormatSequencerInput(0, std::nullopt, empty);
  message.check = [](const std::string& answer) -> absl::Status {
    if (!tetris::ParseSequencerReply(answer)) {
      return absl::InvalidArgumentError(
          "the first character is not a piece (one of TISZOLJ)");
    }
    return absl::OkStatus();
  };
  return message;
}

}  // namespace gauntlet::registry
