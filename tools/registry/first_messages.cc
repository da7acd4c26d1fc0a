// Each refereed game's first message and the check of its first answer,
// formatted and parsed with the game's own codec (common/<game>/protocol.h),
// so a check speaks exactly the dialect its referee speaks.

#include <optional>

#include "common/duckchess/board.h"
#include "common/duckchess/protocol.h"
#include "common/enclosure/protocol.h"
#include "common/hunger/config.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"
#include "common/tetris/board.h"
#include "common/tetris/commands.h"
#include "common/tetris/protocol.h"
#include "tools/registry/games.h"

namespace gauntlet::registry {

// Red's first turn of a game without an opening: its colour and move time,
// then `start`; the answer must be a legal first move.
FirstMessage DuckchessFirstMessage(int, const arena::TimeControl& time) {
  FirstMessage message;
  message.text = "red " + std::to_string(time.movetime.count()) + "\nstart\n";
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

// Player 0's `[START] 0`; the answer is its `[POS] x y`.
FirstMessage EnclosureFirstMessage(int, const arena::TimeControl&) {
  FirstMessage message;
  message.text = enclosure::FormatStart(0) + "\n";
  message.check = [](const std::string& answer) {
    return enclosure::ParsePos(answer, 1).status();
  };
  return message;
}

// The first message of the only player of a small generated game; the
// answer is one action.
FirstMessage HungerFirstMessage(int, const arena::TimeControl&) {
  hunger::RulesConfig rules;
  rules.width = rules.height = 300;
  rules.players = 1;
  hunger::World world = hunger::GenerateWorld(rules, 1);
  hunger::Observation observation;
  world.Observe(0, observation);
  FirstMessage message;
  message.text = hunger::FormatObservation(observation);
  message.check = [](const std::string& answer) {
    return hunger::ParseAction(answer).status();
  };
  return message;
}

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
