// End-to-end: `gauntlet tournament` and `gauntlet merge` driving the mock
// referee (tests/tournament/mock_referee.cc) through the match contract.

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <thread>
#include <vector>

#include "nlohmann/json.hpp"
#include "tests/support/run_program.h"
#include "tools/tournament/records.h"
#include "tools/tournament/runner.h"

namespace gauntlet::tournament {
namespace {

namespace fs = std::filesystem;

const std::string kGauntlet = GAUNTLET_BIN_DIR "/gauntlet";
const std::string kMock = GAUNTLET_BIN_DIR "/mock_referee";

using Ran = testing::ProgramRun;
using testing::RunShell;

// The records of a directory, by id, as the referee reported them.
std::map<int, nlohmann::json> Results(const std::string& dir) {
  std::map<int, nlohmann::json> results;
  for (const std::string& line : CompleteLines(dir + "/results.jsonl")) {
    const auto json = nlohmann::json::parse(line);
    const int id = json.at("id").get<int>();
    CHECK(!results.count(id));  // never counted twice
    results[id] = json;
  }
  return results;
}

const std::string kDuckchessBots =
    " --bot strong=200 --bot middle=0 --bot weak=-200";

// The mock's bots are numbers, not programs: --no-check, so that the
// tournament does not refuse to start them.
std::string Tournament(const std::string& flags, const std::string& out,
                       const std::string& referee = kMock) {
  return kGauntlet + " tournament " + flags + " --out " + out + " --referee '" +
         referee + "' --quiet --no-check 2>&1";
}

TEST_CASE("a run plays every game once and running again plays none") {
  const std::string dir = testing::ScratchDir("run_direct");
  const std::string flags = "duckchess" + kDuckchessBots + " --games 4 -j 2";
  const Ran first = RunShell(Tournament(flags, dir + "/t"));
  INFO(first.out);
  REQUIRE(first.exit_code == 0);
  CHECK(first.out.find("12/12 games") != std::string::npos);
  auto results = Results(dir + "/t");
  CHECK(results.size() == 12);
  for (const auto& [id, record] : results) {
    CHECK(fs::exists(dir + "/t/games/" + GameIdText(id) +
                     "/game-0.replay.jsonl"));
  }
  const Ran again = RunShell(Tournament(flags, dir + "/t"));
  CHECK(again.exit_code == 0);
  CHECK(again.out == first.out);
  CHECK(Results(dir + "/t").size() == 12);
  // Another tournament cannot be mixed into the same directory.
  CHECK(RunShell(Tournament(flags + " --seed 9", dir + "/t")).exit_code != 0);
  CHECK(
      RunShell(Tournament(flags + " --match-flags '--movetime 5'", dir + "/t"))
          .exit_code != 0);
  // Referee options reach every game.
  const Ran timed =
      RunShell(Tournament(flags + " --match-flags '--movetime 5'", dir + "/m"));
  CHECK(timed.exit_code == 0);
  CHECK(
      RunShell(Tournament(flags + " --match-flags '--movetime 0'", dir + "/z"))
          .exit_code != 0);
  fs::remove_all(dir);
}

TEST_CASE("every game reaches the referee seated as scheduled") {
  const std::string dir = testing::ScratchDir("run_seating");
  const std::vector<std::string> setups = {
      "duckchess --bot a=10 --bot b=0 --games 2",
      "tetris --bot a='10 | seq-a' --bot b='0|seq b' --games 2",
      "enclosure --bot a=1 --bot b=2 --bot c=3 --bot d=4 --bot e=5 --games 4",
      "hunger --bot a=1 --bot b=2 --bot c=3 --games 3"};
  int n = 0;
  for (const std::string& setup : setups) {
    const std::string out = dir + "/" + std::to_string(n++);
    const Ran ran = RunShell(Tournament(setup + " -j 2", out));
    INFO(setup << "\n" << ran.out);
    REQUIRE(ran.exit_code == 0);
    const auto spec = ReadSpec(out);
    REQUIRE(spec.ok());
    const auto schedule = BuildSchedule(*spec);
    const auto results = Results(out);
    REQUIRE(results.size() == schedule->size());
    for (const GameSpec& game : *schedule) {
      const auto& record = results.at(game.id);
      // The referee saw the seats the schedule promised.
      for (const auto& entrant : record.at("result").at("entrants")) {
        const int seat = entrant.at("seat").get<int>();
        CHECK(spec->bots[game.seats[seat]].name ==
              entrant.at("name").get<std::string>());
      }
      CHECK(record.at("seed") == std::to_string(game.seed));
      CHECK(record.at("result").at("seed") == std::to_string(game.seed));
    }
  }
  fs::remove_all(dir);
}

TEST_CASE("kill -9 in the middle, then resume: same as an uninterrupted run") {
  const std::string dir = testing::ScratchDir("run_resume");
  const std::string flags = "duckchess" + kDuckchessBots + " --games 6 -j 2";
  const Ran whole = RunShell(Tournament(flags, dir + "/whole"));
  REQUIRE(whole.exit_code == 0);

  // The same tournament with slow games, killed while games are running.
  const std::string killed = dir + "/killed";
  const std::string command =
      Tournament(flags, killed, kMock + " --delay-ms 300") + " >/dev/null";
  const pid_t runner = fork();
  REQUIRE(runner >= 0);
  if (runner == 0) {
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (CompleteLines(killed + "/results.jsonl").size() < 4 &&
         std::chrono::steady_clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  // Let the next games get under way, then kill the runner outright.
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  REQUIRE(kill(runner, SIGKILL) == 0);
  int status = 0;
  waitpid(runner, &status, 0);
  const auto partial = Results(killed);
  CHECK(partial.size() >= 4);
  CHECK(partial.size() < 18);
  // Some game was caught mid-way: its directory has no result.
  int unfinished = 0;
  for (const auto& entry : fs::directory_iterator(killed + "/games")) {
    if (!fs::exists(entry.path() / "results.jsonl")) ++unfinished;
  }
  CHECK(unfinished >= 1);

  const Ran resumed = RunShell(Tournament(flags, killed));
  INFO(resumed.out);
  REQUIRE(resumed.exit_code == 0);
  CHECK(resumed.out == whole.out);
  const auto expected = Results(dir + "/whole");
  const auto actual = Results(killed);
  REQUIRE(actual.size() == expected.size());
  for (const auto& [id, record] : expected) {
    CHECK(actual.at(id).at("result") == record.at("result"));
  }
  fs::remove_all(dir);
}

TEST_CASE("a directory written when seeds were numbers still resumes") {
  // tests/tournament/data/numeric-seeds: tournament.json and five records
  // with numeric seeds, and game 5 finished by its referee but not recorded,
  // as the tournament and referees wrote them before seeds were strings.
  const std::string dir = testing::ScratchDir("run_numeric");
  const std::string old = dir + "/old";
  fs::copy(GAUNTLET_SOURCE_DIR "/tests/tournament/data/numeric-seeds", old,
           fs::copy_options::recursive);
  const std::string flags = "duckchess" + kDuckchessBots +
                            " --games 4 -j 2 --seed 9626026794937781409";
  const Ran merged = RunShell(kGauntlet + " merge " + old);
  INFO(merged.out);
  CHECK(merged.exit_code == 0);
  CHECK(merged.out.find("6/12 games") != std::string::npos);
  const std::vector<std::string> old_lines =
      CompleteLines(old + "/results.jsonl");
  REQUIRE(old_lines.size() == 5);

  const Ran direct = RunShell(Tournament(flags, dir + "/direct"));
  REQUIRE(direct.exit_code == 0);
  const Ran resumed = RunShell(Tournament(flags, old));
  INFO(resumed.out);
  REQUIRE(resumed.exit_code == 0);
  CHECK(resumed.out == direct.out);
  const std::vector<std::string> lines = CompleteLines(old + "/results.jsonl");
  REQUIRE(lines.size() == 12);
  CHECK(std::equal(old_lines.begin(), old_lines.end(), lines.begin()));
  for (std::size_t i = old_lines.size(); i < lines.size(); ++i) {
    CHECK(nlohmann::json::parse(lines[i]).at("seed").is_string());
  }
  CHECK(RunShell(kGauntlet + " merge " + old + " " + dir + "/direct").out ==
        direct.out);
  fs::remove_all(dir);
}

TEST_CASE("a plan run by GNU parallel merges into the direct run's standings") {
  REQUIRE(RunShell("command -v parallel").exit_code == 0);
  const std::string dir = testing::ScratchDir("run_plan");
  const std::string flags = "duckchess" + kDuckchessBots + " --games 4";
  const Ran direct = RunShell(Tournament(flags + " -j 2", dir + "/direct"));
  REQUIRE(direct.exit_code == 0);

  // One plan, one directory, run on this host by GNU parallel.
  const Ran plan = RunShell(Tournament(flags + " --plan", dir + "/planned") +
                            " > " + dir + "/plan.txt");
  REQUIRE(plan.exit_code == 0);
  CHECK(CompleteLines(dir + "/plan.txt").size() == 12);
  REQUIRE(
      RunShell("parallel --will-cite -j 2 < " + dir + "/plan.txt").exit_code ==
      0);
  const Ran merged = RunShell(kGauntlet + " merge " + dir + "/planned");
  INFO(merged.out);
  REQUIRE(merged.exit_code == 0);
  CHECK(merged.out == direct.out);

  // The same plan split over two "hosts" with their own directories.
  REQUIRE(RunShell(Tournament(flags + " --plan", dir + "/host1") + " > " + dir +
                   "/plan1.txt")
              .exit_code == 0);
  REQUIRE(RunShell(Tournament(flags + " --plan", dir + "/host2") + " > " + dir +
                   "/plan2.txt")
              .exit_code == 0);
  REQUIRE(
      RunShell("head -n 5 " + dir + "/plan1.txt | parallel --will-cite -j 2")
          .exit_code == 0);
  REQUIRE(
      RunShell("tail -n +6 " + dir + "/plan2.txt | parallel --will-cite -j 2")
          .exit_code == 0);
  const Ran half = RunShell(kGauntlet + " merge " + dir + "/host1");
  CHECK(half.out.find("5/12 games") != std::string::npos);
  CHECK(
      RunShell(kGauntlet + " merge " + dir + "/host1 " + dir + "/host2").out ==
      direct.out);
  // Overlapping directories: each game still counts once.
  CHECK(RunShell(kGauntlet + " merge " + dir + "/host1 " + dir + "/direct " +
                 dir + "/planned")
            .out == direct.out);
  // A resumed run adopts games a plan line finished in its directory.
  const Ran adopted = RunShell(Tournament(flags, dir + "/host1"));
  CHECK(adopted.out == direct.out);
  CHECK(Results(dir + "/host1").size() == 12);
  // Directories of different tournaments do not merge.
  REQUIRE(RunShell(Tournament(flags + " --seed 5 --plan", dir + "/other") +
                   " >/dev/null")
              .exit_code == 0);
  CHECK(RunShell(kGauntlet + " merge " + dir + "/direct " + dir + "/other 2>&1")
            .exit_code != 0);
  fs::remove_all(dir);
}

TEST_CASE("SPRT stops a two-bot match once decided") {
  const std::string dir = testing::ScratchDir("run_sprt");
  const std::string flags =
      "duckchess --bot strong=600 --bot weak=0 --games 400 -j 2 "
      "--sprt 0,200,0.05,0.05";
  const Ran ran = RunShell(Tournament(flags, dir + "/t"));
  INFO(ran.out);
  REQUIRE(ran.exit_code == 0);
  CHECK(ran.out.find("H1 accepted") != std::string::npos);
  const auto played = Results(dir + "/t").size();
  CHECK(played < 400);
  CHECK(played >= 2);
  // Decided already: running again plays nothing more.
  const Ran again = RunShell(Tournament(flags, dir + "/t"));
  CHECK(again.out == ran.out);
  CHECK(Results(dir + "/t").size() == played);
  fs::remove_all(dir);
}

// How often `text` holds `what`.
int Count(const std::string& text, const std::string& what) {
  int count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos;
       at = text.find(what, at + 1)) {
    ++count;
  }
  return count;
}

TEST_CASE("standings are printed every --rating-interval games") {
  const std::string dir = testing::ScratchDir("run_rating");
  const std::string flags = "duckchess" + kDuckchessBots + " --games 4 -j 2";
  const std::string header = "duckchess round-robin, 3 entrants, ";
  int n = 0;
  // Plays the 12 games, checks stdout and returns stderr.
  const auto play = [&](const std::string& extra) {
    const testing::ProgramRun ran = testing::RunProgram(
        "gauntlet tournament " + flags + extra + " --out " + dir + "/" +
        std::to_string(n++) + " --referee '" + kMock + "' --no-check");
    INFO(extra << "\n" << ran.out);
    CHECK(ran.exit_code == 0);
    CHECK(Count(ran.out, header) == 1);
    CHECK(ran.out.find("12/12 games") != std::string::npos);
    return ran.err;
  };
  std::string err = play(" --rating-interval 5");
  INFO(err);
  CHECK(Count(err, header) == 2);
  CHECK(Count(err, header + "5/12 games") == 1);
  CHECK(Count(err, header + "10/12 games") == 1);
  CHECK(Count(err, "Elo vs field") == 2);
  // The progress line is still there.
  CHECK(err.find("games 12/12") != std::string::npos);
  // Interim standings are the final standings' table, at their time.
  const std::string last = err.substr(err.find(header + "10/12 games"));
  CHECK(last.find("pairings:") != std::string::npos);

  CHECK(Count(play(" --rating-interval 0"), header) == 0);
  CHECK(Count(play(""), header + "10/12 games") == 1);  // default 10
  // Not after the last game: the final standings follow it.
  err = play(" --rating-interval 4");
  CHECK(Count(err, header) == 2);
  CHECK(Count(err, header + "8/12 games") == 1);
  CHECK(Count(play(" --quiet"), header) == 0);
  err = play(" --quiet --rating-interval 6");
  CHECK(Count(err, header) == 1);
  CHECK(err.find("games 12/12") == std::string::npos);  // no progress line

  // With --sprt the interim standings carry the LLR.
  const testing::ProgramRun sprt = testing::RunProgram(
      "gauntlet tournament duckchess --bot a=0 --bot b=0 --games 8 -j 2 "
      "--sprt 0,10,0.05,0.05 --rating-interval 2 --no-check --out " +
      dir + "/sprt --referee '" + kMock + "'");
  REQUIRE(sprt.exit_code == 0);
  err = sprt.err;
  CHECK(Count(err, "duckchess round-robin, 2 entrants, ") == 3);
  CHECK(Count(err, ": LLR ") == 3);

  CHECK(RunShell(Tournament(flags + " --rating-interval -1", dir + "/bad"))
            .exit_code == 2);
  fs::remove_all(dir);
}

TEST_CASE("interim standings leave the terminal's progress line whole") {
  const std::string dir = testing::ScratchDir("run_terminal");
  TournamentSpec spec;
  spec.game = "duckchess";
  spec.bots = {{"strong", "200"}, {"middle", "0"}, {"weak", "-200"}};
  spec.games = 4;
  std::ostringstream terminal;
  RunOptions options;
  options.dir = dir + "/t";
  options.referee = kMock;
  options.concurrency = 2;
  options.progress = &terminal;
  options.progress_is_terminal = true;
  options.ratings = &terminal;
  options.rating_interval = 5;
  const auto summary = RunTournament(spec, options);
  REQUIRE(summary.ok());
  CHECK(summary->played == 12);
  const std::string text = terminal.str();
  INFO(text);
  const std::string header = "duckchess round-robin, 3 entrants, ";
  CHECK(Count(text, header) == 2);
  for (std::size_t at = text.find(header); at != std::string::npos;
       at = text.find(header, at + 1)) {
    // The progress line was erased just before: the block starts a line.
    REQUIRE(at >= 4);
    CHECK(text.substr(at - 4, 4) == "\r\033[K");
    // And it is drawn again after the block.
    const std::size_t end = text.find("\n\n", at);
    REQUIRE(end != std::string::npos);
    CHECK(text.substr(end + 2, 6) == "games ");
  }
  // Every progress line but the last is redrawn in place, never ended.
  CHECK(Count(text, "\r\033[Kgames ") >= 12);
  CHECK(text.back() == '\n');
  fs::remove_all(dir);
}

TEST_CASE("a bot that cannot start stops the tournament before any game") {
  const std::string dir = testing::ScratchDir("run_check");
  const std::string bot = GAUNTLET_BIN_DIR "/duckchess-bot";
  const std::string flags = "duckchess --bot a='" + bot +
                            " --level random' --bot b=./typo-bot --games 4 "
                            "--match-flags '--movetime 50' --quiet";
  const std::string refusal =
      "gauntlet tournament: b (./typo-bot): exited before answering its "
      "first message (exit 127: command not found; stderr: sh: 1: exec: "
      "./typo-bot: not found)\n";
  const Ran direct = RunShell(kGauntlet + " tournament " + flags + " --out " +
                              dir + "/t 2>&1");
  CHECK(direct.exit_code == 2);
  CHECK(direct.out == refusal);
  CHECK(!fs::exists(dir + "/t"));  // no games, no results
  // A plan is checked when it is made.
  const Ran plan = RunShell(kGauntlet + " tournament " + flags + " --out " +
                            dir + "/p --plan 2>&1");
  CHECK(plan.exit_code == 2);
  CHECK(plan.out == refusal);
  CHECK(!fs::exists(dir + "/p"));
  // The check does not depend on the referee: the mock's numbers are not
  // programs, which is why the other tests here pass --no-check.
  const Ran numbers =
      RunShell(kGauntlet + " tournament duckchess --bot a=1 --bot b=1 --out " +
               dir + "/n --referee '" + kMock + "' 2>&1");
  CHECK(numbers.exit_code == 2);
  CHECK(numbers.out.find("gauntlet tournament: a (1): exited before") == 0);
  CHECK(numbers.out.find("\ngauntlet tournament: b (1): exited before") !=
        std::string::npos);
  CHECK(!fs::exists(dir + "/n"));

  // The check runs under the time the referee is given: a bot that needs
  // half a second to start fails when --match-flags leave it less.
  const std::string slow = "--bot slow='sleep 0.5; exec " + bot +
                           " --level random' --bot b='" + bot +
                           " --level greedy' --games 2 --quiet";
  const Ran hurried = RunShell(kGauntlet + " tournament duckchess " + slow +
                               " --match-flags '--movetime 50 --startup 100' "
                               "--out " +
                               dir + "/h 2>&1");
  CHECK(hurried.exit_code == 2);
  CHECK(hurried.out.find("gauntlet tournament: slow (sleep 0.5; exec ") == 0);
  CHECK(hurried.out.find("did not answer its first message in time") !=
        std::string::npos);
  // With the default start-up allowance it passes and the games are
  // played, each referee told that the bots were checked.
  const Ran played =
      RunShell(kGauntlet + " tournament duckchess " + slow +
               " --match-flags '--movetime 50' --out " + dir + "/s 2>&1");
  INFO(played.out);
  CHECK(played.exit_code == 0);
  CHECK(Results(dir + "/s").size() == 2);
  const Ran planned = RunShell(kGauntlet + " tournament duckchess " + slow +
                               " --match-flags '--movetime 50' --out " + dir +
                               "/s2 --plan 2>&1");
  CHECK(planned.exit_code == 0);
  CHECK(Count(planned.out, " --no-check ") == 2);
  fs::remove_all(dir);
}

TEST_CASE("failed games are reported and retried, bad referees stop early") {
  const std::string dir = testing::ScratchDir("run_fail");
  const Ran crashed = RunShell(
      Tournament("duckchess --bot a=crash --bot b=0 --games 2", dir + "/c"));
  CHECK(crashed.exit_code == 1);
  CHECK(crashed.out.find("2 games failed") != std::string::npos);
  CHECK(Results(dir + "/c").empty());
  const Ran missing =
      RunShell(Tournament("duckchess --bot a=1 --bot b=0 --games 20",
                          dir + "/m", "/nonexistent/referee"));
  CHECK(missing.exit_code == 1);
  CHECK(missing.out.find("could not start") != std::string::npos);
  CHECK(RunShell(Tournament("duckchess --bot a=1 --games 2", dir + "/x"))
            .exit_code == 2);
  // A referee that fails without a word (as one on a full disk, which
  // cannot write its log): the report says the log is empty.
  const Ran silent = RunShell(Tournament(
      "duckchess --bot a=1 --bot b=0 --games 2", dir + "/s", "false"));
  INFO(silent.out);
  CHECK(silent.exit_code == 1);
  CHECK(silent.out.find("match.log is empty") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("a tournament plays a book in order by round, both colours each") {
  const std::string dir = testing::ScratchDir("run_openings");
  const std::vector<std::string> book = {
      "moves 6 3 8 3 7 6 8 7 7 3 7 3 8 6 4 5 5 3 4 3 5 7 7 6 7",
      "moves 6 3 4 3 3 6 2 7 2 3 2 2 2 9 8 8 8 2 2 3 2 6 6 7 7",
      "moves 6 3 2 2 1 6 8 6 7 2 1 2 2 9 7 7 6 3 4 4 5 6 7 7 7",
      "moves 6 3 4 2 3 6 2 5 3 3 0 4 1 5 3 4 4 2 3 1 2 6 6 7 5"};
  {
    std::ofstream file(dir + "/book.txt");
    for (const std::string& line : book) file << line << "\n";
  }
  const std::string bot = GAUNTLET_BIN_DIR "/duckchess-bot --level random";
  const Ran run = RunShell(
      kGauntlet + " tournament duckchess --bot a='" + bot + "' --bot b='" +
      bot + " --seed 2' --games 6 -j 2 --quiet --match-flags '--openings " +
      dir + "/book.txt --pgnout " + dir + "/games.pgn --movetime 200' --out " +
      dir + "/t 2>&1");
  INFO(run.out);
  REQUIRE(run.exit_code == 0);
  // The opening each game began with ("moves K ..." again), and who was red.
  std::map<std::string, std::vector<std::string>> red_by_opening;
  for (int id = 0; id < 6; ++id) {
    const auto lines = testing::ReadJsonLines(
        dir + "/t/games/" + GameIdText(id) + "/game-0.replay.jsonl");
    REQUIRE(!lines.empty());
    const nlohmann::json& header = lines.front();
    const nlohmann::json& moves = header.at("setup").at("opening");
    std::string opening = "moves " + std::to_string(moves.size());
    for (const auto& move : moves) opening += " " + move.get<std::string>();
    for (const auto& player : header.at("players")) {
      if (player.at("seat").get<int>() == 0) {
        red_by_opening[opening].push_back(player.at("name").get<std::string>());
      }
    }
  }
  // Three openings, the book's first three, each once with each colour.
  REQUIRE(red_by_opening.size() == 3);
  for (int j = 0; j < 3; ++j) {
    INFO(book[j]);
    REQUIRE(red_by_opening.count(book[j]) == 1);
    std::vector<std::string> reds = red_by_opening[book[j]];
    std::sort(reds.begin(), reds.end());
    CHECK(reds == std::vector<std::string>{"a", "b"});
  }
  // The PGN numbers the games by round, both colours of a round alike.
  const std::string pgn = testing::ReadFile(dir + "/games.pgn");
  for (const char* round : {"1", "2", "3"}) {
    INFO("round " << round);
    const std::string tag = std::string("[Round \"") + round + "\"]";
    std::size_t count = 0;
    for (auto at = pgn.find(tag); at != std::string::npos;
         at = pgn.find(tag, at + 1)) {
      ++count;
    }
    CHECK(count == 2);
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gauntlet::tournament
