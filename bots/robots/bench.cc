// robots-bench: the prescribed strategy and the planner on seeded random
// instances, plus the raw speed of the rules engine. Prints figures only.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <vector>

#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/robots/generator.h"
#include "common/robots/planner.h"
#include "common/robots/state.h"
#include "common/robots/strategy.h"

namespace gauntlet::robots {
namespace {

using Clock = std::chrono::steady_clock;

double Milliseconds(Clock::duration duration) {
  return std::chrono::duration<double, std::milli>(duration).count();
}

// True when `actions` replayed from the start of `instance` are all legal and
// end in a win.
bool ReplayWins(const Instance& instance, const std::vector<Action>& actions) {
  State state = State::Start(instance);
  for (const Action action : actions) {
    if (state.over() || !state.IsLegal(action)) return false;
    state.Play(action);
  }
  return state.outcome() == Outcome::kWon;
}

// Random playouts over safe moves (staying when none is safe), counting the
// State::Play calls per second: the player's move, pushes and the robots'
// simultaneous move with collisions.
void MeasureEngine(const std::vector<Instance>& instances, uint64_t seed) {
  Rng rng(seed);
  int64_t moves = 0;
  int64_t checks = 0;
  const auto begin = Clock::now();
  while (Clock::now() - begin < std::chrono::seconds(2)) {
    for (const Instance& instance : instances) {
      State state = State::Start(instance);
      while (!state.over()) {
        const int actions = kDirections + 1 + state.teleport_count();
        Action chosen = Action::Stay();
        int offset = static_cast<int>(rng.Below(actions));
        for (int i = 0; i < actions; ++i) {
          const Action action =
              Action::FromCode(static_cast<uint8_t>((offset + i) % actions));
          ++checks;
          if (state.IsSafe(action)) {
            chosen = action;
            break;
          }
        }
        state.Play(chosen);
        ++moves;
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(Clock::now() - begin).count();
  std::printf(
      "rules engine: %.1f million moves/s (%.1f million safety checks/s) "
      "over %lld random playout moves\n",
      moves / seconds / 1e6, checks / seconds / 1e6,
      static_cast<long long>(moves));
}

int Main(int argc, char** argv) {
  cxxopts::Options options("robots-bench",
                           "Prescribed strategy vs planner on random Robots "
                           "instances, and rules-engine speed.");
  options.add_options()("instances", "Number of instances",
                        cxxopts::value<int>()->default_value("1000"))(
      "seed", "Seed of the instance set",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "budget-ms", "Planner time per instance in milliseconds",
      cxxopts::value<int>()->default_value("200"))(
      "list-undecided",
      "Print the --generate seed of every instance the planner neither won "
      "nor proved lost");
  const auto args = ParseCommandLine(options, argc, argv);
  const int count = args["instances"].as<int>();
  const uint64_t seed = args["seed"].as<uint64_t>();
  const int budget = args["budget-ms"].as<int>();
  if (count < 1 || budget < 1) {
    UsageError(options, "--instances and --budget-ms must be positive");
  }

  const bool list_undecided = args.count("list-undecided") > 0;
  // Instance i is what `robots --generate --seed <seeds[i]>` prints.
  std::vector<uint64_t> seeds;
  std::vector<Instance> instances;
  for (int i = 0; i < count; ++i) {
    seeds.push_back(DeriveSeed(seed, static_cast<uint64_t>(i)));
    instances.push_back(GenerateInstance(seeds.back(), {}));
  }

  int prescribed_wins = 0;
  int longest_game = 0;
  int planner_wins = 0;
  int beam_wins = 0;
  int proven_lost = 0;
  int bad_plans = 0;
  std::map<int, int> wins_by_width;
  std::vector<double> times;
  const PlannerOptions planner{.budget = std::chrono::milliseconds(budget)};
  for (int i = 0; i < count; ++i) {
    const Instance& instance = instances[i];
    const State end = PlayPrescribed(State::Start(instance));
    longest_game = std::max(longest_game, end.moves());
    if (end.outcome() == Outcome::kWon) ++prescribed_wins;

    const auto begin = Clock::now();
    const Plan plan = FindWinningPlan(instance, planner);
    times.push_back(Milliseconds(Clock::now() - begin));
    if (plan.proven_unwinnable) ++proven_lost;
    if (plan.proven_unwinnable && end.outcome() == Outcome::kWon) {
      ++bad_plans;  // A "proof" the strategy's own game refutes.
    }
    if (!plan.won && !plan.proven_unwinnable && list_undecided) {
      std::printf("undecided: --generate --seed %llu\n",
                  static_cast<unsigned long long>(seeds[i]));
    }
    if (!plan.won) continue;
    if (!ReplayWins(instance, plan.actions)) {
      ++bad_plans;
      continue;
    }
    ++planner_wins;
    if (plan.beam_width > 0) {
      ++beam_wins;
      ++wins_by_width[plan.beam_width];
    }
  }
  std::sort(times.begin(), times.end());
  const double median = count % 2 == 1
                            ? times[count / 2]
                            : (times[count / 2 - 1] + times[count / 2]) / 2;

  std::printf("instances: %d (seed %llu, R in [1,50], T in [0,20] uniform)\n",
              count, static_cast<unsigned long long>(seed));
  std::printf("prescribed strategy wins: %d / %d (longest game %d moves)\n",
              prescribed_wins, count, longest_game);
  std::printf(
      "planner wins: %d / %d (beam search %d, prescribed fallback %d; "
      "proven unwinnable %d)\n",
      planner_wins, count, beam_wins, planner_wins - beam_wins, proven_lost);
  std::printf("planner wins by beam width:");
  for (const auto& [width, wins] : wins_by_width) {
    std::printf(" %d:%d", width, wins);
  }
  std::printf(
      "\nplanner time per instance (budget %d ms): median %.1f ms, "
      "worst %.1f ms\n",
      budget, median, times.back());
  if (bad_plans > 0) {
    std::printf("ERROR: %d plans failed to replay as wins or proofs failed\n",
                bad_plans);
    return 1;
  }
  MeasureEngine(instances, seed);
  return 0;
}

}  // namespace
}  // namespace gauntlet::robots

int main(int argc, char** argv) { return gauntlet::robots::Main(argc, argv); }
