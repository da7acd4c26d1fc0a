#include "fuzz/mutate.h"

#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "common/core/rng.h"

namespace gauntlet::fuzz {
namespace {

TEST_CASE("A seed gives the same variants every time") {
  const std::string input = "\x01go wtime 1000 btime 1000\nposition startpos\n";
  Rng a(7), b(7), c(8);
  bool differs_with_another_seed = false;
  for (int i = 0; i < 100; ++i) {
    const std::string from_a = Mutate(input, a);
    CHECK(from_a == Mutate(input, b));
    differs_with_another_seed |= from_a != Mutate(input, c);
  }
  CHECK(differs_with_another_seed);
}

TEST_CASE("Variants are varied, bounded, and made from empty input too") {
  const std::string input(kMaxMutatedSize, 'x');
  Rng rng(1);
  std::set<std::string> seen;
  for (int i = 0; i < 500; ++i) {
    const std::string variant = Mutate(input, rng);
    CHECK(variant.size() <= kMaxMutatedSize);
    seen.insert(variant);
  }
  CHECK(seen.size() > 400);
  CHECK(seen.count(input) < 5);

  Rng from_empty(2);
  std::set<size_t> sizes;
  for (int i = 0; i < 100; ++i) sizes.insert(Mutate("", from_empty).size());
  CHECK(sizes.size() > 1);
}

}  // namespace
}  // namespace gauntlet::fuzz
