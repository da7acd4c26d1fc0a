#include "common/robots/instance_io.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

namespace gauntlet::robots {
namespace {

// The error message for `text`, or "" when it reads as instances up to "0 0".
std::string ErrorFor(const std::string& text) {
  std::istringstream in(text);
  LineReader reader(in);
  for (;;) {
    const auto instance = ReadInstance(reader);
    if (!instance.ok()) return std::string(instance.status().message());
    if (!instance->has_value()) return "";
  }
}

TEST_CASE("Instances read back what FormatInstance wrote") {
  const Instance instance{
      .robots = {Cell::FromOneBased(1, 31), Cell::FromOneBased(31, 1)},
      .teleports = {Cell::FromOneBased(15, 15)}};
  const std::string text = FormatInstance(instance);
  CHECK(text == "2 1\n1 31\n31 1\n15 15\n");
  std::istringstream in(text + "\n0 0\n");
  LineReader reader(in);
  const auto read = ReadInstance(reader);
  REQUIRE(read.ok());
  REQUIRE(read->has_value());
  CHECK((*read)->robots == instance.robots);
  CHECK((*read)->teleports == instance.teleports);
  const auto end = ReadInstance(reader);
  REQUIRE(end.ok());
  CHECK_FALSE(end->has_value());
}

TEST_CASE("Bad input names the line and what was expected") {
  using Catch::Matchers::Contains;
  // Missing field.
  CHECK_THAT(ErrorFor("1 0\n17\n0 0\n"),
             Contains("robot 1 of 1, line 2, token 2 (end of line): "
                      "expected a column"));
  CHECK_THAT(ErrorFor("1\n"), Contains("case header, line 1, token 2"));
  // Non-numeric fields.
  CHECK_THAT(ErrorFor("1 0\n17 x\n0 0\n"),
             Contains("robot 1 of 1, line 2, token 2 \"x\": expected a "
                      "column (an integer in [1, 31])"));
  CHECK_THAT(ErrorFor("one 0\n"),
             Contains("case header, line 1, token 1 \"one\""));
  // Numbers not written as the statement writes them.
  CHECK_THAT(ErrorFor("-0 0\n"),
             Contains("case header, line 1, token 1 \"-0\""));
  CHECK_THAT(ErrorFor("1 0\n+3 1\n0 0\n"),
             Contains("robot 1 of 1, line 2, token 1 \"+3\""));
  // Cells off the board.
  CHECK_THAT(ErrorFor("1 1\n32 1\n1 1\n0 0\n"),
             Contains("robot 1 of 1, line 2, token 1 \"32\": expected a row "
                      "(an integer in [1, 31])"));
  CHECK_THAT(ErrorFor("1 1\n3 1\n1 0\n0 0\n"),
             Contains("teleport 1 of 1, line 3, token 2 \"0\": expected a "
                      "column"));
  // A robot on the player's start.
  CHECK_THAT(ErrorFor("2 0\n1 1\n15 15\n0 0\n"),
             Contains("robot 2 of 2, line 3: expected a cell other than the "
                      "player's start (15,15)"));
  // Two robots on one cell.
  CHECK_THAT(ErrorFor("3 0\n4 5\n6 7\n4 5\n0 0\n"),
             Contains("robot 3 of 3, line 4: expected a cell free of robots, "
                      "but (4,5) already holds the robot of line 2"));
  // R and T out of range.
  CHECK_THAT(ErrorFor("51 0\n"),
             Contains("case header, line 1, token 1 \"51\": expected R, the "
                      "number of robots (an integer in [0, 50])"));
  CHECK_THAT(ErrorFor("-1 0\n"), Contains("token 1 \"-1\": expected R"));
  CHECK_THAT(ErrorFor("1 21\n"),
             Contains("case header, line 1, token 2 \"21\": expected T, the "
                      "number of teleports (an integer in [0, 20])"));
  CHECK_THAT(ErrorFor("0 3\n"),
             Contains("case header, line 1: expected R in [1, 50]"));
  // Extra tokens.
  CHECK_THAT(ErrorFor("1 0 9\n"),
             Contains("token 3 \"9\": expected end of line"));
  // No "0 0" at the end, at a case boundary or inside a case.
  CHECK_THAT(ErrorFor("1 0\n2 2\n"),
             Contains("line 3 (end of input): expected a case header \"R T\" "
                      "or the final \"0 0\""));
  CHECK_THAT(ErrorFor("2 1\n2 2\n3 3\n"),
             Contains("line 4 (end of input): expected teleport 1 of 1 as "
                      "\"row column\""));
  CHECK(ErrorFor("") != "");
}

TEST_CASE("Blank lines between fields are skipped") {
  CHECK(ErrorFor("\n1 0\n\n  \n2 2\n\n0 0\n") == "");
}

}  // namespace
}  // namespace gauntlet::robots
