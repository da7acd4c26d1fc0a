#ifndef GAUNTLET_FUZZ_MUTATE_H_
#define GAUNTLET_FUZZ_MUTATE_H_

// The seeded mutations of the replay driver (fuzz/replay_main.cc): where
// libFuzzer is not there to explore, each seed of the corpus is also run in
// variants made by the edits that most often break a text parser — a flipped
// bit, a byte set to a delimiter or digit, a byte inserted or removed, a
// span repeated or cut, the input truncated, a number made huge. The same
// seed gives the same variants on every machine (gauntlet::Rng).

#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

#include "common/core/rng.h"

namespace gauntlet::fuzz {

// Inputs grow by repetition but never past this, so a variant stays as
// quick to parse as the seeds are.
inline constexpr size_t kMaxMutatedSize = 1 << 16;

// One to four edits of `input`, drawn from `rng`.
inline std::string Mutate(std::string_view input, Rng& rng) {
  static constexpr std::string_view kBytes = " \n\r\t-+0123456789.,:;{}[]\"\\";
  static constexpr std::string_view kNumbers[] = {"0",
                                                  "-1",
                                                  "2147483648",
                                                  "-9223372036854775809",
                                                  "99999999999999999999",
                                                  "1e308",
                                                  "nan"};
  std::string text(input);
  const int edits = static_cast<int>(rng.Between(1, 4));
  for (int e = 0; e < edits; ++e) {
    const size_t at = text.empty() ? 0 : rng.Below(text.size());
    switch (rng.Below(8)) {
      case 0:  // flip one bit
        if (!text.empty()) text[at] ^= static_cast<char>(1 << rng.Below(8));
        break;
      case 1:  // a byte becomes a delimiter, digit or sign
        if (!text.empty()) text[at] = kBytes[rng.Below(kBytes.size())];
        break;
      case 2:  // insert any byte
        text.insert(at, 1, static_cast<char>(rng.Below(256)));
        break;
      case 3:  // remove a span
        if (!text.empty()) text.erase(at, 1 + rng.Below(16));
        break;
      case 4: {  // repeat a span
        const std::string span = text.substr(at, 1 + rng.Below(64));
        if (text.size() + span.size() <= kMaxMutatedSize) {
          text.insert(at, span);
        }
        break;
      }
      case 5:  // truncate (the selector byte stays)
        if (text.size() > 1) text.resize(1 + rng.Below(text.size() - 1));
        break;
      case 6:  // insert a number at the limits of the usual types
        text.insert(at, kNumbers[rng.Below(std::size(kNumbers))]);
        break;
      default:  // another parser of the target reads the same text
        if (!text.empty()) text[0] = static_cast<char>(rng.Below(256));
        break;
    }
  }
  if (text.size() > kMaxMutatedSize) text.resize(kMaxMutatedSize);
  return text;
}

}  // namespace gauntlet::fuzz

#endif  // GAUNTLET_FUZZ_MUTATE_H_
