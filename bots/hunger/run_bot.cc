#include "bots/hunger/strategy.h"
#include "common/core/line_io.h"

namespace gauntlet::hunger {

int RunBot(std::istream& in, std::ostream& out, std::ostream& err,
           Strategy& strategy) {
  // A message lists every visible cell of a kind on one line, which can be
  // long late in a game when much of the platform has fallen.
  LineReader reader(in, 32 << 20);
  Observation obs;
  while (true) {
    const int before = reader.line_number();
    const absl::Status status = ReadObservation(reader, obs);
    // The referee may close our input between messages: a normal end.
    if (IsEndOfInput(status) && reader.line_number() == before) return 0;
    if (!status.ok()) {
      err << "hunger-bot: " << status.message() << "\n";
      return 2;
    }
    if (obs.HasEvent(EventKind::kFinish)) return 0;
    WriteLine(out, FormatAction(strategy.Decide(obs)));
  }
}

}  // namespace gauntlet::hunger
