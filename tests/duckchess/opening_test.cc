// Openings (the text form, books, the referee's choice), games from a FEN
// through the referee and the bot protocol, and PGN records.

#include "common/duckchess/opening.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/strategy.h"
#include "common/core/line_io.h"
#include "common/core/rng.h"
#include "common/duckchess/notation.h"
#include "common/duckchess/protocol.h"
#include "tests/arena/scripted_player.h"
#include "tests/duckchess/referee_util.h"
#include "tests/support/run_program.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/match_output.h"
#include "tools/games/duckchess/game.h"
#include "tools/games/duckchess/match.h"
#include "tools/games/duckchess/pgn.h"

namespace gauntlet::duckchess {
namespace {

// Red's car went a1-a2: blue to move.
constexpr const char* kBlueToMove =
    "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1";

absl::StatusOr<Opening> Read(const std::string& line) {
  Tokens tokens(line, 7, "book");
  return ReadOpening(tokens, "book, line 7");
}

std::string ErrorOf(const absl::Status& status) {
  REQUIRE_FALSE(status.ok());
  return std::string(status.message());
}

Move MoveAt(int xs, int ys, int xt, int yt) {
  return Move{static_cast<uint8_t>(CellIndex(xs, ys)),
              static_cast<uint8_t>(CellIndex(xt, yt))};
}

// A path in this process's scratch directory for these tests.
std::string TempPath(const std::string& name) {
  static const std::string dir = testing::ScratchDir("duckchess_opening");
  return dir + "/" + name;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_CASE("openings are moves, a FEN, or a FEN and moves") {
  const Opening moves = Read("moves 2 3 0 4 1 6 0 5 1").value();
  CHECK(moves.fen.empty());
  CHECK(moves.moves ==
        std::vector<Move>{MoveAt(3, 0, 4, 1), MoveAt(6, 0, 5, 1)});
  CHECK(FormatOpening(moves) == "moves 2 3 0 4 1 6 0 5 1");

  // The start position's FEN is the initial position.
  CHECK(Read(std::string(kStartFen)).value() == Opening{});
  const Opening fen = Read(kBlueToMove).value();
  CHECK(fen.fen == kBlueToMove);
  CHECK(fen.moves.empty());
  CHECK(FormatOpening(fen) == kBlueToMove);
  // Missing counters are filled in as Fairy-Stockfish reads them.
  CHECK(Read("4k4/9/9/9/9/9/9/9/9/4K4 w").value().fen ==
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  const Opening both =
      Read(std::string(kBlueToMove) + " moves 2 9 0 8 0 1 0 1 1").value();
  CHECK(both.fen == kBlueToMove);
  CHECK(both.moves.size() == 2);
  CHECK(FormatOpening(both) ==
        std::string(kBlueToMove) + " moves 2 9 0 8 0 1 0 1 1");
  CHECK(PlayOpening(both).value().ToFen() ==
        "1hegkgehc/c8/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/1C7/1HEGKGEHC b - - 3 2");
}

TEST_CASE("bad openings are refused with their place") {
  CHECK_THAT(ErrorOf(Read("moves 2 3 0 4 1").status()),
             Catch::Contains("book, line 7, token 7 (end of line)"));
  CHECK_THAT(ErrorOf(Read("moves two").status()),
             Catch::Contains("book, line 7, token 2 \"two\""));
  CHECK_THAT(ErrorOf(Read("moves 1 0 0 1 0 extra").status()),
             Catch::Contains("token 7 \"extra\""));
  CHECK_THAT(ErrorOf(Read("4k4/9/9 w").status()),
             Catch::Contains("book, line 7: FEN \"4k4/9/9 w\"") &&
                 Catch::Contains("expected 10 ranks"));
  CHECK_THAT(ErrorOf(Read(std::string(kBlueToMove) + " junk").status()),
             Catch::Contains("token 7 \"junk\": expected \"moves\""));
  CHECK_THAT(ErrorOf(Read("").status()),
             Catch::Contains("expected \"moves K ...\" or a FEN"));
  CHECK_THAT(
      ErrorOf(PlayOpening(Read("moves 2 0 0 1 0 0 0 1 0").value()).status()),
      Catch::Contains("move 2 (0 0 1 0) is illegal for blue"));
  CHECK_THAT(ErrorOf(PlayOpening(Read("4k4/4C4/9/9/9/9/9/9/9/4K4 w moves 2 8 "
                                      "4 9 4 0 4 1 4")
                                     .value())
                         .status()),
             Catch::Contains("move 2 (0 4 1 4): the game is over"));
}

TEST_CASE("an openings file: comments, blank lines, errors by line") {
  const std::string book =
      "# a book\n"
      "\n"
      "moves 2 3 0 4 1 6 0 5 1   # two soldiers\n" +
      std::string(kBlueToMove) + "\n   \n";
  const auto openings = ParseOpenings(book, "b.txt").value();
  REQUIRE(openings.size() == 2);
  CHECK(openings[0].moves.size() == 2);
  CHECK(openings[1].fen == kBlueToMove);

  CHECK_THAT(
      ErrorOf(ParseOpenings("moves 0\nmoves 1 0 0 5 5\n", "b.txt").status()),
      Catch::Contains("b.txt, line 2: move 1 (0 0 5 5) is illegal"));
  CHECK_THAT(ErrorOf(ParseOpenings("\n\nchegkgehc/9 w\n", "b.txt").status()),
             Catch::Contains("b.txt, line 3: FEN \"chegkgehc/9 w\""));
  CHECK_THAT(ErrorOf(ParseOpenings("moves 1 x\n", "b.txt").status()),
             Catch::Contains("b.txt, line 1, token 3 \"x\""));
  CHECK_THAT(ErrorOf(ParseOpenings("4k4/4C4/9/9/9/9/9/9/9/4K4 w moves 1 8 4 "
                                   "9 4\n",
                                   "b.txt")
                         .status()),
             Catch::Contains("b.txt, line 1: the game is over after the "
                             "opening (blue captain captured)"));
  CHECK_THAT(ErrorOf(ParseOpenings("# nothing\n\n", "b.txt").status()),
             Catch::Contains("b.txt: no openings"));
  CHECK_THAT(ErrorOf(LoadOpenings("/nonexistent/book.txt").status()),
             Catch::Contains("cannot open /nonexistent/book.txt"));
}

TEST_CASE("each opening is played by a pair of games, in order or drawn") {
  MatchOptions options;
  for (int i = 0; i < 3; ++i) {
    Opening o;
    o.moves = {MoveAt(0, 0, 1 + i, 0)};
    options.openings.push_back(o);
  }
  arena::MatchFlags pairs;
  pairs.games_per_seed = kGamesPerOpening;
  for (int index = 0; index < 12; ++index) {
    CHECK(ChooseOpening(options, pairs.RoundOf(index), 99) ==
          options.openings[(index / 2) % 3]);
  }
  // A tournament's game is game 0 of its own match, in its own round.
  pairs.first_round = 4;
  CHECK(ChooseOpening(options, pairs.RoundOf(0), 99) == options.openings[1]);
  options.order = OpeningOrder::kRandom;
  arena::MatchFlags flags;
  flags.seed = 4;
  flags.games_per_seed = kGamesPerOpening;
  std::vector<int> seen(3, 0);
  for (int index = 0; index < 60; index += 2) {
    const Opening a =
        ChooseOpening(options, flags.RoundOf(index), flags.GameSeed(index));
    const Opening b = ChooseOpening(options, flags.RoundOf(index + 1),
                                    flags.GameSeed(index + 1));
    CHECK(a == b);
    for (int i = 0; i < 3; ++i) seen[i] += a == options.openings[i];
  }
  CHECK(seen[0] > 0);
  CHECK(seen[1] > 0);
  CHECK(seen[2] > 0);
  // Without a book: the seeded random opening.
  CHECK(ChooseOpening(MatchOptions{}, 5, 77).moves == RandomOpening(77));
}

TEST_CASE("the referee's flags refuse bad books and orders at start") {
  const auto read = [](std::vector<std::string> words) {
    cxxopts::Options options("duckchess");
    AddFlags(options);
    words.insert(words.begin(), "duckchess");
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    const auto parsed =
        options.parse(static_cast<int>(argv.size()), argv.data());
    return ReadFlags(parsed);
  };
  const std::string book = TempPath("book.txt");
  {
    std::ofstream out(book);
    out << "moves 0\n" << kBlueToMove << "\nmoves 1 0 0 0 0\n";
  }
  CHECK_THAT(ErrorOf(read({"--openings", book}).status()),
             Catch::Contains(book + ", line 3: move 1 (0 0 0 0) is illegal"));
  {
    std::ofstream out(book);
    out << "moves 0\n" << kBlueToMove << "\n";
  }
  const MatchOptions ok =
      read({"--openings", book, "--openings-order", "random"}).value();
  CHECK(ok.openings.size() == 2);
  CHECK(ok.order == OpeningOrder::kRandom);
  CHECK(read({"--openings", book}).value().order == OpeningOrder::kSequential);
  CHECK_THAT(
      ErrorOf(
          read({"--openings", book, "--openings-order", "shuffled"}).status()),
      Catch::Contains("--openings-order: 'shuffled' is not random or "
                      "sequential"));
  CHECK_THAT(ErrorOf(read({"--openings-order", "random"}).status()),
             Catch::Contains("needs --openings"));
  CHECK_THAT(
      ErrorOf(read({"--pgnout", "/nonexistent/dir/games.pgn"}).status()),
      Catch::Contains("--pgnout: cannot open /nonexistent/dir/games.pgn"));
  std::remove(book.c_str());
}

struct Talked {
  absl::Status status;
  std::vector<std::string> lines;
};

Talked Talk(const std::string& input) {
  auto strategy = MakeStrategy("greedy", Weights{}, 3).value();
  std::istringstream in(input);
  std::ostringstream out;
  Talked t{RunBot(in, out, *strategy), {}};
  std::istringstream replies(out.str());
  for (std::string line; std::getline(replies, line);) t.lines.push_back(line);
  return t;
}

TEST_CASE("the bot starts from `position FEN [moves K ...]`") {
  // Blue moves first from this FEN.
  const Talked blue =
      Talk("blue 30\nposition " + std::string(kBlueToMove) + "\nquit\n");
  REQUIRE(blue.status.ok());
  REQUIRE(blue.lines.size() == 1);
  Position p = Position::FromFen(kBlueToMove).value();
  CHECK(p.IsLegal(ParseMoveLine(blue.lines[0], 1, "reply").value()));

  // Red's first turn line carries blue's move since the FEN.
  const Talked red = Talk("red 30\nposition " + std::string(kBlueToMove) +
                          " moves 1 9 0 8 0\nquit\n");
  REQUIRE(red.status.ok());
  REQUIRE(red.lines.size() == 1);
  p.Make(MoveAt(9, 0, 8, 0));
  CHECK(p.IsLegal(ParseMoveLine(red.lines[0], 1, "reply").value()));

  CHECK_THAT(ErrorOf(Talk("red 30\nposition 4k4/9 w\n").status),
             Catch::Contains("turn, line 2: FEN \"4k4/9 w\""));
  CHECK_THAT(ErrorOf(Talk("red 30\nposition moves 0\n").status),
             Catch::Contains("turn, line 2, token 2 \"moves\": expected a "
                             "FEN"));
  CHECK_THAT(ErrorOf(Talk("blue 30\nposition " + std::string(kBlueToMove) +
                          " moves 1 0 0 1 0\n")
                         .status),
             Catch::Contains("turn, line 2: move 1 (0 0 1 0) is illegal for "
                             "blue"));
  CHECK_THAT(
      ErrorOf(
          Talk("red 30\nposition " + std::string(kBlueToMove) + "\n").status),
      Catch::Contains("after this line it is not red's turn"));
  CHECK_THAT(
      ErrorOf(Talk("red 30\nstart\nposition " + std::string(kStartFen) + "\n")
                  .status),
      Catch::Contains("only allowed as the first turn line"));
}

// Records the turn lines a player gets, answering with quiet moves.
arena::ScriptedPlayer Recorder(std::vector<std::string>& lines,
                               std::shared_ptr<Position> position) {
  return arena::ScriptedPlayer(
      [&lines, position](std::string_view line,
                         arena::ScriptedPlayer::Responder& out) {
        lines.emplace_back(line);
        Tokens tokens(line, 0, "test");
        const std::string_view word = tokens.Peek();
        if (word == "red" || word == "blue" || word == "quit") return;
        if (word == "position") {
          (void)tokens.Expect("position");
          *position = PlayOpening(ReadOpening(tokens, "test").value()).value();
        } else {
          position->Make(ReadMove(tokens).value());
        }
        MoveList moves;
        position->GenerateMoves(moves);
        for (Move m : moves) {
          if (position->AtCell(m.to) == kEmpty) {
            position->Make(m);
            out.Say(FormatMove(m));
            return;
          }
        }
      });
}

TEST_CASE("a game from a FEN tells both players the position") {
  GameConfig config;
  config.ply_limit = 6;
  config.opening = Read(kBlueToMove).value();
  std::vector<std::string> red_lines;
  std::vector<std::string> blue_lines;
  auto red = Recorder(red_lines, std::make_shared<Position>());
  auto blue = Recorder(blue_lines, std::make_shared<Position>());
  const RecordedGame game = PlayRecorded(
      red, blue, config,
      {std::chrono::milliseconds(50), std::chrono::milliseconds(100),
       std::chrono::milliseconds(2000)});
  const GameRecord& r = game.record;
  CHECK_FALSE(r.faulty.has_value());
  CHECK(r.outcome == "draw: 6 plies without a captain capture");
  CHECK(r.plies == 6);  // counted from the FEN
  REQUIRE(r.moves.size() == 6);
  REQUIRE(blue_lines.size() >= 2);
  CHECK(blue_lines[1] == "position " + std::string(kBlueToMove));
  REQUIRE(red_lines.size() >= 2);
  CHECK(red_lines[1] == "position " + std::string(kBlueToMove) + " moves 1 " +
                            FormatMove(r.moves[0]));
  CHECK(red_lines[2] == FormatMove(r.moves[2]));
  REQUIRE(game.replay.turns.size() == 6);
  CHECK(game.replay.turns[0].players[0].seat == kBlue);
}

TEST_CASE("our bots play a game from a FEN through the referee") {
  GameConfig config;
  config.ply_limit = 40;
  config.opening =
      Read(std::string(kBlueToMove) + " moves 2 9 0 8 0 1 0 1 1").value();
  const auto bot = [](uint64_t seed) {
    return std::make_unique<ProtocolBot>(
        MakeStrategy("greedy", Weights{}, seed).value());
  };
  arena::InProcessPlayer red(bot(1));
  arena::InProcessPlayer blue(bot(2));
  const RecordedGame game = PlayRecorded(
      red, blue, config,
      {std::chrono::milliseconds(20), std::chrono::milliseconds(1000),
       std::chrono::milliseconds(2000)});
  CHECK_FALSE(game.record.faulty.has_value());
  INFO(game.record.outcome);
  const std::vector<arena::TurnRecord>& turns = game.replay.turns;
  REQUIRE(turns.size() >= 2);
  CHECK(turns[0].players[0].sent ==
        "position " + std::string(kBlueToMove) + " moves 2 9 0 8 0 1 0 1 1\n");
  CHECK(turns[1].players[0].sent.rfind("position " + std::string(kBlueToMove) +
                                           " moves 3 9 0 8 0 1 0 1 1 ",
                                       0) == 0);
}

TEST_CASE("PGN: tags, SAN move text, FEN starts, terminations") {
  PgnGame game;
  game.site = "here";
  game.date = "2026.11.23";
  game.round = "3";
  game.white = "search";
  game.black = "my \"bot\"";
  game.end = GameEnd::kRedWins;
  game.moves = {MoveAt(0, 0, 1, 0), MoveAt(9, 0, 8, 0), MoveAt(3, 0, 4, 1)};
  game.comment = "blue loses: timeout at ply 4";
  game.termination = TerminationOf("timeout at ply 4 (no reply within 50 ms)");
  game.time_control = PgnTimeControl(std::chrono::milliseconds(50));
  CHECK(FormatPgn(game) ==
        "[Event \"gauntlet match duckchess\"]\n"
        "[Site \"here\"]\n"
        "[Date \"2026.11.23\"]\n"
        "[Round \"3\"]\n"
        "[White \"search\"]\n"
        "[Black \"my \\\"bot\\\"\"]\n"
        "[Result \"1-0\"]\n"
        "[Variant \"thupcduck\"]\n"
        "[TimeControl \"0.05/move\"]\n"
        "[PlyCount \"3\"]\n"
        "[Termination \"time forfeit\"]\n"
        "\n"
        "1. Ca2 Ca9 2. Sab5 {blue loses: timeout at ply 4} 1-0\n"
        "\n");
  CHECK(TerminationOf("crash at ply 3 (signal 11)") == "abandoned");
  CHECK(TerminationOf("end_of_output at ply 3") == "abandoned");
  CHECK(TerminationOf("illegal move 0 0 5 5 at ply 1") == "rules infraction");
  CHECK(TerminationOf("malformed move at ply 9: ...") == "rules infraction");

  PgnGame fen;
  fen.fen = kBlueToMove;
  fen.end = GameEnd::kDraw;
  fen.moves = {MoveAt(9, 0, 8, 0), MoveAt(1, 0, 1, 1)};
  const std::string text = FormatPgn(fen);
  CHECK_THAT(text, Catch::Contains("[Result \"1/2-1/2\"]\n[Variant "
                                   "\"thupcduck\"]\n[SetUp \"1\"]\n[FEN \"" +
                                   std::string(kBlueToMove) +
                                   "\"]\n[PlyCount \"2\"]\n\n"));
  CHECK(PgnTimeControl(std::chrono::milliseconds(1000)) == "1/move");
  CHECK(PgnTimeControl(std::chrono::milliseconds(1500)) == "1.5/move");
  CHECK(PgnTimeControl(std::chrono::milliseconds(100)) == "0.1/move");
  CHECK(PgnTimeControl(std::chrono::milliseconds(1)) == "0.001/move");
  CHECK_THAT(text, Catch::EndsWith("\n1... Ca9 2. Cb2 1/2-1/2\n\n"));
  CHECK_THAT(text, !Catch::Contains("Termination"));

  // Long games wrap at 79 columns.
  PgnGame long_game;
  Rng rng(5);
  Position p;
  for (int i = 0; i < 120 && !p.IsOver(); ++i) {
    MoveList moves;
    p.GenerateMoves(moves);
    const Move m = moves[static_cast<int>(rng.Below(moves.size()))];
    long_game.moves.push_back(m);
    p.Make(m);
  }
  std::istringstream lines(FormatPgn(long_game));
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    CHECK(line.size() <= 79);
  }
  CHECK(count > 10);
}

TEST_CASE("games append to one PGN file whole, from many writers") {
  const std::string path = TempPath("many.pgn");
  std::remove(path.c_str());
  // Big games from several threads at once: O_APPEND and one write each.
  // (Catch's assertions are not thread-safe: the writers only record.)
  std::vector<std::thread> writers;
  std::vector<int> failures(4, 0);
  for (int w = 0; w < 4; ++w) {
    writers.emplace_back([w, &path, &failures] {
      for (int g = 0; g < 10; ++g) {
        PgnGame game;
        game.round = std::to_string(w * 100 + g);
        game.comment = std::string(20000, static_cast<char>('a' + w));
        if (!arena::AppendWhole(path, FormatPgn(game)).ok()) ++failures[w];
      }
    });
  }
  for (std::thread& t : writers) t.join();
  CHECK(failures == std::vector<int>(4, 0));
  const std::string all = ReadFile(path);
  int games = 0;
  for (std::size_t at = all.find("[Event "); at != std::string::npos;
       at = all.find("[Event ", at + 1)) {
    ++games;
    // Every game's comment is one run of its writer's letter.
    const std::size_t open = all.find('{', at);
    REQUIRE(open != std::string::npos);
    const char letter = all[open + 1];
    CHECK(all.substr(open + 1, 20000) == std::string(20000, letter));
    CHECK(all[open + 20001] == '}');
  }
  CHECK(games == 40);
  std::remove(path.c_str());
}

TEST_CASE("PlayTable appends a PGN game per game with colours swapped") {
  const std::string path = TempPath("table.pgn");
  std::remove(path.c_str());
  MatchOptions options;
  options.pgn_path = path;
  options.openings = {Read(kBlueToMove).value()};
  for (int index = 0; index < 2; ++index) {
    std::vector<std::string> a_lines;
    std::vector<std::string> b_lines;
    auto a = Recorder(a_lines, std::make_shared<Position>());
    auto b = Recorder(b_lines, std::make_shared<Position>());
    arena::Table table;
    table.game = "duckchess";
    table.index = index;
    // Both colours of the fourth opening pair.
    table.round = 3;
    table.seed = 9;
    table.time.movetime = std::chrono::milliseconds(50);
    // Entrant "a" is red in game 0 and blue in game 1.
    table.seats = {{{index == 0 ? &a : &b}, index == 0 ? "a" : "b", "", 0},
                   {{index == 0 ? &b : &a}, index == 0 ? "b" : "a", "", 1}};
    arena::ReplayWriter replay;
    const auto result = PlayTable(table, options, replay);
    REQUIRE(result.ok());
  }
  const std::string all = ReadFile(path);
  CHECK_THAT(all, Catch::StartsWith("[Event \"gauntlet match duckchess\"]\n"));
  CHECK_THAT(all, Catch::Contains("[Round \"4\"]\n[White \"a\"]\n[Black "
                                  "\"b\"]\n"));
  CHECK_THAT(all, Catch::Contains("[Round \"4\"]\n[White \"b\"]\n[Black "
                                  "\"a\"]\n"));
  CHECK_THAT(all, Catch::Contains("[FEN \"" + std::string(kBlueToMove) +
                                  "\"]\n[TimeControl \"0.05/move\"]\n"
                                  "[PlyCount \""));
  CHECK_THAT(all, Catch::Contains("\"]\n\n1... "));
  CHECK_THAT(all, Catch::Contains("[Result \""));
  std::remove(path.c_str());
}

}  // namespace
}  // namespace gauntlet::duckchess
