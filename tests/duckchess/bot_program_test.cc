#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace {

struct Run {
  int exit_code;
  std::string out;
  std::string err;
};

std::string Slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs duckchess-bot with `flags` on `input`.
Run RunBot(const std::string& flags, const std::string& input) {
  static int calls = 0;
  const std::string base = "duckchess_bot_" + std::to_string(getpid()) + "_" +
                           std::to_string(calls++);
  std::ofstream(base + ".in") << input;
  const std::string command = std::string(GAUNTLET_BIN_DIR) +
                              "/duckchess-bot " + flags + " < " + base +
                              ".in > " + base + ".out 2> " + base + ".err";
  const int status = std::system(command.c_str());
  Run run{WIFEXITED(status) ? WEXITSTATUS(status) : -1, Slurp(base + ".out"),
          Slurp(base + ".err")};
  for (const char* ext : {".in", ".out", ".err"}) {
    std::remove((base + ext).c_str());
  }
  return run;
}

TEST_CASE("duckchess-bot --perft prints the node count") {
  CHECK(RunBot("--perft 3", "").out == "80066\n");
  // A red car facing the lone blue captain: one line ends at ply 1.
  CHECK(RunBot("--perft 1 --position '4K4/9/9/9/9/9/9/9/9/k3c4 r'", "").out ==
        "18\n");
  const Run bad = RunBot("--perft 2 --position nonsense", "");
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("position") != std::string::npos);
}

TEST_CASE("duckchess-bot plays and exits 2 on bad input") {
  const Run ok = RunBot("--level greedy", "red 50\nstart\nquit\n");
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.size() >= 8);
  const Run bad = RunBot("--level greedy", "red 50\nstart\n9 9 9 9\n");
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("line 3") != std::string::npos);
  CHECK(RunBot("--level nonsense", "").exit_code == 2);
}

// The node count of a --bench run's last line.
std::string BenchNodes(const Run& run) {
  const std::size_t at = run.out.rfind("nodes ");
  const std::size_t end = run.out.find(" time", at);
  if (at == std::string::npos || end == std::string::npos) return "none";
  return run.out.substr(at + 6, end - at - 6);
}

TEST_CASE("duckchess-bot --print-params output loads back with --params") {
  const Run printed = RunBot("--param eval.tempo=25 --print-params", "");
  REQUIRE(printed.exit_code == 0);
  CHECK(printed.out.find("eval.tempo ") != std::string::npos);
  const std::string path =
      "duckchess_params_" + std::to_string(getpid()) + ".txt";
  std::ofstream(path) << printed.out;
  CHECK(RunBot("--params " + path + " --print-params", "").out == printed.out);
  // The same search: the bench signature agrees, and differs from the
  // defaults' (1498265 nodes).
  const std::string changed =
      BenchNodes(RunBot("--param eval.tempo=25 --bench", ""));
  const std::string loaded =
      BenchNodes(RunBot("--params " + path + " --bench", ""));
  std::remove(path.c_str());
  CHECK(loaded == changed);
  CHECK(changed != "none");
  CHECK(changed != "1498265");
  CHECK(RunBot("--level random --print-params", "").out ==
        "# no tunable parameters\n");
}

TEST_CASE("duckchess-bot refuses bad parameters with exit code 2") {
  const Run range = RunBot("--param eval.tempo=1000", "");
  CHECK(range.exit_code == 2);
  CHECK(range.err.find("duckchess-bot: parameter eval.tempo: 1000 is out of "
                       "range (an integer in [0, 200])") != std::string::npos);
  const Run unknown = RunBot("--param eval.queen=9", "");
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("unknown parameter \"eval.queen\"") !=
        std::string::npos);
  CHECK(RunBot("--params /nonexistent/params.txt", "").exit_code == 2);
  CHECK(RunBot("--movetime 0", "").exit_code == 2);
}

TEST_CASE("duckchess-bot takes the move time from --movetime without one") {
  const Run ok = RunBot("--level greedy --movetime 50", "red\nstart\nquit\n");
  CHECK(ok.exit_code == 0);
  CHECK(ok.out.size() >= 8);
}

}  // namespace
