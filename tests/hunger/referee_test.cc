// The referee with in-process players.

#include <catch2/catch.hpp>
#include <sstream>

#include "bots/hunger/bot_player.h"
#include "common/core/line_io.h"
#include "nlohmann/json.hpp"
#include "tools/referees/hunger/game.h"

namespace gauntlet::hunger {
namespace {

// Answers every message with `answer` (or a fault) and keeps what it got.
class ScriptedPlayer : public arena::Player {
 public:
  explicit ScriptedPlayer(std::string answer,
                          arena::Fault fault = arena::Fault::kNone)
      : answer_(std::move(answer)), fault_(fault) {}
  arena::Fault Send(std::string_view text) override {
    messages.emplace_back(text);
    return arena::Fault::kNone;
  }
  arena::Reply Receive(arena::Clock::time_point) override {
    arena::Reply reply;
    reply.fault = fault_;
    reply.line = answer_;
    return reply;
  }
  void Stop() override { ++stops; }
  std::string ExitDescription() const override { return "scripted"; }

  std::vector<std::string> messages;
  int stops = 0;

 private:
  std::string answer_;
  arena::Fault fault_;
};

RulesConfig SmallRules(int turns) {
  RulesConfig config;
  config.width = config.height = 300;
  config.turns = turns;
  return config;
}

TEST_CASE("a game with bots: replay, ranks, finish, every player stopped") {
  std::vector<std::unique_ptr<BotPlayer>> bots;
  std::vector<arena::Player*> players;
  for (const char* level : {"planner", "greedy", "random", "idle"}) {
    bots.push_back(std::make_unique<BotPlayer>(*MakeStrategy(level, 3)));
    players.push_back(bots.back().get());
  }
  std::ostringstream replay;
  const GameOutcome outcome = PlayGame(SmallRules(60), 11, players, &replay);
  CHECK(outcome.rounds == 60);
  REQUIRE(outcome.seats.size() == 4);
  int firsts = 0;
  for (const SeatOutcome& seat : outcome.seats) {
    firsts += seat.rank == 1;
    CHECK(seat.faults.empty());
  }
  CHECK(firsts >= 1);
  std::istringstream lines(replay.str());
  std::string line;
  int count = 0;
  nlohmann::json first, last;
  while (std::getline(lines, line)) {
    last = nlohmann::json::parse(line);
    if (count++ == 0) first = last;
  }
  CHECK(count == 62);
  CHECK(first["type"] == "header");
  CHECK(first["rules"]["turns"] == 60);
  CHECK(first["rules"]["players"] == 4);
  CHECK(last["type"] == "result");
  // Same seed, same game.
  std::vector<std::unique_ptr<BotPlayer>> again;
  std::vector<arena::Player*> players2;
  for (const char* level : {"planner", "greedy", "random", "idle"}) {
    again.push_back(std::make_unique<BotPlayer>(*MakeStrategy(level, 3)));
    players2.push_back(again.back().get());
  }
  std::ostringstream replay2;
  PlayGame(SmallRules(60), 11, players2, &replay2);
  CHECK(replay2.str() == replay.str());
}

TEST_CASE("malformed and impossible answers are failures and idle") {
  ScriptedPlayer garbage("dance now");
  ScriptedPlayer impossible("attack 0");  // attacks itself (id 1 -> 0 far)
  ScriptedPlayer idle("idle");
  std::vector<arena::Player*> players = {&garbage, &impossible, &idle};
  const GameOutcome outcome = PlayGame(SmallRules(5), 3, players, nullptr);
  CHECK(!outcome.seats[0].disqualified);
  CHECK(outcome.seats[0].faults.size() == 5);
  CHECK(outcome.seats[1].faults.empty());  // legal syntax, just impossible
  // From the second message on, each carries the failure of the last turn.
  REQUIRE(garbage.messages.size() == 6);
  for (int i = 1; i < 6; ++i) {
    CHECK(garbage.messages[i].find("\nfailure\n") != std::string::npos);
    CHECK(impossible.messages[i].find("\nfailure\n") != std::string::npos);
    CHECK(idle.messages[i].find("failure") == std::string::npos);
  }
  // The last message ends the game with `finish`.
  CHECK(idle.messages.back().find("\nfinish\n") != std::string::npos);
  // Its status line says the player idled five turns: 200 - 5 energy.
  std::istringstream in(idle.messages.back());
  LineReader reader(in, 32 << 20);
  Observation obs;
  const absl::Status read = ReadObservation(reader, obs);
  INFO(read.message() << "\n" << idle.messages.back());
  REQUIRE(read.ok());
  CHECK(obs.id == 2);
  CHECK(obs.energy == 195);
  CHECK(obs.HasEvent(EventKind::kFinish));
}

TEST_CASE("timeouts: failure until the limit, then disqualified") {
  RulesConfig config = SmallRules(10);
  config.max_timeouts = 2;
  ScriptedPlayer slow("", arena::Fault::kTimeout);
  ScriptedPlayer crashed("", arena::Fault::kCrash);
  ScriptedPlayer idle("idle");
  std::vector<arena::Player*> players = {&slow, &crashed, &idle};
  const GameOutcome outcome = PlayGame(config, 4, players, nullptr);
  CHECK(outcome.rounds == 10);
  CHECK(outcome.seats[0].disqualified);
  CHECK(slow.messages.size() == 3);  // two timeouts allowed, the third ends it
  CHECK(slow.messages[1].find("\nfailure\n") != std::string::npos);
  CHECK(outcome.seats[1].disqualified);
  CHECK(crashed.messages.size() == 1);
  CHECK(!outcome.seats[1].faults.empty());
  CHECK(outcome.seats[2].rank == 1);
  CHECK(outcome.seats[0].rank > 1);
  CHECK(idle.messages.size() == 11);
  CHECK(idle.stops >= 1);
}

TEST_CASE("ranks: higher score first, ties shared, disqualified last") {
  std::vector<SeatOutcome> seats(4);
  seats[0].score = 10;
  seats[1].score = 30;
  seats[2].score = 10;
  seats[3].score = 99;
  seats[3].disqualified = true;
  AssignRanks(seats);
  CHECK(seats[1].rank == 1);
  CHECK(seats[0].rank == 2);
  CHECK(seats[2].rank == 2);
  CHECK(seats[3].rank == 4);
}

}  // namespace
}  // namespace gauntlet::hunger
