// Every parser of Enclosure text: the bot's input (as enclosure-bot reads
// stdin) and the referee's reading of [POS] and [ACTION] answers, with the
// other message parsers of the codec.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/session.h"
#include "common/enclosure/protocol.h"
#include "fuzz/fuzz_input.h"

namespace gauntlet::enclosure {
namespace {

void PlaySession(std::string_view text) {
  // The random mover: the protocol is what is under test, not the search.
  BrainOptions options;
  auto brain = MakeBrain("random", options);
  if (!brain.ok()) return;
  SessionBot bot(std::make_unique<BotSession>(std::move(*brain),
                                              std::chrono::milliseconds(1)));
  fuzz::ServeText(bot, text);
}

void ReadAnswers(std::string_view text) {
  fuzz::EachLine(text, [](std::string_view line, int number) {
    (void)ParsePos(line, number);
    (void)ParseAction(line, number);
    (void)ParseStart(line, number);
    (void)ParseStatus(line, number);
  });
}

}  // namespace
}  // namespace gauntlet::enclosure

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet::enclosure;
  static const gauntlet::fuzz::Parser parsers[] = {PlaySession, ReadAnswers};
  gauntlet::fuzz::Dispatch(data, size, parsers);
  return 0;
}
