// Each game's page loaded in headless Chromium (Debian's `chromium`, or
// $GAUNTLET_CHROMIUM): the status the page states at several frames must
// match what the referee recorded in the replay, and the page must log no
// script error. Where no Chromium runs, each test exits 77 (ctest: skipped)
// and says why; nothing is skipped silently.

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "catch2/catch.hpp"
#include "common/duckchess/board.h"
#include "common/duckchess/protocol.h"
#include "common/enclosure/protocol.h"
#include "tests/support/run_program.h"
#include "tests/view/sample_replays.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;
using arena::Json;

std::string ChromiumProgram() {
  const char* chosen = std::getenv("GAUNTLET_CHROMIUM");
  return chosen != nullptr && *chosen != '\0' ? chosen : "chromium";
}

// The shell command that loads `url` headless and prints the DOM after the
// page's scripts ran. A profile directory of its own, so tests running at
// once do not share one; --no-sandbox because tests may run as root.
std::string DumpDomCommand(const std::string& url, const std::string& profile) {
  return "timeout 120 " + ChromiumProgram() +
         " --headless --no-sandbox --disable-gpu --disable-dev-shm-usage "
         "--no-first-run --user-data-dir='" +
         profile + "' --dump-dom '" + url + "' 2>/dev/null";
}

// Ends the test as skipped (exit 77) unless Chromium loads a page here.
void RequireChromiumOrSkip(const std::string& scratch) {
  const std::string page = scratch + "/probe.html";
  testing::RunShell("printf '<p id=ok>ok</p>' > '" + page + "'");
  const testing::ProgramRun run =
      testing::RunShell(DumpDomCommand("file://" + page, scratch + "/profile"));
  if (run.exit_code == 0 && run.out.find("id=\"ok\"") != std::string::npos) {
    return;
  }
  std::cout << "SKIPPED: headless Chromium cannot run here ('"
            << ChromiumProgram()
            << " --headless --dump-dom' failed with exit code " << run.exit_code
            << "); install Debian's chromium (tools/quickstart test does) or "
               "set GAUNTLET_CHROMIUM to a Chromium or Chrome binary"
            << std::endl;
  std::cerr << "SKIPPED: no headless Chromium runs here" << std::endl;
  std::_Exit(77);
}

std::string Unescape(std::string text) {
  const std::vector<std::pair<std::string, std::string>> entities = {
      {"&lt;", "<"},
      {"&gt;", ">"},
      {"&quot;", "\""},
      {"&#39;", "'"},
      {"&amp;", "&"}};
  for (const auto& [from, to] : entities) {
    for (std::size_t at = 0; (at = text.find(from, at)) != std::string::npos;
         at += to.size()) {
      text.replace(at, from.size(), to);
    }
  }
  return text;
}

struct Loaded {
  std::string dom;
  std::map<int, std::string> probes;  // frame -> the status it stated
};

// Writes the page of the replay or directory at `path` with gauntlet view,
// loads it with #probe=FRAMES and checks it ran without a script error.
Loaded LoadPage(const std::string& path, const std::string& scratch,
                const std::vector<int>& frames) {
  const testing::ProgramRun view = testing::RunProgram("gauntlet view " + path);
  INFO(view.err);
  REQUIRE(view.exit_code == 0);
  std::string page = view.out.substr(0, view.out.find('\n'));
  REQUIRE(fs::exists(page));
  std::string hash;
  for (int f : frames)
    hash += (hash.empty() ? "#probe=" : ",") + std::to_string(f);
  const testing::ProgramRun run = testing::RunShell(DumpDomCommand(
      "file://" + fs::absolute(page).string() + hash, scratch + "/profile"));
  REQUIRE(run.exit_code == 0);
  Loaded loaded;
  loaded.dom = run.out;
  std::smatch errors;
  REQUIRE(
      std::regex_search(loaded.dom, errors,
                        std::regex("<pre id=\"errors\"([^>]*)>([^<]*)</pre>")));
  INFO("script errors: " << Unescape(errors[2]));
  CHECK(errors[2].str().empty());
  CHECK(errors[1].str().find("hidden") != std::string::npos);
  CHECK(loaded.dom.find("data-ready=\"true\"") != std::string::npos);
  const std::regex probe(
      "<pre class=\"probe\" data-frame=\"([0-9]+)\">([^<]*)</pre>");
  for (auto it =
           std::sregex_iterator(loaded.dom.begin(), loaded.dom.end(), probe);
       it != std::sregex_iterator(); ++it) {
    loaded.probes[std::stoi((*it)[1])] = Unescape((*it)[2]);
  }
  CHECK(loaded.probes.size() == frames.size());
  return loaded;
}

void CheckStates(const std::string& status,
                 const std::vector<std::string>& expected) {
  INFO(status);
  for (const std::string& line : expected) {
    INFO("expected: " << line);
    CHECK(status.find(line) != std::string::npos);
  }
}

TEST_CASE("the duck chess page states the recorded position") {
  const std::string dir = testing::ScratchDir("page_duckchess");
  RequireChromiumOrSkip(dir);
  const std::string path = view_test::WriteSampleReplay("duckchess", dir);
  const arena::Replay replay = view_test::ReadSampleReplay(path);
  const int n = static_cast<int>(replay.turns.size());
  const std::vector<int> frames = {1, n / 2, n};
  const Loaded page = LoadPage(path, dir, frames);
  // The game again, through the FEN the header also holds.
  auto position = duckchess::Position::FromFen(
      replay.header.setup.at("fen").get<std::string>());
  REQUIRE(position.ok());
  int ply = 0;
  for (const Json& m : replay.header.setup.at("opening")) {
    position->Make(*duckchess::ParseMoveLine(m.get<std::string>(), ++ply, "m"));
  }
  for (int k = 1; k <= n; ++k) {
    const arena::TurnRecord& record = replay.turns[k - 1];
    const std::string mover(duckchess::ColorName(position->side_to_move()));
    position->Make(
        *duckchess::ParseMoveLine(record.players[0].answer, 1, "move"));
    if (!page.probes.count(k)) continue;
    CheckStates(
        page.probes.at(k),
        {"ply " + std::to_string(record.turn) + ", " +
             std::string(duckchess::ColorName(position->side_to_move())) +
             " to move",
         "red pieces " +
             std::to_string(position->piece_count(duckchess::kRed)) +
             ", blue pieces " +
             std::to_string(position->piece_count(duckchess::kBlue)),
         "last move: " + mover + " " + record.players[0].answer});
  }
  fs::remove_all(dir);
}

TEST_CASE("the enclosure page states the referee's status of each round") {
  const std::string dir = testing::ScratchDir("page_enclosure");
  RequireChromiumOrSkip(dir);
  const std::string path = view_test::WriteSampleReplay("enclosure", dir);
  const arena::Replay replay = view_test::ReadSampleReplay(path);
  const int n = static_cast<int>(replay.turns.size()) - 1;
  const Loaded page = LoadPage(path, dir, {1, n / 2, n});
  for (const auto& [frame, status] : page.probes) {
    const std::string line =
        replay.turns[frame].info.at("status").get<std::string>();
    const auto recorded = enclosure::ParseStatus(line, 1);
    REQUIRE(recorded.ok());
    std::vector<std::string> expected = {"round " + std::to_string(frame)};
    for (int m = 0; m < enclosure::kPlayers; ++m) {
      const enclosure::StatusPlayer& p = recorded->players[m];
      const std::string who = "player " + std::to_string(m) + " ";
      if (p.stat < 0) {
        expected.push_back(who);  // dead: where it lies is not stated
        CHECK(status.find(who) != std::string::npos);
        continue;
      }
      expected.push_back("alive" +
                         std::string(p.stat == 1 ? ", pen down" : ""));
      expected.push_back("at (" + std::to_string(p.x) + "," +
                         std::to_string(p.y) + ")");
    }
    if (recorded->traps.empty()) expected.push_back("traps: none");
    for (const enclosure::StatusTrap& t : recorded->traps) {
      expected.push_back("(" + std::to_string(t.x) + "," + std::to_string(t.y) +
                         ") " + std::to_string(t.left) + " left");
    }
    CheckStates(status, expected);
  }
  fs::remove_all(dir);
}

TEST_CASE("the tetris page states both sides' scores and pieces") {
  const std::string dir = testing::ScratchDir("page_tetris");
  RequireChromiumOrSkip(dir);
  const std::string path = view_test::WriteSampleReplay("tetris", dir);
  const arena::Replay replay = view_test::ReadSampleReplay(path);
  const Loaded page = LoadPage(path, dir, {1, 12, 30});
  for (const arena::TurnRecord& record : replay.turns) {
    const int round = record.info.at("round");
    if (!page.probes.count(round) || !record.info.contains("piece")) continue;
    const std::string side = record.info.at("side") == 0 ? "A " : "B ";
    CheckStates(
        page.probes.at(round),
        {side + replay.header.players[record.info.at("side").get<int>()].name +
             ": score " + record.info.at("score").dump(),
         "placed " + record.info.at("piece").get<std::string>()});
  }
  fs::remove_all(dir);
}

TEST_CASE("the hunger page states where the referee recorded each player") {
  const std::string dir = testing::ScratchDir("page_hunger");
  RequireChromiumOrSkip(dir);
  const std::string path = view_test::WriteSampleReplay("hunger", dir);
  const arena::Replay replay = view_test::ReadSampleReplay(path);
  const Loaded page = LoadPage(path, dir, {1, 20, 40});
  for (const auto& [frame, status] : page.probes) {
    std::vector<std::string> expected = {"rounds played " +
                                         std::to_string(frame) + " of 40"};
    for (const Json& p : replay.turns[frame - 1].info.at("players")) {
      expected.push_back("player " + p.at("seat").dump() + " " +
                         replay.header.players[p.at("seat").get<int>()].name +
                         ": at (" + p.at("x").dump() + ", " + p.at("y").dump() +
                         ") " + p.at("dir").get<std::string>() + ", health " +
                         p.at("h").dump() + ", energy " + p.at("s").dump());
    }
    CheckStates(status, expected);
  }
  fs::remove_all(dir);
}

TEST_CASE("the robots page states each move's position") {
  const std::string dir = testing::ScratchDir("page_robots");
  RequireChromiumOrSkip(dir);
  const std::string path = view_test::WriteSampleReplay("robots", dir);
  const arena::Replay replay = view_test::ReadSampleReplay(path);
  const Loaded page = LoadPage(path, dir, {1, 40, 78});
  for (const auto& [frame, status] : page.probes) {
    // "Move 40: walk NE to (12,13)" -> "(12,13)"
    const std::string move =
        replay.turns[frame - 1].info.at("move").get<std::string>();
    CheckStates(status, {"move " + std::to_string(frame),
                         "player at " + move.substr(move.rfind('('))});
  }
  CheckStates(page.probes.at(78), {"outcome: lost"});
  fs::remove_all(dir);
}

TEST_CASE("a tournament's page has its standings and a page per game") {
  const std::string dir = testing::ScratchDir("page_tournament");
  RequireChromiumOrSkip(dir);
  const std::string bot = std::string(GAUNTLET_BIN_DIR) + "/duckchess-bot";
  const testing::ProgramRun played = testing::RunProgram(
      "gauntlet tournament duckchess --bot a='" + bot +
      " --level greedy' --bot b='" + bot +
      " --level random' --games 2 -j 2 --quiet --match-flags '--movetime "
      "200' --out " +
      dir + "/t");
  INFO(played.err);
  REQUIRE(played.exit_code == 0);
  const Loaded index = LoadPage(dir + "/t", dir, {});
  CHECK(index.dom.find("id=\"standings\"") != std::string::npos);
  CHECK(index.dom.find("Elo (95%)") != std::string::npos);
  CHECK(index.dom.find("Standings: 2 of 2 games") != std::string::npos);
  for (const char* game :
       {"games/000000/game-0.html", "games/000001/game-0.html"}) {
    CHECK(index.dom.find(std::string("href=\"") + game + "\"") !=
          std::string::npos);
    CHECK(fs::exists(dir + "/t/" + game));
  }
  fs::remove_all(dir);
}

TEST_CASE("gauntlet view refuses what it cannot show, naming it") {
  const testing::ProgramRun missing =
      testing::RunProgram("gauntlet view /nonexistent/game-0.replay.jsonl");
  CHECK(missing.exit_code == 1);
  CHECK(missing.err.find("/nonexistent/game-0.replay.jsonl: no such file") !=
        std::string::npos);
  testing::CheckRefusedSaying("gauntlet view", "no replay file or directory");
  const std::string dir = testing::ScratchDir("page_refusals");
  const testing::ProgramRun empty = testing::RunProgram("gauntlet view " + dir);
  CHECK(empty.exit_code == 1);
  CHECK(empty.err.find("no game-<k>.replay.jsonl") != std::string::npos);
  const testing::TempFile broken("{\"type\":\"header\"}\n");
  const testing::ProgramRun bad =
      testing::RunProgram("gauntlet view " + broken.path());
  CHECK(bad.exit_code == 1);
  CHECK(bad.err.find("line 1") != std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace gauntlet
