// The referee with in-process players: faults are deaths, moves are
// simultaneous, results follow docs/match-contract.md.

#include <catch2/catch.hpp>

#include "common/enclosure/rules.h"
#include "tests/enclosure/referee_util.h"

namespace gauntlet::enclosure {
namespace {

using testing::BotPlayer;
using testing::ScriptedPlayer;
using testing::Seat;

TEST_CASE("A game between bots runs to its end") {
  auto a = BotPlayer("greedy", 1);
  auto b = BotPlayer("greedy", 2);
  auto c = BotPlayer("random", 3);
  auto d = BotPlayer("greedy", 4);
  arena::ReplayWriter replay;
  auto record = PlayGame(Seat({a.get(), b.get(), c.get(), d.get()}), replay);
  REQUIRE(record.ok());
  CHECK(IsOver(record->final));
  CHECK(record->final.finished);
  const auto& entrants = record->result.entrants;
  REQUIRE(entrants.size() == 4);
  for (int m = 0; m < 4; ++m) {
    CHECK(entrants[m].seat == m);
    CHECK(entrants[m].score == Score(record->final, m));
    CHECK(entrants[m].faults.empty());
  }
  CHECK(record->result.plies == record->final.round);
  CHECK_FALSE(record->result.outcome.empty());
}

TEST_CASE("Crashes and timeouts and bad lines kill while the others play on") {
  auto crash = std::make_unique<arena::ScriptedPlayer>(
      [n = 0](std::string_view line,
              arena::ScriptedPlayer::Responder& out) mutable {
        if (line.rfind("[START]", 0) == 0) return out.Say("[POS] 1 1");
        if (++n == 3) return out.Fail(arena::Fault::kCrash, "signal 11");
        out.Say("[ACTION] s 0");
      });
  auto garbage = ScriptedPlayer("[POS] 9 9", {"[ACTION] s 0", "[ACTION] q 0"});
  auto steady = ScriptedPlayer("[POS] 1 9", {});
  // The silent player stops answering after its first action.
  auto silent_then_mute = std::make_unique<arena::ScriptedPlayer>(
      [n = 0](std::string_view line,
              arena::ScriptedPlayer::Responder& out) mutable {
        if (line.rfind("[START]", 0) == 0) return out.Say("[POS] 9 1");
        if (++n == 1) return out.Say("[ACTION] s 0");
        out.Fail(arena::Fault::kTimeout);
      });
  arena::ReplayWriter replay;
  auto record = PlayGame(
      Seat({crash.get(), silent_then_mute.get(), garbage.get(), steady.get()}),
      replay);
  REQUIRE(record.ok());
  const auto& e = record->result.entrants;
  REQUIRE(e[0].faults.size() == 1);
  CHECK(e[0].faults[0] == "crash (signal 11) at round 3");
  REQUIRE(e[1].faults.size() == 1);
  CHECK(e[1].faults[0].rfind("timeout", 0) == 0);
  CHECK(e[1].faults[0].find("at round 2") != std::string::npos);
  REQUIRE(e[2].faults.size() == 1);
  CHECK(e[2].faults[0].rfind("bad [ACTION] at round 2", 0) == 0);
  CHECK(e[3].faults.empty());
  // Player 3 outlived everyone and takes the whole board.
  CHECK(record->result.outcome ==
        "player 3 sole survivor after round 3; ranked last for faults: p1 "
        "(crash (signal 11) at round 3), p2 (" +
            e[1].faults[0] + "), p3 (" + e[2].faults[0] + ")");
  CHECK(e[3].score == 10 * 100 * 100 + 1);
  CHECK(e[3].rank == 1);
  // Dead players are sent nothing more.
  CHECK(crash->lines_received() == 1 + 3);
  CHECK(silent_then_mute->lines_received() == 1 + 2);
  CHECK(garbage->lines_received() == 1 + 2);
}

TEST_CASE("A bad POS starts dead and forbidden actions are deaths and faults") {
  auto no_pos = ScriptedPlayer("[POS] 11 0", {});
  auto trapper = ScriptedPlayer("[POS] 5 5", {"[ACTION] s -1"});
  auto a = ScriptedPlayer("[POS] 1 1", {});
  auto b = ScriptedPlayer("[POS] 8 8", {});
  arena::ReplayWriter replay;
  auto record =
      PlayGame(Seat({no_pos.get(), trapper.get(), a.get(), b.get()}), replay);
  REQUIRE(record.ok());
  const auto& e = record->result.entrants;
  REQUIRE(e[0].faults.size() == 1);
  CHECK(e[0].faults[0].rfind("bad [POS]", 0) == 0);
  CHECK(no_pos->lines_received() == 1);
  REQUIRE(e[1].faults.size() == 1);
  CHECK(e[1].faults[0] == "trap while staying at round 1");
  CHECK_FALSE(record->final.players[1].alive);
  // Two players stand still to the round limit; nobody gets leftover land.
  CHECK(record->final.round == kMaxRounds);
  CHECK(record->final.owned.None());
  // Nobody owns land, so 4 - m decides the score: player 0, dead from the
  // start, has the best one, as the formula says. It faulted, so it ranks
  // below both clean players all the same.
  CHECK(e[0].score == 4);
  CHECK(e[1].score == 3);
  CHECK(e[2].score == 2);
  CHECK(e[2].rank == 1);
  CHECK(e[3].rank == 2);
  CHECK(e[0].rank == 3);
  CHECK(e[1].rank == 4);
}

TEST_CASE("A player that crashes at once ranks last") {
  auto crash = std::make_unique<arena::ScriptedPlayer>(
      [](std::string_view, arena::ScriptedPlayer::Responder& out) {
        out.Fail(arena::Fault::kCrash, "exit 1");
      });
  auto a = ScriptedPlayer("[POS] 1 1", {});
  auto b = ScriptedPlayer("[POS] 9 1", {});
  auto c = ScriptedPlayer("[POS] 9 9", {});
  arena::ReplayWriter replay;
  auto record =
      PlayGame(Seat({crash.get(), a.get(), b.get(), c.get()}), replay);
  REQUIRE(record.ok());
  const auto& e = record->result.entrants;
  // The statement's score is kept: 4 - m makes the crashed player 0 best.
  CHECK(e[0].score == 4);
  CHECK(e[1].score == 3);
  CHECK(e[0].faults == std::vector<std::string>{"crash (exit 1) at [POS]"});
  CHECK(e[0].rank == 4);
  CHECK(e[1].rank == 1);
  CHECK(e[2].rank == 2);
  CHECK(e[3].rank == 3);
  CHECK(record->result.outcome ==
        "3 alive at the round limit; ranked last for faults: p1 (crash (exit "
        "1) at [POS])");
}

TEST_CASE("A player's first answer gets the startup allowance") {
  // Records how long each player was given for each answer.
  class Timed : public arena::Player {
   public:
    explicit Timed(std::unique_ptr<arena::ScriptedPlayer> inner)
        : inner_(std::move(inner)) {}
    arena::Fault Send(std::string_view text) override {
      return inner_->Send(text);
    }
    arena::Reply Receive(arena::Clock::time_point deadline) override {
      given.push_back(std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - arena::Clock::now()));
      return inner_->Receive(deadline);
    }
    void Stop() override { inner_->Stop(); }
    std::string ExitDescription() const override {
      return inner_->ExitDescription();
    }
    std::vector<std::chrono::milliseconds> given;

   private:
    std::unique_ptr<arena::ScriptedPlayer> inner_;
  };
  Timed p0(ScriptedPlayer("[POS] 1 1", {"[ACTION] u 1", "[ACTION] r -1"}));
  auto a = ScriptedPlayer("[POS] 9 1", {});
  auto b = ScriptedPlayer("[POS] 9 9", {});
  auto c = ScriptedPlayer("[POS] 1 9", {});
  arena::Table table = Seat({nullptr, a.get(), b.get(), c.get()},
                            std::chrono::milliseconds(100));
  table.seats[0].roles = {&p0};
  table.time.startup = std::chrono::milliseconds(60000);
  arena::ReplayWriter replay;
  REQUIRE(PlayGame(table, replay).ok());
  REQUIRE(p0.given.size() == 3);  // [POS], then two rounds (a pen fault).
  CHECK(p0.given[0] > std::chrono::milliseconds(30000));
  CHECK(p0.given[1] <= std::chrono::milliseconds(100));
  CHECK(p0.given[2] <= std::chrono::milliseconds(100));
}

TEST_CASE("Everyone is asked with the same STATUS each round") {
  std::array<std::vector<std::string>, 4> seen;
  std::array<std::unique_ptr<arena::ScriptedPlayer>, 4> players;
  const std::array<std::string, 4> starts = {"[POS] 1 1", "[POS] 9 1",
                                             "[POS] 9 9", "[POS] 1 9"};
  for (int m = 0; m < 4; ++m) {
    players[m] = std::make_unique<arena::ScriptedPlayer>(
        [&seen, m, start = starts[m], n = 0](
            std::string_view line,
            arena::ScriptedPlayer::Responder& out) mutable {
          seen[m].emplace_back(line);
          if (line.rfind("[START]", 0) == 0) return out.Say(start);
          // Player 0 draws a 1x1 square; the others wait.
          static constexpr std::array<const char*, 4> kSquare = {
              "[ACTION] r 1", "[ACTION] d 0", "[ACTION] l 0", "[ACTION] u 0"};
          out.Say(m == 0 && n < 4 ? kSquare[n++] : "[ACTION] s 0");
        });
  }
  arena::ReplayWriter replay;
  auto record = PlayGame(Seat({players[0].get(), players[1].get(),
                               players[2].get(), players[3].get()}),
                         replay);
  REQUIRE(record.ok());
  CHECK(seen[0][0] == "[START] 0");
  CHECK(seen[3][0] == "[START] 3");
  for (std::size_t k = 1; k < seen[0].size(); ++k) {
    for (int m = 1; m < 4; ++m) CHECK(seen[m][k] == seen[0][k]);
  }
  CHECK(seen[0][1] == "[STATUS] 1 1 0 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 0");
  CHECK(seen[0][2] == "[STATUS] 2 1 1 0 0 9 1 0 0 0 9 9 0 0 0 1 9 0 0 0 0");
  CHECK(record->result.entrants[0].score == 10 + 4);
  CHECK(record->result.entrants[0].rank == 1);
}

}  // namespace
}  // namespace gauntlet::enclosure
