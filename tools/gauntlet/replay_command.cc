#include "tools/gauntlet/replay_command.h"

#include <iostream>
#include <string>

#include "common/core/cli.h"
#include "common/core/terminal_text.h"
#include "tools/arena/replay.h"
#include "tools/arena/replay_text.h"

namespace gauntlet {

int RunReplay(int argc, char** argv) {
  cxxopts::Options options("gauntlet replay",
                           "Check a game replay (docs/arena.md) and print it");
  options.add_options()("file", "the game-<k>.replay.jsonl to show",
                        cxxopts::value<std::string>())(
      "sent", "also show what each player was sent");
  options.parse_positional({"file"});
  options.positional_help("FILE");
  const cxxopts::ParseResult parsed = ParseCommandLine(options, argc, argv);
  if (parsed.count("file") == 0) UsageError(options, "no replay file given");
  const absl::StatusOr<arena::Replay> replay =
      arena::ReplayReader::Read(parsed["file"].as<std::string>());
  if (!replay.ok()) {
    std::cerr << "gauntlet replay: "
              << TerminalSafe(std::string(replay.status().message())) << "\n";
    return 1;
  }
  std::cout << TerminalSafeLines(
      arena::ReplayText(*replay, parsed.count("sent") > 0));
  return 0;
}

}  // namespace gauntlet
