#include <array>
#include <catch2/catch.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>

#include "common/core/bot.h"
#include "common/tetris/protocol.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/replay.h"
#include "tools/arena/table.h"
#include "tools/games/tetris/duel.h"
#include "tools/games/tetris/match.h"

namespace gauntlet::tetris {
namespace {

using namespace std::chrono_literals;

// Answers with a function of the text sent since its last answer; nullopt
// closes its output.
using Respond = std::function<std::optional<std::string>(std::string_view)>;

class TextBot : public Bot {
 public:
  explicit TextBot(Respond respond) : respond_(std::move(respond)) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override {
    std::string text;
    for (auto line = input.Next(); line.ok(); line = input.Next()) {
      text += *line + "\n";
    }
    return respond_(text);
  }

 private:
  Respond respond_;
};

// In-process, every reply taking `reply_time` when given (so timing rules
// are tested without the machine's load).
std::unique_ptr<arena::InProcessPlayer> FunctionPlayer(
    Respond respond,
    std::optional<arena::Clock::duration> reply_time = std::nullopt) {
  arena::InProcessOptions options;
  options.enforce_deadline = false;
  options.reply_time = reply_time;
  return std::make_unique<arena::InProcessPlayer>(
      std::make_unique<TextBot>(std::move(respond)), options);
}

// A player that reads each input with `read` (ReadSequencerInput or
// ReadPlacerInput), hands it to `record` and answers `reply`, which must
// outlive the player.
template <typename Input>
std::unique_ptr<arena::InProcessPlayer> ReadingPlayer(
    absl::StatusOr<Input> (*read)(LineReader&), const std::string& reply,
    std::optional<arena::Clock::duration> reply_time,
    std::type_identity_t<std::function<void(const Input&)>> record) {
  return FunctionPlayer(
      [read, &reply,
       record](std::string_view text) -> std::optional<std::string> {
        std::istringstream in{std::string(text)};
        LineReader reader(in);
        auto input = read(reader);
        REQUIRE(input.ok());
        record(*input);
        return reply;
      },
      reply_time);
}

// A sequencer that always sends `reply` and records what it was told.
struct ScriptedSequencer {
  std::string reply;
  std::vector<std::string> currents = {};
  std::unique_ptr<arena::InProcessPlayer> Player(
      std::optional<arena::Clock::duration> reply_time = std::nullopt) {
    return ReadingPlayer<SequencerInput>(
        ReadSequencerInput, reply, reply_time,
        [this](const SequencerInput& input) {
          currents.push_back(
              input.current ? std::string(1, LetterOf(*input.current)) : "n");
        });
  }
};

// A placer that answers a fixed line and records the pieces it was shown.
struct ScriptedPlacer {
  std::string reply;
  std::vector<std::string> pieces = {};
  std::vector<int64_t> scores = {};
  std::unique_ptr<arena::InProcessPlayer> Player(
      std::optional<arena::Clock::duration> reply_time = std::nullopt) {
    return ReadingPlayer<PlacerInput>(
        ReadPlacerInput, reply, reply_time, [this](const PlacerInput& input) {
          pieces.push_back(
              std::string{LetterOf(input.current), LetterOf(input.next)});
          scores.push_back(input.score);
        });
  }
};

// A side game of `sequencer` and `placer`, both answering at once.
SideGameResult PlayScripted(ScriptedSequencer& sequencer,
                            ScriptedPlacer& placer,
                            const SideGameOptions& options = {},
                            const RoundCallback& on_round = nullptr) {
  auto s = sequencer.Player();
  auto p = placer.Player();
  return PlaySideGame(*p, *s, options, on_round);
}

TEST_CASE("the sequencer is asked twice before the first placement") {
  ScriptedSequencer sequencer{"O"};
  ScriptedPlacer placer{"D1"};
  SideGameOptions options;
  options.rounds = 3;
  const SideGameResult result = PlayScripted(sequencer, placer, options);
  CHECK(result.rounds == 3);
  CHECK(result.end == "round limit");
  CHECK(sequencer.currents == std::vector<std::string>{"n", "O", "O", "O"});
  CHECK(placer.pieces == std::vector<std::string>{"OO", "OO", "OO"});
}

TEST_CASE("dropping in the middle ends when the spawn is blocked") {
  ScriptedSequencer sequencer{"O"};
  ScriptedPlacer placer{"D1"};
  const SideGameResult result = PlayScripted(sequencer, placer);
  // O pieces stack two rows each in columns 5-6: rows 0..29 hold 15 of
  // them, and the 16th cannot appear on (5, 29).
  CHECK(result.rounds == 15);
  CHECK(result.end == "O cannot spawn");
  CHECK(result.placer_faults.empty());
  CHECK(result.score == 0);
}

TEST_CASE("a buy costs 20, replaces the piece and keeps the next") {
  ScriptedSequencer sequencer{"S"};
  ScriptedPlacer placer{"BI,L9"};
  SideGameOptions options;
  options.rounds = 2;
  std::vector<RoundRecord> records;
  const SideGameResult result =
      PlayScripted(sequencer, placer, options,
                   [&](const RoundRecord& r) { records.push_back(r); });
  CHECK(result.score == -40);
  CHECK(result.buys == 2);
  REQUIRE(records.size() == 2);
  CHECK(records[0].placed == Piece::kI);
  CHECK(records[0].current == Piece::kS);
  CHECK(records[0].next == Piece::kS);
  CHECK(placer.scores == std::vector<int64_t>{0, -20});
}

TEST_CASE("a bad command letter ends the placer's game") {
  ScriptedSequencer sequencer{"T"};
  ScriptedPlacer placer{"R1,x"};
  const SideGameResult result = PlayScripted(sequencer, placer);
  CHECK(result.rounds == 0);
  CHECK(result.placer_faults.size() == 1);
}

TEST_CASE("a buy of a piece that cannot appear ends the game normally") {
  ScriptedSequencer sequencer{"T"};
  ScriptedPlacer placer{"BQ"};
  const SideGameResult result = PlayScripted(sequencer, placer);
  CHECK(result.rounds == 0);
  CHECK(result.score == -20);
  CHECK(result.placer_faults.empty());
}

TEST_CASE("slow replies: the placer pays, a slow sequencer pays the placer") {
  ScriptedSequencer sequencer{"O"};
  ScriptedPlacer placer{"D1"};
  auto s = sequencer.Player();
  auto p = placer.Player(150ms);
  SideGameOptions options;
  options.rounds = 2;
  SideGameResult result = PlaySideGame(*p, *s, options);
  CHECK(result.score == -100);
  CHECK(result.rounds == 2);

  auto s2 = sequencer.Player(130ms);
  auto p2 = placer.Player();
  result = PlaySideGame(*p2, *s2, options);
  CHECK(result.score == 3 * 30);  // three sequencer answers, 30 ms over each
}

TEST_CASE("1000 ms is a failure for either program") {
  ScriptedSequencer sequencer{"O"};
  ScriptedPlacer placer{"D1"};
  auto s = sequencer.Player();
  auto p = placer.Player(1000ms);
  SideGameResult result = PlaySideGame(*p, *s, SideGameOptions{});
  CHECK(result.rounds == 0);
  CHECK(result.placer_faults.size() == 1);
  CHECK(result.score == 0);

  auto s2 = sequencer.Player(1000ms);
  auto p2 = placer.Player();
  result = PlaySideGame(*p2, *s2, SideGameOptions{});
  CHECK(result.sequencer_faults.size() == 1);
  CHECK(result.score == 1'000'000 / 12);
}

TEST_CASE("a failing sequencer pays what the remaining rounds could score") {
  int calls = 0;
  auto s =
      FunctionPlayer([&calls](std::string_view) -> std::optional<std::string> {
        ++calls;
        if (calls <= 5) return std::string("O");
        return std::string("n");  // malformed: not a piece
      });
  ScriptedPlacer placer{"D1"};
  auto p = placer.Player();
  const SideGameResult result = PlaySideGame(*p, *s, SideGameOptions{});
  // Calls 1-5 give the first piece and the next of rounds 1-4.
  CHECK(result.rounds == 4);
  CHECK(result.score == (1'000'000 - 400) / 12);
  CHECK(result.sequencer_faults.size() == 1);

  auto closed =
      FunctionPlayer([](std::string_view) -> std::optional<std::string> {
        return std::nullopt;
      });
  auto p2 = placer.Player();
  const SideGameResult eof = PlaySideGame(*p2, *closed, SideGameOptions{});
  CHECK(eof.rounds == 0);
  CHECK(eof.score == 1'000'000 / 12);
}

TEST_CASE("a placer that closes its output ends its game") {
  ScriptedSequencer sequencer{"O"};
  auto s = sequencer.Player();
  int calls = 0;
  auto p =
      FunctionPlayer([&calls](std::string_view) -> std::optional<std::string> {
        if (++calls > 2) return std::nullopt;
        return std::string("D1");
      });
  const SideGameResult result = PlaySideGame(*p, *s, SideGameOptions{});
  CHECK(result.rounds == 2);
  CHECK(result.placer_faults.size() == 1);
}

TEST_CASE("winner: score, then rounds, then time") {
  DuelResult duel;
  duel.a.score = 100;
  duel.b.score = 90;
  DecideWinner(duel);
  CHECK(duel.winner == 0);
  duel.b.score = 100;
  duel.a.rounds = 50;
  duel.b.rounds = 60;
  DecideWinner(duel);
  CHECK(duel.winner == 1);
  duel.b.rounds = 50;
  duel.a.placer_time = 10ms;
  duel.b.sequencer_time = 10ms;  // A's sequencer time counts for A
  duel.b.placer_time = 15ms;
  duel.a.sequencer_time = 1ms;
  DecideWinner(duel);
  CHECK(duel.winner == 1);  // A 20 ms, B 16 ms
  duel.a.sequencer_time = 5ms;
  DecideWinner(duel);
  CHECK(duel.winner == -1);
}

TEST_CASE("a duel plays each placer against the other side's sequencer") {
  ScriptedSequencer a_seq{"I"};
  ScriptedSequencer b_seq{"O"};
  ScriptedPlacer a_placer{"D1"};
  ScriptedPlacer b_placer{"D1"};
  auto ap = a_placer.Player();
  auto as = a_seq.Player();
  auto bp = b_placer.Player();
  auto bs = b_seq.Player();
  SideGameOptions options;
  options.rounds = 5;
  const DuelResult duel = PlayDuel(*ap, *as, *bp, *bs, options);
  CHECK(a_placer.pieces.front() == "OO");
  CHECK(b_placer.pieces.front() == "II");
  CHECK(duel.a.rounds == 5);
  CHECK(duel.b.rounds == 5);
}

// A duel table: seat s plays `placers[s]` and `sequencers[s]`, with 100 ms
// free per reply and a failure at 1000 ms.
arena::Table TetrisTable(const std::array<arena::Player*, 2>& placers,
                         const std::array<arena::Player*, 2>& sequencers) {
  arena::Table table;
  table.game = "tetris";
  table.rules_version = "1";
  table.time.movetime = 100ms;
  table.time.grace = 900ms;
  for (int s = 0; s < 2; ++s) {
    table.seats.push_back(arena::SeatedPlayer{
        {placers[s], sequencers[s]}, s == 0 ? "A" : "B", "in-process", s});
  }
  return table;
}

TEST_CASE("a side whose placer crashes at once ranks below a clean side") {
  // The clean placer pays 50 points a round for its 150 ms replies; the
  // crashed one keeps its 0. The scores stay; the ranks put faults last.
  for (int crashed = 0; crashed < 2; ++crashed) {
    INFO("the crashed placer in seat " << crashed);
    ScriptedSequencer a_seq{"O"};
    ScriptedSequencer b_seq{"O"};
    ScriptedPlacer clean{"D1"};
    auto crash =
        FunctionPlayer([](std::string_view) -> std::optional<std::string> {
          return std::nullopt;
        });
    auto good = clean.Player(150ms);
    auto as = a_seq.Player();
    auto bs = b_seq.Player();
    std::array<arena::Player*, 2> placers = {good.get(), good.get()};
    placers[crashed] = crash.get();
    const arena::Table table = TetrisTable(placers, {as.get(), bs.get()});
    arena::ReplayWriter replay;
    const auto result = PlayTable(table, 5, replay);
    REQUIRE(result.ok());
    const arena::EntrantResult& bad = result->entrants[crashed];
    const arena::EntrantResult& fine = result->entrants[1 - crashed];
    CHECK(bad.score == 0);
    CHECK(fine.score < 0);
    REQUIRE(bad.faults.size() == 1);
    CHECK(bad.faults[0].rfind("placer: ", 0) == 0);
    CHECK(fine.faults.empty());
    CHECK(bad.rank == 2);
    CHECK(fine.rank == 1);
    const std::string note =
        "; ranked last for faults: " + table.seats[crashed].name + " (" +
        bad.faults[0] + ")";
    INFO(result->outcome);
    CHECK(result->outcome.ends_with(note));
  }
}

TEST_CASE("between clean sides the duel's rule still ranks") {
  ScriptedSequencer a_seq{"O"};
  ScriptedSequencer b_seq{"O"};
  ScriptedPlacer fast{"D1"};
  ScriptedPlacer slow{"D1"};
  auto a = fast.Player();
  auto b = slow.Player(150ms);
  auto as = a_seq.Player();
  auto bs = b_seq.Player();
  const arena::Table table =
      TetrisTable({a.get(), b.get()}, {as.get(), bs.get()});
  arena::ReplayWriter replay;
  const auto result = PlayTable(table, 5, replay);
  REQUIRE(result.ok());
  CHECK(result->entrants[0].faults.empty());
  CHECK(result->entrants[1].faults.empty());
  CHECK(result->entrants[0].score > result->entrants[1].score);
  CHECK(result->entrants[0].rank == 1);
  CHECK(result->entrants[1].rank == 2);
  CHECK(result->outcome.find("ranked last") == std::string::npos);
}

}  // namespace
}  // namespace gauntlet::tetris
