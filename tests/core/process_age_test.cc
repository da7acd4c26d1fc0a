#include "common/core/process_age.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

namespace gauntlet {
namespace {

using std::chrono::milliseconds;

TEST_CASE("a process's age is known on Linux and grows with the clock") {
  const auto before = ProcessAge();
#if defined(__linux__)
  REQUIRE(before.has_value());
  // This test program started moments ago, not hours.
  CHECK(*before < milliseconds(10 * 60 * 1000));
  std::this_thread::sleep_for(milliseconds(60));
  const auto after = ProcessAge();
  REQUIRE(after.has_value());
  // The start time is in 10 ms ticks.
  CHECK(*after - *before >= milliseconds(40));
#else
  CHECK_FALSE(before.has_value());
#endif
}

}  // namespace
}  // namespace gauntlet
