#include "common/duckchess/replay.h"

#include "common/core/line_io.h"
#include "common/core/status_macros.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {

std::string ReplayJudge::Apply(Move m) {
  if (!position_.IsLegal(m)) return "Invalid command";
  const Position before = position_;
  position_.Make(m);
  return DescribeMove(before, m, position_);
}

namespace {

// Reads the next line that is not blank (blank lines are skipped wherever
// they are, as the robots reader skips them), turning end of input into an
// error that says which line was expected.
absl::StatusOr<std::string> NextLine(LineReader& reader,
                                     std::string_view what) {
  auto line = reader.Next();
  while (line.ok() && line->find_first_not_of(" \t") == std::string::npos) {
    line = reader.Next();
  }
  if (IsEndOfInput(line.status())) {
    return absl::InvalidArgumentError(std::string(what) + ", line " +
                                      std::to_string(reader.line_number() + 1) +
                                      ": missing (end of input)");
  }
  return line;
}

}  // namespace

absl::Status RunReplay(std::istream& in, std::ostream& out) {
  LineReader reader(in);
  GAUNTLET_ASSIGN_OR_RETURN(const std::string first,
                            NextLine(reader, "command count Q"));
  Tokens count_tokens(first, reader.line_number(), "command count Q");
  GAUNTLET_ASSIGN_OR_RETURN(
      const int64_t count,
      count_tokens.Int("a command count Q >= 0", 0, 1 << 30));
  GAUNTLET_RETURN_IF_ERROR(count_tokens.End());
  ReplayJudge judge;
  std::string answers;
  // Answers are flushed in batches; an error flushes what is pending first.
  const auto flush = [&] {
    out << answers;
    out.flush();
    answers.clear();
  };
  for (int64_t i = 0; i < count; ++i) {
    auto line = NextLine(reader, "command");
    if (!line.ok()) {
      flush();
      return line.status();
    }
    auto move = ParseMoveLine(*line, reader.line_number(), "command");
    if (!move.ok()) {
      flush();
      return move.status();
    }
    answers += judge.Apply(*move);
    answers += '\n';
    if (answers.size() > 4096) flush();
  }
  // What follows the Q commands is not read: the task ends with them.
  flush();
  return absl::OkStatus();
}

}  // namespace gauntlet::duckchess
