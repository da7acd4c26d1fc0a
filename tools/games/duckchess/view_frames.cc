// Duck chess: the engine's Position after the opening and after each ply,
// re-played from the moves the players answered.

#include "tools/games/duckchess/view_frames.h"

#include <optional>
#include <string>

#include "common/duckchess/board.h"
#include "common/duckchess/notation.h"
#include "common/duckchess/protocol.h"
#include "tools/games/duckchess/replay_terms.h"

namespace gauntlet::view {
namespace {

using namespace ::gauntlet::duckchess;

// The piece letters of Position::ToText: red lower case, blue upper case.
char PieceLetter(Cell cell) {
  static constexpr std::string_view kLetters = ".kgehcds";
  const char letter = kLetters[TypeOf(cell)];
  return ColorOf(cell) == kRed ? letter : static_cast<char>(letter - 'a' + 'A');
}

// Ten rows of nine letters, x = 9 (blue's back row) first; '.' is empty.
std::string BoardRows(const Position& position) {
  std::string rows;
  for (int x = kRows - 1; x >= 0; --x) {
    for (int y = 0; y < kColumns; ++y) {
      const Cell cell = position.At(x, y);
      rows += IsPiece(cell) ? PieceLetter(cell) : '.';
    }
  }
  return rows;
}

Json MoveJson(Move m) {
  return Json{RowOf(m.from), ColumnOf(m.from), RowOf(m.to), ColumnOf(m.to)};
}

struct Game {
  Position position;
  std::string captured_red;    // red pieces taken so far, as letters
  std::string captured_blue;   // blue pieces taken so far
  Json moves = Json::array();  // every ply so far: {side, move, san}

  absl::Status Play(Move m, int ply) {
    if (!position.IsLegal(m)) {
      return absl::InvalidArgumentError("ply " + std::to_string(ply) +
                                        ": illegal move " + FormatMove(m));
    }
    const Cell target = position.AtCell(m.to);
    moves.push_back(
        Json{{"side", std::string(ColorName(position.side_to_move()))},
             {"move", FormatMove(m)},
             {"san", ToSan(position, m)}});
    position.Make(m);
    if (IsPiece(target)) {
      (ColorOf(target) == kRed ? captured_red : captured_blue) +=
          PieceLetter(target);
    }
    return absl::OkStatus();
  }

  Json State(std::optional<Move> last) const {
    return Json{{"board", BoardRows(position)},
                {"side", std::string(ColorName(position.side_to_move()))},
                {"ply", position.ply()},
                {"last", last ? MoveJson(*last) : Json()},
                {"check", position.IsCheck()},
                {"captured_red", captured_red},
                {"captured_blue", captured_blue},
                {"pieces",
                 Json{position.piece_count(kRed), position.piece_count(kBlue)}},
                {"moves", moves.size()}};
  }
};

}  // namespace

absl::StatusOr<GameFrames> DuckchessFrames(const arena::Replay& replay) {
  GameFrames out;
  absl::StatusOr<ReplayStart> start_of_game = ReadReplayStart(replay);
  if (!start_of_game.ok()) return start_of_game.status();
  Game game;
  game.position = start_of_game->position;
  std::optional<Move> last;
  int ply = 0;
  for (Move m : start_of_game->opening) {
    ++ply;
    if (absl::Status s = game.Play(m, ply); !s.ok()) return s;
    last = m;
  }
  const int opening_plies = ply;
  Frame start;
  start.turn = ply;
  start.label = ply == 0 ? "start" : "after the opening";
  start.state = game.State(last);
  out.frames.push_back(std::move(start));
  for (int r = 0; r < static_cast<int>(replay.turns.size()); ++r) {
    const arena::TurnRecord& record = replay.turns[r];
    Frame frame;
    frame.turn = record.turn;
    frame.label = "ply " + std::to_string(record.turn);
    frame.records = {r};
    last.reset();
    // A faulty or illegal answer ends the game with the position unchanged.
    if (record.players.size() == 1 &&
        record.players[0].fault == arena::Fault::kNone) {
      absl::StatusOr<Move> m =
          ParseMoveLine(record.players[0].answer, record.turn, "move");
      if (m.ok() && game.position.IsLegal(*m) && !game.position.IsOver()) {
        if (absl::Status s = game.Play(*m, record.turn); !s.ok()) return s;
        last = *m;
      }
    }
    frame.state = game.State(last);
    out.frames.push_back(std::move(frame));
  }
  out.statics = Json{{"rows", kRows},
                     {"columns", kColumns},
                     {"opening_plies", opening_plies},
                     {"moves", game.moves}};
  return out;
}

}  // namespace gauntlet::view
