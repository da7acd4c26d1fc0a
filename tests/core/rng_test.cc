#include "common/core/rng.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "common/core/zobrist.h"

namespace gauntlet {
namespace {

TEST_CASE("SplitMix64 matches the published reference sequence") {
  // Reference values of SplitMix64 seeded with 1234567.
  uint64_t state = 1234567;
  CHECK(SplitMix64(state) == 6457827717110365317ULL);
  CHECK(SplitMix64(state) == 3203168211198807973ULL);
  CHECK(SplitMix64(state) == 9817491932198370423ULL);
}

TEST_CASE("Rng produces a fixed sequence for a fixed seed") {
  Rng rng(42);
  std::vector<uint64_t> first;
  for (int i = 0; i < 4; ++i) first.push_back(rng.Next());
  // Pinned: any change to seeding or the generator breaks replays and bench
  // signatures, so it must be deliberate.
  CHECK(first == std::vector<uint64_t>{
                     1546998764402558742ULL, 6990951692964543102ULL,
                     12544586762248559009ULL, 17057574109182124193ULL});
}

TEST_CASE("Rng::Below stays in range and covers it evenly") {
  Rng rng(7);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) {
    const uint64_t v = rng.Below(6);
    REQUIRE(v < 6);
    ++counts[v];
  }
  for (int c : counts) {
    CHECK(c > 9500);
    CHECK(c < 10500);
  }
}

TEST_CASE("Rng::Between is inclusive and handles the full range") {
  Rng rng(3);
  bool saw_lo = false, saw_hi = false;
  for (int i = 0; i < 1000; ++i) {
    const int64_t v = rng.Between(-2, 2);
    REQUIRE(v >= -2);
    REQUIRE(v <= 2);
    saw_lo |= v == -2;
    saw_hi |= v == 2;
  }
  CHECK(saw_lo);
  CHECK(saw_hi);
  rng.Between(INT64_MIN, INT64_MAX);  // Must not divide by zero.
}

TEST_CASE("Rng::Unit is in [0, 1) and Shuffle permutes") {
  Rng rng(11);
  for (int i = 0; i < 1000; ++i) {
    const double u = rng.Unit();
    REQUIRE(u >= 0.0);
    REQUIRE(u < 1.0);
  }
  std::vector<int> items{1, 2, 3, 4, 5, 6, 7, 8};
  rng.Shuffle(std::span<int>(items));
  std::vector<int> sorted = items;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8});
}

TEST_CASE("DeriveSeed gives distinct, stable streams") {
  CHECK(DeriveSeed(1, 0) != DeriveSeed(1, 1));
  CHECK(DeriveSeed(1, 0) != DeriveSeed(2, 0));
  CHECK(DeriveSeed(5, 3) == DeriveSeed(5, 3));
}

TEST_CASE("Zobrist tables are compile-time, nonzero and distinct") {
  static constexpr ZobristTable<14, 90> kTable(2019);
  static_assert(kTable(0, 0) != 0);
  std::vector<uint64_t> keys;
  for (std::size_t f = 0; f < 14; ++f) {
    for (std::size_t p = 0; p < 90; ++p) keys.push_back(kTable(f, p));
  }
  std::sort(keys.begin(), keys.end());
  CHECK(std::adjacent_find(keys.begin(), keys.end()) == keys.end());
}

}  // namespace
}  // namespace gauntlet
