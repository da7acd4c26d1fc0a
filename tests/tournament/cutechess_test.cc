// cutechess-cli's tournament flags: each alias becomes the native flags it
// means (and a tournament given them plans and plays as the native command
// does); every other cutechess-cli flag is refused in one line. Also the
// shell words of --match-flags, as the bot check reads them.

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/run_program.h"
#include "tools/tournament/check_bots.h"
#include "tools/tournament/cutechess_flags.h"

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;
using Words = std::vector<std::string>;

const std::string kGauntletProgram = GAUNTLET_BIN_DIR "/gauntlet";
const std::string kMockReferee = GAUNTLET_BIN_DIR "/mock_referee";

Words Translated(const Words& args) {
  const absl::StatusOr<Words> words = TranslateCutechessFlags(args);
  INFO(words.status().message());
  REQUIRE(words.ok());
  return *words;
}

std::string Refusal(const Words& args) {
  const absl::StatusOr<Words> words = TranslateCutechessFlags(args);
  REQUIRE(!words.ok());
  const std::string message(words.status().message());
  CHECK(message.find('\n') == std::string::npos);
  return message;
}

TEST_CASE("cutechess-cli aliases become the native flags") {
  CHECK(Translated({"duckchess", "-engine", "name=a", "cmd=./a --depth 3",
                    "-engine", "cmd=./b", "name=b", "--out", "T"}) ==
        Words{"duckchess", "--bot", "a=./a --depth 3", "--bot", "b=./b",
              "--out", "T"});
  // arg= words are appended to the command, quoted for the shell.
  CHECK(Translated(
            {"-engine", "name=a", "cmd=./a", "arg=--level", "arg=two words"}) ==
        Words{"--bot", "a=./a --level 'two words'"});
  CHECK(Translated({"-each", "st=0.1"}) ==
        Words{"--match-flags", "--movetime 100"});
  CHECK(Translated({"-each", "st=2", "timemargin=50"}) ==
        Words{"--match-flags", "--movetime 2000 --grace 50"});
  // Added to the match flags given natively, wherever they are.
  CHECK(Translated({"--match-flags", "--rounds 40", "-each", "st=0.05"}) ==
        Words{"--match-flags", "--rounds 40 --movetime 50"});
  CHECK(Translated({"-each", "st=0.05", "--match-flags=--rounds 40"}) ==
        Words{"--match-flags", "--rounds 40 --movetime 50"});
  // Games per pairing: rounds x games, either defaulting to 1.
  CHECK(Translated({"-pgnout", "my games.pgn"}) ==
        Words{"--match-flags", "--pgnout 'my games.pgn'"});
  CHECK(Translated({"-pgnout", "a.pgn", "-each", "st=0.1"}) ==
        Words{"--match-flags", "--pgnout a.pgn --movetime 100"});
  // fastchess spells them KEY=VALUE.
  CHECK(Translated({"-pgnout", "file=games.pgn", "notation=san"}) ==
        Words{"--match-flags", "--pgnout games.pgn"});
  CHECK(Translated({"-pgnout", "file=my games.pgn", "-each", "st=0.1"}) ==
        Words{"--match-flags", "--pgnout 'my games.pgn' --movetime 100"});
  CHECK(Translated(
            {"-openings", "file=book.epd", "format=epd", "order=random"}) ==
        Words{"--match-flags", "--openings book.epd --openings-order random"});
  CHECK(Translated({"-openings", "file=book.txt"}) ==
        Words{"--match-flags", "--openings book.txt"});
  CHECK(Translated({"-rounds", "5", "-games", "2"}) == Words{"--games", "10"});
  CHECK(Translated({"-rounds", "3"}) == Words{"--games", "3"});
  CHECK(Translated({"-games", "4"}) == Words{"--games", "4"});
  CHECK(Translated({"-concurrency", "3"}) == Words{"--concurrency", "3"});
  CHECK(Translated({"-sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.1"}) ==
        Words{"--sprt", "0,5,0.05,0.1"});
  CHECK(Translated({"-sprt", "beta=0.1", "alpha=0.05", "elo1=5", "elo0=-2"}) ==
        Words{"--sprt", "-2,5,0.05,0.1"});
  CHECK(Translated({"-ratinginterval", "7"}) ==
        Words{"--rating-interval", "7"});
  CHECK(Translated({"-tournament", "gauntlet"}) ==
        Words{"--format", "gauntlet"});
  CHECK(Translated({"-srand", "42"}) == Words{"--seed", "42"});
  CHECK(Translated({"-repeat", "-games", "2"}) == Words{"--games", "2"});
  CHECK(Translated({"-repeat", "2"}).empty());
  // Native words are left alone, values that look like flags included.
  const Words native = {"hunger", "--bot",         "a=./a -x", "-j",     "2",
                        "-j3",    "--out",         "-dir",     "--seed", "5",
                        "--sprt", "0,5,0.05,0.05", "--quiet",  "--plan"};
  CHECK(Translated(native) == native);
  CHECK(Translated({"--match-flags", "-each"}) ==
        Words{"--match-flags", "-each"});
}

TEST_CASE("other cutechess-cli flags are refused, naming what to use") {
  CHECK(Refusal({"-each", "tc=40/60+0.6"}) ==
        "-each tc=40/60+0.6: Gauntlet has no game clock, only a time per "
        "move: -each st=SECONDS (--match-flags \"--movetime MS\")");
  CHECK(Refusal({"-each", "tc=inf"}).starts_with("-each tc=inf: Gauntlet "));
  CHECK(Refusal({"-openings", "file=book.pgn", "format=pgn", "order=random"}) ==
        "-openings format=pgn: PGN books are not read: give duck chess a file "
        "of one opening a line (a FEN or `moves K ...`), format=epd");
  CHECK(Refusal({"-openings", "file=book.epd", "plies=8"}) ==
        "-openings plies=8: no Gauntlet equivalent (-openings file=FILE "
        "[format=epd] [order=sequential|random])");
  CHECK(Refusal({"-openings", "book.epd"}) ==
        "-openings: takes file=FILE [format=epd] [order=sequential|random]: "
        "duck chess's book of one opening a line (a FEN or `moves K ...`), "
        "--match-flags \"--openings FILE\"");
  // fastchess's KEY=VALUE words are never taken for a file name.
  CHECK(Refusal({"-pgnout", "file=games.pgn", "nodes=true"}) ==
        "-pgnout nodes=true: no Gauntlet equivalent: the bots' search "
        "figures are not read");
  CHECK(Refusal({"-pgnout", "file=games.pgn", "min=true"}) ==
        "-pgnout min=true: no Gauntlet equivalent: games are written whole");
  CHECK(Refusal({"-pgnout", "notation=san"}) ==
        "-pgnout: file=FILE is required (--match-flags \"--pgnout FILE\")");
  CHECK(Refusal({"-pgnout", "file=g.pgn", "notation=uci"}) ==
        "-pgnout notation=uci: no Gauntlet equivalent: the moves are SAN");
  CHECK(Refusal({"-pgnout", "games.pgn", "min"}) ==
        "-pgnout games.pgn min: no Gauntlet equivalent: games are written "
        "whole");
  CHECK(Refusal({"-each", "proto=uci"}) ==
        "-each proto=uci: no Gauntlet equivalent: bots speak their game's "
        "own protocol");
  CHECK(Refusal({"-each", "option.Hash=64"})
            .starts_with("-each option.Hash=64: no Gauntlet equivalent: give "
                         "the bot's own "
                         "flags"));
  CHECK(Refusal({"-each", "st=0"}) ==
        "-each st=0: not a positive number of seconds");
  CHECK(Refusal({"-each", "st=0.0001"}).starts_with("-each st=0.0001: "));
  CHECK(Refusal({"-each", "cmd=./a"})
            .starts_with("-each cmd=./a: give each bot its own: -engine"));
  CHECK(Refusal({"-engine", "name=a", "cmd=./a", "st=1"}) ==
        "-engine st=1: every bot gets the same time in Gauntlet: -each "
        "st=...");
  CHECK(Refusal({"-engine", "name=a", "cmd=./a", "dir=/opt"})
            .starts_with("-engine dir=/opt: no Gauntlet equivalent"));
  CHECK(Refusal({"-engine", "name=a"}) ==
        "-engine: cmd=COMMAND is required (--bot NAME=CMD)");
  CHECK(Refusal({"-engine", "cmd=./a"}) ==
        "-engine: name=NAME is required (--bot NAME=CMD)");
  CHECK(Refusal({"-sprt", "elo0=0", "elo1=5"})
            .starts_with("-sprt: takes elo0=, elo1=, alpha= and beta="));
  CHECK(Refusal({"-sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.05",
                 "model=normalized"}) ==
        "-sprt model=normalized: no Gauntlet equivalent (--sprt "
        "elo0,elo1,alpha,beta)");
  CHECK(Refusal({"-rounds", "0"}) == "-rounds: '0' is not a positive count");
  CHECK(Refusal({"-games", "x"}) == "-games: 'x' is not a positive count");
  CHECK(Refusal({"-concurrency"}) == "-concurrency: a value is missing");
  CHECK(Refusal({"-rounds", "2", "--games", "4"})
            .starts_with("-rounds/-games: give them or --games, not both"));
  CHECK(Refusal({"-tournament", "knockout"}) ==
        "-tournament knockout: no Gauntlet equivalent (--format round-robin "
        "or gauntlet)");
  CHECK(Refusal({"-repeat", "4"})
            .starts_with("-repeat 4: no Gauntlet equivalent"));
  for (const char* flag :
       {"-epdout", "-bookmode", "-variant", "-noswap", "-reverse", "-recover",
        "-maxmoves", "-tb", "-tbpieces", "-tbignore50", "-debug", "-event",
        "-site", "-resultformat", "-outcomeinterval", "-seeds", "-wait"}) {
    INFO(flag);
    CHECK(Refusal({flag}).starts_with(std::string(flag) +
                                      ": no Gauntlet equivalent"));
  }
  CHECK(Refusal({"-resign", "movecount=3", "score=600"}) ==
        "-resign: not taken: the engines' scores are not read; duck chess's "
        "referee judges by its own score with --match-flags "
        "\"--adjudicate-win PLIES,SCORE\"");
  CHECK(Refusal({"-draw"}).starts_with(
      "-draw: not taken: the engines' scores are not read; duck chess's "
      "referee judges by its own score with --match-flags "
      "\"--adjudicate-draw PLY,PLIES,SCORE\""));
  CHECK(
      Refusal({"-frobnicate"})
          .starts_with(
              "-frobnicate: not a flag of gauntlet tournament, nor one of the "
              "cutechess-cli flags it takes"));
}

using Ran = testing::ProgramRun;
using testing::RunShell;

// The mock referee's bots are numbers (their skill), not programs.
std::string CutechessTournament(const std::string& flags,
                                const std::string& out) {
  return kGauntletProgram + " tournament " + flags + " --out " + out +
         " --referee '" + kMockReferee + "' --no-check 2>&1";
}

TEST_CASE("a tournament given the aliases plans and plays as the native one") {
  const std::string dir = testing::ScratchDir("cutechess_same");
  // The same plan, line for line, into the same directory (which would
  // refuse a different tournament).
  const Ran native = RunShell(
      CutechessTournament("duckchess --bot strong=200 --bot weak=0 --games 6 "
                          "--format gauntlet --seed 7 --match-flags "
                          "'--movetime 100 --grace 20' --plan",
                          dir + "/plan"));
  REQUIRE(native.exit_code == 0);
  CHECK(!native.out.empty());
  const Ran alias = RunShell(CutechessTournament(
      "duckchess -engine name=strong cmd=200 -engine cmd=0 name=weak "
      "-rounds 3 -games 2 -tournament gauntlet -srand 7 "
      "-each st=0.1 timemargin=20 -repeat --plan",
      dir + "/plan"));
  INFO(alias.out);
  REQUIRE(alias.exit_code == 0);
  CHECK(alias.out == native.out);

  // The same run: the SPRT, the interim standings and the concurrency.
  const std::string native_run =
      "duckchess --bot a=300 --bot b=0 --games 40 --sprt 0,150,0.05,0.05 "
      "--rating-interval 4 -j 1";
  const std::string alias_run =
      "duckchess -engine name=a cmd=300 -engine name=b cmd=0 -games 40 "
      "-sprt elo0=0 elo1=150 alpha=0.05 beta=0.05 -ratinginterval 4 "
      "-concurrency 1";
  const Ran played =
      RunShell(CutechessTournament(native_run, dir + "/native") + "");
  REQUIRE(played.exit_code == 0);
  CHECK(played.out.find("LLR") != std::string::npos);
  const Ran played_alias =
      RunShell(CutechessTournament(alias_run, dir + "/alias"));
  REQUIRE(played_alias.exit_code == 0);
  // The progress lines carry times; the standings and verdicts do not.
  const auto standings = [](const std::string& text) {
    std::string kept;
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      const std::string line = text.substr(start, end - start);
      if (!line.starts_with("games ")) kept += line + "\n";
      start = end + 1;
    }
    return kept;
  };
  CHECK(standings(played_alias.out) == standings(played.out));
  // -concurrency is --concurrency, warning included.
  const Ran crowded = RunShell(CutechessTournament(
      "duckchess -engine name=a cmd=1 -engine name=b cmd=0 -concurrency 999",
      dir + "/crowded"));
  CHECK(crowded.exit_code == 0);
  CHECK(crowded.out.find("warning: 999 games at once") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("a refused cutechess-cli flag stops the command in one line") {
  const std::string dir = testing::ScratchDir("cutechess_refused");
  for (const std::string& flags :
       {std::string("-each tc=40/60+0.6"), std::string("-pgnout g.pgn min"),
        std::string("-openings file=book.pgn format=pgn order=random"),
        std::string("-recover"), std::string("-each proto=uci")}) {
    INFO(flags);
    const Ran ran = RunShell(CutechessTournament(
        "duckchess --bot a=1 --bot b=0 " + flags, dir + "/t"));
    CHECK(ran.exit_code == 2);
    CHECK(ran.out.starts_with("gauntlet tournament: -"));
    CHECK(ran.out.find('\n') == ran.out.size() - 1);
    CHECK(!fs::exists(dir + "/t"));
  }
  fs::remove_all(dir);
}

TEST_CASE("fastchess's -pgnout file=X writes X, with time and plies") {
  const std::string dir = testing::ScratchDir("cutechess_pgnout");
  const std::string bot = GAUNTLET_BIN_DIR "/duckchess-bot --level random";
  // Run from `dir`, where the old translation made a file `file=games.pgn`.
  const Ran ran = RunShell("cd '" + dir + "' && " + kGauntletProgram +
                           " tournament duckchess -engine name=a 'cmd=" + bot +
                           "' -engine name=b 'cmd=" + bot +
                           " --seed 2' -games 2 -each st=0.2 -pgnout "
                           "file=games.pgn notation=san --out t --quiet 2>&1");
  INFO(ran.out);
  REQUIRE(ran.exit_code == 0);
  CHECK(!fs::exists(dir + "/file=games.pgn"));
  const std::string pgn = testing::ReadFile(dir + "/games.pgn");
  std::size_t games = 0;
  for (auto at = pgn.find("[Event "); at != std::string::npos;
       at = pgn.find("[Event ", at + 1)) {
    ++games;
  }
  CHECK(games == 2);
  CHECK(pgn.find("[TimeControl \"0.2/move\"]\n[PlyCount \"") !=
        std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("match flags split into words as the shell splits them") {
  const auto split = [](const std::string& text) {
    const absl::StatusOr<Words> words = SplitShellWords(text);
    REQUIRE(words.ok());
    return *words;
  };
  CHECK(split("").empty());
  CHECK(split("  --movetime 200\t--grace\n50 ") ==
        Words{"--movetime", "200", "--grace", "50"});
  CHECK(split("--rules 'my rules.json'") == Words{"--rules", "my rules.json"});
  CHECK(split("a\"b c\"d e\\ f") == Words{"ab cd", "e f"});
  CHECK(split("\"say \\\"hi\\\" \\$HOME \\n\"") ==
        Words{"say \"hi\" $HOME \\n"});
  CHECK(split("'it'\\''s'") == Words{"it's"});
  CHECK(split("''") == Words{""});
  CHECK(!SplitShellWords("'open").ok());
  CHECK(!SplitShellWords("\"open").ok());
  CHECK(!SplitShellWords("end\\").ok());
}

}  // namespace
}  // namespace gauntlet::tournament
