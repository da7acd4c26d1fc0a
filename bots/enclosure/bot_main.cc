// enclosure-bot: plays Enclosure (NOI 2013) over the statement's protocol on
// stdin/stdout. Bad input gets a located message on stderr and exit code 2.

#include <chrono>
#include <iostream>
#include <string>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/tracker.h"
#include "common/core/cli.h"
#include "common/core/deadline.h"
#include "common/core/line_io.h"
#include "common/enclosure/protocol.h"

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
  BrainOptions brain_options;
  brain_options.seed = args["seed"].as<uint64_t>();
  brain_options.traps = args.count("traps") > 0;
  auto brain = MakeBrain(args["level"].as<std::string>(), brain_options);
  if (!brain.ok()) UsageError(options, std::string(brain.status().message()));
  const auto think = std::chrono::milliseconds(args["think-ms"].as<int>());

  LineReader reader(std::cin);
  auto line = reader.Next();
  if (!line.ok()) return Fail(line.status());
  const auto me = ParseStart(*line, reader.line_number());
  if (!me.ok()) return Fail(me.status());
  WriteLine(std::cout, FormatPos((*brain)->ChooseStart(*me)));

  Tracker tracker;
  bool started = false;
  Action mine;
  for (;;) {
    line = reader.Next();
    if (IsEndOfInput(line.status())) return 0;
    if (!line.ok()) return Fail(line.status());
    Deadline deadline = Deadline::After(think);
    const auto status = ParseStatus(*line, reader.line_number());
    if (!status.ok()) return Fail(status.status());
    if (!started) {
      tracker.Start(*status);
      started = true;
    } else {
      if (!tracker.Update(*status, *me, mine)) {
        std::cerr << "enclosure-bot: line " << reader.line_number()
                  << ": [STATUS] not explained by any joint action; "
                     "following it\n";
      }
      (*brain)->Observe(tracker.last_joint(), tracker.state());
    }
    // The dead are sent nothing more; keep reading until the referee closes.
    if (!tracker.state().players[*me].alive) continue;
    mine = (*brain)->ChooseAction(tracker.state(), *me, deadline);
    if (tracker.state().players[*me].stuck_left > 0) mine = Action();
    WriteLine(std::cout, FormatAction(mine));
  }
}

}  // namespace
}  // namespace gauntlet::enclosure

int main(int argc, char** argv) { return gauntlet::enclosure::Run(argc, argv); }
