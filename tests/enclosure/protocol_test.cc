// The codec against the statement's own sample, and bad lines.

#include <catch2/catch.hpp>

#include "tests/enclosure/test_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::A;
using testing::V;

TEST_CASE("The statement's sample game replayed through the engine") {
  // Starts and the first two rounds of the four-player sample; `1` is the
  // sample's misprint of `l`.
  REQUIRE(ParsePos("[POS] 9 3", 1).value() == V(9, 3));
  State s = NewGame({V(9, 3), V(1, 6), V(0, 3), V(4, 5)});
  CHECK(FormatStatus(MakeStatus(s)) ==
        "[STATUS] 9 3 0 0 0 1 6 0 0 0 0 3 0 0 0 4 5 0 0 0 0");
  auto act = [](const char* line) { return ParseAction(line, 1).value(); };
  ResolveRound(s,
               {act("[ACTION] 1 0"), act("[ACTION] s 0"), act("[ACTION] r 0"),
                act("[ACTION] s 1")},
               nullptr);
  CHECK(FormatStatus(MakeStatus(s)) ==
        "[STATUS] 8 3 0 0 0 1 6 0 0 0 1 3 0 0 0 4 5 1 0 0 0");
  ResolveRound(s,
               {act("[ACTION] 1 0"), act("[ACTION] 1 -1"), act("[ACTION] r 0"),
                act("[ACTION] s 0")},
               nullptr);
  CHECK(FormatStatus(MakeStatus(s)) ==
        "[STATUS] 7 3 0 0 0 0 6 0 0 -10 2 3 0 0 0 4 5 1 0 0 3 1 5 2 1 6 2 1 "
        "7 2");
}

TEST_CASE("Messages round-trip") {
  CHECK(FormatStart(2) == "[START] 2");
  CHECK(ParseStart("[START] 2", 1).value() == 2);
  CHECK(FormatPos(V(0, 5)) == "[POS] 0 5");
  for (int i = 0; i < kActionCount; ++i) {
    const Action a = Action::FromIndex(i);
    CHECK(ParseAction(FormatAction(a), 1).value() == a);
  }
  CHECK(FormatAction(A("r -1")) == "[ACTION] r -1");
  const std::string status =
      "[STATUS] 2 5 1 0 -20 7 7 0 0 0 7 7 0 1 0 7 7 -1 4 0 3 0 0 1 0 1 1 0 2 "
      "1";
  const auto parsed = ParseStatus(status, 7);
  REQUIRE(parsed.ok());
  CHECK(parsed->players[0].score_decline == -20);
  CHECK(parsed->players[3].stat == -1);
  CHECK(parsed->traps.size() == 3);
  CHECK(FormatStatus(*parsed) == status);
}

TEST_CASE("Bad lines are refused with their line and token") {
  const auto bad_dir = ParseAction("[ACTION] x 0", 4);
  REQUIRE_FALSE(bad_dir.ok());
  const std::string message(bad_dir.status().message());
  CHECK(message.find("line 4") != std::string::npos);
  CHECK(message.find("x") != std::string::npos);
  CHECK_FALSE(ParseAction("[ACTION] u 2", 1).ok());
  CHECK_FALSE(ParseAction("[ACTION] u", 1).ok());
  CHECK_FALSE(ParseAction("[ACTION] u 0 0", 1).ok());
  CHECK_FALSE(ParseAction("ACTION u 0", 1).ok());
  CHECK_FALSE(ParsePos("[POS] 11 0", 1).ok());
  CHECK_FALSE(ParsePos("[POS] 3", 1).ok());
  CHECK_FALSE(ParseStart("[START] 4", 1).ok());
  CHECK_FALSE(ParseStatus("[STATUS] 1 2 3", 1).ok());
  CHECK_FALSE(
      ParseStatus("[STATUS] 9 3 0 0 0 1 6 0 0 0 0 3 0 0 0 4 5 0 0 0 1", 1)
          .ok());
}

}  // namespace
}  // namespace gauntlet::enclosure
