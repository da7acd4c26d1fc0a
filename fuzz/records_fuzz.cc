// The readers of the files the tools write and read back: a replay
// (gauntlet replay, view, merge), a referee's result line (match, tournament
// resume), a tournament's results.jsonl record and its tournament.json.

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "fuzz/fuzz_input.h"
#include "nlohmann/json.hpp"
#include "tools/arena/replay.h"
#include "tools/arena/result.h"
#include "tools/tournament/records.h"

namespace gauntlet {
namespace {

void ReadReplay(std::string_view text) {
  std::istringstream in{std::string(text)};
  (void)arena::ReplayReader::Parse(in);
}

void ReadResultLines(std::string_view text) {
  fuzz::EachLine(text, [](std::string_view line, int) {
    (void)arena::ParseResultLine(line);
  });
}

void ReadTournamentRecords(std::string_view text) {
  fuzz::EachLine(text, [](std::string_view line, int) {
    (void)tournament::ParseRecordLine(std::string(line), "fingerprint");
  });
}

void ReadTournamentSpec(std::string_view text) {
  const nlohmann::json json =
      nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return;
  (void)tournament::SpecFromJson(json);
}

}  // namespace
}  // namespace gauntlet

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet;
  static const fuzz::Parser parsers[] = {
      ReadReplay, ReadResultLines, ReadTournamentRecords, ReadTournamentSpec};
  fuzz::Dispatch(data, size, parsers);
  return 0;
}
