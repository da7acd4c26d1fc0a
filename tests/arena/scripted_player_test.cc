#include "tests/arena/scripted_player.h"

#include <catch2/catch.hpp>

namespace gauntlet::arena {
namespace {

TEST_CASE("a scripted player answers each complete line") {
  ScriptedPlayer player(
      [](std::string_view line, ScriptedPlayer::Responder& out) {
        out.Say("got " + std::string(line));
        if (line == "twice") out.Say("again");
      });
  CHECK(player.Send("a\nb") == Fault::kNone);
  CHECK(player.lines_received() == 1);
  CHECK(player.Send("\ntwice\n") == Fault::kNone);
  const auto deadline = Clock::now();
  CHECK(player.Receive(deadline).line == "got a");
  CHECK(player.Receive(deadline).line == "got b");
  CHECK(player.Receive(deadline).line == "got twice");
  CHECK(player.Receive(deadline).line == "again");
  const Reply none = player.Receive(deadline);
  CHECK(none.fault == Fault::kTimeout);
}

TEST_CASE("a scripted player can end with a scripted fault") {
  int turns = 0;
  ScriptedPlayer player(
      [&turns](std::string_view, ScriptedPlayer::Responder& out) {
        if (++turns == 2) {
          out.Say("last words");
          out.Fail(Fault::kCrash, "signal 11");
          return;
        }
        out.Say("move");
      });
  CHECK(player.Send("t\n") == Fault::kNone);
  CHECK(player.Receive(Clock::now()).line == "move");
  CHECK(player.Send("t\n") == Fault::kNone);
  CHECK(player.Receive(Clock::now()).line == "last words");
  const Reply crash = player.Receive(Clock::now());
  CHECK(crash.fault == Fault::kCrash);
  CHECK(crash.detail == "signal 11");
  CHECK(player.Send("t\n") == Fault::kNone);
  CHECK(turns == 2);  // An ended player reads nothing more.
  CHECK(player.Receive(Clock::now()).fault == Fault::kCrash);
  CHECK(player.ExitDescription() == "crash: signal 11");
}

TEST_CASE("a scripted player that refuses input fails the send") {
  ScriptedPlayer player([](std::string_view, ScriptedPlayer::Responder& out) {
    out.Fail(Fault::kWriteFailed, "closed");
  });
  CHECK(player.Send("x\n") == Fault::kWriteFailed);
  CHECK(player.Send("y\n") == Fault::kWriteFailed);
  player.Stop();
  CHECK(player.Send("y\n") == Fault::kWriteFailed);
}

}  // namespace
}  // namespace gauntlet::arena
