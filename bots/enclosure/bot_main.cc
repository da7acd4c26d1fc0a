// enclosure-bot: plays Enclosure (NOI 2013) over the statement's protocol on
// stdin/stdout. Bad input gets a located message on stderr and exit code 2.

#include <chrono>
#include <iostream>
#include <string>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/session.h"
#include "common/core/cli.h"
#include "common/core/line_io.h"

namespace gauntlet::enclosure {
namespace {

int Fail(const absl::Status& status) {
  std::cerr << "enclosure-bot: " << status.message() << "\n";
  return 2;
}

int Run(int argc, char** argv) {
  cxxopts::Options options("enclosure-bot",
                           "Plays Enclosure (NOI 2013) on stdin/stdout.");
  options.add_options()("level", "random, greedy or mcts",
                        cxxopts::value<std::string>()->default_value("mcts"))(
      "think-ms", "thinking time per round in ms (the limit is 1000)",
      cxxopts::value<int>()->default_value("700"))(
      "seed", "random seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "traps", "let the MCTS bot consider mud traps");
  const auto args = ParseCommandLine(options, argc, argv);
  if (args["think-ms"].as<int>() < 1) {
    UsageError(options, "--think-ms must be >= 1");
  }
  BrainOptions brain_options;
  brain_options.seed = args["seed"].as<uint64_t>();
  brain_options.traps = args.count("traps") > 0;
  auto brain = MakeBrain(args["level"].as<std::string>(), brain_options);
  if (!brain.ok()) UsageError(options, std::string(brain.status().message()));
  BotSession session(std::move(*brain),
                     std::chrono::milliseconds(args["think-ms"].as<int>()));

  LineReader reader(std::cin);
  for (;;) {
    const auto line = reader.Next();
    if (IsEndOfInput(line.status())) return 0;
    if (!line.ok()) return Fail(line.status());
    const auto reply = session.Handle(*line, reader.line_number());
    if (!reply.ok()) return Fail(reply.status());
    if (reply->has_value()) WriteLine(std::cout, **reply);
  }
}

}  // namespace
}  // namespace gauntlet::enclosure

int main(int argc, char** argv) { return gauntlet::enclosure::Run(argc, argv); }
