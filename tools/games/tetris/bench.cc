// tetris-bench: seeded in-process games (no pipes) through the referee's
// own game loop and the in-process player, for the four pairings the issue
// names. Prints average score, rounds survived, the share of cleared rows that
// came from 4-row clears, and per-move time percentiles of placer and
// sequencer.

#include <algorithm>
#include <cstdio>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "bots/tetris/baseline.h"
#include "bots/tetris/placer.h"
#include "bots/tetris/sequencer.h"
#include "bots/tetris/serve.h"
#include "common/core/cli.h"
#include "common/core/quantile.h"
#include "common/core/rng.h"
#include "tools/arena/in_process_player.h"
#include "tools/games/tetris/side_game.h"

namespace gauntlet::tetris {
namespace {

struct Pairing {
  std::string name;
  bool search_placer;
  bool adversarial;
};

}  // namespace
}  // namespace gauntlet::tetris

int main(int argc, char** argv) {
  using namespace gauntlet::tetris;
  cxxopts::Options options("tetris-bench",
                           "In-process Tetris duel benchmark (no pipes)");
  options.add_options()("games", "games per pairing",
                        cxxopts::value<int>()->default_value("20"))(
      "rounds", "rounds per game",
      cxxopts::value<int>()->default_value("10000"))(
      "seed", "benchmark seed",
      cxxopts::value<uint64_t>()->default_value("2017"))(
      "only", "run only pairings whose name contains this",
      cxxopts::value<std::string>()->default_value(""))(
      "weights", "evaluator weights file for our placer",
      cxxopts::value<std::string>())(
      "buy-patience", "rounds without an I before our placer buys one",
      cxxopts::value<int>()->default_value(
          std::to_string(PlacerOptions{}.buy_patience)))(
      "buy-height", "stack height at which our placer buys an I",
      cxxopts::value<int>()->default_value(
          std::to_string(PlacerOptions{}.buy_height)))(
      "trouble", "search value below which our placer buys other pieces",
      cxxopts::value<double>()->default_value("-400"))(
      "buy-searches", "full searches for buy candidates",
      cxxopts::value<int>()->default_value("3"))(
      "judge-time",
      "apply the judge's 100 ms / 1000 ms time rules (off by "
      "default: on a loaded shared machine wall-time stalls would decide)")(
      "verbose", "print every game");
  const auto args = gauntlet::ParseCommandLine(options, argc, argv);
  const int games = args["games"].as<int>();
  SideGameOptions game_options;
  game_options.rounds = args["rounds"].as<int>();
  if (args.count("judge-time") == 0) {
    game_options.free_time = std::chrono::hours(1);
    game_options.fail_time = std::chrono::hours(1);
  }
  const uint64_t seed = args["seed"].as<uint64_t>();
  const std::string only = args["only"].as<std::string>();
  PlacerOptions placer_options;
  if (args.count("weights")) {
    auto weights = Weights::FromFile(args["weights"].as<std::string>());
    if (!weights.ok()) {
      gauntlet::UsageError(options, std::string(weights.status().message()));
    }
    placer_options.weights = *weights;
  }
  placer_options.buy_patience = args["buy-patience"].as<int>();
  placer_options.buy_height = args["buy-height"].as<int>();
  placer_options.trouble_value = args["trouble"].as<double>();
  placer_options.buy_searches = args["buy-searches"].as<int>();
  if (games < 1) gauntlet::UsageError(options, "--games must be >= 1");
  if (game_options.rounds < 1) {
    gauntlet::UsageError(options, "--rounds must be >= 1");
  }
  if (placer_options.buy_patience < 0 || placer_options.buy_height < 0 ||
      placer_options.buy_searches < 0) {
    gauntlet::UsageError(
        options,
        "--buy-patience, --buy-height and --buy-searches must be >= 0");
  }
  const std::vector<Pairing> pairings = {
      {"placer-vs-random", true, false},
      {"placer-vs-sequencer", true, true},
      {"baseline-vs-random", false, false},
      {"baseline-vs-sequencer", false, true},
  };
  std::printf("%d games x %d rounds per pairing, seed %llu\n", games,
              game_options.rounds, static_cast<unsigned long long>(seed));
  std::printf(
      "wall = reply time as the referee measures it; cpu = this "
      "thread's CPU time for the move\n");
  std::printf("%-22s %10s %9s %6s %8s %9s %9s %9s %9s %9s %9s\n", "pairing",
              "avg score", "avg rnds", "early", "4-share", "plc p50", "plc p99",
              "plc cpu99", "seq p50", "seq p99", "seq cpu99");
  for (const Pairing& pairing : pairings) {
    if (pairing.name.find(only) == std::string::npos) continue;
    double total_score = 0;
    double total_rounds = 0;
    int early = 0;
    int64_t tetris_rows = 0;
    int64_t all_rows = 0;
    std::vector<double> placer_ms;
    std::vector<double> sequencer_ms;
    std::vector<double> placer_cpu;
    std::vector<double> sequencer_cpu;
    const auto print_summary = [&](const char* label, int played) {
      std::printf(
          "%-22s %10.0f %9.0f %6d %7.1f%% %7.2fms %7.2fms %7.2fms "
          "%7.2fms %7.2fms %7.2fms\n",
          label, total_score / played, total_rounds / played, early,
          all_rows ? 100.0 * tetris_rows / all_rows : 0.0,
          gauntlet::Quantile(placer_ms, 0.5),
          gauntlet::Quantile(placer_ms, 0.99),
          gauntlet::Quantile(placer_cpu, 0.99),
          gauntlet::Quantile(sequencer_ms, 0.5),
          gauntlet::Quantile(sequencer_ms, 0.99),
          gauntlet::Quantile(sequencer_cpu, 0.99));
      std::fflush(stdout);
    };
    for (int g = 0; g < games; ++g) {
      const uint64_t game_seed = gauntlet::DeriveSeed(seed, g);
      std::unique_ptr<PlacerBrain> placer;
      if (pairing.search_placer) {
        placer = std::make_unique<SearchPlacer>(placer_options);
      } else {
        placer = std::make_unique<DellacheriePlacer>();
      }
      std::unique_ptr<SequencerBrain> sequencer;
      if (pairing.adversarial) {
        SequencerOptions adversary;
        adversary.seed = game_seed;
        sequencer = std::make_unique<AdversarialSequencer>(adversary);
      } else {
        sequencer = std::make_unique<RandomSequencer>(game_seed);
      }
      gauntlet::arena::InProcessOptions measured;
      measured.enforce_deadline = false;  // The side game judges time.
      gauntlet::arena::InProcessPlayer placer_player(
          PlacerBot(std::move(placer)), measured);
      gauntlet::arena::InProcessPlayer sequencer_player(
          SequencerBot(std::move(sequencer)), measured);
      const SideGameResult result =
          PlaySideGame(placer_player, sequencer_player, game_options);
      for (double s : placer_player.answer_cpu_seconds()) {
        placer_cpu.push_back(1e3 * s);
      }
      for (double s : sequencer_player.answer_cpu_seconds()) {
        sequencer_cpu.push_back(1e3 * s);
      }
      total_score += result.score;
      total_rounds += result.rounds;
      if (result.rounds < game_options.rounds) ++early;
      for (int lines = 1; lines <= 4; ++lines) {
        all_rows += static_cast<int64_t>(lines) * result.clears[lines];
      }
      tetris_rows += 4LL * result.clears[4];
      placer_ms.insert(placer_ms.end(), result.placer_ms.begin(),
                       result.placer_ms.end());
      sequencer_ms.insert(sequencer_ms.end(), result.sequencer_ms.begin(),
                          result.sequencer_ms.end());
      if (args.count("verbose")) {
        std::printf(
            "  %s game %d: score %lld rounds %d buys %d clears "
            "%d/%d/%d/%d (%s)\n",
            pairing.name.c_str(), g, static_cast<long long>(result.score),
            result.rounds, result.buys, result.clears[1], result.clears[2],
            result.clears[3], result.clears[4], result.end.c_str());
        const std::string label = "  after " + std::to_string(g + 1);
        print_summary(label.c_str(), g + 1);
      }
    }
    print_summary(pairing.name.c_str(), games);
    std::fflush(stdout);
  }
  return 0;
}
