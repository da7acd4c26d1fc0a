#include "common/tetris/protocol.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"

namespace gauntlet::tetris {
namespace {

// A line inside a message: the input ending here cuts the message short,
// which is an error naming the message, the line that is missing and what
// it should have held (the reader's bare "end of input" names none).
absl::StatusOr<std::string> NextLine(LineReader& reader, std::string_view what,
                                     std::string_view expected) {
  absl::StatusOr<std::string> line = reader.Next();
  if (IsEndOfInput(line.status())) {
    return absl::InvalidArgumentError(std::string(what) + ", line " +
                                      std::to_string(reader.line_number() + 1) +
                                      ", token 1 (end of input): expected " +
                                      std::string(expected));
  }
  return line;
}

// The score opens a message: the input ending before it is the normal end
// between messages and stays the reader's OutOfRange status.
absl::StatusOr<int64_t> ReadScore(LineReader& reader, std::string_view what) {
  GAUNTLET_ASSIGN_OR_RETURN(const std::string line, reader.Next());
  Tokens tokens(line, reader.line_number(), what);
  GAUNTLET_ASSIGN_OR_RETURN(const int64_t score, tokens.Int("score"));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  return score;
}

absl::StatusOr<Board> ReadRows(LineReader& reader, std::string_view what) {
  Board board;
  for (int i = 0; i < kVisibleHeight; ++i) {
    GAUNTLET_ASSIGN_OR_RETURN(
        const std::string line,
        NextLine(reader, what,
                 "board row " + std::to_string(i + 1) + " of " +
                     std::to_string(kVisibleHeight) + " (12 '#' or '.')"));
    Tokens tokens(line, reader.line_number(), what);
    GAUNTLET_ASSIGN_OR_RETURN(const std::string_view row,
                              tokens.Word("board row"));
    bool good = row.size() == kWidth;
    for (char c : row) good = good && (c == '#' || c == '.');
    if (!good) {
      // Point the error at the row token itself.
      Tokens again(line, reader.line_number(), what);
      return again.Error("a board row of 12 '#' or '.'");
    }
    GAUNTLET_RETURN_IF_ERROR(tokens.End());
    const int y = kVisibleHeight - 1 - i;
    uint16_t mask = 0;
    for (int x = 0; x < kWidth; ++x) {
      if (row[x] == '#') mask |= static_cast<uint16_t>(1u << x);
    }
    board.set_row(y, mask);
  }
  return board;
}

}  // namespace

std::string FormatPlacerInput(int64_t score, Piece current, Piece next,
                              const Board& board) {
  std::string text = absl::StrCat(score, "\n");
  text += LetterOf(current);
  text += LetterOf(next);
  text += '\n';
  text += board.VisibleText();
  return text;
}

std::string FormatSequencerInput(int64_t score, std::optional<Piece> current,
                                 const Board& board) {
  std::string text = absl::StrCat(score, "\n");
  text += current ? LetterOf(*current) : 'n';
  text += '\n';
  text += board.VisibleText();
  return text;
}

absl::StatusOr<PlacerInput> ReadPlacerInput(LineReader& reader) {
  constexpr std::string_view kWhat = "placer input";
  PlacerInput input;
  GAUNTLET_ASSIGN_OR_RETURN(input.score, ReadScore(reader, kWhat));
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::string line,
      NextLine(reader, kWhat, "two piece letters from TISZOLJ"));
  Tokens tokens(line, reader.line_number(), kWhat);
  // Two letters, written together ("TI") or apart ("T I").
  std::string letters;
  while (!tokens.AtEnd() && letters.size() < 2) {
    GAUNTLET_ASSIGN_OR_RETURN(const std::string_view word,
                              tokens.Word("pieces"));
    letters += std::string(word);
  }
  const auto current =
      letters.size() == 2 ? PieceFromLetter(letters[0]) : std::nullopt;
  const auto next =
      letters.size() == 2 ? PieceFromLetter(letters[1]) : std::nullopt;
  if (!current || !next) {
    Tokens again(line, reader.line_number(), kWhat);
    return again.Error("two piece letters from TISZOLJ");
  }
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  input.current = *current;
  input.next = *next;
  GAUNTLET_ASSIGN_OR_RETURN(input.board, ReadRows(reader, kWhat));
  return input;
}

absl::StatusOr<SequencerInput> ReadSequencerInput(LineReader& reader) {
  constexpr std::string_view kWhat = "sequencer input";
  SequencerInput input;
  GAUNTLET_ASSIGN_OR_RETURN(input.score, ReadScore(reader, kWhat));
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::string line,
      NextLine(reader, kWhat, "the current piece (n or one of TISZOLJ)"));
  Tokens tokens(line, reader.line_number(), kWhat);
  GAUNTLET_ASSIGN_OR_RETURN(
      const int choice,
      tokens.OneOf("current piece", {"n", "T", "I", "S", "Z", "O", "L", "J"}));
  GAUNTLET_RETURN_IF_ERROR(tokens.End());
  if (choice > 0) input.current = kAllPieces[choice - 1];
  GAUNTLET_ASSIGN_OR_RETURN(input.board, ReadRows(reader, kWhat));
  return input;
}

std::optional<Piece> ParseSequencerReply(const std::string& line) {
  if (line.empty()) return std::nullopt;
  return PieceFromLetter(line[0]);
}

}  // namespace gauntlet::tetris
