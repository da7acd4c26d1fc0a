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
