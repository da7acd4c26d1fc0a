#include <catch2/catch.hpp>

#include "tools/arena/player.h"

namespace gauntlet::arena {
namespace {

TEST_CASE("every fault has a distinct replay name") {
  const Fault faults[] = {Fault::kNone,        Fault::kTimeout,
                          Fault::kEndOfOutput, Fault::kCrash,
                          Fault::kLineTooLong, Fault::kWriteFailed};
  for (Fault a : faults) {
    for (Fault b : faults) {
      if (a != b) CHECK(FaultName(a) != FaultName(b));
    }
    CHECK(FaultName(a) != "unknown");
  }
}

}  // namespace
}  // namespace gauntlet::arena
