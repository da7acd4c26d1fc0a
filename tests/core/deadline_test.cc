#include "common/core/deadline.h"

#include <catch2/catch.hpp>
#include <thread>

namespace gauntlet {
namespace {

using std::chrono::milliseconds;

TEST_CASE("A zero budget is expired at once; the margin never goes negative") {
  Deadline deadline = Deadline::After(milliseconds(5), milliseconds(50));
  CHECK(deadline.ExpiredNow());
  CHECK(deadline.Remaining() == Deadline::Clock::duration::zero());
}

TEST_CASE("Deadline expires after its budget and stays expired") {
  Deadline deadline = Deadline::After(milliseconds(20));
  CHECK_FALSE(deadline.ExpiredNow());
  std::this_thread::sleep_for(milliseconds(30));
  CHECK(deadline.ExpiredNow());
  CHECK(deadline.Expired());
  CHECK(deadline.FractionUsed() >= 1.0);
}

TEST_CASE("Expired() notices expiry within one poll interval") {
  Deadline deadline = Deadline::After(milliseconds(1));
  std::this_thread::sleep_for(milliseconds(5));
  bool seen = false;
  for (int i = 0; i < 256 && !seen; ++i) seen = deadline.Expired();
  CHECK(seen);
}

TEST_CASE("Never does not expire") {
  Deadline deadline = Deadline::Never();
  for (int i = 0; i < 1000; ++i) REQUIRE_FALSE(deadline.Expired());
  CHECK(deadline.FractionUsed() == 0.0);
}

TEST_CASE("Shortened keeps the start and a share of the budget") {
  const Deadline full = Deadline::After(milliseconds(1000));
  const Deadline half = full.Shortened(0.5);
  // The end moved back by half of the budget, give or take the clock's
  // reading between the two calls.
  const auto gap = full.end() - half.end();
  CHECK(gap >= milliseconds(499));
  CHECK(gap <= milliseconds(501));
  CHECK(full.Shortened(1.0).end() == full.end());
  CHECK(Deadline::Never().Shortened(0.5).end() ==
        Deadline::Clock::time_point::max());
}

}  // namespace
}  // namespace gauntlet
