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

// Judges faithful to the statement print [STATUS] in ways ours does not; the
// bot's reader takes them all (docs/enclosure.md, "Protocol").
TEST_CASE("STATUS takes scoredecline of either sign") {
  const auto positive =
      ParseStatus("[STATUS] 1 1 0 0 20 9 1 0 0 -30 9 9 0 0 0 1 9 0 0 0 0", 1);
  REQUIRE(positive.ok());
  CHECK(positive->players[0].score_decline == -20);
  CHECK(positive->players[1].score_decline == -30);
  CHECK(positive->players[2].score_decline == 0);
}

TEST_CASE("STATUS takes any position for a dead player") {
  // Off-board -1, a vertex another player stands on, and -1 everywhere.
  const auto parsed =
      ParseStatus("[STATUS] -1 -1 -1 0 0 9 1 0 0 0 9 1 -1 0 0 1 9 0 0 0 0", 1);
  REQUIRE(parsed.ok());
  CHECK(parsed->players[0].stat == -1);
  CHECK(parsed->players[0].x == -1);
  CHECK_FALSE(parsed->players[0].OnBoard());
  CHECK(parsed->players[2].OnBoard());
  CHECK(ParseStatus("[STATUS] 1 1 0 0 0 -1 -1 -1 -1 -1 9 9 0 0 0 11 0 -1 0 0 0",
                    1)
            .ok());
  // A living player must be on the board: the error names its x or y token.
  const auto living =
      ParseStatus("[STATUS] 1 1 0 0 0 -1 -1 0 0 0 9 9 0 0 0 1 9 0 0 0 0", 5);
  REQUIRE_FALSE(living.ok());
  const std::string message(living.status().message());
  CHECK(message.find("line 5") != std::string::npos);
  CHECK(message.find("token 7") != std::string::npos);
  CHECK(message.find("living player") != std::string::npos);
  const auto living_y =
      ParseStatus("[STATUS] 1 11 1 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 0", 1);
  REQUIRE_FALSE(living_y.ok());
  CHECK(std::string(living_y.status().message()).find("token 3") !=
        std::string::npos);
}

TEST_CASE("STATUS takes traps in any order and any count of rounds left") {
  const auto parsed = ParseStatus(
      "[STATUS] 1 1 0 0 -30 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 3 7 2 2 1 6 1 5 2 3",
      1);
  REQUIRE(parsed.ok());
  REQUIRE(parsed->traps.size() == 3);
  CHECK(parsed->traps[0] == StatusTrap{7, 2, 2});
  CHECK(parsed->traps[1] == StatusTrap{1, 6, 1});
  CHECK(parsed->traps[2] == StatusTrap{5, 2, 3});
}

TEST_CASE("STATUS takes extra spaces and tabs") {
  const auto parsed = ParseStatus(
      "  [STATUS]  1 1\t0 0 0  9 1 0 0 0 9 9 0 0 0 1 9 0 0 0   1 4 4 2  ", 1);
  REQUIRE(parsed.ok());
  CHECK(parsed->traps.size() == 1);
  CHECK(FormatStatus(*parsed) ==
        "[STATUS] 1 1 0 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 1 4 4 2");
}

TEST_CASE("STATUS refuses what no reading of the statement allows") {
  const std::string players =
      "[STATUS] 1 1 0 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0";
  CHECK(ParseStatus(players + " 0", 1).ok());
  CHECK_FALSE(ParseStatus(players + " 0 7", 1).ok());       // Extra token.
  CHECK_FALSE(ParseStatus(players + " 2 1 1 1", 1).ok());   // Too few.
  CHECK_FALSE(ParseStatus(players + " 1 11 0 1", 1).ok());  // Off-board.
  CHECK_FALSE(ParseStatus(players + " 1 1 1 -1", 1).ok());  // Left < 0.
  CHECK_FALSE(ParseStatus(players + " -1", 1).ok());        // nTraps < 0.
  CHECK_FALSE(ParseStatus(players + " x", 1).ok());         // Not a number.
  CHECK_FALSE(                                              // Stat 2.
      ParseStatus("[STATUS] 1 1 2 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 0", 1)
          .ok());
  CHECK_FALSE(  // A living player stuck for -1 rounds.
      ParseStatus("[STATUS] 1 1 0 -1 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 0", 1)
          .ok());
  const auto missing = ParseStatus(players, 4);
  REQUIRE_FALSE(missing.ok());
  CHECK(std::string(missing.status().message()).find("nTraps") !=
        std::string::npos);
}

// What the referee takes from players: the rule docs/enclosure.md states.
TEST_CASE("ACTION grammar: any spacing, 1 for l, nothing more") {
  CHECK(ParseAction("[ACTION]  u  0", 1).value() ==
        Action{Dir::kUp, Pen::kKeep});
  CHECK(ParseAction("[ACTION]\tr\t-1 ", 1).value() ==
        Action{Dir::kRight, Pen::kTrap});
  CHECK(ParseAction(" [ACTION] 1 0", 1).value() ==
        Action{Dir::kLeft, Pen::kKeep});
  CHECK(ParseAction("[ACTION] s +1", 1).value() ==
        Action{Dir::kStay, Pen::kDown});
  const auto extra = ParseAction("[ACTION] u 0 0", 9);
  REQUIRE_FALSE(extra.ok());
  const std::string message(extra.status().message());
  CHECK(message.find("line 9") != std::string::npos);
  CHECK(message.find("token 4") != std::string::npos);
  CHECK_FALSE(ParseAction("[ACTION] U 0", 1).ok());
  CHECK_FALSE(ParseAction("[ACTION] u0", 1).ok());
  CHECK_FALSE(ParseAction("[action] u 0", 1).ok());
  CHECK_FALSE(ParseAction("", 1).ok());
}

}  // namespace
}  // namespace gauntlet::enclosure
