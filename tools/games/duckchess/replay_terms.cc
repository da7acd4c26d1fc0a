#include "tools/games/duckchess/replay_terms.h"

#include <string>

#include "common/duckchess/notation.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

std::string PieceText(Cell piece) {
  return std::string(ColorName(ColorOf(piece))) + " " +
         std::string(TypeName(TypeOf(piece)));
}

// "move Hxc3: red horse b1-c3 takes blue soldier, check" for a legal `m`,
// which it then makes on `position`.
std::string PlayNoted(Position& position, Move m) {
  const Cell mover = position.AtCell(m.from);
  const Cell target = position.AtCell(m.to);
  std::string note = "move " + ToSan(position, m) + ": " + PieceText(mover) +
                     " " + SquareName(m.from) + "-" + SquareName(m.to);
  if (IsPiece(target)) note += " takes " + PieceText(target);
  position.Make(m);
  if (position.IsOver()) {
    note += ", game over";
  } else if (position.IsCheck()) {
    note += ", check";
  }
  return note;
}

}  // namespace

absl::StatusOr<ReplayStart> ReadReplayStart(const arena::Replay& replay) {
  ReplayStart start;
  const arena::Json& setup = replay.header.setup;
  if (!setup.is_object()) return start;
  if (setup.contains("start")) {
    if (!setup.at("start").is_string()) {
      return absl::InvalidArgumentError("setup: \"start\" is not a string");
    }
    absl::StatusOr<Position> position =
        Position::FromText(setup.at("start").get<std::string>());
    if (!position.ok()) {
      return absl::InvalidArgumentError(
          "setup: start position: " + std::string(position.status().message()));
    }
    start.position = *position;
  }
  if (setup.contains("opening")) {
    int ply = 0;
    for (const arena::Json& text : setup.at("opening")) {
      ++ply;
      if (!text.is_string()) {
        return absl::InvalidArgumentError("setup: an opening move is not text");
      }
      absl::StatusOr<Move> m =
          ParseMoveLine(text.get<std::string>(), ply, "opening move");
      if (!m.ok()) return m.status();
      start.opening.push_back(*m);
    }
  }
  return start;
}

arena::ReplayTerms DuckchessReplayTerms(const arena::Replay& replay) {
  arena::ReplayTerms terms;
  terms.seat_names = {std::string(ColorName(kRed)),
                      std::string(ColorName(kBlue))};
  absl::StatusOr<ReplayStart> start = ReadReplayStart(replay);
  // A setup we cannot re-play leaves the turns as recorded.
  if (!start.ok()) return terms;
  Position position = start->position;
  for (Move m : start->opening) {
    if (!position.IsLegal(m)) return terms;
    position.Make(m);
  }
  for (const arena::TurnRecord& record : replay.turns) {
    std::string note;
    // A faulty or illegal answer ends the game with the position unchanged.
    if (record.players.size() == 1 &&
        record.players[0].fault == arena::Fault::kNone && !position.IsOver()) {
      absl::StatusOr<Move> m =
          ParseMoveLine(record.players[0].answer, record.turn, "move");
      if (m.ok() && position.IsLegal(*m)) note = PlayNoted(position, *m);
    }
    terms.turn_notes.push_back(std::move(note));
  }
  return terms;
}

}  // namespace gauntlet::duckchess
