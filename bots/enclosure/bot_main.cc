// enclosure-bot: plays Enclosure (NOI 2013) over the statement's protocol on
// stdin/stdout. Bad input gets a located message on stderr and exit code 2.

#include <chrono>
#include <iostream>
#include <string>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/ladder.h"
#include "bots/enclosure/session.h"
#include "common/core/bot.h"
#include "common/core/cli.h"
#include "common/core/ladder.h"
#include "common/core/move_time.h"
#include "common/core/params.h"

namespace gauntlet::enclosure {
namespace {

int Run(int argc, char** argv) {
  cxxopts::Options options("enclosure-bot",
                           "Plays Enclosure (NOI 2013) on stdin/stdout.");
  options.add_options()(
      "level",
      // Counted from the ladder, so that a new rung cannot leave it stale.
      "random, greedy, loops, lookahead, adaptive or mcts, or a rung " +
          RungRange(Ladder()) + " of the ladder of strength (docs/ladder.md)",
      cxxopts::value<std::string>()->default_value("adaptive"))(
      "movetime",
      "the time limit per round in ms; 70% of it is spent thinking "
      "(default: the referee's GAUNTLET_MOVETIME_MS, else " +
          std::to_string(kDefaultMoveTime.count()) + ")",
      cxxopts::value<int>(),
      "MS")("think-ms",
            "thinking time per round in ms, in place of 70% of --movetime",
            cxxopts::value<int>())(
      "seed", "random seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "iterations",
      "MCTS playouts per round, whatever the time (for games that repeat "
      "exactly; the parameter mcts.iterations; with --level mcts only); by "
      "default it thinks for the time given",
      cxxopts::value<int64_t>(),
      "N")("traps", "let the MCTS bot consider mud traps");
  AddParamFlags(options);
  const auto args = ParseCommandLine(options, argc, argv);
  const LevelChoice choice =
      ChooseLevelOrExit(options, args["level"].as<std::string>(), Ladder());
  const std::string& level = choice.level;
  const std::chrono::milliseconds move_time =
      MoveTimeOrExit(options, args, kDefaultMoveTime);
  auto think = ThinkTime(move_time);
  if (args.count("think-ms")) {
    if (args["think-ms"].as<int>() < 1) {
      UsageError(options, "--think-ms must be >= 1");
    }
    const std::chrono::milliseconds asked(args["think-ms"].as<int>());
    // Thinking the whole round leaves nothing to answer in: a sure timeout.
    if (asked < move_time) {
      think = asked;
    } else {
      std::cerr << "enclosure-bot: warning: --think-ms " << asked.count()
                << " is not below the time per round, " << move_time.count()
                << " ms; thinking " << think.count() << " ms\n";
    }
  }
  BrainOptions brain_options;
  brain_options.seed = args["seed"].as<uint64_t>();
  brain_options.traps = args.count("traps") > 0;
  ParamTable table;
  DeclareParams(level, brain_options, table);
  ApplyRungOrExit(options, choice, table);
  if (args.count("iterations")) {
    if (args["iterations"].as<int64_t>() < 1) {
      UsageError(options, "--iterations must be >= 1");
    }
    // Other levels think by the clock: a count they would ignore is refused.
    if (level != "mcts") {
      UsageError(options,
                 "--iterations counts MCTS playouts: it needs --level "
                 "mcts (or an MCTS rung), not " +
                     level);
    }
    brain_options.mcts.iterations = args["iterations"].as<int64_t>();
  }
  ApplyParamFlags(options, args, table);
  auto brain = MakeBrain(level, brain_options);
  if (!brain.ok()) UsageError(options, std::string(brain.status().message()));
  SessionBot bot(std::make_unique<BotSession>(std::move(*brain), think));
  return ServeBot("enclosure-bot", bot, std::cin, std::cout, std::cerr);
}

}  // namespace
}  // namespace gauntlet::enclosure

int main(int argc, char** argv) { return gauntlet::enclosure::Run(argc, argv); }
