#include <catch2/catch.hpp>

#include "tools/arena/player.h"

namespace gauntlet::arena {
namespace {

TEST_CASE("every fault has a distinct replay name") {
  const Fault faults[] = {Fault::kNone,        Fault::kTimeout,
                          Fault::kEndOfOutput, Fault::kCrash,
                          Fault::kLineTooLong, Fault::kWriteFailed,
                          Fault::kEarlyLine};
  for (Fault a : faults) {
    for (Fault b : faults) {
      if (a != b) CHECK(FaultName(a) != FaultName(b));
    }
    CHECK(FaultName(a) != "unknown");
  }
}

TEST_CASE("a fault is described with its ply and detail") {
  Reply reply;
  reply.fault = Fault::kTimeout;
  CHECK(DescribeFault(reply, 17) == "timeout at ply 17");
  reply.fault = Fault::kCrash;
  reply.detail = "signal 11 (SIGSEGV)";
  CHECK(DescribeFault(reply, 3) == "crash at ply 3 (signal 11 (SIGSEGV))");
}

}  // namespace
}  // namespace gauntlet::arena
