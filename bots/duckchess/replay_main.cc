// duckchess-replay: the statement's task. Reads Q and Q attempted moves on
// stdin and describes each one on stdout.

#include <iostream>

#include "common/core/cli.h"
#include "common/duckchess/replay.h"

int main(int argc, char** argv) {
  cxxopts::Options options(
      "duckchess-replay",
      "Replays duck chess commands (THUPC 2019): stdin Q then Q lines "
      "`xs ys xt yt`, stdout one answer per command");
  gauntlet::ParseCommandLine(options, argc, argv);
  std::ios::sync_with_stdio(false);
  const absl::Status status =
      gauntlet::duckchess::RunReplay(std::cin, std::cout);
  if (!status.ok()) {
    std::cerr << "duckchess-replay: " << status.message() << "\n";
    return 2;
  }
  return 0;
}
