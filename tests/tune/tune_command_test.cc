// `gauntlet tune` end to end on Tetris, whose placer is deterministic (a
// fixed beam, no clock), so two runs with one seed must agree to the bit.

#include <signal.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "tests/support/run_program.h"

namespace gauntlet::testing {
namespace {

const std::string kBin = GAUNTLET_BIN_DIR;

// A narrow beam keeps every game a few milliseconds (these runs play
// hundreds, twice over under the sanitizers); the tuning logic is the same.
std::string TuneArgs(const std::string& method, int iterations,
                     const std::string& out) {
  return "gauntlet tune tetris --role placer --bot 'search "
         "--param search.beam_width=8 --param search.unseen_candidates=1 "
         "--param buy.searches=0|random' "
         "--method " +
         method + " --objective score --iterations " +
         std::to_string(iterations) +
         " --tune eval.holes,eval.bumpiness,eval.wells --seeds 1 "
         "--game-flags '--rounds 10' --no-deadline --seed 3 --quiet --out " +
         out;
}

int StateIteration(const std::string& dir) {
  const std::string text = ReadFile(dir + "/state.json");
  if (text.empty()) return 0;
  const auto json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded()) return 0;
  return json.value("iteration", 0);
}

// Starts the run, kills it with SIGKILL once its state counts `at`
// iterations, and returns the iteration the state held.
int KillMidway(const std::string& args, const std::string& dir, int at) {
  const ProgramRun started =
      RunShell("cd " + kBin + " && (./" + args + " >/dev/null 2>&1 & echo $!)");
  const pid_t pid = std::stoi(started.out);
  for (int waited = 0; waited < 120000 && StateIteration(dir) < at;
       waited += 2) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  kill(pid, SIGKILL);
  RunShell("while kill -0 " + std::to_string(pid) +
           " 2>/dev/null; do sleep 0.01; done");
  return StateIteration(dir);
}

// Kills the run once its state counts `kill_at` iterations, resumes it, and
// compares every file with those of the run that was never stopped.
void CheckResumeMatches(const std::string& method, int iterations,
                        int kill_at) {
  // CMA-ES's smallest sensible population, not 7 for three parameters: a
  // resume is exact or not whatever its size.
  const std::string population = method == "cmaes" ? " --lambda 4" : "";
  const auto args = [&](const std::string& out) {
    return TuneArgs(method, iterations, out) + population;
  };
  const std::string whole = ScratchDir("tune_whole_" + method);
  const std::string cut = ScratchDir("tune_cut_" + method);
  const ProgramRun straight = RunProgram(args(whole));
  REQUIRE(straight.exit_code == 0);

  const int reached = KillMidway(args(cut), cut, kill_at);
  INFO("killed at iteration " << reached);
  REQUIRE(reached >= kill_at);
  REQUIRE(reached < iterations);
  // --report reads the run as it stands and plays nothing.
  const std::string history = ReadFile(cut + "/history.jsonl");
  const ProgramRun report = RunProgram(args(cut) + " --report");
  CHECK(report.exit_code == 0);
  CHECK(report.out.find("estimate after " + std::to_string(reached) + " of " +
                        std::to_string(iterations) + " iterations") == 0);
  CHECK(ReadFile(cut + "/history.jsonl") == history);
  const ProgramRun resumed = RunProgram(args(cut));
  REQUIRE(resumed.exit_code == 0);
  // The same parameters printed (the directory named differs).
  CHECK(resumed.out.substr(resumed.out.find("):")) ==
        straight.out.substr(straight.out.find("):")));
  const ProgramRun final_report = RunProgram(args(cut) + " --report");
  CHECK(final_report.out == resumed.out);
  if (method == "spsa") {
    // Rebuilt from the history on resume, so compared above too.
    CHECK(straight.out.find(", signal z ") != std::string::npos);
    CHECK(ReadJsonLines(whole + "/history.jsonl")[0]["signs"].size() == 3);
  }
  for (const char* file : {"state.json", "best.params", "history.jsonl",
                           "plot.svg", "tune.json"}) {
    INFO(file);
    CHECK(!ReadFile(whole + "/" + file).empty());
    CHECK(ReadFile(cut + "/" + file) == ReadFile(whole + "/" + file));
  }
}

TEST_CASE("An SPSA run killed mid-way resumes to the same parameters") {
  CheckResumeMatches("spsa", 10, 3);
}

TEST_CASE("A CMA-ES run killed mid-way resumes to the same parameters") {
  CheckResumeMatches("cmaes", 4, 2);
}

TEST_CASE("The tuned file loads into the bot, and its history is complete") {
  const std::string dir = ScratchDir("tune_outputs");
  REQUIRE(RunProgram(TuneArgs("cmaes", 3, dir)).exit_code == 0);
  const auto history = ReadJsonLines(dir + "/history.jsonl");
  REQUIRE(history.size() == 3);
  CHECK(history[2]["iteration"] == 2);
  CHECK(history[2]["fitness"].size() == 7);  // lambda: 4 + floor(3 ln 3)
  CHECK(ReadFile(dir + "/plot.svg").find("<polyline") != std::string::npos);
  const ProgramRun loaded = RunProgram("tetris-placer --params " + dir +
                                       "/best.params --print-params");
  CHECK(loaded.exit_code == 0);
  CHECK(loaded.out.find("eval.holes") != std::string::npos);
}

TEST_CASE("A plan's games run elsewhere are adopted by the next run") {
  const std::string dir = ScratchDir("tune_plan");
  int batches = 0;
  for (;; ++batches) {
    REQUIRE(batches < 5);
    const ProgramRun plan = RunProgram(TuneArgs("cmaes", 2, dir) + " --plan");
    REQUIRE(plan.exit_code == 0);
    if (plan.out.empty()) break;
    // Each line is a whole match-contract command, as GNU parallel runs it.
    CHECK(plan.out.find("gauntlet match tetris") != std::string::npos);
    const std::string lines = dir + "/batch.sh";
    std::ofstream(lines) << plan.out;
    REQUIRE(RunShell("sh -e " + lines + " >/dev/null").exit_code == 0);
  }
  CHECK(batches == 3);  // the starting parameters, then each generation
  CHECK(StateIteration(dir) == 2);
  // The first candidate's fitness is its mean score over the games the
  // plan's first two lines played (one seed, the seats swapped). Those are
  // processes on the real clock: a late reply under load may cost points in
  // one of them, so the two need not be equal.
  const auto history = ReadJsonLines(dir + "/history.jsonl");
  REQUIRE(history.size() == 2);
  double sum = 0;
  int found = 0;
  for (const char* game : {"000000", "000001"}) {
    const auto result =
        ReadJsonLines(dir + "/games/" + game + "/results.jsonl");
    REQUIRE(result.size() == 1);
    for (const auto& entrant : result[0]["entrants"]) {
      if (entrant["name"] != "candidate") continue;
      sum += entrant["score"].get<double>();
      ++found;
    }
  }
  REQUIRE(found == 2);
  CHECK(history[0]["fitness"][0].get<double>() == sum / 2);
}

TEST_CASE("A directory holding another run is refused") {
  const std::string dir = ScratchDir("tune_other");
  REQUIRE(RunProgram(TuneArgs("cmaes", 1, dir)).exit_code == 0);
  CheckRefusedSaying(TuneArgs("spsa", 1, dir), "holds another tuning run");
}

TEST_CASE("Bad tuning requests are refused with the reason") {
  const std::string dir = ScratchDir("tune_bad");
  CheckRefusedSaying("gauntlet tune tetris --bot 'search|random' --out " + dir,
                     "--role");
  CheckRefusedSaying("gauntlet tune duckchess --tune nosuch --out " + dir,
                     "no parameter 'nosuch'");
  CheckRefusedSaying("gauntlet tune duckchess --method anneal --out " + dir,
                     "spsa or cmaes");
  CheckRefusedSaying("gauntlet tune duckchess --bot random --out " + dir,
                     "declares no parameters");
  CheckRefusedSaying("gauntlet tune robots --out " + dir, "no referee");
  CheckRefusedSaying(TuneArgs("spsa", 1, dir + "/none") + " --report",
                     "no tuning run in");
  CHECK(!std::filesystem::exists(dir + "/none"));
}

}  // namespace
}  // namespace gauntlet::testing
