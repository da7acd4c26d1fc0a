// Every parser of duck chess text: the bot's play protocol (as
// duckchess-bot reads stdin), its UCI mode, the referee's reading of a move
// answer, an openings file, a weights file and duckchess-replay's input.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/strategy.h"
#include "bots/duckchess/uci.h"
#include "common/duckchess/eval.h"
#include "common/duckchess/protocol.h"
#include "common/duckchess/replay.h"
#include "fuzz/fuzz_input.h"
#include "tools/games/duckchess/match.h"

namespace gauntlet::duckchess {
namespace {

void PlayProtocol(std::string_view text) {
  // The random mover: the protocol is what is under test, not the search.
  auto strategy = MakeStrategy("random", StrategyConfig{}, 1);
  if (!strategy.ok()) return;
  ProtocolBot bot(std::move(*strategy));
  fuzz::ServeText(bot, text);
}

void PlayUci(std::string_view text) {
  // Every search is capped at a few nodes, whatever `go` asks for (a
  // `go movetime 100000` would otherwise make each input a timeout); the
  // words of `go` are still parsed. `infinite` ends at the end of input.
  std::string capped;
  fuzz::EachLine(text, [&capped](std::string_view line, int) {
    capped.append(line);
    if (line.substr(0, 2) == "go") capped.append(" nodes 64 depth 1");
    capped.push_back('\n');
  });
  StrategyConfig config;
  config.search.max_depth = 1;
  config.search.max_nodes = 64;
  std::istringstream in(capped);
  std::ostringstream out, err;
  RunUci(in, out, err, config);
}

void ReadMoveAnswers(std::string_view text) {
  fuzz::EachLine(text, [](std::string_view line, int number) {
    (void)ParseMoveLine(line, number, "move");
  });
}

void ReadOpenings(std::string_view text) { (void)ParseOpenings(text, "fuzz"); }

void ReadWeights(std::string_view text) {
  (void)ParseWeights(std::string(text));
}

void Replay(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::ostringstream out;
  (void)RunReplay(in, out);
}

}  // namespace
}  // namespace gauntlet::duckchess

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet::duckchess;
  static const gauntlet::fuzz::Parser parsers[] = {
      PlayProtocol, PlayUci,     ReadMoveAnswers,
      ReadOpenings, ReadWeights, Replay};
  gauntlet::fuzz::Dispatch(data, size, parsers);
  return 0;
}
