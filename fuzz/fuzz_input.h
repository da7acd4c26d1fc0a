#ifndef GAUNTLET_FUZZ_FUZZ_INPUT_H_
#define GAUNTLET_FUZZ_FUZZ_INPUT_H_

// What every fuzz target does with libFuzzer's bytes: the first byte picks
// one of the target's parsers (modulo their number, so every byte value
// reaches one), the rest is that parser's input. A seed of the corpus is
// therefore one selector byte followed by a real message or file.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "common/core/bot.h"

namespace gauntlet::fuzz {

using Parser = std::function<void(std::string_view)>;

inline void Dispatch(const uint8_t* data, size_t size,
                     std::span<const Parser> parsers) {
  if (size == 0 || parsers.empty()) return;
  const std::string_view text(reinterpret_cast<const char*>(data + 1),
                              size - 1);
  parsers[data[0] % parsers.size()](text);
}

// Runs `bot` over `text` as its program runs over stdin (ServeBot), with
// the program's own line limit; the error, if any, goes to a string.
inline void ServeText(Bot& bot, std::string_view text,
                      size_t max_line_length = LineReader::kDefaultMaxLength) {
  std::istringstream in{std::string(text)};
  std::ostringstream out, err;
  ServeBot("fuzz", bot, in, out, err, max_line_length);
}

// Calls `parse` on each line of `text`, numbered from 1, as a referee
// parses each answer line a player sends.
template <typename Parse>
void EachLine(std::string_view text, Parse parse) {
  int number = 0;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    parse(text.substr(0, end), ++number);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
}

}  // namespace gauntlet::fuzz

#endif  // GAUNTLET_FUZZ_FUZZ_INPUT_H_
