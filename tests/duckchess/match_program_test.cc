#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>
#include <string>

#include "tests/support/run_program.h"

namespace {

using gauntlet::testing::CheckRefusedSaying;
using gauntlet::testing::CheckReplayCutShort;
using gauntlet::testing::KillWhenReplayHasTurns;
using gauntlet::testing::ReadFile;
using gauntlet::testing::ReadJsonLines;
using gauntlet::testing::RunProgram;
using gauntlet::testing::ScratchDir;
using gauntlet::testing::TempFile;

TEST_CASE("gauntlet replay speaks duck chess and lists a match directory") {
  const std::string out = ScratchDir("duckchess_replay_terms");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const auto match = RunProgram("gauntlet match duckchess --red '" + bot +
                                " --level greedy' --blue '" + bot +
                                " --level random' --names g,r --games 2 "
                                "--movetime 100 --seed 3 --out " +
                                out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);

  const auto shown =
      RunProgram("gauntlet replay " + out + "/game-0.replay.jsonl");
  INFO(shown.out);
  CHECK(shown.exit_code == 0);
  // Colours where the page says red and blue, not seat numbers.
  CHECK(shown.out.find("\n  red: g  (") != std::string::npos);
  CHECK(shown.out.find("\n  blue: r  (") != std::string::npos);
  CHECK(shown.out.find("seat ") == std::string::npos);
  // Each ply in SAN with what it did, not the judge's "red car;NA;no;no".
  CHECK(shown.out.find(";NA;") == std::string::npos);
  CHECK(shown.out.find("info:") == std::string::npos);
  const std::regex first_ply(
      "\n  move [KGEHCDS][a-i]?(10|[1-9])?x?[a-i](10|[1-9]): (red|blue) "
      "(captain|guard|elephant|horse|car|duck|soldier) [a-i](10|[1-9])-");
  CHECK(std::regex_search(shown.out, first_ply));
  CHECK(std::regex_search(
      shown.out, std::regex("\nresult: game 0: g [0-9.]+ \\(red, rank")));

  // A match's directory lists its games, one line each.
  const auto listed = RunProgram("gauntlet replay " + out);
  INFO(listed.err);
  CHECK(listed.exit_code == 0);
  CHECK(std::regex_search(
      listed.out,
      std::regex("^game-0.replay.jsonl: red g, blue r; [0-9]+ turns; g ")));
  CHECK(listed.out.find("\ngame-1.replay.jsonl: red r, blue g; ") !=
        std::string::npos);
  CHECK(listed.out.find("empty replay") == std::string::npos);

  // A directory without replays says so and fails.
  const std::string empty = ScratchDir("duckchess_replay_empty");
  const auto none = RunProgram("gauntlet replay " + empty);
  CHECK(none.exit_code == 1);
  CHECK(none.err.find("no game-<k>.replay.jsonl in it") != std::string::npos);
  std::filesystem::remove_all(out);
  std::filesystem::remove_all(empty);
}

TEST_CASE("gauntlet match duckchess writes results and replays") {
  const std::string out = "duckchess_match_" + std::to_string(getpid());
  std::filesystem::remove_all(out);
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const auto match = RunProgram(
      "gauntlet match duckchess --red '" + bot +
      " --level greedy --seed 2' --blue '" + bot +
      " --level random' --names g,r --games 2 --first-game 4 --movetime 200 "
      "--seed 5 --out " +
      out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 2);
  for (int i = 0; i < 2; ++i) {
    const auto& r = results[i];
    CHECK(r["game"] == "duckchess");
    CHECK(r["index"] == 4 + i);
    REQUIRE(r["entrants"].size() == 2);
    CHECK(r["entrants"][0]["name"] == "g");
    CHECK(r["entrants"][0]["seat"] == i);  // colours alternate
    CHECK(r["entrants"][1]["seat"] == 1 - i);
    const double total = r["entrants"][0]["score"].get<double>() +
                         r["entrants"][1]["score"].get<double>();
    CHECK(total == 1.0);
    CHECK(r["plies"].get<int>() > 0);
    // Both bots played the game out: neither crashed nor timed out.
    CHECK(r["entrants"][0]["faults"].empty());
    CHECK(r["entrants"][1]["faults"].empty());
    const auto replay =
        ReadJsonLines(out + "/game-" + std::to_string(4 + i) + ".replay.jsonl");
    REQUIRE(replay.size() >= 3);
    CHECK(replay.front()["type"] == "header");
    CHECK(replay.back()["type"] == "result");
    // Games 4 and 5 share their opening.
    CHECK(replay.front()["setup"]["opening"] ==
          ReadJsonLines(out + "/game-4.replay.jsonl")
              .front()["setup"]["opening"]);
  }
  std::filesystem::remove_all(out);
}

TEST_CASE("a duck chess referee killed mid-game leaves every turn played") {
  const std::string out = ScratchDir("duckchess_killed");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const std::string replay = out + "/game-0.replay.jsonl";
  // The bots search for most of the 150 ms a move: a game of tens of
  // seconds, killed once four turns are in the file.
  const auto run = KillWhenReplayHasTurns(
      "gauntlet match duckchess --red '" + bot + "' --blue '" + bot +
          "' --games 1 --movetime 150 --seed 5 --out " + out,
      replay, 4, std::chrono::seconds(30));
  INFO(run.err);
  REQUIRE(run.killed);
  const int found = CheckReplayCutShort(replay);
  CHECK(found >= run.turns_seen);
  CHECK(ReadFile(out + "/results.jsonl").empty());
  std::filesystem::remove_all(out);
}

TEST_CASE("gauntlet match duckchess plays a book and appends PGN games") {
  const std::string out = ScratchDir("duckchess_book");
  const TempFile book(
      "# two openings\n"
      "moves 2 3 0 4 1 6 0 5 1\n"
      "\n"
      "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1\n");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const std::string pgn = out + "/games.pgn";
  const auto match = RunProgram(
      "gauntlet match duckchess --red '" + bot +
      " --level greedy --seed 2' --blue '" + bot +
      " --level greedy --seed 3' --names g,h --games 4 --movetime 100 "
      "--openings " +
      book.path() + " --pgnout " + pgn + " --out " + out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 4);
  for (const auto& r : results) {
    // Our bot understands both first turn lines: nobody faulted.
    CHECK(r["entrants"][0]["faults"].empty());
    CHECK(r["entrants"][1]["faults"].empty());
  }
  // Games 0 and 1 play the first line, 2 and 3 the FEN.
  const auto header = [&](int k) {
    return ReadJsonLines(out + "/game-" + std::to_string(k) + ".replay.jsonl")
        .front()["setup"];
  };
  CHECK(header(0)["opening"] == nlohmann::json{"3 0 4 1", "6 0 5 1"});
  CHECK(header(1)["opening"] == header(0)["opening"]);
  CHECK(header(2)["fen"] ==
        "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1");
  CHECK(header(3)["fen"] == header(2)["fen"]);
  CHECK(header(0)["fen"] ==
        "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/9/CHEGKGEHC w - - 0 1");
  const std::string first_turn =
      ReadJsonLines(out + "/game-2.replay.jsonl")[1]["players"][0]["sent"];
  CHECK(first_turn.rfind("position chegkgehc/", 0) == 0);

  const std::string games = ReadFile(pgn);
  int count = 0;
  for (std::size_t at = games.find("[Event "); at != std::string::npos;
       at = games.find("[Event ", at + 1)) {
    ++count;
  }
  CHECK(count == 4);
  CHECK(games.find("[White \"g\"]\n[Black \"h\"]") != std::string::npos);
  CHECK(games.find("[White \"h\"]\n[Black \"g\"]") != std::string::npos);
  CHECK(games.find("[Variant \"thupcduck\"]") != std::string::npos);
  CHECK(games.find("1. Sab5 Sab6 2. ") != std::string::npos);
  CHECK(games.find("[SetUp \"1\"]\n[FEN \"chegkgehc/9/d7d/s1s1s1s1s/9/9/"
                   "S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1\"]\n"
                   "[TimeControl \"0.1/move\"]\n[PlyCount \"") !=
        std::string::npos);
  CHECK(games.find("\"]\n\n1... ") != std::string::npos);

  // A bad book is refused before any game, naming the file and line.
  const TempFile bad("moves 0\nmoves 1 0 0 5 5\n");
  CheckRefusedSaying("gauntlet match duckchess --red '" + bot + "' --blue '" +
                         bot + "' --openings " + bad.path() + " --out " + out +
                         "/refused",
                     bad.path() +
                         ", line 2: move 1 (0 0 5 5) is illegal for "
                         "red");
  CHECK_FALSE(std::filesystem::exists(out + "/refused/results.jsonl"));
  std::filesystem::remove_all(out);
}

TEST_CASE("gauntlet match duckchess adjudicates by its own score when asked") {
  const std::string out = "duckchess_adjudicate_" + std::to_string(getpid());
  std::filesystem::remove_all(out);
  std::filesystem::remove(out + ".pgn");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const std::string players = "gauntlet match duckchess --red '" + bot +
                              " --level greedy' --blue '" + bot +
                              " --level random' --movetime 200 --seed 9";
  // Every score is within 10,000,000 from the first move on: each game is
  // drawn at the first ply played after its opening.
  const auto match =
      RunProgram(players + " --games 2 --adjudicate-draw 0,1,10000000 " +
                 "--pgnout " + out + ".pgn --out " + out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 2);
  for (int i = 0; i < 2; ++i) {
    const auto replay =
        ReadJsonLines(out + "/game-" + std::to_string(i) + ".replay.jsonl");
    REQUIRE(!replay.empty());
    const int opening =
        static_cast<int>(replay.front()["setup"]["opening"].size());
    CHECK(results[i]["plies"] == opening + 1);
    CHECK(results[i]["outcome"] ==
          "draw by adjudication at ply " + std::to_string(opening + 1) +
              ": the referee's score within 10000000 for 1 plies");
    CHECK(results[i]["entrants"][0]["score"] == 0.5);
  }
  CHECK(ReadFile(out + ".pgn").find("[Termination \"adjudication\"]") !=
        std::string::npos);

  CheckRefusedSaying(players + " --adjudicate-win 6 --out " + out + "/refused",
                     "--adjudicate-win wants PLIES,SCORE, got '6'");
  CHECK_FALSE(std::filesystem::exists(out + "/refused/results.jsonl"));
  std::filesystem::remove_all(out);
  std::filesystem::remove(out + ".pgn");
}

}  // namespace
