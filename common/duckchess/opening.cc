#include "common/duckchess/opening.h"

#include "common/core/status_macros.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {

absl::StatusOr<Opening> ReadOpening(Tokens& tokens, std::string_view where) {
  Opening opening;
  if (tokens.AtEnd()) return tokens.Error("\"moves K ...\" or a FEN");
  if (tokens.Peek() != "moves") {
    std::string fen;
    for (int field = 0;
         field < 6 && !tokens.AtEnd() && tokens.Peek() != "moves"; ++field) {
      GAUNTLET_ASSIGN_OR_RETURN(const std::string_view word,
                                tokens.Word("a FEN field"));
      if (!fen.empty()) fen += ' ';
      fen += word;
    }
    if (!tokens.AtEnd() && tokens.Peek() != "moves") {
      return tokens.Error("\"moves\" or the end of the line after a FEN");
    }
    absl::StatusOr<Position> start = Position::FromFen(fen);
    if (!start.ok()) {
      return absl::InvalidArgumentError(std::string(where) + ": " +
                                        std::string(start.status().message()));
    }
    opening.fen = start->ToFen();
    if (opening.fen == kStartFen) opening.fen.clear();
  }
  if (!tokens.AtEnd()) {
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect("moves"));
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t count,
                              tokens.Int("a move count", 0, kMaxOpeningMoves));
    for (int64_t i = 0; i < count; ++i) {
      GAUNTLET_ASSIGN_OR_RETURN(const Move m, ReadMove(tokens));
      opening.moves.push_back(m);
    }
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return opening;
}

absl::StatusOr<Position> PlayOpening(const Opening& opening) {
  Position position;
  if (!opening.fen.empty()) {
    GAUNTLET_ASSIGN_OR_RETURN(position, Position::FromFen(opening.fen));
  }
  for (std::size_t i = 0; i < opening.moves.size(); ++i) {
    const Move m = opening.moves[i];
    const std::string which =
        "move " + std::to_string(i + 1) + " (" + FormatMove(m) + ")";
    if (position.IsOver()) {
      return absl::InvalidArgumentError(
          which + ": the game is over (a captain was captured)");
    }
    if (!position.IsLegal(m)) {
      return absl::InvalidArgumentError(
          which + " is illegal for " +
          std::string(ColorName(position.side_to_move())));
    }
    position.Make(m);
  }
  return position;
}

std::string FormatMoves(const std::vector<Move>& moves) {
  std::string text = "moves " + std::to_string(moves.size());
  for (Move m : moves) text += " " + FormatMove(m);
  return text;
}

std::string FormatOpening(const Opening& opening) {
  if (opening.fen.empty()) return FormatMoves(opening.moves);
  if (opening.moves.empty()) return opening.fen;
  return opening.fen + " " + FormatMoves(opening.moves);
}

}  // namespace gauntlet::duckchess
