#include "common/core/move_time.h"

#include <catch2/catch.hpp>
#include <chrono>

namespace gauntlet {
namespace {

using std::chrono::milliseconds;

MoveTimeChoice Choose(std::optional<long long> flag, const char* referee) {
  const absl::StatusOr<MoveTimeChoice> choice =
      ChooseMoveTime(flag, referee, milliseconds(1000));
  REQUIRE(choice.ok());
  return *choice;
}

TEST_CASE("a bot keeps to the referee's time unless told less") {
  CHECK(Choose(std::nullopt, nullptr).movetime == milliseconds(1000));
  CHECK(Choose(300, nullptr).movetime == milliseconds(300));
  // The referee's alone: what `gauntlet match --movetime 100` sets.
  const MoveTimeChoice told = Choose(std::nullopt, "100");
  CHECK(told.movetime == milliseconds(100));
  CHECK(told.warning.empty());
  // Less than allowed is the program's own choice.
  const MoveTimeChoice less = Choose(50, "100");
  CHECK(less.movetime == milliseconds(50));
  CHECK(less.warning.empty());
  // More would overrun: the referee's, and a warning naming both.
  const MoveTimeChoice more = Choose(1000, "100");
  CHECK(more.movetime == milliseconds(100));
  CHECK(more.warning ==
        "--movetime 1000 is longer than the referee's 100 ms "
        "(GAUNTLET_MOVETIME_MS); keeping to 100 ms");
}

TEST_CASE("a malformed GAUNTLET_MOVETIME_MS is ignored with a warning") {
  for (const char* bad : {"", "abc", "0", "-5", "12ms", "99999999999999"}) {
    INFO("'" << bad << "'");
    const MoveTimeChoice choice = Choose(std::nullopt, bad);
    CHECK(choice.movetime == milliseconds(1000));
    CHECK(choice.warning == std::string("GAUNTLET_MOVETIME_MS='") + bad +
                                "' is not a positive number of "
                                "milliseconds; ignored");
  }
  CHECK(Choose(200, "x").movetime == milliseconds(200));
}

TEST_CASE("a --movetime below 1 is refused") {
  CHECK_FALSE(ChooseMoveTime(0, nullptr, milliseconds(1000)).ok());
  CHECK_FALSE(ChooseMoveTime(-3, "100", milliseconds(1000)).ok());
}

}  // namespace
}  // namespace gauntlet
