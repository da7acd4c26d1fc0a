#include "common/duckchess/protocol.h"

#include "common/core/status_macros.h"

namespace gauntlet::duckchess {

absl::StatusOr<Move> ReadMove(Tokens& tokens) {
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t xs,
                            tokens.Int("source row", 0, kRows - 1));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t ys,
                            tokens.Int("source column", 0, kColumns - 1));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t xt,
                            tokens.Int("target row", 0, kRows - 1));
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t yt,
                            tokens.Int("target column", 0, kColumns - 1));
  return Move{static_cast<uint8_t>(
                  CellIndex(static_cast<int>(xs), static_cast<int>(ys))),
              static_cast<uint8_t>(
                  CellIndex(static_cast<int>(xt), static_cast<int>(yt)))};
}

absl::StatusOr<Move> ParseMoveLine(std::string_view line, int line_number,
                                   std::string_view message) {
  Tokens tokens(line, line_number, message);
  GAUNTLET_ASSIGN_OR_RETURN(const Move m, ReadMove(tokens));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return m;
}

std::string FormatMove(Move m) {
  return std::to_string(RowOf(m.from)) + " " +
         std::to_string(ColumnOf(m.from)) + " " + std::to_string(RowOf(m.to)) +
         " " + std::to_string(ColumnOf(m.to));
}

std::string FormatColourLine(Color side, int64_t move_time_ms) {
  return std::string(ColorName(side)) + " " + std::to_string(move_time_ms);
}

absl::StatusOr<ColourLine> ParseColourLine(std::string_view line,
                                           int line_number) {
  Tokens tokens(line, line_number, "colour line");
  ColourLine colour;
  GAUNTLET_ASSIGN_OR_RETURN(const int index,
                            tokens.OneOf("a colour", {"red", "blue"}));
  colour.side = index == 0 ? kRed : kBlue;
  if (!tokens.AtEnd()) {
    GAUNTLET_ASSIGN_OR_RETURN(
        colour.move_time_ms,
        tokens.Int("a time per move in ms", 1, 3600 * 1000));
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return colour;
}

std::string FormatFirstTurnLine(const std::string& fen,
                                const std::vector<Move>& moves) {
  if (!fen.empty()) {
    return "position " + fen + (moves.empty() ? "" : " " + FormatMoves(moves));
  }
  if (moves.empty()) return "start";
  if (moves.size() == 1) return FormatMove(moves[0]);
  return FormatMoves(moves);
}

absl::StatusOr<TurnLine> ParseTurnLine(std::string_view line, int line_number) {
  Tokens tokens(line, line_number, "turn");
  TurnLine turn;
  const std::string_view word = tokens.Peek();
  if (word == "quit" || word == "start") {
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect(word));
    turn.kind = word == "quit" ? TurnLine::Kind::kQuit : TurnLine::Kind::kStart;
  } else if (word == "moves") {
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect("moves"));
    turn.kind = TurnLine::Kind::kMoves;
    GAUNTLET_ASSIGN_OR_RETURN(const int64_t count,
                              tokens.Int("a move count", 0, kMaxOpeningMoves));
    for (int64_t i = 0; i < count; ++i) {
      GAUNTLET_ASSIGN_OR_RETURN(const Move m, ReadMove(tokens));
      turn.moves.push_back(m);
    }
  } else if (word == "position") {
    GAUNTLET_RETURN_IF_ERROR(tokens.Expect("position"));
    turn.kind = TurnLine::Kind::kPosition;
    if (tokens.Peek() == "moves") {
      return tokens.Error("a FEN after \"position\"");
    }
    GAUNTLET_ASSIGN_OR_RETURN(
        turn.opening,
        ReadOpening(tokens, "turn, line " + std::to_string(line_number)));
    return turn;  // ReadOpening reads to the end of the line
  } else {
    turn.kind = TurnLine::Kind::kMove;
    GAUNTLET_ASSIGN_OR_RETURN(const Move m, ReadMove(tokens));
    turn.moves.push_back(m);
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return turn;
}

namespace {

std::string PieceName(Cell piece) {
  return std::string(ColorName(ColorOf(piece))) + " " +
         std::string(TypeName(TypeOf(piece)));
}

}  // namespace

std::string DescribeMove(const Position& before, Move m,
                         const Position& after) {
  const Cell captured = before.AtCell(m.to);
  std::string out = PieceName(before.AtCell(m.from));
  out += ';';
  out += captured == kEmpty ? std::string("NA") : PieceName(captured);
  out += after.IsCheck() ? ";yes" : ";no";
  out += after.IsOver() ? ";yes" : ";no";
  return out;
}

}  // namespace gauntlet::duckchess
