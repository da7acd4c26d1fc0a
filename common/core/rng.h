#ifndef GAUNTLET_COMMON_CORE_RNG_H_
#define GAUNTLET_COMMON_CORE_RNG_H_

// A seeded generator whose sequence is the same on every platform and
// compiler: xoshiro256** seeded through SplitMix64, with our own bounded and
// real-valued draws (the standard distributions' output is unspecified).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace gauntlet {

// SplitMix64: used to expand a seed and to derive independent sub-seeds.
constexpr uint64_t SplitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A seed for stream `index` derived from `seed`, e.g. one per game of a
// tournament, independent of how many draws other streams made.
constexpr uint64_t DeriveSeed(uint64_t seed, uint64_t index) {
  uint64_t state = seed ^ (0xd1b54a32d192ed03ULL * (index + 1));
  SplitMix64(state);
  return SplitMix64(state);
}

class Rng {
 public:
  constexpr explicit Rng(uint64_t seed) {
    uint64_t state = seed;
    for (auto& word : s_) word = SplitMix64(state);
  }

  constexpr uint64_t Next() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n); n must be positive. Lemire's method with rejection,
  // so there is no modulo bias.
  constexpr uint64_t Below(uint64_t n) {
    unsigned __int128 m = static_cast<unsigned __int128>(Next()) * n;
    auto low = static_cast<uint64_t>(m);
    if (low < n) {
      const uint64_t threshold = -n % n;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(Next()) * n;
        low = static_cast<uint64_t>(m);
      }
    }
    return static_cast<uint64_t>(m >> 64);
  }

  // Uniform in [lo, hi], both inclusive; requires lo <= hi.
  constexpr int64_t Between(int64_t lo, int64_t hi) {
    const uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo);
    if (span == UINT64_MAX) return static_cast<int64_t>(Next());
    return static_cast<int64_t>(static_cast<uint64_t>(lo) + Below(span + 1));
  }

  // Uniform in [0, 1) with 53 random bits.
  constexpr double Unit() {
    return static_cast<double>(Next() >> 11) * 0x1.0p-53;
  }

  constexpr bool Chance(double p) { return Unit() < p; }

  template <class T>
  constexpr void Shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::swap(items[i - 1], items[Below(i)]);
    }
  }

  template <class T>
  constexpr T& Pick(std::span<T> items) {
    return items[Below(items.size())];
  }

 private:
  static constexpr uint64_t Rotl(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
  }

  std::array<uint64_t, 4> s_{};
};

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_RNG_H_
