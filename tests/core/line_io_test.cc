#include "common/core/line_io.h"

#include <catch2/catch.hpp>
#include <sstream>

namespace gauntlet {
namespace {

TEST_CASE("LineReader returns lines, strips CR and counts them") {
  std::istringstream in("first\r\nsecond\n\nlast-without-newline");
  LineReader reader(in);
  CHECK(reader.Next().value() == "first");
  CHECK(reader.Next().value() == "second");
  CHECK(reader.Next().value() == "");
  CHECK(reader.Next().value() == "last-without-newline");
  CHECK(reader.line_number() == 4);
  const auto end = reader.Next();
  REQUIRE_FALSE(end.ok());
  CHECK(IsEndOfInput(end.status()));
}

TEST_CASE("LineReader refuses a line over the cap and recovers after it") {
  std::istringstream in(std::string(100, 'x') + "\nok\n");
  LineReader reader(in, 10);
  const auto long_line = reader.Next();
  REQUIRE_FALSE(long_line.ok());
  CHECK(absl::IsResourceExhausted(long_line.status()));
  CHECK(long_line.status().message() == "line 1: longer than 10 bytes");
  CHECK(reader.Next().value() == "ok");
}

TEST_CASE("Tokens parses integers and words in order") {
  Tokens tokens("  move 3\t-4 +5  ", 7, "move");
  CHECK(tokens.size() == 4);
  CHECK(tokens.Expect("move").ok());
  CHECK(tokens.Int("row", 0, 9).value() == 3);
  CHECK(tokens.Int("column").value() == -4);
  CHECK(tokens.Int("count").value() == 5);
  CHECK(tokens.End().ok());
}

TEST_CASE("PlainInt takes plain integers only: no '+', no \"-0\"") {
  for (const char* text : {"+3", "-0", "-00", "+0", "--1", "-"}) {
    Tokens tokens(text, 1, "count");
    const auto refused = tokens.PlainInt("count");
    REQUIRE_FALSE(refused.ok());
    CHECK(std::string(refused.status().message()).find("count") !=
          std::string::npos);
    CHECK(tokens.position() == 0);
  }
  Tokens plain("0 -10 7", 1, "count");
  CHECK(plain.PlainInt("a").value() == 0);
  CHECK(plain.PlainInt("b").value() == -10);
  CHECK(plain.PlainInt("c", 0, 9).value() == 7);
}

TEST_CASE("a bad token is quoted cut and with its control bytes shown") {
  const std::string huge = "\x1b[2J" + std::string(10 << 20, 'x');
  Tokens tokens(huge, 3, "move");
  const auto bad = tokens.Int("row");
  REQUIRE_FALSE(bad.ok());
  const std::string message(bad.status().message());
  CHECK(message.size() < 200);
  CHECK(message.rfind("move, line 3, token 1 \"\\x1b[2Jxxx", 0) == 0);
  CHECK(message.find("...\" (" + std::to_string(huge.size()) +
                     " bytes): expected row (an integer)") !=
        std::string::npos);
}

TEST_CASE("Tokens errors name the message, line, token and expectation") {
  Tokens tokens("3 x9", 12, "move");
  CHECK(tokens.Int("row", 0, 9).value() == 3);
  const auto bad = tokens.Int("column", 0, 8);
  REQUIRE_FALSE(bad.ok());
  CHECK(
      bad.status().message() ==
      "move, line 12, token 2 \"x9\": expected column (an integer in [0, 8])");
  CHECK(tokens.Word("column").value() == "x9");
  const auto missing = tokens.Int("target row");
  REQUIRE_FALSE(missing.ok());
  CHECK(
      missing.status().message() ==
      "move, line 12, token 3 (end of line): expected target row (an integer)");
}

TEST_CASE("Tokens rejects out-of-range, partial and overflowing integers") {
  for (const char* text :
       {"10", "1x", "", "-", "99999999999999999999", "1.5"}) {
    Tokens tokens(text, 1, "value");
    CHECK_FALSE(tokens.Int("digit", 0, 9).ok());
  }
}

TEST_CASE("Tokens OneOf, Expect and End report what was expected") {
  Tokens tokens("blue extra", 1, "colour line");
  CHECK(tokens.OneOf("colour", {"red", "blue"}).value() == 1);
  const auto end = tokens.End();
  CHECK(end.message() ==
        "colour line, line 1, token 2 \"extra\": expected end of line");
  Tokens other("green", 2, "colour line");
  CHECK(other.OneOf("colour", {"red", "blue"}).status().message() ==
        "colour line, line 2, token 1 \"green\": expected colour (one of: red "
        "blue)");
  CHECK(other.Expect("red").message() ==
        "colour line, line 2, token 1 \"green\": expected \"red\"");
}

TEST_CASE("WriteLine appends a newline") {
  std::ostringstream out;
  WriteLine(out, "1 2 3");
  WriteLine(out, "");
  CHECK(out.str() == "1 2 3\n\n");
}

}  // namespace
}  // namespace gauntlet
