#include "tools/arena/in_process_player.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>

#include "common/core/status_macros.h"

namespace gauntlet::arena {
namespace {

using std::chrono::milliseconds;

// Answers every message of `lines` lines with the words it was sent joined,
// or ends the way `step` says.
class CountingBot : public Bot {
 public:
  explicit CountingBot(int lines) : lines_(lines) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override {
    std::string answer;
    for (int i = 0; i < lines_; ++i) {
      GAUNTLET_ASSIGN_OR_RETURN(std::string line, input.Next());
      if (line == "quit") return std::nullopt;
      if (line == "bad") return absl::InvalidArgumentError("bad, line 1");
      if (line == "slow") std::this_thread::sleep_for(milliseconds(30));
      answer += (i == 0 ? "" : "+") + line;
    }
    return answer;
  }

 private:
  int lines_;
};

Clock::time_point Later() { return Clock::now() + std::chrono::seconds(5); }

TEST_CASE("an in-process bot reads messages sent in pieces") {
  InProcessPlayer player(std::make_unique<CountingBot>(2));
  CHECK(player.Send("a\n") == Fault::kNone);
  CHECK(player.Send("b\nc\nd\n") == Fault::kNone);
  CHECK(player.Receive(Later()).line == "a+b");
  CHECK(player.Receive(Later()).line == "c+d");
  REQUIRE(player.answer_seconds().size() == 2);
  CHECK(player.answer_cpu_seconds().size() == 2);
}

TEST_CASE("a bot that wants more than was sent is silent from then on") {
  InProcessPlayer player(std::make_unique<CountingBot>(2));
  player.Send("only one\n");
  const Reply waiting = player.Receive(Clock::now() + milliseconds(20));
  CHECK(waiting.fault == Fault::kTimeout);
  CHECK(waiting.elapsed >= milliseconds(10));
  player.Send("two\n");
  CHECK(player.Receive(Later()).fault == Fault::kTimeout);
}

TEST_CASE("a bot error is a crash with exit 2, a finished bot ends output") {
  InProcessPlayer crashing(std::make_unique<CountingBot>(1));
  crashing.Send("bad\n");
  const Reply crash = crashing.Receive(Later());
  CHECK(crash.fault == Fault::kCrash);
  CHECK(crash.detail == "exit 2: bad, line 1");
  CHECK(crashing.Send("more\n") == Fault::kNone);
  CHECK(crashing.Receive(Later()).fault == Fault::kCrash);
  CHECK(crashing.ExitDescription() == "exit 2: bad, line 1");

  InProcessPlayer done(std::make_unique<CountingBot>(1));
  done.Send("quit\n");
  CHECK(done.Receive(Later()).fault == Fault::kEndOfOutput);
  CHECK(done.ExitDescription() == "exit 0");
}

TEST_CASE("a late answer is a timeout unless deadlines are off") {
  InProcessPlayer judged(std::make_unique<CountingBot>(1));
  judged.Send("slow\n");
  CHECK(judged.Receive(Clock::now() + milliseconds(1)).fault ==
        Fault::kTimeout);

  InProcessOptions measured;
  measured.enforce_deadline = false;
  InProcessPlayer unjudged(std::make_unique<CountingBot>(1), measured);
  unjudged.Send("slow\n");
  CHECK(unjudged.Receive(Clock::now()).line == "slow");

  InProcessOptions fixed;
  fixed.reply_time = milliseconds(150);
  InProcessPlayer timed(std::make_unique<CountingBot>(1), fixed);
  timed.Send("x\n");
  const Reply reply = timed.Receive(Clock::now());
  CHECK(reply.line == "x");
  CHECK(reply.elapsed == milliseconds(150));
}

TEST_CASE("bots asked in turn with one deadline are judged on their own time") {
  // A simultaneous round: both are sent their message, then stepped one
  // after the other. The first overruns; the second answers at once and is
  // in time, though it is stepped only after the first's 90 ms.
  InProcessPlayer slow(std::make_unique<CountingBot>(3));
  InProcessPlayer quick(std::make_unique<CountingBot>(1));
  slow.Send("slow\nslow\nslow\n");
  quick.Send("x\n");
  const Clock::time_point deadline = Clock::now() + milliseconds(50);
  std::this_thread::sleep_for(milliseconds(20));
  CHECK(slow.Receive(deadline).fault == Fault::kTimeout);
  const Reply answer = quick.Receive(deadline);
  CHECK(answer.fault == Fault::kNone);
  CHECK(answer.line == "x");
  CHECK(answer.elapsed < milliseconds(50));
}

TEST_CASE("a stopped in-process player takes no more input") {
  InProcessPlayer player(std::make_unique<CountingBot>(1));
  player.Stop();
  CHECK(player.Send("x\n") == Fault::kWriteFailed);
  CHECK(player.Receive(Later()).fault == Fault::kEndOfOutput);
}

TEST_CASE("a long game does not keep every message") {
  InProcessPlayer player(std::make_unique<CountingBot>(1));
  const std::string big(1 << 16, 'x');
  for (int i = 0; i < 200; ++i) {
    player.Send(big + "\n");
    REQUIRE(player.Receive(Later()).line.size() == big.size());
  }
}

}  // namespace
}  // namespace gauntlet::arena
