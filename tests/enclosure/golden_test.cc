// A whole refereed game checked in as a replay (data/golden.replay.jsonl) and
// replayed through the rules engine: every [STATUS] sent, every round's
// result and the final scores must come out the same. Set
// GAUNTLET_WRITE_GOLDEN=1 to write the file afresh (after a deliberate rules
// change).

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "common/enclosure/protocol.h"
#include "common/enclosure/rules.h"
#include "tests/enclosure/referee_util.h"

namespace gauntlet::enclosure {
namespace {

const std::string kGolden = std::string(GAUNTLET_SOURCE_DIR) +
                            "/tests/enclosure/data/golden.replay.jsonl";

// Plays the golden game, writing its replay, result included, to `path`.
// Greedy and random brains use no clock, so this game is the same every
// time it is played.
void WriteGoldenGame(const std::string& path) {
  auto writer = arena::ReplayWriter::Open(path);
  REQUIRE(writer.ok());
  auto a = testing::BotPlayer("greedy", 11);
  auto b = testing::BotPlayer("random", 12);
  auto c = testing::BotPlayer("greedy", 13);
  auto d = testing::BotPlayer("random", 14);
  auto record = PlayGame(testing::Seat({a.get(), b.get(), c.get(), d.get()},
                                       std::chrono::milliseconds(1000), 42),
                         *writer);
  REQUIRE(record.ok());
  REQUIRE(writer->WriteResult(record->result).ok());
  REQUIRE(writer->Close().ok());
}

arena::Replay ReadGolden() {
  if (std::getenv("GAUNTLET_WRITE_GOLDEN") != nullptr) WriteGoldenGame(kGolden);
  auto replay = arena::ReplayReader::Read(kGolden);
  REQUIRE(replay.ok());
  return *replay;
}

TEST_CASE("The golden replay replays exactly through the engine") {
  const arena::Replay replay = ReadGolden();
  REQUIRE(replay.header.game == "enclosure");
  REQUIRE(replay.result.has_value());
  REQUIRE(replay.turns.size() >= 2);

  std::array<int, kPlayers> starts{};
  const arena::TurnRecord& opening = replay.turns[0];
  REQUIRE(opening.players.size() == kPlayers);
  for (const arena::TurnEntry& entry : opening.players) {
    CHECK(entry.sent == FormatStart(entry.seat) + "\n");
    auto pos = ParsePos(entry.answer, 1);
    starts[entry.seat] =
        entry.fault == arena::Fault::kNone && pos.ok() ? *pos : kNoVertex;
  }
  State state = NewGame(starts);
  int closures = 0;
  int traps = 0;
  int deaths = 0;
  for (std::size_t t = 1; t < replay.turns.size(); ++t) {
    const arena::TurnRecord& turn = replay.turns[t];
    REQUIRE_FALSE(IsOver(state));
    CHECK(turn.turn == state.round + 1);
    const std::string status = FormatStatus(MakeStatus(state)) + "\n";
    std::array<Action, kPlayers> actions{};
    int asked = 0;
    for (const arena::TurnEntry& entry : turn.players) {
      CHECK(entry.sent == status);
      CHECK(state.players[entry.seat].alive);
      ++asked;
      auto action = ParseAction(entry.answer, 1);
      if (entry.fault != arena::Fault::kNone || !action.ok()) {
        Kill(state, entry.seat);
      } else {
        actions[entry.seat] = *action;
      }
    }
    CHECK(asked == state.AliveCount());
    RoundReport report;
    ResolveRound(state, actions, &report);
    closures += report.closure_count;
    for (int m = 0; m < kPlayers; ++m) {
      traps += report.set_trap[m] ? 1 : 0;
      deaths += report.deaths[m] != Death::kNone ? 1 : 0;
    }
    CHECK(turn.info["status"].get<std::string>() ==
          FormatStatus(MakeStatus(state)));
  }
  REQUIRE(IsOver(state));
  Finish(state);
  for (const arena::EntrantResult& entrant : replay.result->entrants) {
    CHECK(entrant.score == Score(state, entrant.seat));
  }
  CHECK(replay.result->plies == state.round);
  // The game is worth checking: land was won, traps laid, players died.
  CHECK(closures > 0);
  CHECK(traps > 0);
  CHECK(deaths > 0);
}

TEST_CASE("Playing the golden game again gives the same replay") {
  const arena::Replay golden = ReadGolden();
  const std::string path =
      (std::filesystem::temp_directory_path() /
       ("enclosure-golden-" + std::to_string(::getpid()) + ".jsonl"))
          .string();
  WriteGoldenGame(path);
  auto again = arena::ReplayReader::Read(path);
  std::filesystem::remove(path);
  REQUIRE(again.ok());
  REQUIRE(again->turns.size() == golden.turns.size());
  for (std::size_t t = 0; t < golden.turns.size(); ++t) {
    REQUIRE(again->turns[t].players.size() == golden.turns[t].players.size());
    for (std::size_t k = 0; k < golden.turns[t].players.size(); ++k) {
      CHECK(again->turns[t].players[k].sent == golden.turns[t].players[k].sent);
      CHECK(again->turns[t].players[k].answer ==
            golden.turns[t].players[k].answer);
    }
    CHECK(again->turns[t].info == golden.turns[t].info);
  }
  CHECK(again->result->outcome == golden.result->outcome);
}

}  // namespace
}  // namespace gauntlet::enclosure
