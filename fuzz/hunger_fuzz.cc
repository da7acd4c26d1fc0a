// Every parser of Star Hunger Games text: the bot's input (as hunger-bot
// reads stdin), the referee's reading of an answer, and a rules config file
// (--config, JSON).

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "bots/hunger/strategy.h"
#include "common/hunger/config.h"
#include "common/hunger/config_json.h"
#include "common/hunger/protocol.h"
#include "fuzz/fuzz_input.h"
#include "nlohmann/json.hpp"

namespace gauntlet::hunger {
namespace {

void PlayStrategy(std::string_view text) {
  // The random mover: the protocol is what is under test, not the planner.
  auto strategy = MakeStrategy("random", 1);
  if (!strategy.ok()) return;
  StrategyBot bot(std::move(*strategy));
  fuzz::ServeText(bot, text, kMaxMessageLine);
}

void ReadAnswers(std::string_view text) {
  fuzz::EachLine(text, [](std::string_view line, int number) {
    (void)ParseAction(line, number);
  });
}

void ReadConfig(std::string_view text) {
  const nlohmann::json json =
      nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return;
  (void)ConfigFromJson(json, RulesConfig{});
}

}  // namespace
}  // namespace gauntlet::hunger

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet::hunger;
  static const gauntlet::fuzz::Parser parsers[] = {PlayStrategy, ReadAnswers,
                                                   ReadConfig};
  gauntlet::fuzz::Dispatch(data, size, parsers);
  return 0;
}
