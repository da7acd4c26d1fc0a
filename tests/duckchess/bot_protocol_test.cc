#include "bots/duckchess/bot_protocol.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/core/process_age.h"
#include "common/duckchess/protocol.h"

namespace gauntlet::duckchess {
namespace {

struct Outcome {
  absl::Status status;
  std::vector<std::string> lines;
};

Outcome Talk(const std::string& input, const std::string& level = "greedy") {
  auto strategy = MakeStrategy(level, Weights{}, 3).value();
  std::istringstream in(input);
  std::ostringstream out;
  Outcome o{RunBot(in, out, *strategy), {}};
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) o.lines.push_back(line);
  return o;
}

TEST_CASE("red answers start and every blue move with a legal move") {
  for (const std::string level : {"random", "greedy", "search"}) {
    INFO(level);
    const Outcome o = Talk("red 30\nstart\n9 0 8 0\nquit\n", level);
    REQUIRE(o.status.ok());
    REQUIRE(o.lines.size() == 2);
    Position p;
    const Move first = ParseMoveLine(o.lines[0], 1, "reply").value();
    REQUIRE(p.IsLegal(first));
    p.Make(first);
    const Move blue = ParseMoveLine("9 0 8 0", 1, "x").value();
    if (p.IsLegal(blue)) {
      p.Make(blue);
      CHECK(p.IsLegal(ParseMoveLine(o.lines[1], 1, "reply").value()));
    }
  }
}

TEST_CASE("blue answers red's move and end of input ends quietly") {
  const Outcome o = Talk("blue 30\n0 0 1 0\n");
  REQUIRE(o.status.ok());
  REQUIRE(o.lines.size() == 1);
  Position p;
  p.Make(ParseMoveLine("0 0 1 0", 1, "x").value());
  CHECK(p.IsLegal(ParseMoveLine(o.lines[0], 1, "reply").value()));
}

// Plays at random and notes the time each move was given.
class TimedStrategy : public Strategy {
 public:
  Move Choose(Position& position, Deadline deadline) override {
    budgets.push_back(deadline.Remaining());
    return random_.Choose(position, deadline);
  }
  std::vector<Deadline::Clock::duration> budgets;

 private:
  RandomStrategy random_{5};
};

TEST_CASE("the time per move comes from the colour line, else the fallback") {
  using std::chrono::milliseconds;
  // A bot younger than the move time spends less on its first move (below):
  // this one has run for longer than either move time.
  while (ProcessAge().value_or(milliseconds(1000)) < milliseconds(600)) {
    std::this_thread::sleep_for(milliseconds(10));
  }
  for (const bool given : {true, false}) {
    INFO(given);
    TimedStrategy strategy;
    std::istringstream in(given ? "red 100\nstart\nquit\n"
                                : "red\nstart\nquit\n");
    std::ostringstream out;
    REQUIRE(RunBot(in, out, strategy, 500).ok());
    REQUIRE(strategy.budgets.size() == 1);
    // 95% of the move time (the search then keeps its own share): 95 ms
    // of 100, 475 ms of the fallback's 500.
    const auto budget = strategy.budgets[0];
    CHECK(budget <= milliseconds(given ? 95 : 475));
    CHECK(budget > milliseconds(given ? 50 : 350));
  }
}

TEST_CASE("a moves line sets up an opening") {
  const Outcome o = Talk("blue 30\nmoves 3 0 0 1 0 9 0 8 0 1 0 0 0\nquit\n");
  REQUIRE(o.status.ok());
  REQUIRE(o.lines.size() == 1);
  Position p;
  for (const char* m : {"0 0 1 0", "9 0 8 0", "1 0 0 0"}) {
    p.Make(ParseMoveLine(m, 1, "x").value());
  }
  CHECK(p.IsLegal(ParseMoveLine(o.lines[0], 1, "reply").value()));
}

TEST_CASE("bad input is refused with its line") {
  struct Bad {
    const char* input;
    const char* where;
  };
  const Bad cases[] = {
      {"green 100\n", "line 1"},
      {"red x\n", "line 1"},
      {"red 0\n", "line 1"},
      {"red 100\nhello\n", "line 2"},
      {"red 100\nstart\n0 0 1 0\n", "line 3"},  // red's own car, not blue's
      {"blue 100\nstart\n", "line 2"},
      {"blue 100\n0 0 9 9\n", "line 2"},
      {"blue 100\n0 0 1 0 1\n", "line 2"},
      {"red 100\nstart\nmoves 0\n", "line 3"},
  };
  for (const Bad& bad : cases) {
    INFO(bad.input);
    const Outcome o = Talk(bad.input);
    CHECK_FALSE(o.status.ok());
    CHECK(std::string(o.status.message()).find(bad.where) != std::string::npos);
  }
}

TEST_CASE("the first move's budget counts from the process's creation") {
  using std::chrono::milliseconds;
  const auto full = MoveDeadline(1000).Remaining();
  // Started 300 ms before the message was read: the budget of a 700 ms move.
  const auto young = FirstMoveDeadline(1000, milliseconds(300)).Remaining();
  const auto left = MoveDeadline(700).Remaining();
  CHECK(young < full - milliseconds(250));
  CHECK(young < left + milliseconds(1));
  CHECK(young > left - milliseconds(10));
  // Older than the move time: the message came long after the start.
  CHECK(FirstMoveDeadline(1000, milliseconds(2000)).Remaining() >
        full - milliseconds(10));
  CHECK(FirstMoveDeadline(1000, std::nullopt).Remaining() >
        full - milliseconds(10));
  // Nearly the whole move time gone: still a deadline, at once.
  CHECK(FirstMoveDeadline(100, milliseconds(99)).Remaining() ==
        milliseconds(0));
}

}  // namespace
}  // namespace gauntlet::duckchess
