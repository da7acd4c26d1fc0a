#include "bots/duckchess/bot_protocol.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "common/core/line_io.h"
#include "common/core/process_age.h"
#include "common/core/status_macros.h"
#include "common/duckchess/opening.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

absl::Status Located(int line, const std::string& what) {
  return absl::InvalidArgumentError("turn, line " + std::to_string(line) +
                                    ": " + what);
}

// Applies `m` for the side to move, refusing illegal moves.
absl::Status Play(Position& position, Move m, int line) {
  if (position.IsOver()) {
    return Located(line, "the game is already over");
  }
  if (!position.IsLegal(m)) {
    return Located(line, "illegal move " + FormatMove(m) + " for " +
                             std::string(ColorName(position.side_to_move())));
  }
  position.Make(m);
  return absl::OkStatus();
}

}  // namespace

Deadline MoveDeadline(int64_t move_time_ms) {
  const int64_t margin = std::max<int64_t>(5, move_time_ms / 20);
  return Deadline::After(std::chrono::milliseconds(move_time_ms),
                         std::chrono::milliseconds(margin));
}

Deadline FirstMoveDeadline(int64_t move_time_ms,
                           std::optional<std::chrono::milliseconds> age) {
  if (!age || age->count() >= move_time_ms) return MoveDeadline(move_time_ms);
  return MoveDeadline(std::max<int64_t>(1, move_time_ms - age->count()));
}

absl::StatusOr<bool> ProtocolBot::ReadHeader(LineReader& input) {
  auto first = input.Next();
  if (IsEndOfInput(first.status())) return false;
  if (!first.ok()) return first.status();
  GAUNTLET_ASSIGN_OR_RETURN(const ColourLine colour,
                            ParseColourLine(*first, input.line_number()));
  if (colour.move_time_ms) move_time_ms_ = *colour.move_time_ms;
  own_ = colour.side;
  started_ = true;
  return true;
}

absl::StatusOr<std::optional<std::string>> ProtocolBot::Step(
    LineReader& input) {
  if (!started_) {
    GAUNTLET_ASSIGN_OR_RETURN(const bool started, ReadHeader(input));
    if (!started) return std::nullopt;
  }
  for (;;) {
    auto line = input.Next();
    if (IsEndOfInput(line.status())) return std::nullopt;
    if (!line.ok()) return line.status();
    const int number = input.line_number();
    GAUNTLET_ASSIGN_OR_RETURN(const TurnLine turn,
                              ParseTurnLine(*line, number));
    switch (turn.kind) {
      case TurnLine::Kind::kQuit:
        return std::nullopt;
      case TurnLine::Kind::kStart:
        if (!first_turn_ || own_ != kRed) {
          return Located(number, "\"start\" is only red's first turn line");
        }
        break;
      case TurnLine::Kind::kMoves:
        if (!first_turn_) {
          return Located(number,
                         "\"moves\" is only allowed as the first turn line");
        }
        for (const Move m : turn.moves) {
          GAUNTLET_RETURN_IF_ERROR(Play(position_, m, number));
        }
        break;
      case TurnLine::Kind::kPosition: {
        if (!first_turn_) {
          return Located(number,
                         "\"position\" is only allowed as the first turn line");
        }
        absl::StatusOr<Position> start = PlayOpening(turn.opening);
        if (!start.ok()) {
          return Located(number, std::string(start.status().message()));
        }
        position_ = *std::move(start);
        break;
      }
      case TurnLine::Kind::kMove:
        if (position_.side_to_move() == own_) {
          return Located(number, "a move arrived while it is " +
                                     std::string(ColorName(own_)) + "'s turn");
        }
        GAUNTLET_RETURN_IF_ERROR(Play(position_, turn.moves[0], number));
        break;
    }
    first_turn_ = false;
    if (position_.IsOver()) continue;  // nothing to answer; wait for quit
    if (position_.side_to_move() != own_) {
      return Located(number, "after this line it is not " +
                                 std::string(ColorName(own_)) + "'s turn");
    }
    Deadline deadline = answered_
                            ? MoveDeadline(move_time_ms_)
                            : FirstMoveDeadline(move_time_ms_, ProcessAge());
    answered_ = true;
    const Move m = strategy_.Choose(position_, deadline);
    position_.Make(m);
    return FormatMove(m);
  }
}

absl::Status RunBot(std::istream& in, std::ostream& out, Strategy& strategy,
                    int64_t fallback_move_time_ms) {
  ProtocolBot bot(strategy, fallback_move_time_ms);
  LineReader reader(in);
  for (;;) {
    GAUNTLET_ASSIGN_OR_RETURN(std::optional<std::string> answer,
                              bot.Step(reader));
    if (!answer) return absl::OkStatus();
    WriteLine(out, *answer);
  }
}

}  // namespace gauntlet::duckchess
