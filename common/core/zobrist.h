#ifndef GAUNTLET_COMMON_CORE_ZOBRIST_H_
#define GAUNTLET_COMMON_CORE_ZOBRIST_H_

// Zobrist key tables, generated at compile time from a seed so that hashes
// (and therefore transposition-table behaviour and bench node counts) are the
// same on every build.

#include <array>
#include <cstddef>
#include <cstdint>

#include "common/core/rng.h"

namespace gauntlet {

template <std::size_t N>
constexpr std::array<uint64_t, N> MakeZobristKeys(uint64_t seed) {
  std::array<uint64_t, N> keys{};
  Rng rng(seed);
  for (auto& key : keys) {
    // Zero would make a feature invisible to the hash.
    do {
      key = rng.Next();
    } while (key == 0);
  }
  return keys;
}

// Keys for `Features` x `Places` (e.g. piece kind x square), row-major.
template <std::size_t Features, std::size_t Places>
class ZobristTable {
 public:
  constexpr explicit ZobristTable(uint64_t seed)
      : keys_(MakeZobristKeys<Features * Places>(seed)) {}

  constexpr uint64_t operator()(std::size_t feature, std::size_t place) const {
    return keys_[feature * Places + place];
  }

 private:
  std::array<uint64_t, Features * Places> keys_;
};

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_ZOBRIST_H_
