// robots: plays the statement's prescribed strategy on every instance read
// from stdin and prints the statement's output; optionally plans a win
// (--plan), traces the board (--trace) or generates instances (--generate).

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/line_io.h"
#include "common/core/params.h"
#include "common/core/rng.h"
#include "common/robots/generator.h"
#include "common/robots/instance_io.h"
#include "common/robots/planner.h"
#ifndef GAUNTLET_BUNDLE  // JSON: not in one-file bundles
#include "common/robots/replay.h"
#endif
#include "common/robots/report.h"
#include "common/robots/state.h"
#include "common/robots/strategy.h"

namespace gauntlet::robots {
namespace {

struct Settings {
  bool blank_lines = false;
  bool plan = false;
  bool trace = false;
  PlannerOptions planner;
  std::string replay_dir;  // --replay: one replay file per case
};

void PrintBoard(std::ostream& out, const State& state) {
  out << BoardText(state);
}

// The statement's output for one case: teleport lines, then the result. With
// --trace every move is printed with the board after it.
void PlayStatementCase(std::ostream& out, const Instance& instance,
                       const Settings& settings, std::vector<Action>& moves) {
  const State start = State::Start(instance);
  if (settings.trace) {
    out << "Start at " << CellText(start.player()) << "\n";
    PrintBoard(out, start);
  }
  const State end =
      PlayPrescribed(start, [&](Action action, const State& after) {
        moves.push_back(action);
        if (settings.trace) {
          out << MoveLine(action, after);
          PrintBoard(out, after);
        } else if (action.IsTeleport()) {
          out << TeleportLine(after.moves(), after.player());
        }
      });
  out << ResultBlock(end);
}

// --plan: the plan's moves replayed through the rules engine, so what is
// printed is what the engine says the moves do.
int PlanCase(std::ostream& out, const Instance& instance,
             const Settings& settings, std::vector<Action>& moves) {
  const Plan plan = FindWinningPlan(instance, settings.planner);
  if (!plan.won) {
    const char* why = plan.proven_unwinnable ? "none exists"
                      : plan.budget_spent    ? "search budget spent"
                                             : "none up to the widest beam";
    out << "Plan: no winning line found (" << why
        << "); the prescribed strategy follows\n";
    PlayStatementCase(out, instance, settings, moves);
    return 0;
  }
  out << "Plan: a winning line of " << plan.actions.size() << " moves from ";
  if (plan.beam_width > 0) {
    out << "beam search of width " << plan.beam_width << "\n";
  } else {
    out << "the prescribed strategy\n";
  }
  State state = State::Start(instance);
  if (settings.trace) {
    out << "Start at " << CellText(state.player()) << "\n";
    PrintBoard(out, state);
  }
  for (const Action action : plan.actions) {
    if (state.over() || !state.IsLegal(action)) {
      std::cerr << "robots: internal error: the plan breaks the rules at move "
                << state.moves() + 1 << "\n";
      return 1;
    }
    state.Play(action);
    moves.push_back(action);
    out << MoveLine(action, state);
    if (settings.trace) PrintBoard(out, state);
  }
  out << ResultBlock(state);
  if (state.outcome() != Outcome::kWon) {
    std::cerr << "robots: internal error: the plan does not win\n";
    return 1;
  }
  return 0;
}

#ifndef GAUNTLET_BUNDLE
// --replay DIR: DIR/game-<k>.replay.jsonl for case k+1, the layout of a
// match directory, so `gauntlet view DIR` shows every case.
bool WriteReplay(const Settings& settings, int case_number,
                 const Instance& instance, const std::vector<Action>& moves) {
  ReplayGame game;
  game.index = case_number - 1;
  game.player = settings.plan ? "plan" : "strategy";
  game.command = settings.plan ? "robots --plan" : "robots";
  game.instance = instance;
  game.moves = moves;
  const std::string path = settings.replay_dir + "/game-" +
                           std::to_string(game.index) + ".replay.jsonl";
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file << ReplayText(game);
  file.close();
  if (!file) {
    std::cerr << "robots: cannot write " << path << "\n";
    return false;
  }
  return true;
}
#endif

int SolveAll(const Settings& settings) {
  LineReader reader(std::cin);
  for (int case_number = 1;; ++case_number) {
    const auto instance = ReadInstance(reader);
    if (!instance.ok()) {
      std::cout.flush();
      std::cerr << "robots: bad input: " << instance.status().message()
                << std::endl;
      return 2;
    }
    if (!instance->has_value()) return 0;
    if (settings.blank_lines && case_number > 1) std::cout << "\n";
    std::cout << "Case " << case_number << ":\n";
    std::vector<Action> moves;
    if (settings.plan) {
      const int code = PlanCase(std::cout, **instance, settings, moves);
      if (code != 0) return code;
    } else {
      PlayStatementCase(std::cout, **instance, settings, moves);
    }
    std::cout.flush();
#ifndef GAUNTLET_BUNDLE
    if (!settings.replay_dir.empty() &&
        !WriteReplay(settings, case_number, **instance, moves)) {
      return 1;
    }
#endif
  }
}

// One instance from `seed`, or with --cases the instances robots-bench uses
// for --seed `seed` (instance i from DeriveSeed(seed, i)).
int Generate(uint64_t seed, std::optional<int> cases,
             const GeneratorOptions& options) {
  if (!cases.has_value()) {
    std::cout << FormatInstance(GenerateInstance(seed, options));
  }
  for (int i = 0; i < cases.value_or(0); ++i) {
    std::cout << FormatInstance(
        GenerateInstance(DeriveSeed(seed, static_cast<uint64_t>(i)), options));
  }
  std::cout << "0 0\n" << std::flush;
  return 0;
}

int Main(int argc, char** argv) {
  cxxopts::Options options(
      "robots",
      "Robots (ECNA 2001): reads instances on stdin and prints the game the "
      "statement's strategy plays.");
  options.add_options()("blank-lines", "Separate cases with a blank line")(
      "plan", "Search for a winning line of moves instead")(
      "movetime",
      "Time per case in milliseconds: the --plan search's budget (the "
      "prescribed strategy is not time-bound)",
      cxxopts::value<int>()->default_value("1000"),
      "MS")("budget-ms",
            "Planner time per case in milliseconds, in place of "
            "--movetime",
            cxxopts::value<int>())("trace", "Print the board after every move")(
      "generate", "Print random instances instead of reading any")(
      "seed", "Seed for --generate", cxxopts::value<uint64_t>())(
      "cases",
      "With --generate: the first N instances robots-bench makes from the "
      "seed",
      cxxopts::value<int>())(
      "robots", "Robots per generated instance (1-50; random if absent)",
      cxxopts::value<int>())(
      "teleports", "Teleports per generated instance (0-20; random if absent)",
      cxxopts::value<int>());
#ifndef GAUNTLET_BUNDLE
  options.add_options()(
      "replay",
      "Also write each case's game as DIR/game-<k>.replay.jsonl (k from 0), "
      "for gauntlet view",
      cxxopts::value<std::string>(), "DIR");
#endif
  AddParamFlags(options);
  const auto args = ParseCommandLine(options, argc, argv);

  if (args.count("generate")) {
    if (!args.count("seed")) UsageError(options, "--generate needs --seed");
    GeneratorOptions generator;
    if (args.count("robots")) {
      generator.robots = args["robots"].as<int>();
      if (*generator.robots < 1 || *generator.robots > kMaxRobots) {
        UsageError(options, "--robots must be in [1, 50]");
      }
    }
    if (args.count("teleports")) {
      generator.teleports = args["teleports"].as<int>();
      if (*generator.teleports < 0 || *generator.teleports > kMaxTeleports) {
        UsageError(options, "--teleports must be in [0, 20]");
      }
    }
    std::optional<int> cases;
    if (args.count("cases")) {
      cases = args["cases"].as<int>();
      if (*cases < 1) UsageError(options, "--cases must be at least 1");
    }
    return Generate(args["seed"].as<uint64_t>(), cases, generator);
  }
  for (const char* flag : {"seed", "robots", "teleports", "cases"}) {
    if (args.count(flag)) {
      UsageError(options, std::string("--") + flag + " needs --generate");
    }
  }
  Settings settings;
  settings.blank_lines = args.count("blank-lines") > 0;
  settings.plan = args.count("plan") > 0;
  settings.trace = args.count("trace") > 0;
#ifndef GAUNTLET_BUNDLE
  if (args.count("replay")) {
    settings.replay_dir = args["replay"].as<std::string>();
    std::error_code error;
    std::filesystem::create_directories(settings.replay_dir, error);
    if (error || settings.replay_dir.empty()) {
      UsageError(options, "--replay: cannot create directory '" +
                              settings.replay_dir + "'");
    }
  }
#endif
  // The planner's numbers, used by --plan.
  ParamTable table;
  DeclareParams(settings.planner, table);
  ApplyParamFlags(options, args, table);
  if (args.count("budget-ms") && !settings.plan) {
    UsageError(options, "--budget-ms needs --plan");
  }
  int budget = args["movetime"].as<int>();
  if (budget < 1) UsageError(options, "--movetime must be positive");
  if (args.count("budget-ms")) budget = args["budget-ms"].as<int>();
  if (budget < 1) UsageError(options, "--budget-ms must be positive");
  settings.planner.budget = std::chrono::milliseconds(budget);
  return SolveAll(settings);
}

}  // namespace
}  // namespace gauntlet::robots

int main(int argc, char** argv) { return gauntlet::robots::Main(argc, argv); }
