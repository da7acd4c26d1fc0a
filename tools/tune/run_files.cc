#include "tools/tune/run_files.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "tools/tune/files.h"
#include "tools/tune/spsa.h"
#include "tools/tune/svg_plot.h"

namespace gauntlet::tune {
namespace {

using nlohmann::json;

constexpr char kStateFormat[] = "gauntlet-tune-state/1";

}  // namespace

std::string RunFile(const TuneSetup& setup, const std::string& name) {
  return setup.runner.dir + "/" + name;
}

absl::Status WritePlot(const TuneSetup& setup, const std::vector<json>& history,
                       const std::vector<double>& signal) {
  PlotData plot;
  plot.title = "gauntlet tune " + setup.description.value("game", "") + ": " +
               setup.description.value("method", "");
  const int n = setup.space.size();
  plot.parameters.resize(n);
  for (int i = 0; i < n; ++i) {
    plot.parameters[i].name = setup.space.dimensions()[i].name;
    if (!signal.empty()) {
      plot.parameters[i].name += " (" + SpsaSignal::Text(signal[i]) + ")";
    }
  }
  Series objective{"objective", {}};
  Series average{"moving average (10)", {}};
  double window = 0;
  for (size_t k = 0; k < history.size(); ++k) {
    // SPSA's estimate, or the CMA-ES distribution's mean.
    const std::vector<double> theta =
        history[k]
            .at(history[k].contains("mean") ? "mean" : "theta")
            .get<std::vector<double>>();
    for (int i = 0; i < n; ++i) plot.parameters[i].values.push_back(theta[i]);
    const double value = history[k].at("objective").get<double>();
    objective.values.push_back(value);
    window += value;
    if (k >= 10) window -= history[k - 10].at("objective").get<double>();
    average.values.push_back(window /
                             static_cast<double>(std::min<size_t>(k + 1, 10)));
  }
  plot.objective = {objective, average};
  if (!history.empty() && history.front().contains("start")) {
    Series start{"starting parameters", {}};
    for (const json& line : history) {
      start.values.push_back(line.at("start").get<double>());
    }
    plot.objective.push_back(start);
  }
  plot.objective_label = setup.method == Method::kSpsa
                             ? "f(theta+) - f(theta-) per iteration"
                             : "best candidate's objective per generation";
  return WriteFileAtomically(RunFile(setup, "plot.svg"), PlotSvg(plot));
}

absl::Status WriteBest(const TuneSetup& setup, const std::vector<double>& x,
                       int iterations) {
  return WriteFileAtomically(
      RunFile(setup, "best.params"),
      setup.space.ParamsText(
          x, "gauntlet tune " + setup.description.value("game", "") + " (" +
                 setup.description.value("method", "") + ") after " +
                 std::to_string(iterations) + " iterations"));
}

absl::Status CheckDescription(const TuneSetup& setup) {
  const std::string path = RunFile(setup, "tune.json");
  absl::StatusOr<json> written = ReadJsonFile(path);
  if (written.ok()) {
    if (*written != setup.description) {
      return absl::FailedPreconditionError(
          setup.runner.dir +
          " holds another tuning run (tune.json differs); use another --out");
    }
    return absl::OkStatus();
  }
  if (!absl::IsNotFound(written.status())) return written.status();
  return WriteFileAtomically(path, setup.description.dump(2) + "\n");
}

json StateJson(const RunState& state) {
  json out = {{"format", kStateFormat},
              {"iteration", state.iteration},
              {"theta", state.theta}};
  if (std::isfinite(state.best)) out["best"] = state.best;
  if (state.start) out["start"] = *state.start;
  if (!state.cmaes.is_null()) out["cmaes"] = state.cmaes;
  return out;
}

absl::StatusOr<RunState> LoadState(const TuneSetup& setup) {
  RunState state;
  state.theta.assign(setup.space.size(), 0.0);
  absl::StatusOr<json> read = ReadJsonFile(RunFile(setup, "state.json"));
  if (absl::IsNotFound(read.status())) return state;
  if (!read.ok()) return read.status();
  try {
    if (read->at("format") != kStateFormat) {
      return absl::DataLossError("state.json: unknown format");
    }
    state.iteration = read->at("iteration").get<int>();
    state.theta = read->at("theta").get<std::vector<double>>();
    if (read->contains("best")) state.best = read->at("best").get<double>();
    if (read->contains("start")) state.start = read->at("start").get<double>();
    if (read->contains("cmaes")) state.cmaes = read->at("cmaes");
  } catch (const json::exception& e) {
    return absl::DataLossError(std::string("state.json: ") + e.what());
  }
  if (static_cast<int>(state.theta.size()) != setup.space.size()) {
    return absl::DataLossError("state.json: wrong number of parameters");
  }
  return state;
}

absl::Status SaveState(const TuneSetup& setup, const RunState& state) {
  return WriteFileAtomically(RunFile(setup, "state.json"),
                             StateJson(state).dump() + "\n");
}

}  // namespace gauntlet::tune
