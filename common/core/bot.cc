#include "common/core/bot.h"

#include <istream>
#include <ostream>

namespace gauntlet {

int ServeBot(std::string_view program, Bot& bot, std::istream& in,
             std::ostream& out, std::ostream& err,
             std::size_t max_line_length) {
  LineReader reader(in, max_line_length);
  for (;;) {
    const int before = reader.line_number();
    absl::StatusOr<std::optional<std::string>> answer = bot.Step(reader);
    if (!answer.ok()) {
      // The referee may close our input between messages: a normal end.
      if (IsEndOfInput(answer.status()) && reader.line_number() == before) {
        return 0;
      }
      err << program << ": " << answer.status().message() << "\n";
      return 2;
    }
    if (!answer->has_value()) return 0;
    WriteLine(out, **answer);
  }
}

}  // namespace gauntlet
