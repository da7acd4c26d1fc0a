#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "bots/duckchess/strategy.h"
#include "common/core/line_io.h"
#include "common/core/rng.h"
#include "common/duckchess/protocol.h"
#include "common/duckchess/score_adjudication.h"
#include "tests/arena/scripted_player.h"
#include "tests/duckchess/referee_util.h"
#include "tests/support/run_program.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/replay.h"
#include "tools/games/duckchess/game.h"
#include "tools/games/duckchess/match.h"

namespace gauntlet::duckchess {
namespace {

using arena::Fault;
using arena::ScriptedPlayer;

// An in-process player that follows the game from the turn lines it gets and
// answers with `choose(position)`; a returned empty string says nothing.
ScriptedPlayer Scripted(std::function<std::string(Position&)> choose) {
  auto position = std::make_shared<Position>();
  return ScriptedPlayer([position, choose](std::string_view line,
                                           ScriptedPlayer::Responder& out) {
    Tokens tokens(line, 0, "test");
    const std::string_view word = tokens.Peek();
    if (word == "red" || word == "blue" || word == "quit") return;
    if (word == "moves") {
      (void)tokens.Expect("moves");
      const int64_t count = tokens.Int("count").value();
      for (int64_t i = 0; i < count; ++i) {
        position->Make(ReadMove(tokens).value());
      }
    } else if (word != "start") {
      position->Make(ReadMove(tokens).value());
    }
    const std::string reply = choose(*position);
    if (reply.empty()) return;
    out.Say(reply);
    auto m = ParseMoveLine(reply, 0, "own");
    if (m.ok() && position->IsLegal(*m)) position->Make(*m);
  });
}

// Quiet random moves: nothing is ever captured, so only a draw rule ends it.
std::function<std::string(Position&)> QuietRandom(uint64_t seed) {
  auto rng = std::make_shared<Rng>(seed);
  return [rng](Position& p) {
    MoveList moves;
    p.GenerateMoves(moves);
    std::vector<Move> quiet;
    for (Move m : moves) {
      if (p.AtCell(m.to) == kEmpty) quiet.push_back(m);
    }
    return FormatMove(quiet[rng->Below(quiet.size())]);
  };
}

// Shuffles the car on column 0 of its back rank up and down.
std::string Shuffle(Position& p) {
  const int back = p.side_to_move() == kRed ? 0 : 9;
  const int front = p.side_to_move() == kRed ? 1 : 8;
  return p.At(back, 0) != kEmpty
             ? FormatMove(Move{static_cast<uint8_t>(CellIndex(back, 0)),
                               static_cast<uint8_t>(CellIndex(front, 0))})
             : FormatMove(Move{static_cast<uint8_t>(CellIndex(front, 0)),
                               static_cast<uint8_t>(CellIndex(back, 0))});
}

// 50 ms a move, no grace, the referee's usual start-up allowance.
constexpr arena::TimeControl kFast{std::chrono::milliseconds(50),
                                   std::chrono::milliseconds(0),
                                   std::chrono::milliseconds(2000)};

TEST_CASE("an illegal move loses") {
  auto red = Scripted([](Position&) { return std::string("0 0 5 5"); });
  auto blue = Scripted(Shuffle);
  const GameRecord r = PlayBetween(red, blue, {}, kFast);
  CHECK(r.end == GameEnd::kBlueWins);
  REQUIRE(r.faulty == kRed);
  CHECK(r.fault == "illegal move 0 0 5 5 at ply 1");
  CHECK(r.plies == 0);
}

TEST_CASE("a malformed move loses") {
  auto red = Scripted(Shuffle);
  auto blue = Scripted([](Position&) { return std::string("9 0 eight 0"); });
  const GameRecord r = PlayBetween(red, blue, {}, kFast);
  CHECK(r.end == GameEnd::kRedWins);
  REQUIRE(r.faulty == kBlue);
  CHECK(r.fault.rfind("malformed move at ply 2", 0) == 0);
}

TEST_CASE("a timeout or a crash loses") {
  auto red = Scripted(Shuffle);
  int turns = 0;
  ScriptedPlayer silent(
      [&turns](std::string_view line, ScriptedPlayer::Responder& out) {
        if (line.rfind("blue", 0) == 0) return;
        if (++turns == 3) out.Fail(Fault::kTimeout);
        out.Say(line == "0 0 1 0" ? "9 0 8 0" : "8 0 9 0");
      });
  const GameRecord r = PlayBetween(red, silent, {}, kFast);
  CHECK(r.end == GameEnd::kRedWins);
  REQUIRE(r.faulty == kBlue);
  CHECK(r.fault.rfind("timeout at ply 6", 0) == 0);

  auto red2 = Scripted(Shuffle);
  ScriptedPlayer crasher(
      [](std::string_view line, ScriptedPlayer::Responder& out) {
        if (line == "start") out.Fail(Fault::kCrash, "signal 11");
      });
  const GameRecord c = PlayBetween(crasher, red2, {}, kFast);
  CHECK(c.end == GameEnd::kBlueWins);
  CHECK(c.fault == "crash at ply 1 (signal 11)");
}

TEST_CASE("a game is drawn after 300 plies without a captain capture") {
  auto red = Scripted(QuietRandom(1));
  auto blue = Scripted(QuietRandom(2));
  const RecordedGame game = PlayRecorded(red, blue, {}, kFast);
  const GameRecord& r = game.record;
  CHECK(r.end == GameEnd::kDraw);
  CHECK_FALSE(r.faulty.has_value());
  CHECK(r.plies == 300);
  CHECK(r.outcome == "draw: 300 plies without a captain capture");
  CHECK(game.replay.turns.size() == 300);
}

TEST_CASE("a game is drawn on the third repetition") {
  auto red = Scripted(Shuffle);
  auto blue = Scripted(Shuffle);
  const GameRecord r = PlayBetween(red, blue, {}, kFast);
  CHECK(r.end == GameEnd::kDraw);
  // The start position recurs after plies 4 and 8.
  CHECK(r.plies == 8);
  CHECK(r.outcome == "draw by third repetition at ply 8");
}

TEST_CASE("capturing the captain wins and the opening is sent as moves") {
  GameConfig config;
  config.opening.moves = {Move{static_cast<uint8_t>(CellIndex(3, 0)),
                               static_cast<uint8_t>(CellIndex(4, 1))},
                          Move{static_cast<uint8_t>(CellIndex(6, 0)),
                               static_cast<uint8_t>(CellIndex(5, 1))}};
  // A shallow search bot against quiet random moves takes the captain.
  auto searcher =
      std::make_shared<SearchStrategy>(Weights{}, SearchSettings{3, {}});
  auto red = Scripted([searcher](Position& p) {
    return FormatMove(searcher->Choose(p, Deadline::Never()));
  });
  auto blue = Scripted(QuietRandom(3));
  const RecordedGame game = PlayRecorded(red, blue, config, kFast);
  const GameRecord& r = game.record;
  REQUIRE(!game.replay.turns.empty());
  CHECK(game.replay.turns[0].turn == 3);
  CHECK(game.replay.turns[0].players[0].sent == "moves 2 3 0 4 1 6 0 5 1\n");
  CHECK_FALSE(r.faulty.has_value());
  CHECK(r.end == GameEnd::kRedWins);
  CHECK(r.outcome.find("captain captured") != std::string::npos);
}

TEST_CASE("colours alternate, openings come in pairs, result lines") {
  // Two consecutive games share a seed, so an opening is played with each
  // colour (the registry's games_per_seed).
  arena::MatchFlags flags;
  flags.seed = 5;
  flags.games_per_seed = 2;
  CHECK(arena::SeatOf(0, 0, 2) == kRed);
  CHECK(arena::SeatOf(0, 1, 2) == kBlue);
  CHECK(RandomOpening(flags.GameSeed(2)) == RandomOpening(flags.GameSeed(3)));
  CHECK_FALSE(RandomOpening(flags.GameSeed(0)) ==
              RandomOpening(flags.GameSeed(2)));
  for (int k = 0; k < 20; ++k) {
    const auto opening = RandomOpening(DeriveSeed(9, k));
    CHECK(opening.size() % 2 == 0);
    Position p;
    for (Move m : opening) {
      REQUIRE(p.IsLegal(m));
      p.Make(m);
    }
    CHECK_FALSE(p.IsCheck());
  }
  GameRecord record;
  record.end = GameEnd::kBlueWins;
  record.faulty = kRed;
  record.fault = "timeout at ply 17";
  record.outcome = "red loses: timeout at ply 17";
  record.plies = 16;
  // Game 3 seats entrant a in seat 1.
  arena::Table table;
  table.game = "duckchess";
  table.index = 3;
  table.seed = 77;
  table.seats = {{{}, "b", "cmd-b", 1}, {{}, "a", "cmd-a", 0}};
  const auto line = arena::ToJson(ResultOf(record, table));
  // Game 3: entrant a is blue (seat 1) and wins.
  CHECK(line["game"] == "duckchess");
  CHECK(line["index"] == 3);
  CHECK(line["seed"] == "77");
  CHECK(line["entrants"][0]["name"] == "a");
  CHECK(line["entrants"][0]["seat"] == 1);
  CHECK(line["entrants"][0]["score"] == 1.0);
  CHECK(line["entrants"][0]["rank"] == 1);
  CHECK(line["entrants"][1]["faults"][0] == "timeout at ply 17");
  CHECK(line["entrants"][1]["rank"] == 2);
  CHECK(line["plies"] == 16);
}

TEST_CASE("each turn reaches the replay file before the next is asked") {
  const testing::TempFile file("");
  auto opened = arena::ReplayWriter::Open(file.path());
  REQUIRE(opened.ok());
  arena::ReplayWriter replay = std::move(*opened);
  // Before each of its moves, a player counts the turns in the file: with
  // every turn written as it is played, all those before this one.
  std::vector<std::pair<int, int>> seen;  // (ply about to be played, turns)
  const auto counting = [&](std::function<std::string(Position&)> choose) {
    return Scripted([&seen, &file, choose](Position& p) {
      int turns = 0;
      for (const std::string& line : testing::ReadLines(file.path())) {
        if (line.find("\"type\":\"turn\"") != std::string::npos) ++turns;
      }
      seen.emplace_back(p.ply() + 1, turns);
      return choose(p);
    });
  };
  ScriptedPlayer red = counting(QuietRandom(1));
  ScriptedPlayer blue = counting(QuietRandom(2));
  MatchOptions options;
  options.openings = {Opening{"", {}}};  // the initial position, no moves
  const auto result = PlayTable(DuckchessTable(red, blue), options, replay);
  REQUIRE(result.ok());
  REQUIRE(seen.size() > 20);
  for (const auto& [ply, turns] : seen) {
    INFO("ply " << ply);
    CHECK(turns == ply - 1);
  }
}

TEST_CASE("a duck chess player that crashes at its first move ranks last") {
  for (int crasher_seat = 0; crasher_seat < 2; ++crasher_seat) {
    INFO("the crasher in seat " << crasher_seat);
    ScriptedPlayer crasher(
        [](std::string_view line, ScriptedPlayer::Responder& out) {
          if (line.rfind("red", 0) == 0 || line.rfind("blue", 0) == 0) return;
          if (line != "quit") out.Fail(Fault::kCrash, "signal 11");
        });
    ScriptedPlayer clean = Scripted(Shuffle);
    ScriptedPlayer& r = crasher_seat == 0 ? crasher : clean;
    ScriptedPlayer& b = crasher_seat == 0 ? clean : crasher;
    MatchOptions options;
    options.openings = {Opening{"", {}}};
    arena::ReplayWriter replay;
    const auto result = PlayTable(DuckchessTable(r, b), options, replay);
    REQUIRE(result.ok());
    const arena::EntrantResult& bad = result->entrants[crasher_seat];
    const arena::EntrantResult& good = result->entrants[1 - crasher_seat];
    CHECK_FALSE(bad.faults.empty());
    CHECK(good.faults.empty());
    CHECK(bad.rank == 2);
    CHECK(good.rank == 1);
    CHECK(bad.score == 0);
    CHECK(good.score == 1);
  }
}

// A fixed-depth search, as a move line.
std::function<std::string(Position&)> Searcher(int depth) {
  auto searcher =
      std::make_shared<SearchStrategy>(Weights{}, SearchSettings{depth, {}});
  return [searcher](Position& p) {
    return FormatMove(searcher->Choose(p, Deadline::Never()));
  };
}

void Play(Position& p, const std::string& move) {
  p.Make(ParseMoveLine(move, p.ply() + 1, "move").value());
}

TEST_CASE("adjudication rules are read from their flags' text") {
  ScoreAdjudicationRules rules;
  REQUIRE(ParseDrawRule("80,20,15", rules).ok());
  CHECK(rules.draw_from_ply == 80);
  CHECK(rules.draw_plies == 20);
  CHECK(rules.draw_score == 15);
  CHECK(rules.win_plies == 0);
  REQUIRE(ParseWinRule("6,900", rules).ok());
  CHECK(rules.win_plies == 6);
  CHECK(rules.win_score == 900);
  CHECK(rules.enabled());
  CHECK_FALSE(ScoreAdjudicationRules{}.enabled());

  CHECK(ParseDrawRule("80,20", rules).message() ==
        "--adjudicate-draw wants PLY,PLIES,SCORE, got '80,20'");
  CHECK(ParseDrawRule("80,x,15", rules).message() ==
        "--adjudicate-draw wants PLY,PLIES,SCORE: 'x' is not a whole number "
        ">= 0");
  CHECK(ParseDrawRule("80,0,15", rules).message() ==
        "--adjudicate-draw: PLIES must be at least 1");
  CHECK(ParseWinRule("6,-900", rules).message() ==
        "--adjudicate-win wants PLIES,SCORE: '-900' is not a whole number "
        ">= 0");
  CHECK(ParseWinRule("0,900", rules).message() ==
        "--adjudicate-win: PLIES and SCORE must be at least 1");
  CHECK(ParseWinRule("6,900,1", rules).message() ==
        "--adjudicate-win wants PLIES,SCORE, got '6,900,1'");
}

TEST_CASE("the judge scores from red's side, the same every time") {
  ScoreAdjudicator judge({});
  const Position start;
  const int at_start = judge.Judge(start);
  CHECK(std::abs(at_start) < 150);
  // Red's search against a blue that never captures: red soon stands a
  // piece up, and the judge says so whichever side is to move.
  Position p;
  auto red = Searcher(3);
  auto blue = QuietRandom(5);
  int score = 0;
  for (int ply = 0; ply < 60; ++ply) {
    Play(p, p.side_to_move() == kRed ? red(p) : blue(p));
    if (p.IsOver()) break;
    score = judge.Judge(p);
    if (score >= 400) break;
  }
  REQUIRE(score >= 400);
  ScoreAdjudicator fresh({});
  CHECK(fresh.Judge(p) == ScoreAdjudicator({}).Judge(p));
  CHECK(fresh.Judge(start) == at_start);
}

TEST_CASE("no adjudication without rules") {
  ScoreAdjudicator judge({});
  Position p;
  auto quiet = QuietRandom(7);
  for (int i = 0; i < 40; ++i) {
    Play(p, quiet(p));
    CHECK_FALSE(judge.Observe(p).has_value());
  }
}

TEST_CASE("a level game is drawn by adjudication once the rule allows") {
  GameConfig config;
  // Every score, a won one too, is within 10,000,000: the run is as long
  // as the game, and the rule waits for ply 40.
  REQUIRE(ParseDrawRule("40,12,10000000", config.adjudication).ok());
  auto red = Scripted(QuietRandom(1));
  auto blue = Scripted(QuietRandom(2));
  const GameRecord r = PlayBetween(red, blue, config, kFast);
  CHECK(r.end == GameEnd::kDraw);
  CHECK(r.adjudicated);
  CHECK_FALSE(r.faulty.has_value());
  CHECK(r.plies == 40);
  CHECK(r.outcome ==
        "draw by adjudication at ply 40: the referee's score within 10000000 "
        "for 40 plies");
}

TEST_CASE("a won game ends early by adjudication, for the side that wins") {
  // Deterministic players: the adjudicated game is the start of the full one.
  const auto play = [](const ScoreAdjudicationRules& rules, bool red_searches) {
    GameConfig config;
    config.adjudication = rules;
    arena::TimeControl time = kFast;
    time.movetime = std::chrono::milliseconds(1000);
    auto red = Scripted(red_searches ? Searcher(3) : QuietRandom(3));
    auto blue = Scripted(red_searches ? QuietRandom(3) : Searcher(3));
    return PlayBetween(red, blue, config, time);
  };
  const GameRecord full = play({}, true);
  REQUIRE(full.end == GameEnd::kRedWins);
  CHECK_FALSE(full.adjudicated);

  ScoreAdjudicationRules rules;
  REQUIRE(ParseWinRule("4,1000", rules).ok());
  const GameRecord cut = play(rules, true);
  CHECK(cut.end == GameEnd::kRedWins);
  CHECK(cut.adjudicated);
  CHECK(cut.plies < full.plies);
  CHECK(cut.outcome.starts_with("red wins by adjudication at ply " +
                                std::to_string(cut.plies) +
                                ": the referee's score favoured it by 1000 "
                                "or more for 4 plies"));
  for (int i = 0; i < cut.plies; ++i) CHECK(cut.moves[i] == full.moves[i]);

  const GameRecord mirrored = play(rules, false);
  CHECK(mirrored.end == GameEnd::kBlueWins);
  CHECK(mirrored.adjudicated);
  CHECK(mirrored.outcome.starts_with("blue wins by adjudication"));
}

}  // namespace
}  // namespace gauntlet::duckchess
