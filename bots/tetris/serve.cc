#include "bots/tetris/serve.h"

#include <string>

#include "bots/tetris/baseline.h"
#include "common/core/line_io.h"
#include "common/core/status_macros.h"

namespace gauntlet::tetris {
namespace {

// One answer per message of a role, read with `read`.
template <class Brain, auto read>
class RoleBot : public Bot {
 public:
  // `brain` is borrowed when `owned` is null.
  RoleBot(Brain& brain, std::unique_ptr<Brain> owned)
      : owned_(std::move(owned)), brain_(brain) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override {
    const int before = input.line_number();
    auto message = read(input);
    if (!message.ok() && IsEndOfInput(message.status()) &&
        input.line_number() == before) {
      return std::nullopt;
    }
    if (!message.ok()) return message.status();
    return brain_.Respond(*message);
  }

 private:
  std::unique_ptr<Brain> owned_;
  Brain& brain_;
};

using PlacerRoleBot = RoleBot<PlacerBrain, ReadPlacerInput>;
using SequencerRoleBot = RoleBot<SequencerBrain, ReadSequencerInput>;

}  // namespace

absl::StatusOr<std::unique_ptr<PlacerBrain>> MakePlacer(
    std::string_view level, const PlacerOptions& options) {
  if (level == "search") return std::make_unique<SearchPlacer>(options);
  if (level == "baseline") {
    return std::make_unique<DellacheriePlacer>(options.random_share,
                                               options.seed);
  }
  return absl::InvalidArgumentError(
      "unknown placer level '" + std::string(level) + "' (search or baseline)");
}

absl::StatusOr<std::unique_ptr<SequencerBrain>> MakeSequencer(
    std::string_view level, const SequencerOptions& options) {
  if (level == "adversarial") {
    return std::make_unique<AdversarialSequencer>(options);
  }
  if (level == "random") return std::make_unique<RandomSequencer>(options.seed);
  return absl::InvalidArgumentError("unknown sequencer level '" +
                                    std::string(level) +
                                    "' (adversarial or random)");
}

std::unique_ptr<Bot> PlacerBot(std::unique_ptr<PlacerBrain> brain) {
  PlacerBrain& borrowed = *brain;
  return std::make_unique<PlacerRoleBot>(borrowed, std::move(brain));
}

std::unique_ptr<Bot> SequencerBot(std::unique_ptr<SequencerBrain> brain) {
  SequencerBrain& borrowed = *brain;
  return std::make_unique<SequencerRoleBot>(borrowed, std::move(brain));
}

int ServePlacer(PlacerBrain& brain, std::istream& in, std::ostream& out,
                std::ostream& err) {
  PlacerRoleBot bot(brain, nullptr);
  return ServeBot("tetris-placer", bot, in, out, err);
}

int ServeSequencer(SequencerBrain& brain, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  SequencerRoleBot bot(brain, nullptr);
  return ServeBot("tetris-sequencer", bot, in, out, err);
}

}  // namespace gauntlet::tetris
