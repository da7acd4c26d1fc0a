// Entrants are checked before anything is played: every game's first
// message reaches our bots and gets a well-formed answer, and a program that
// cannot start, dies, stays silent or answers garbage is refused in one line.

#include "tools/registry/check.h"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/run_program.h"
#include "tools/registry/registry.h"

namespace gauntlet::registry {
namespace {

namespace fs = std::filesystem;
using std::chrono::milliseconds;

const std::string kBin = GAUNTLET_BIN_DIR;

using testing::ProgramRun;
using testing::ReadFile;
using testing::RunProgram;

int Lines(const std::string& text) {
  int lines = 0;
  for (char c : text) lines += c == '\n';
  return lines;
}

const Game& GameNamed(std::string_view name) {
  absl::StatusOr<const Game*> game = FindGame(name);
  REQUIRE(game.ok());
  return **game;
}

CheckSetup Fast(const Game& game) {
  CheckSetup setup;
  setup.time = game.time;
  setup.time.movetime = milliseconds(100);
  setup.time.startup = milliseconds(1000);
  return setup;
}

TEST_CASE("a failed check says why in one line") {
  const Game& duckchess = GameNamed("duckchess");
  const CheckSetup setup = Fast(duckchess);
  const auto message = [&](const std::string& command) {
    const absl::Status status = CheckEntrant(duckchess, {command}, setup);
    INFO(command);
    CHECK(!status.ok());
    const std::string text(status.message());
    CHECK(text.find('\n') == std::string::npos);
    return text;
  };
  CHECK(message("./no-such-bot") ==
        "exited before answering its first message (exit 127: command not "
        "found; stderr: sh: 1: exec: ./no-such-bot: not found)");
  CHECK(message("echo 'about to fail' >&2; exit 3") ==
        "exited before answering its first message (exit 3; stderr: about "
        "to fail)");
  CHECK(message("true").starts_with(
      "closed its output without answering its first message"));
  const std::string silent = message("echo thinking >&2; sleep 5");
  CHECK(silent.starts_with(
      "did not answer its first message in time (no reply within "));
  CHECK(silent.ends_with(" ms; stderr: thinking)"));
  CHECK(message("read l; echo garbage")
            .starts_with(
                "answered its first message with \"garbage\" (move, line 1"));
  // Well-formed, but no legal first move: the check uses the rules too.
  CHECK(message("read l; echo 4 4 5 4") ==
        "answered its first message with \"4 4 5 4\" (illegal first move "
        "4 4 5 4)");
  CHECK(CheckEntrant(duckchess, {kBin + "/duckchess-bot --level random"}, setup)
            .ok());

  // A game of several programs names the one at fault.
  const Game& tetris = GameNamed("tetris");
  const absl::Status sequencer = CheckEntrant(
      tetris, {kBin + "/tetris-placer", "read l; echo Q"}, Fast(tetris));
  CHECK(std::string(sequencer.message()) ==
        "sequencer: answered its first message with \"Q\" (the first "
        "character is not a piece (one of TISZOLJ))");
  CHECK(!CheckEntrant(tetris, {kBin + "/tetris-placer"}, Fast(tetris)).ok());
}

TEST_CASE("the check's setup comes from the referee's own flags") {
  const Game& tetris = GameNamed("tetris");
  auto setup = CheckSetupFromFlags(
      tetris, {"--rounds", "40", "--movetime", "20", "--memory-mb=64"});
  REQUIRE(setup.ok());
  CHECK(setup->time.movetime == milliseconds(20));
  CHECK(setup->time.grace == tetris.time.grace);
  CHECK(setup->time.startup == tetris.time.startup);
  CHECK(setup->process.limits.address_space_bytes == uint64_t{64} << 20);
  setup = CheckSetupFromFlags(tetris, {});
  REQUIRE(setup.ok());
  CHECK(setup->time.movetime == tetris.time.movetime);
  CHECK(!CheckSetupFromFlags(tetris, {"--movetime", "0"}).ok());
  CHECK(!CheckSetupFromFlags(tetris, {"--movetime", "soon"}).ok());
}

// Each of a role's levels, as programs: "BIN/program --level L".
std::vector<std::string> EveryLevel(const Game& game) {
  std::vector<std::string> entrants;
  std::size_t most = 0;
  for (const Role& role : game.roles) most = std::max(most, role.levels.size());
  for (std::size_t l = 0; l < most; ++l) {
    std::string entrant;
    for (const Role& role : game.roles) {
      if (!entrant.empty()) entrant += " | ";
      entrant += kBin + "/" + std::string(role.program) + " --level " +
                 std::string(role.levels[std::min(l, role.levels.size() - 1)]);
    }
    entrants.push_back(entrant);
  }
  return entrants;
}

TEST_CASE("gauntlet check passes our bots and fails broken programs") {
  for (const Game& game : Games()) {
    if (!game.has_referee()) continue;
    INFO(game.name);
    std::string command = "gauntlet check " + std::string(game.name);
    const std::vector<std::string> ours = EveryLevel(game);
    for (const std::string& entrant : ours) command += " '" + entrant + "'";
    // Quick moves, but time to start (Enclosure allows none by default).
    command += " --movetime 100 --startup 2000";
    ProgramRun ran = RunProgram(command);
    INFO(ran.out << ran.err);
    CHECK(ran.exit_code == 0);
    for (const std::string& entrant : ours) {
      CHECK(ran.out.find("ok: " + entrant + "\n") != std::string::npos);
    }

    // `false` exits at once; `echo garbage` answers nothing the game reads.
    std::vector<std::string> broken = {"false", "echo garbage"};
    if (game.roles.size() == 2) {
      const std::string placer =
          kBin + "/" + std::string(game.roles[0].program);
      const std::string sequencer =
          kBin + "/" + std::string(game.roles[1].program);
      broken = {"false | " + sequencer, "echo garbage | " + sequencer,
                placer + " | false", placer + " | echo garbage"};
    }
    command = "gauntlet check " + std::string(game.name);
    for (const std::string& entrant : broken) command += " '" + entrant + "'";
    command += " '" + ours.front() + "' --movetime 100 --startup 2000";
    ran = RunProgram(command);
    INFO(ran.out << ran.err);
    CHECK(ran.exit_code == 2);
    CHECK(Lines(ran.out) == static_cast<int>(broken.size()) + 1);
    for (const std::string& entrant : broken) {
      CHECK(ran.out.find("failed: " + entrant + ": ") != std::string::npos);
    }
    CHECK(ran.out.find("ok: " + ours.front() + "\n") != std::string::npos);
  }
  CHECK(RunProgram("gauntlet check robots true").exit_code == 2);
  CHECK(RunProgram("gauntlet check duckchess").exit_code == 2);
}

TEST_CASE("gauntlet match refuses to start an entrant that exits at once") {
  const std::string out = testing::ScratchDir("check_match") + "/out";
  const std::string match = "gauntlet match duckchess --red '" + kBin +
                            "/duckchess-bot --level random' --blue " +
                            "'echo bye >&2; exit 1' --names r,b --games 2 " +
                            "--movetime 50 --out " + out;
  const ProgramRun refused = RunProgram(match);
  INFO(refused.out << refused.err);
  CHECK(refused.exit_code == 2);
  CHECK(refused.err ==
        "gauntlet match duckchess: b (echo bye >&2; exit 1): exited before "
        "answering its first message (exit 1; stderr: bye)\n");
  CHECK(refused.out.empty());
  CHECK(!fs::exists(out));  // no game, no file

  // Told not to check, it plays: the entrant loses its games by its crash.
  const ProgramRun played = RunProgram(match + " --no-check");
  INFO(played.out << played.err);
  CHECK(played.exit_code == 0);
  CHECK(Lines(ReadFile(out + "/results.jsonl")) == 2);
  CHECK(played.out.find("total: r 2, b 0") != std::string::npos);
  fs::remove_all(fs::path(out).parent_path());
}

}  // namespace
}  // namespace gauntlet::registry
