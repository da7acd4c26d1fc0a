// duckchess-bot --uci, and UCI engines seated by the referee (`uci:CMD`).

#include "bots/duckchess/uci.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/duckchess/notation.h"
#include "tests/support/run_program.h"
#include "tools/games/duckchess/uci_player.h"

namespace {

using gauntlet::duckchess::FromUci;
using gauntlet::duckchess::Move;
using gauntlet::duckchess::Position;
using gauntlet::duckchess::ToUci;
using gauntlet::testing::CheckRefusedSaying;
using gauntlet::testing::ReadJsonLines;
using gauntlet::testing::RunProgram;
using gauntlet::testing::ScratchDir;
using gauntlet::testing::TempFile;

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The lines from the first that starts with `prefix` after line `from`.
int FindFrom(const std::vector<std::string>& lines, int from,
             const std::string& prefix) {
  for (int i = from; i < static_cast<int>(lines.size()); ++i) {
    if (lines[i].rfind(prefix, 0) == 0) return i;
  }
  return -1;
}

bool LegalIn(const Position& position, const std::string& uci) {
  const auto m = FromUci(uci);
  return m.ok() && !position.IsOver() && position.IsLegal(*m);
}

TEST_CASE("UCI moves name squares as Fairy-Stockfish's variant does") {
  const Move m{static_cast<uint8_t>(gauntlet::duckchess::CellIndex(9, 0)),
               static_cast<uint8_t>(gauntlet::duckchess::CellIndex(8, 0))};
  CHECK(ToUci(m) == "a10a9");
  REQUIRE(FromUci("a10a9").ok());
  CHECK(*FromUci("a10a9") == m);
  CHECK(ToUci(*FromUci("e4e5")) == "e4e5");
  CHECK(!FromUci("j1a1").ok());
  CHECK(!FromUci("a11a1").ok());
  CHECK(!FromUci("a0a1").ok());
  CHECK(!FromUci("a1a2x").ok());
  CHECK(!FromUci("a1").ok());
}

TEST_CASE("duckchess-bot --uci answers every UCI command") {
  // Lines arrive at once, as from a pipe: a command after a finite `go` waits
  // for its bestmove, `stop` ends the infinite one.
  const std::string fen =
      "chegkgehc/9/d7d/s1s1s1s1s/9/9/S1S1S1S1S/D7D/C8/1HEGKGEHC b - - 1 1";
  const auto run =
      RunProgram("duckchess-bot --uci",
                 "uci\n"
                 "isready\n"
                 "setoption name Hash value 16\n"
                 "setoption name Threads value 1\n"
                 "setoption name UCI_Variant value thupcduck\n"
                 "setoption name VariantPath value /nowhere/thupcduck.ini\n"
                 "setoption name search.aspiration_window value 60\n"
                 "ucinewgame\n"
                 "position startpos moves e4e5\n"
                 "go depth 3\n"
                 "position fen " +
                     fen +
                     " moves a10a9\n"
                     "go nodes 3000\n"
                     "position startpos\n"
                     "go movetime 50\n"
                     "go wtime 2000 btime 1000 winc 20 binc 10 movestogo 20\n"
                     "go infinite\n"
                     "isready\n"
                     "stop\n"
                     "quit\n");
  INFO(run.out << run.err);
  REQUIRE(run.exit_code == 0);
  CHECK(run.err.empty());
  const std::vector<std::string> lines = SplitLines(run.out);
  const int uciok = FindFrom(lines, 0, "uciok");
  REQUIRE(uciok > 0);
  CHECK(FindFrom(lines, 0, "id name ") >= 0);
  CHECK(FindFrom(lines, 0, "option name Hash type spin") >= 0);
  CHECK(FindFrom(lines, 0, "option name UCI_Variant type combo") >= 0);
  CHECK(FindFrom(lines, uciok, "readyok") > uciok);

  // Five searches, each with info lines and a legal bestmove.
  std::vector<int> best;
  for (int i = FindFrom(lines, 0, "bestmove "); i >= 0;
       i = FindFrom(lines, i + 1, "bestmove ")) {
    best.push_back(i);
  }
  REQUIRE(best.size() == 5);
  Position after_e4e5;
  after_e4e5.Make(*FromUci("e4e5"));
  auto from_fen = Position::FromFen(fen);
  REQUIRE(from_fen.ok());
  from_fen->Make(*FromUci("a10a9"));
  const Position positions[5] = {after_e4e5, *from_fen, Position(), Position(),
                                 Position()};
  int previous = uciok;
  for (int s = 0; s < 5; ++s) {
    const std::string move = lines[best[s]].substr(9);
    CHECK(LegalIn(positions[s], move));
    previous = best[s];
    if (s == 4) break;  // stopped at once: maybe before its first iteration
    const int info =
        FindFrom(lines, s == 0 ? uciok : best[s - 1], "info depth ");
    REQUIRE(info >= 0);
    CHECK(info < best[s]);
    for (const char* field :
         {" score ", " nodes ", " nps ", " time ", " pv "}) {
      CHECK(lines[info].find(field) != std::string::npos);
    }
  }
  CHECK(previous == best[4]);
  // go depth 3 ends at depth 3; go nodes 3000 stays near 3000 nodes.
  CHECK(lines[best[0] - 1].rfind("info depth 3 ", 0) == 0);
  const std::string last_nodes_info = lines[best[1] - 1];
  const std::vector<std::string> words = absl::StrSplit(last_nodes_info, ' ');
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i] == "nodes") CHECK(std::stoll(words[i + 1]) <= 3000);
  }
  // The infinite search answered isready while thinking and only gave its
  // bestmove after stop: readyok comes before the last bestmove.
  CHECK(FindFrom(lines, best[3] + 1, "readyok") < best[4]);
}

TEST_CASE("duckchess-bot --uci reports bad lines and keeps going") {
  const auto run = RunProgram("duckchess-bot --uci",
                              "frobnicate\n"
                              "setoption name Threads value 4\n"
                              "setoption name UCI_Variant value chess\n"
                              "setoption name Hash value lots\n"
                              "position fen xyz\n"
                              "position startpos moves a1a9\n"
                              "go depth 0\n"
                              "go sideways\n"
                              "isready\n");
  INFO(run.out << run.err);
  CHECK(run.exit_code == 0);
  CHECK(run.err.find("line 1: frobnicate: unknown command") !=
        std::string::npos);
  CHECK(run.err.find("line 2: setoption: option Threads") != std::string::npos);
  CHECK(run.err.find("line 3: setoption: option UCI_Variant") !=
        std::string::npos);
  CHECK(run.err.find("line 4: setoption: option Hash") != std::string::npos);
  CHECK(run.err.find("line 5: position: FEN") != std::string::npos);
  CHECK(run.err.find("line 6: position: token 4 \"a1a9\": expected a legal") !=
        std::string::npos);
  CHECK(run.err.find("line 7: go: token 3 \"0\"") != std::string::npos);
  CHECK(run.err.find("line 8: go: token 2 \"sideways\"") != std::string::npos);
  CHECK(run.out.find("info string error: line 1:") != std::string::npos);
  CHECK(run.out.find("readyok") != std::string::npos);
  CHECK(run.out.find("bestmove") == std::string::npos);
}

TEST_CASE("the referee seats our bot in UCI mode against the native bot") {
  const std::string out = ScratchDir("duckchess_uci_match");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const auto match = RunProgram(
      "gauntlet match duckchess --red 'uci:" + bot + " --uci' --blue '" + bot +
      "' --names uci,native --games 2 --movetime 50 --seed 3 "
      "--uci-option Hash=8 --uci-option Threads=1 "
      "--uci-option UCI_Variant=thupcduck --out " +
      out);
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 2);
  for (int i = 0; i < 2; ++i) {
    const auto& r = results[i];
    CHECK(r["entrants"][0]["seat"] == i);
    CHECK(r["entrants"][0]["command"] == "uci:" + bot + " --uci");
    CHECK(r["entrants"][0]["faults"].empty());
    CHECK(r["entrants"][1]["faults"].empty());
    CHECK(r["plies"].get<int>() > 2);
    const auto replay =
        ReadJsonLines(out + "/game-" + std::to_string(i) + ".replay.jsonl");
    // Every move of the UCI seat reached the referee as `xs ys xt yt`.
    int uci_turns = 0;
    for (const auto& record : replay) {
      if (record["type"] != "turn") continue;
      for (const auto& player : record["players"]) {
        if (player["seat"] != i) continue;
        ++uci_turns;
        CHECK(std::vector<std::string>(
                  absl::StrSplit(player["answer"].get<std::string>(), ' '))
                  .size() == 4);
      }
    }
    CHECK(uci_turns > 0);
  }
}

TEST_CASE("a UCI engine's unasked lines are skipped, not early-line faults") {
  // A banner before `uci`, and an info line in the same write as each
  // bestmove, so it is waiting when the next `go` is sent: UCI allows both.
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const TempFile engine(
      "echo 'Banner engine 1.0'\n" + bot +
      " --uci | while IFS= read -r l; do case \"$l\" in "
      "bestmove*) printf '%s\\ninfo string after\\n' \"$l\";; "
      "*) printf '%s\\n' \"$l\";; esac; done\n");
  const std::string out = ScratchDir("duckchess_uci_chatty");
  const auto match = RunProgram(
      "gauntlet match duckchess --red 'uci:sh " + engine.path() + "' --blue '" +
      bot + "' --games 1 --movetime 50 --seed 3 --out " + out +
      // What is checked is the skipping; on a loaded machine a late reply
      // of the shell loop must not fault it.
      " --grace 1000");
  INFO(match.err);
  REQUIRE(match.exit_code == 0);
  const auto results = ReadJsonLines(out + "/results.jsonl");
  REQUIRE(results.size() == 1);
  CHECK(results[0]["entrants"][0]["faults"].empty());
  CHECK(results[0]["plies"].get<int>() > 2);
}

TEST_CASE("a UCI seat's bad bestmove is found by the entrant check") {
  const TempFile engine(
      "while read line; do case \"$line\" in "
      "uci) echo uciok;; isready) echo readyok;; "
      "go*) echo 'info depth 1'; echo 'bestmove z9z9';; quit) exit 0;; "
      "esac; done\n");
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  CheckRefusedSaying("gauntlet match duckchess --red 'uci:sh " + engine.path() +
                         "' --blue '" + bot + "' --games 1 --movetime 50",
                     "bestmove z9z9");
  CheckRefusedSaying("gauntlet match duckchess --red 'uci:" + bot +
                         " --uci' --blue '" + bot +
                         "' --games 1 --uci-option Hash",
                     "--uci-option: 'Hash' is not NAME=VALUE");
}

TEST_CASE("UciPlayer options are NAME=VALUE") {
  const auto option =
      gauntlet::duckchess::ParseUciOption("VariantPath=a=b.ini");
  REQUIRE(option.ok());
  CHECK(option->first == "VariantPath");
  CHECK(option->second == "a=b.ini");
  CHECK(!gauntlet::duckchess::ParseUciOption("=1").ok());
}

}  // namespace
