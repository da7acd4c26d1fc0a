// What the programs print about players reaches a terminal without the
// players' control bytes: a NUL, an ESC sequence, a bell in an answer or in
// stderr shows as an escape in match summaries and fault messages, while
// replays keep the raw bytes.

#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>

#include "tests/support/run_program.h"

namespace gauntlet::testing {
namespace {

// Whether `text` holds a byte a terminal would act on (a line end apart).
bool HasControlBytes(const std::string& text) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte < 0x20 && c != '\n') || byte == 0x7f) return true;
  }
  return false;
}

TEST_CASE("a player's control bytes are escaped in the match summary") {
  const std::string dir = "/tmp/gauntlet-terminal-" + std::to_string(getpid());
  // An answer with an ESC sequence, a NUL and a bell; then silence.
  const std::string evil =
      "read l; printf 'a\\033[31mb\\000c\\007\\n'; sleep 3";
  const ProgramRun run = RunProgram(
      "gauntlet match duckchess --no-check --movetime 300 --out " + dir +
      " --players \"" + evil + "\" " + GAUNTLET_BIN_DIR + "/duckchess-bot");
  CHECK(run.exit_code == 0);
  INFO(run.out);
  CHECK(run.out.find("game 0:") != std::string::npos);
  CHECK(run.out.find("a\\x1b[31mb\\x00c\\x07") != std::string::npos);
  CHECK_FALSE(HasControlBytes(run.out));
  CHECK_FALSE(HasControlBytes(run.err));
  // The replay keeps what the player sent (as JSON escapes).
  const std::string replay = ReadFile(dir + "/game-0.replay.jsonl");
  CHECK(replay.find("a\\u001b[31mb\\u0000c\\u0007") != std::string::npos);
  // `gauntlet replay` prints it for people: escaped too.
  const ProgramRun shown =
      RunProgram("gauntlet replay " + dir + "/game-0.replay.jsonl");
  CHECK(shown.exit_code == 0);
  CHECK_FALSE(HasControlBytes(shown.out));
  RunShell("rm -rf " + dir);
}

}  // namespace
}  // namespace gauntlet::testing
