#include "tools/tune/tuner.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "common/core/clock_text.h"
#include "common/core/rng.h"
#include "common/core/status_macros.h"
#include "tools/tune/cmaes.h"
#include "tools/tune/files.h"
#include "tools/tune/run_files.h"

namespace gauntlet::tune {
namespace {

using Clock = std::chrono::steady_clock;
using nlohmann::json;

// Runs task(0..count-1) on up to `jobs` threads; the first error wins.
absl::Status ParallelFor(int count, int jobs,
                         const std::function<absl::Status(int)>& task) {
  std::atomic<int> next{0};
  std::mutex mutex;
  absl::Status first = absl::OkStatus();
  const auto work = [&] {
    for (int i = next++; i < count; i = next++) {
      absl::Status status = task(i);
      if (!status.ok()) {
        std::lock_guard<std::mutex> lock(mutex);
        if (first.ok()) first = status;
        next = count;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < std::min(jobs, count); ++t) threads.emplace_back(work);
  work();
  for (std::thread& thread : threads) thread.join();
  return first;
}

class Progress {
 public:
  Progress(const TuneSetup& setup, int total)
      : setup_(setup), total_(total), start_(Clock::now()) {}

  void GameDone() { ++games_; }

  void Line(int done, const std::string& estimate, double figure) {
    if (setup_.progress == nullptr) return;
    const double elapsed =
        std::chrono::duration<double>(Clock::now() - start_).count();
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.2f games/s",
                  elapsed > 0 ? games_ / elapsed : 0.0);
    std::string line = "iteration " + std::to_string(done) + "/" +
                       std::to_string(total_) + ", " + rate;
    if (done > first_ && done < total_) {
      line += ", ETA " + ClockText(elapsed / (done - first_) * (total_ - done));
    }
    char value[64];
    std::snprintf(value, sizeof value, ", objective %+.4g", figure);
    line += value;
    line += ", " + estimate;
    if (setup_.progress_is_terminal) {
      if (line.size() > 160) line = line.substr(0, 157) + "...";
      *setup_.progress << "\r\033[K" << line << std::flush;
    } else {
      *setup_.progress << line << "\n" << std::flush;
    }
  }
  void Started(int done) { first_ = done; }
  void End() {
    if (setup_.progress != nullptr && setup_.progress_is_terminal) {
      *setup_.progress << "\n" << std::flush;
    }
  }

 private:
  const TuneSetup& setup_;
  int total_;
  int first_ = 0;
  Clock::time_point start_;
  std::atomic<int> games_{0};
};

std::string Estimate(const SearchSpace& space, const std::vector<double>& x) {
  std::string text;
  const std::vector<double> values = space.Values(x);
  for (int i = 0; i < space.size(); ++i) {
    if (!text.empty()) text += " ";
    text += space.dimensions()[i].name + "=" + NumberText(values[i]);
  }
  return text;
}

// Our bot with the tuned role's parameters at coordinates x.
Entrant WithParams(const TuneSetup& setup, const std::string& name,
                   const std::vector<double>& x) {
  Entrant entrant = setup.bot;
  entrant.name = name;
  for (std::string& assignment : setup.space.Assignments(x)) {
    entrant.bots[setup.tuned_role].params.push_back(std::move(assignment));
  }
  return entrant;
}

std::vector<Entrant> Field(std::vector<Entrant> front,
                           const std::vector<Entrant>& opponents) {
  front.insert(front.end(), opponents.begin(), opponents.end());
  return front;
}

double Value(const TuneSetup& setup, const arena::MatchResult& result,
             int seat) {
  switch (setup.objective) {
    case Objective::kOutcome:
      return Outcome(result, seat);
    case Objective::kScore:
      return result.entrants[seat].score;
    case Objective::kMargin:
      break;
  }
  double others = 0;
  const int n = static_cast<int>(result.entrants.size());
  for (int other = 0; other < n; ++other) {
    if (other != seat) others += result.entrants[other].score;
  }
  return result.entrants[seat].score - (n > 1 ? others / (n - 1) : 0.0);
}

// Plays `games` (ids first_id...) and returns, per entrant in `of`, the
// mean objective over the games it sat in.
absl::StatusOr<std::vector<double>> PlayTrial(
    const TuneSetup& setup, const GameRunner& runner,
    const std::vector<TrialGame>& games, int first_id,
    const std::vector<Entrant>& entrants, const std::vector<int>& of,
    Progress& progress) {
  std::vector<double> sum(of.size(), 0.0);
  std::vector<int> count(of.size(), 0);
  for (size_t g = 0; g < games.size(); ++g) {
    GAUNTLET_ASSIGN_OR_RETURN(
        arena::MatchResult result,
        runner.Play(first_id + static_cast<int>(g), games[g], entrants));
    progress.GameDone();
    for (size_t seat = 0; seat < games[g].seats.size(); ++seat) {
      for (size_t i = 0; i < of.size(); ++i) {
        if (games[g].seats[seat] != of[i]) continue;
        sum[i] += Value(setup, result, static_cast<int>(seat));
        ++count[i];
      }
    }
  }
  for (size_t i = 0; i < of.size(); ++i) {
    if (count[i] > 0) sum[i] /= count[i];
  }
  return sum;
}

// Prints the plan lines of `games` still to play; how many there were.
absl::StatusOr<int> PrintPlan(const TuneSetup& setup, const GameRunner& runner,
                              const std::vector<TrialGame>& games, int first_id,
                              const std::vector<Entrant>& entrants) {
  int printed = 0;
  for (size_t g = 0; g < games.size(); ++g) {
    GAUNTLET_ASSIGN_OR_RETURN(
        std::optional<std::string> line,
        runner.PlanLine(first_id + static_cast<int>(g), games[g], entrants));
    if (!line) continue;
    *setup.plan_out << *line << "\n";
    ++printed;
  }
  return printed;
}

// The signal of the iterations in `history`. Lines of runs from before the
// history kept each trial's signs get them again from the seed, around the
// estimate the line before left (what a run at -j 1 perturbed).
absl::StatusOr<SpsaSignal> SignalOf(const TuneSetup& setup,
                                    const std::vector<json>& history) {
  SpsaSignal signal(setup.space.size());
  std::vector<double> theta(setup.space.size(), 0.0);
  try {
    for (const json& line : history) {
      std::vector<int> signs;
      if (line.contains("signs")) {
        signs = line.at("signs").get<std::vector<int>>();
      } else {
        signs =
            EffectiveSigns(ProposeSpsa(setup.space, setup.spsa, setup.seed,
                                       line.at("iteration").get<int>(), theta));
      }
      if (static_cast<int>(signs.size()) != setup.space.size()) {
        return absl::DataLossError("history.jsonl: wrong number of signs");
      }
      signal.Add(signs, line.at("objective").get<double>());
      theta = line.at("theta").get<std::vector<double>>();
    }
  } catch (const json::exception& e) {
    return absl::DataLossError(std::string("history.jsonl: ") + e.what());
  }
  return signal;
}

absl::StatusOr<TuneOutcome> RunSpsa(const TuneSetup& setup,
                                    const GameRunner& runner, RunState state,
                                    std::vector<json> history) {
  GAUNTLET_ASSIGN_OR_RETURN(SpsaSignal signal, SignalOf(setup, history));
  const int q = static_cast<int>(setup.opponents.size());
  const int per_trial =
      static_cast<int>(SpsaGames(setup.shape, q, 0, 0).size());
  Progress progress(setup, setup.iterations);
  progress.Started(state.iteration);
  TuneOutcome outcome;
  while (state.iteration < setup.iterations) {
    const int batch = std::min(setup.jobs, setup.iterations - state.iteration);
    std::vector<SpsaTrial> trials;
    std::vector<std::vector<TrialGame>> games;
    std::vector<std::vector<Entrant>> fields;
    for (int b = 0; b < batch; ++b) {
      const int k = state.iteration + b;
      trials.push_back(
          ProposeSpsa(setup.space, setup.spsa, setup.seed, k, state.theta));
      games.push_back(SpsaGames(setup.shape, q, k, TuningSeed(setup.seed, k)));
      fields.push_back(Field({WithParams(setup, "plus", trials.back().plus),
                              WithParams(setup, "minus", trials.back().minus)},
                             setup.opponents));
    }
    if (setup.plan) {
      int printed = 0;
      for (int b = 0; b < batch; ++b) {
        GAUNTLET_ASSIGN_OR_RETURN(
            const int lines,
            PrintPlan(setup, runner, games[b],
                      (state.iteration + b) * per_trial, fields[b]));
        printed += lines;
      }
      if (printed > 0) {
        outcome.planned = true;
        break;
      }
    }
    std::vector<std::vector<double>> scores(batch);
    GAUNTLET_RETURN_IF_ERROR(ParallelFor(batch, setup.jobs, [&](int b) {
      GAUNTLET_ASSIGN_OR_RETURN(
          scores[b],
          PlayTrial(setup, runner, games[b], (state.iteration + b) * per_trial,
                    fields[b], {0, 1}, progress));
      return absl::OkStatus();
    }));
    double last = 0;
    for (int b = 0; b < batch; ++b) {
      const double result = scores[b][0] - scores[b][1];
      state.theta =
          UpdateSpsa(setup.space, setup.spsa, state.theta, trials[b], result);
      const std::vector<int> signs = EffectiveSigns(trials[b]);
      signal.Add(signs, result);
      const json line = {{"iteration", trials[b].k},
                         {"c_k", trials[b].c_k},
                         {"a_k", setup.spsa.GainA(trials[b].k)},
                         {"signs", signs},
                         {"plus", scores[b][0]},
                         {"minus", scores[b][1]},
                         {"objective", result},
                         {"theta", state.theta},
                         {"values", setup.space.Values(state.theta)}};
      GAUNTLET_RETURN_IF_ERROR(
          AppendLine(RunFile(setup, "history.jsonl"), line.dump()));
      history.push_back(line);
      last = result;
    }
    state.iteration += batch;
    GAUNTLET_RETURN_IF_ERROR(SaveState(setup, state));
    GAUNTLET_RETURN_IF_ERROR(WriteBest(setup, state.theta, state.iteration));
    GAUNTLET_RETURN_IF_ERROR(WritePlot(setup, history, signal.Z()));
    progress.Line(state.iteration, Estimate(setup.space, state.theta), last);
  }
  progress.End();
  outcome.iterations_done = state.iteration;
  outcome.values = setup.space.Values(state.theta);
  outcome.signal = signal.Z();
  return outcome;
}

absl::StatusOr<TuneOutcome> RunCmaes(const TuneSetup& setup,
                                     const GameRunner& runner, RunState state,
                                     std::vector<json> history) {
  CmaEs cma(std::vector<double>(setup.space.size(), 0.0), setup.sigma,
            setup.lambda);
  if (!state.cmaes.is_null() && !cma.Restore(state.cmaes)) {
    return absl::DataLossError("state.json: the CMA-ES state does not fit");
  }
  const int q = static_cast<int>(setup.opponents.size());
  std::vector<uint64_t> seeds;
  for (int s = 0; s < setup.seeds; ++s) {
    seeds.push_back(TuningSeed(setup.seed, s));
  }
  const std::vector<TrialGame> games = CandidateGames(setup.shape, q, seeds);
  const int per_candidate = static_cast<int>(games.size());
  Progress progress(setup, setup.iterations);
  progress.Started(state.iteration);
  TuneOutcome outcome;
  if (!state.start) {
    // Numbered after every generation's games.
    const int first_id = setup.iterations * cma.lambda() * per_candidate;
    const std::vector<Entrant> field = Field(
        {WithParams(setup, "start", std::vector<double>(setup.space.size()))},
        setup.opponents);
    if (setup.plan) {
      GAUNTLET_ASSIGN_OR_RETURN(
          const int lines, PrintPlan(setup, runner, games, first_id, field));
      if (lines > 0) {
        outcome.planned = true;
        return outcome;
      }
    }
    std::vector<double> values(games.size());
    GAUNTLET_RETURN_IF_ERROR(
        ParallelFor(static_cast<int>(games.size()), setup.jobs, [&](int j) {
          GAUNTLET_ASSIGN_OR_RETURN(
              const std::vector<double> value,
              PlayTrial(setup, runner, {games[j]}, first_id + j, field, {0},
                        progress));
          values[j] = value[0];
          return absl::OkStatus();
        }));
    double sum = 0;
    for (double v : values) sum += v;
    state.start = sum / static_cast<double>(values.size());
    GAUNTLET_RETURN_IF_ERROR(SaveState(setup, state));
  }
  while (state.iteration < setup.iterations) {
    const int g = state.iteration;
    const std::vector<std::vector<double>> points =
        cma.Ask(DeriveSeed(DeriveSeed(setup.seed, 3), g));
    std::vector<std::vector<double>> repaired;
    std::vector<std::vector<Entrant>> fields;
    for (const std::vector<double>& point : points) {
      repaired.push_back(setup.space.Clamp(point));
      fields.push_back(Field({WithParams(setup, "candidate", repaired.back())},
                             setup.opponents));
    }
    const int lambda = static_cast<int>(points.size());
    if (setup.plan) {
      int printed = 0;
      for (int c = 0; c < lambda; ++c) {
        GAUNTLET_ASSIGN_OR_RETURN(
            const int lines,
            PrintPlan(setup, runner, games, (g * lambda + c) * per_candidate,
                      fields[c]));
        printed += lines;
      }
      if (printed > 0) {
        outcome.planned = true;
        break;
      }
    }
    std::vector<double> fitness(lambda);
    GAUNTLET_RETURN_IF_ERROR(ParallelFor(lambda, setup.jobs, [&](int c) {
      GAUNTLET_ASSIGN_OR_RETURN(
          const std::vector<double> value,
          PlayTrial(setup, runner, games, (g * lambda + c) * per_candidate,
                    fields[c], {0}, progress));
      fitness[c] = value[0];
      return absl::OkStatus();
    }));
    std::vector<double> losses;
    int best_c = 0;
    for (int c = 0; c < lambda; ++c) {
      losses.push_back(-fitness[c]);
      if (fitness[c] > fitness[best_c]) best_c = c;
    }
    cma.Tell(repaired, losses);
    if (fitness[best_c] > state.best) {
      state.best = fitness[best_c];
      state.theta = repaired[best_c];
    }
    double mean_fitness = 0;
    for (double f : fitness) mean_fitness += f / lambda;
    const json line = {{"iteration", g},
                       {"sigma", cma.sigma()},
                       {"fitness", fitness},
                       {"mean_fitness", mean_fitness},
                       {"objective", fitness[best_c]},
                       {"start", *state.start},
                       {"best_so_far", state.best},
                       {"mean", cma.mean()},
                       {"theta", state.theta},
                       {"values", setup.space.Values(state.theta)}};
    GAUNTLET_RETURN_IF_ERROR(
        AppendLine(RunFile(setup, "history.jsonl"), line.dump()));
    history.push_back(line);
    state.iteration = g + 1;
    state.cmaes = cma.Save();
    GAUNTLET_RETURN_IF_ERROR(SaveState(setup, state));
    GAUNTLET_RETURN_IF_ERROR(WriteBest(setup, state.theta, state.iteration));
    GAUNTLET_RETURN_IF_ERROR(WriteFileAtomically(
        RunFile(setup, "mean.params"),
        setup.space.ParamsText(cma.mean(), "the CMA-ES mean after " +
                                               std::to_string(g + 1) +
                                               " generations")));
    GAUNTLET_RETURN_IF_ERROR(WritePlot(setup, history));
    progress.Line(state.iteration, Estimate(setup.space, state.theta),
                  fitness[best_c]);
  }
  progress.End();
  outcome.iterations_done = state.iteration;
  outcome.values = setup.space.Values(state.theta);
  return outcome;
}

// Tuned against starting parameters on seeds tuning never used, pairs with
// the two swapped, until the SPRT decides or the games run out.
absl::StatusOr<std::string> Verify(const TuneSetup& setup,
                                   const std::vector<double>& tuned) {
  RunnerConfig config = setup.runner;
  config.dir = setup.runner.dir + "/verify";
  std::filesystem::create_directories(config.dir);
  const GameRunner runner(config);
  const int q = static_cast<int>(setup.opponents.size());
  const std::vector<Entrant> field =
      Field({WithParams(setup, "tuned", setup.space.Coordinates(tuned)),
             WithParams(setup, "start",
                        std::vector<double>(setup.space.size(), 0.0))},
            setup.opponents);
  tournament::Pentanomial pairs;
  tournament::SprtState sprt;
  Progress progress(setup, setup.verify_games / 2);
  int done = 0;
  while (done * 2 < setup.verify_games) {
    const int batch = std::min(setup.jobs, setup.verify_games / 2 - done);
    std::vector<int> points(batch);
    GAUNTLET_RETURN_IF_ERROR(ParallelFor(batch, setup.jobs, [&](int b) {
      const int pair = done + b;
      const std::vector<TrialGame> games =
          SwappedPair(setup.shape, q, VerificationSeed(setup.seed, pair));
      int half_points = 0;
      for (int g = 0; g < 2; ++g) {
        GAUNTLET_ASSIGN_OR_RETURN(arena::MatchResult result,
                                  runner.Play(pair * 2 + g, games[g], field));
        progress.GameDone();
        const int tuned_seat = g == 0 ? 0 : 1;
        const int rank = result.entrants[tuned_seat].rank;
        const int other = result.entrants[1 - tuned_seat].rank;
        half_points += rank < other ? 2 : rank == other ? 1 : 0;
      }
      points[b] = half_points;
      return absl::OkStatus();
    }));
    for (int p : points) ++pairs.counts[p];
    done += batch;
    sprt = tournament::EvaluateSprt(pairs, setup.sprt);
    progress.Line(done, tournament::FormatSprt(sprt, setup.sprt), 0);
    if (sprt.decision != tournament::SprtDecision::kContinue) break;
  }
  progress.End();
  const tournament::EloEstimate elo = tournament::EstimateElo(pairs);
  const std::string decision =
      sprt.decision == tournament::SprtDecision::kAcceptH1   ? "H1 accepted"
      : sprt.decision == tournament::SprtDecision::kAcceptH0 ? "H0 accepted"
                                                             : "undecided";
  const std::string verdict =
      "verify: tuned vs start, " + std::to_string(done * 2) +
      " games on held-out seeds: Elo " + tournament::FormatElo(elo) + ", " +
      tournament::FormatSprt(sprt, setup.sprt) + ": " + decision;
  const json out = {
      {"pairs", done},
      {"games", done * 2},
      {"pentanomial", pairs.counts},
      {"score", elo.score},
      {"elo", std::isfinite(elo.elo) ? json(elo.elo) : json()},
      {"elo_error95", std::isfinite(elo.error95) ? json(elo.error95) : json()},
      {"sprt",
       {{"elo0", setup.sprt.elo0},
        {"elo1", setup.sprt.elo1},
        {"alpha", setup.sprt.alpha},
        {"beta", setup.sprt.beta},
        {"llr", sprt.llr},
        {"lower", sprt.lower},
        {"upper", sprt.upper}}},
      {"decision", decision},
      {"tuned", tuned},
      {"verdict", verdict}};
  GAUNTLET_RETURN_IF_ERROR(
      WriteFileAtomically(RunFile(setup, "verify.json"), out.dump(2) + "\n"));
  return verdict;
}

// --report: the run as its files stand. Read only, as the run may be going
// on beside it.
absl::StatusOr<TuneOutcome> Report(const TuneSetup& setup) {
  if (!std::filesystem::exists(RunFile(setup, "tune.json"))) {
    return absl::FailedPreconditionError("no tuning run in " +
                                         setup.runner.dir);
  }
  GAUNTLET_RETURN_IF_ERROR(CheckDescription(setup));
  GAUNTLET_ASSIGN_OR_RETURN(const RunState state, LoadState(setup));
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::vector<json> history,
      ReadHistory(RunFile(setup, "history.jsonl"), state.iteration));
  TuneOutcome outcome;
  outcome.iterations_done = state.iteration;
  outcome.values = setup.space.Values(state.theta);
  if (setup.method == Method::kSpsa) {
    GAUNTLET_ASSIGN_OR_RETURN(const SpsaSignal signal,
                              SignalOf(setup, history));
    outcome.signal = signal.Z();
  }
  return outcome;
}

}  // namespace

uint64_t TuningSeed(uint64_t seed, int k) {
  return DeriveSeed(DeriveSeed(seed, 1), static_cast<uint64_t>(k));
}

uint64_t VerificationSeed(uint64_t seed, int k) {
  return DeriveSeed(DeriveSeed(seed, 2), static_cast<uint64_t>(k));
}

absl::StatusOr<TuneOutcome> RunTune(const TuneSetup& setup) {
  if (setup.report) return Report(setup);
  std::error_code error;
  std::filesystem::create_directories(setup.runner.dir, error);
  if (error) {
    return absl::InternalError("cannot create " + setup.runner.dir + ": " +
                               error.message());
  }
  GAUNTLET_RETURN_IF_ERROR(CheckDescription(setup));
  GAUNTLET_ASSIGN_OR_RETURN(RunState state, LoadState(setup));
  GAUNTLET_ASSIGN_OR_RETURN(
      std::vector<json> history,
      TrimHistory(RunFile(setup, "history.jsonl"), state.iteration));
  const GameRunner runner(setup.runner);
  GAUNTLET_ASSIGN_OR_RETURN(
      TuneOutcome outcome,
      setup.method == Method::kSpsa
          ? RunSpsa(setup, runner, std::move(state), std::move(history))
          : RunCmaes(setup, runner, std::move(state), std::move(history)));
  if (!outcome.planned && setup.verify) {
    GAUNTLET_ASSIGN_OR_RETURN(outcome.verdict, Verify(setup, outcome.values));
  }
  return outcome;
}

}  // namespace gauntlet::tune
