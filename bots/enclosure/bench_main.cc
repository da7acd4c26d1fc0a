// enclosure-bench: playout speed of the rules engine and rollout policy, and
// the MCTS bot against three greedy bots over seeded games (in-process, seats
// rotating: game k puts the MCTS bot in seat k mod 4).

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <vector>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/local_game.h"
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
                           "Playout speed and MCTS vs baseline results.");
  options.add_options()("games", "games of MCTS vs three baseline bots",
                        cxxopts::value<int>()->default_value("200"))(
      "step-ms", "MCTS thinking time per round in ms",
      cxxopts::value<int>()->default_value("50"))(
      "seed", "match seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "speed-seconds", "seconds per playout-speed measurement",
      cxxopts::value<double>()->default_value("2"))(
      "opponents", "the three opponents: greedy or random",
      cxxopts::value<std::string>()->default_value("greedy"))(
      "verbose", "print every game");
  const auto args = ParseCommandLine(options, argc, argv);
  const int games = args["games"].as<int>();
  const auto step = std::chrono::milliseconds(args["step-ms"].as<int>());
  const uint64_t seed = args["seed"].as<uint64_t>();
  const double seconds = args["speed-seconds"].as<double>();
  if (games < 0) UsageError(options, "--games must be >= 0");
  if (step.count() < 1) UsageError(options, "--step-ms must be >= 1");
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

  int first = 0;
  int sole_first = 0;
  int first_with_land = 0;  // First with land, not on 4 - m alone.
  std::array<int, kPlayers + 1> rank_count{};
  double mcts_score = 0;
  double greedy_score = 0;
  const auto start = std::chrono::steady_clock::now();
  for (int k = 0; k < games; ++k) {
    const uint64_t game_seed = DeriveSeed(seed, k);
    const int seat = k % kPlayers;
    std::array<std::unique_ptr<Brain>, kPlayers> owned;
    std::array<Brain*, kPlayers> seats{};
    for (int i = 0; i < kPlayers; ++i) {
      if (i == seat) {
        auto brain = std::make_unique<MctsBrain>(DeriveSeed(game_seed, 100),
                                                 MctsBrainOptions());
        owned[i] = std::move(brain);
      } else {
        if (args["opponents"].as<std::string>() == "random") {
          owned[i] = std::make_unique<RandomBrain>(DeriveSeed(game_seed, i));
        } else {
          owned[i] = std::make_unique<GreedyBrain>(DeriveSeed(game_seed, i));
        }
      }
      seats[i] = owned[i].get();
    }
    const LocalGameResult result = PlayLocalGame(seats, step);
    const int rank = result.ranks[seat];
    ++rank_count[rank];
    if (rank == 1) {
      ++first;
      int tied = 0;
      for (int r : result.ranks) tied += r == 1;
      if (tied == 1) ++sole_first;
      if (result.final.players[seat].cells > 0) ++first_with_land;
    }
    mcts_score += result.scores[seat];
    for (int i = 0; i < kPlayers; ++i) {
      if (i != seat) greedy_score += result.scores[i] / 3.0;
    }
    if (args.count("verbose") > 0) {
      std::printf("game %d seat %d rank %d rounds %d scores %d %d %d %d\n", k,
                  seat, rank, result.final.round, result.scores[0],
                  result.scores[1], result.scores[2], result.scores[3]);
      std::fflush(stdout);
    }
  }
  const double elapsed =
      Seconds(std::chrono::steady_clock::now() - start).count();
  if (games > 0) {
    std::printf(
        "MCTS (%lld ms/round) vs 3 %s, %d games, seed %llu: first in %d "
        "(%.1f%%; %d alone, %d owning land), ranks 1/2/3/4 = %d/%d/%d/%d, "
        "mean score MCTS %.0f vs a baseline bot %.0f, %.0f s\n",
        static_cast<long long>(step.count()),
        args["opponents"].as<std::string>().c_str(), games,
        static_cast<unsigned long long>(seed), first, 100.0 * first / games,
        sole_first, first_with_land, rank_count[1], rank_count[2],
        rank_count[3], rank_count[4], mcts_score / games, greedy_score / games,
        elapsed);
  }
  return 0;
}

}  // namespace
}  // namespace gauntlet::enclosure

int main(int argc, char** argv) { return gauntlet::enclosure::Run(argc, argv); }
