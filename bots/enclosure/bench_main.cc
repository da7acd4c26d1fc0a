// enclosure-bench: playout speed of the rules engine and rollout policy and
// the MCTS bot's iterations per second. Games between bots are played by
// `gauntlet selfplay enclosure`.

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <vector>

#include "bots/enclosure/mcts_brain.h"
#include "bots/enclosure/moves.h"
#include "bots/enclosure/rollout.h"
#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {
namespace {

using Seconds = std::chrono::duration<double>;

// Playouts per second from `state` over `seconds`, with a given horizon.
double PlayoutRate(const State& state, int horizon, double seconds,
                   uint64_t seed) {
  Rng rng(seed);
  int64_t count = 0;
  const auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  while (elapsed < seconds) {
    for (int i = 0; i < 64; ++i) {
      State scratch = state;
      Playout(scratch, horizon, rng);
    }
    count += 64;
    elapsed = Seconds(std::chrono::steady_clock::now() - start).count();
  }
  return count / elapsed;
}

// A mid-game position: `rounds` rounds of all four players on the rollout
// policy, from the first seed that leaves at least three alive with land
// owned (deterministic).
State MidGame(int rounds, uint64_t seed) {
  for (uint64_t attempt = 0;; ++attempt) {
    Rng rng(DeriveSeed(seed, attempt));
    State state = NewGame(
        {VertexAt(2, 2), VertexAt(8, 2), VertexAt(8, 8), VertexAt(2, 8)});
    std::array<RolloutPlan, kPlayers> plans{};
    for (int r = 0; r < rounds && !IsOver(state); ++r) {
      std::array<Action, kPlayers> actions{};
      for (int i = 0; i < kPlayers; ++i) {
        actions[i] = RolloutAction(state, i, plans[i], rng);
      }
      ResolveRound(state, actions, nullptr);
    }
    if (state.round == rounds && state.AliveCount() >= 3 &&
        state.owned.Count() >= 10) {
      return state;
    }
  }
}

int Run(int argc, char** argv) {
  cxxopts::Options options("enclosure-bench",
                           "Playout and MCTS speed (games: gauntlet selfplay)");
  options.add_options()("seed", "seed of the playouts",
                        cxxopts::value<uint64_t>()->default_value("1"))(
      "speed-seconds", "seconds per playout-speed measurement",
      cxxopts::value<double>()->default_value("2"));
  const auto args = ParseCommandLine(options, argc, argv);
  const uint64_t seed = args["seed"].as<uint64_t>();
  const double seconds = args["speed-seconds"].as<double>();
  if (!(seconds > 0)) UsageError(options, "--speed-seconds must be > 0");

  MctsBrain probe(seed, MctsBrainOptions());
  std::array<int, kPlayers> starts{};
  for (int i = 0; i < kPlayers; ++i) starts[i] = probe.ChooseStart(i);
  const State opening = NewGame(starts);
  const State middle = MidGame(25, seed);
  const int horizon = MctsBrainOptions().horizon;
  std::printf("playouts/s from the start, %d-round horizon: %.0f\n", horizon,
              PlayoutRate(opening, horizon, seconds, seed));
  std::printf("playouts/s from the start, to the end:      %.0f\n",
              PlayoutRate(opening, kMaxRounds, seconds, seed));
  std::printf(
      "playouts/s mid-game (round %d, %d cells owned, %d alive), "
      "%d-round horizon: %.0f\n",
      middle.round, middle.owned.Count(), middle.AliveCount(), horizon,
      PlayoutRate(middle, horizon, seconds, seed));
  std::printf("playouts/s mid-game, to the end:            %.0f\n",
              PlayoutRate(middle, kMaxRounds, seconds, seed));
  for (const State* position : {&opening, &middle}) {
    MctsBrain brain(seed, MctsBrainOptions());
    Deadline deadline = Deadline::After(
        std::chrono::milliseconds(static_cast<int>(seconds * 1000)));
    // The first player with a real choice (stuck and dead ones have none).
    int player = 0;
    for (int i = kPlayers - 1; i >= 0; --i) {
      std::vector<Action> choices;
      SafeActions(*position, i, false, choices);
      if (choices.size() > 1) player = i;
    }
    brain.ChooseAction(*position, player, deadline);
    std::printf("MCTS iterations/s from the %s: %.0f\n",
                position == &opening ? "start" : "mid-game position",
                brain.last_iterations() / seconds);
  }
  std::fflush(stdout);

  return 0;
}

}  // namespace
}  // namespace gauntlet::enclosure

int main(int argc, char** argv) { return gauntlet::enclosure::Run(argc, argv); }
