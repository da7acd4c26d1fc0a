#include "common/core/terminal_text.h"

#include <catch2/catch.hpp>
#include <string>

namespace gauntlet {
namespace {

using namespace std::string_literals;

TEST_CASE("control bytes are shown, not sent to the terminal") {
  CHECK(TerminalSafe("e2e4") == "e2e4");
  CHECK(TerminalSafe("a\x1b[2Jb"s) == "a\\x1b[2Jb");
  CHECK(TerminalSafe("nul\0here"s) == "nul\\x00here");
  CHECK(TerminalSafe("bell\a del\x7f") == "bell\\x07 del\\x7f");
  CHECK(TerminalSafe("tab\tcr\rlf\n") == "tab\\tcr\\rlf\\n");
  // A C1 control written in UTF-8 (U+009B, a CSI to some terminals), and
  // other UTF-8 kept as it is.
  CHECK(TerminalSafe("\xc2\x9b"
                     "31m caf\xc3\xa9") == "\\u009b31m caf\xc3\xa9");
  // A backslash stays: text already escaped (a JSON string) is unchanged.
  CHECK(TerminalSafe("\"a\\u001b\"") == "\"a\\u001b\"");
}

TEST_CASE("the multi-line form keeps line ends and nothing else") {
  CHECK(TerminalSafeLines("one\x1b\ntwo\n") == "one\\x1b\ntwo\n");
  CHECK(TerminalSafeLines("\r\n") == "\\r\n");
}

}  // namespace
}  // namespace gauntlet
