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

}  // namespace
