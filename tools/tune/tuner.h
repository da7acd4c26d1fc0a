#ifndef GAUNTLET_TOOLS_TUNE_TUNER_H_
#define GAUNTLET_TOOLS_TUNE_TUNER_H_

// A tuning run (`gauntlet tune`): SPSA over match outcomes or CMA-ES over a
// score, played through the game's referee loop, written to its directory
// after every batch so that a run killed at any point resumes where it was
// and ends as an uninterrupted run would (tools/tune/files.h).

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "tools/tournament/elo.h"
#include "tools/tune/game_runner.h"
#include "tools/tune/space.h"
#include "tools/tune/spsa.h"
#include "tools/tune/trials.h"

namespace gauntlet::tune {

enum class Method { kSpsa, kCmaes };
// What a game is worth to a player: the share of others it finished above,
// its own score, or its score less the others' mean (for a role that acts on
// the opponents, such as a Tetris sequencer).
enum class Objective { kOutcome, kScore, kMargin };

struct TuneSetup {
  RunnerConfig runner;
  // Our bot as it starts; role `tuned_role` gets the tuned parameters.
  Entrant bot;
  int tuned_role = 0;
  SearchSpace space{{}};
  std::vector<Entrant> opponents;
  TableShape shape;

  Method method = Method::kSpsa;
  Objective objective = Objective::kOutcome;
  int iterations = 100;  // SPSA iterations or CMA-ES generations
  uint64_t seed = 1;
  SpsaConfig spsa;
  double sigma = 1;     // CMA-ES: first step size, in declared steps
  int lambda = 0;       // CMA-ES: population (0: 4 + 3 ln n)
  int seeds = 4;        // CMA-ES: fixed seeds each candidate plays
  int jobs = 1;         // games (trials) at once; results depend on it
  bool plan = false;    // print the next batch's games instead of playing
  bool report = false;  // the run's state as it stands: play nothing
  bool verify = false;
  int verify_games = 400;
  tournament::SprtConfig sprt{0, 10, 0.05, 0.05};

  // What is tuned, written to tune.json; a resumed run must match it.
  nlohmann::json description;
  std::ostream* progress = nullptr;  // progress and verdict lines
  bool progress_is_terminal = false;
  std::ostream* plan_out = nullptr;  // --plan lines
};

struct TuneOutcome {
  int iterations_done = 0;
  std::vector<double> values;  // the tuned parameters' values
  // SPSA: each parameter's z score (SpsaSignal), how far its results point
  // one way; empty for CMA-ES.
  std::vector<double> signal;
  bool planned = false;  // stopped at games still to play elsewhere
  std::string verdict;   // the SPRT line, with --verify
};

absl::StatusOr<TuneOutcome> RunTune(const TuneSetup& setup);

// The seed of the games of tuning trial k (SPSA iteration, CMA-ES seed) and
// of verification pair k: separate streams, so verification never replays a
// seed tuning used.
uint64_t TuningSeed(uint64_t seed, int k);
uint64_t VerificationSeed(uint64_t seed, int k);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_TUNER_H_
