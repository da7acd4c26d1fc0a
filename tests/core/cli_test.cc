#include "common/core/cli.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/version.h"

namespace gauntlet {
namespace {

TEST_CASE("ParseCommandLine reads declared flags") {
  cxxopts::Options options("prog", "test program");
  options.add_options()("n", "a number",
                        cxxopts::value<int>()->default_value("3"));
  const char* argv[] = {"prog", "-n", "7"};
  const auto result = ParseCommandLine(options, 3, argv);
  CHECK(result["n"].as<int>() == 7);
}

TEST_CASE("The git revision is recorded at configure time") {
  CHECK_FALSE(GitRevision().empty());
}

struct Exit {
  int code = -1;
  std::string err;
};

// Runs `body` in a child process, since a refused command line ends the
// program: its exit code and everything it wrote to stderr.
Exit InChild(const std::function<void()>& body) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    close(fds[1]);
    const int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    body();
    std::cerr.flush();
    _exit(0);
  }
  close(fds[1]);
  Exit result;
  char buffer[4096];
  ssize_t n;
  while ((n = read(fds[0], buffer, sizeof buffer)) > 0) {
    result.err.append(buffer, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  if (WIFEXITED(status)) result.code = WEXITSTATUS(status);
  return result;
}

// Parses `arguments` (after the program name "prog") with a few typical
// flags, in a child process.
Exit Parse(std::vector<const char*> arguments) {
  arguments.insert(arguments.begin(), "prog");
  return InChild([&arguments] {
    cxxopts::Options options("prog", "test program");
    options.add_options()("n,number", "a number", cxxopts::value<int>())(
        "name", "a name", cxxopts::value<std::string>())(
        "ratio", "a ratio", cxxopts::value<double>())("v,verbose", "talk");
    ParseCommandLine(options, static_cast<int>(arguments.size()),
                     arguments.data());
  });
}

TEST_CASE("An unknown flag is one line naming it, exit 2") {
  for (const char* flag : {"--frobnicate", "--frobnicate=3"}) {
    const Exit run = Parse({"--name", "x", flag});
    CHECK(run.code == 2);
    CHECK(run.err == "prog: unknown flag --frobnicate (see --help)\n");
  }
  const Exit single = Parse({"-x"});
  CHECK(single.code == 2);
  CHECK(single.err == "prog: unknown flag -x (see --help)\n");
}

TEST_CASE("A value that does not parse names its flag") {
  struct Case {
    std::vector<const char*> arguments;
    std::string err;
  };
  const std::vector<Case> cases = {
      {{"--number", "abc"},
       "prog: --number: 'abc' is not a valid value (see --help)\n"},
      {{"--number=abc"},
       "prog: --number: 'abc' is not a valid value (see --help)\n"},
      {{"-v", "-n", "1.5"},
       "prog: -n: '1.5' is not a valid value (see --help)\n"},
      {{"--name", "abc", "--ratio", "fast", "--number", "x"},
       "prog: --ratio: 'fast' is not a valid value (see --help)\n"},
      {{"--number", "99999999999"},
       "prog: --number: '99999999999' is not a valid value (see --help)\n"},
  };
  for (const Case& c : cases) {
    const Exit run = Parse(c.arguments);
    CHECK(run.code == 2);
    CHECK(run.err == c.err);
  }
}

TEST_CASE("A flag without its value, or a stray argument, is one line") {
  const Exit missing = Parse({"--verbose", "--number"});
  CHECK(missing.code == 2);
  CHECK(missing.err == "prog: --number: a value is missing (see --help)\n");
  const Exit stray = Parse({"--number", "3", "stray"});
  CHECK(stray.code == 2);
  CHECK(stray.err == "prog: unexpected argument 'stray' (see --help)\n");
}

TEST_CASE("A good command line is not refused, negative numbers included") {
  const Exit run = Parse({"--number", "-3", "--ratio=0.5", "-v"});
  CHECK(run.code == 0);
  CHECK(run.err.empty());
}

TEST_CASE("UsageError is one line pointing to --help, exit 2") {
  const Exit run = InChild([] {
    cxxopts::Options options("prog", "test program");
    UsageError(options, "--depth must be >= 1");
  });
  CHECK(run.code == 2);
  CHECK(run.err == "prog: --depth must be >= 1 (see --help)\n");
}

}  // namespace
}  // namespace gauntlet
