// Every parser of Robots text: the instance input (as `robots` reads stdin,
// instance after instance until "0 0"), and a replay's instance and move
// tokens (as the viewer reads them).

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "common/core/line_io.h"
#include "common/robots/instance_io.h"
#include "common/robots/replay.h"
#include "fuzz/fuzz_input.h"
#include "nlohmann/json.hpp"

namespace gauntlet::robots {
namespace {

void ReadInstances(std::string_view text) {
  std::istringstream in{std::string(text)};
  LineReader reader(in);
  while (true) {
    const auto instance = ReadInstance(reader);
    if (!instance.ok() || !instance->has_value()) return;
    (void)FormatInstance(**instance);
  }
}

void ReadReplayInstance(std::string_view text) {
  const nlohmann::ordered_json json =
      nlohmann::ordered_json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return;
  (void)InstanceFromJson(json);
}

// One answer a line ("walk NE", "teleport 3", "stay").
void ReadMoveTokens(std::string_view text) {
  fuzz::EachLine(
      text, [](std::string_view line, int) { (void)ParseActionToken(line); });
}

}  // namespace
}  // namespace gauntlet::robots

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gauntlet::robots;
  static const gauntlet::fuzz::Parser parsers[] = {
      ReadInstances, ReadReplayInstance, ReadMoveTokens};
  gauntlet::fuzz::Dispatch(data, size, parsers);
  return 0;
}
