#include "bots/hunger/strategy.h"
#include "common/core/line_io.h"
#include "common/core/status_macros.h"

namespace gauntlet::hunger {
namespace {

// A Strategy the caller owns.
class Borrowed : public Strategy {
 public:
  explicit Borrowed(Strategy& strategy) : strategy_(strategy) {}
  Action Decide(const Observation& obs) override {
    return strategy_.Decide(obs);
  }

 private:
  Strategy& strategy_;
};

}  // namespace

absl::StatusOr<std::optional<std::string>> StrategyBot::Step(
    LineReader& input) {
  const int before = input.line_number();
  const absl::Status status = ReadObservation(input, obs_);
  // The referee may close our input between messages: a normal end.
  if (IsEndOfInput(status) && input.line_number() == before) {
    return std::nullopt;
  }
  GAUNTLET_RETURN_IF_ERROR(status);
  if (obs_.HasEvent(EventKind::kFinish)) return std::nullopt;
  return FormatAction(strategy_->Decide(obs_));
}

int RunBot(std::istream& in, std::ostream& out, std::ostream& err,
           Strategy& strategy) {
  StrategyBot bot(std::make_unique<Borrowed>(strategy));
  return ServeBot("hunger-bot", bot, in, out, err, kMaxMessageLine);
}

}  // namespace gauntlet::hunger
