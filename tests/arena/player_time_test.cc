// What a player process learns of the time control: {movetime} in its
// command, GAUNTLET_MOVETIME_MS in its environment (docs/match-contract.md).

#include "tools/arena/player_time.h"

#include <stdlib.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <string>

namespace gauntlet::arena {
namespace {

using std::chrono::milliseconds;

TEST_CASE("every {movetime} of a command becomes the milliseconds") {
  CHECK(WithMoveTime("bot --movetime {movetime} --log t{movetime}",
                     milliseconds(100)) == "bot --movetime 100 --log t100");
  CHECK(WithMoveTime("bot {move} {MOVETIME} movetime", milliseconds(100)) ==
        "bot {move} {MOVETIME} movetime");
}

TEST_CASE("a player process is told the time in its command and environment") {
  // An inherited value is replaced, not doubled.
  REQUIRE(setenv("GAUNTLET_MOVETIME_MS", "7", 1) == 0);
  ProcessOptions process;
  process.command =
      "read line; echo \"$GAUNTLET_MOVETIME_MS {movetime} $(env | grep -c "
      "^GAUNTLET_MOVETIME_MS=)\"";
  TimeControl time;
  time.movetime = milliseconds(150);
  TellTimeControl(process, time);
  auto player = ProcessPlayer::Start(process);
  unsetenv("GAUNTLET_MOVETIME_MS");
  REQUIRE(player.ok());
  REQUIRE((*player)->Send("go\n") == Fault::kNone);
  const Reply reply =
      (*player)->Receive(Clock::now() + std::chrono::seconds(20));
  REQUIRE(reply.ok());
  CHECK(reply.line == "150 150 1");
  (*player)->Stop();
}

TEST_CASE("a command that would overrun the match's time is named") {
  const milliseconds movetime(100);
  CHECK(MoveTimeMismatch("enclosure-bot --movetime 1000", movetime) ==
        "its command says --movetime 1000 but the match allows 100 ms a move "
        "(our bots keep to the match's time; write --movetime {movetime} for "
        "a program of yours)");
  CHECK(MoveTimeMismatch("bot --movetime=250 --seed 2", movetime).has_value());
  CHECK(MoveTimeMismatch("enclosure-bot --think-ms 100", movetime) ==
        "its command says --think-ms 100 but the match allows 100 ms a move "
        "(our bots then think within the match's time)");
  for (const char* fine :
       {"enclosure-bot", "enclosure-bot --movetime 100",
        "enclosure-bot --movetime {movetime}", "bot --think-ms 60",
        "python3 starter.py --movetime", "bot --movetimes 500"}) {
    INFO(fine);
    CHECK_FALSE(MoveTimeMismatch(fine, movetime).has_value());
  }
}

}  // namespace
}  // namespace gauntlet::arena
