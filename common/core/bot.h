#ifndef GAUNTLET_COMMON_CORE_BOT_H_
#define GAUNTLET_COMMON_CORE_BOT_H_

// A bot as an object: its side of a game's text protocol, one answer at a
// time. The program wraps it around stdin/stdout (ServeBot); a referee or a
// tuner plays it in its own process through the same text, so one bot has
// one implementation of its protocol whichever way it is run.

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "common/core/line_io.h"

namespace gauntlet {

class Bot {
 public:
  virtual ~Bot() = default;

  // Reads the referee's lines up to the next message that needs an answer
  // and returns that answer (one line, without its newline). nullopt: the
  // game is over for the bot (its final message, or end of input between
  // messages). An error names the message, line and token that were wrong;
  // the program prints it and exits with code 2.
  virtual absl::StatusOr<std::optional<std::string>> Step(
      LineReader& input) = 0;
};

// The program's main loop: Step until the bot is done, writing and flushing
// each answer. Returns the exit code: 0, or 2 after printing
// "<program>: <error>" to `err`.
int ServeBot(std::string_view program, Bot& bot, std::istream& in,
             std::ostream& out, std::ostream& err,
             std::size_t max_line_length = LineReader::kDefaultMaxLength);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_BOT_H_
