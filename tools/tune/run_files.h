#ifndef GAUNTLET_TOOLS_TUNE_RUN_FILES_H_
#define GAUNTLET_TOOLS_TUNE_RUN_FILES_H_

// The files a tuning run keeps of itself in its directory (files.h has the
// layout): what is tuned (tune.json), where the run stands (state.json),
// the parameters to use (best.params) and the plot (plot.svg).

#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/tune/tuner.h"

namespace gauntlet::tune {

// The path of the run's file `name`.
std::string RunFile(const TuneSetup& setup, const std::string& name);

// plot.svg of the iterations in `history`; `signal`: SPSA's z of every
// parameter, shown beside its name.
absl::Status WritePlot(const TuneSetup& setup,
                       const std::vector<nlohmann::json>& history,
                       const std::vector<double>& signal = {});

// best.params: the parameters at `x` after `iterations` iterations.
absl::Status WriteBest(const TuneSetup& setup, const std::vector<double>& x,
                       int iterations);

// tune.json: created on the first run, compared on every later one (another
// run's directory is refused).
absl::Status CheckDescription(const TuneSetup& setup);

// Where a run stands (state.json).
struct RunState {
  int iteration = 0;
  std::vector<double> theta;  // SPSA estimate, or CMA-ES best point
  double best = -std::numeric_limits<double>::infinity();
  // CMA-ES: the starting parameters' objective on the same seeds, the
  // mark every generation is compared with.
  std::optional<double> start;
  nlohmann::json cmaes;
};

nlohmann::json StateJson(const RunState& state);
// The state of a run begun before, or iteration 0 of a new one.
absl::StatusOr<RunState> LoadState(const TuneSetup& setup);
// Rewrites state.json atomically.
absl::Status SaveState(const TuneSetup& setup, const RunState& state);

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_RUN_FILES_H_
