// duckchess-evalfit: fits duck chess's evaluation weights to a reference
// engine's scores of positions (eval_fit.h, docs/tuning.md) and
// prints them as a parameter file for `duckchess-bot --params`.

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "common/core/cli.h"
#include "common/core/params.h"
#include "common/duckchess/eval.h"
#include "tools/games/duckchess/eval_fit.h"

int main(int argc, char** argv) {
  using namespace gauntlet;
  cxxopts::Options options(
      "duckchess-evalfit",
      "Fits duck chess's evaluation weights to scored positions (lines "
      "\"FEN SCORE\", the score from the side to move's view) and prints "
      "them as a --params file");
  const tune::EvalFitOptions defaults;
  options.add_options()("positions", "file of scored positions",
                        cxxopts::value<std::string>())(
      "params", "start weights: a --params file (default: the bot's own)",
      cxxopts::value<std::string>())(
      "scale", "logistic scale of both scores",
      cxxopts::value<double>()->default_value("400"))(
      "drop", "weights held at 0, comma-separated (e.g. eval.captain_shield)",
      cxxopts::value<std::string>()->default_value(""))(
      "anchor", "weight that keeps its start value (the units)",
      cxxopts::value<std::string>()->default_value(defaults.anchor))(
      "holdout", "last share of the positions kept out of the fit",
      cxxopts::value<double>()->default_value("0.2"))(
      "all", "fit every position, not only the quiet ones")(
      "replay-fens",
      "instead of fitting: print the FENs of the replays given after the "
      "flags (gauntlet match --out's game-K.replay.jsonl), every 2nd ply "
      "from ply 8, to be scored by a reference engine")(
      "replays", "replay files", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"replays"});
  options.positional_help("[REPLAY...]");
  const cxxopts::ParseResult args = ParseCommandLine(options, argc, argv);
  if (args.count("replay-fens")) {
    if (!args.count("replays")) UsageError(options, "no replay files given");
    for (const std::string& file :
         args["replays"].as<std::vector<std::string>>()) {
      std::ifstream replay(file);
      if (!replay) UsageError(options, "cannot open " + file);
      std::stringstream content;
      content << replay.rdbuf();
      const auto fens = tune::ReplayFens(content.str(), file, 8, 2);
      if (!fens.ok()) {
        std::cerr << "duckchess-evalfit: " << fens.status().message() << "\n";
        return 2;
      }
      for (const std::string& fen : *fens) std::cout << fen << "\n";
    }
    return 0;
  }
  if (args.count("replays")) {
    UsageError(options, "replay files are read with --replay-fens only");
  }
  if (!args.count("positions")) UsageError(options, "--positions is needed");

  const std::string path = args["positions"].as<std::string>();
  std::ifstream in(path);
  if (!in) UsageError(options, "cannot open " + path);
  std::stringstream text;
  text << in.rdbuf();
  auto positions = tune::ParseScoredPositions(text.str(), path);
  if (!positions.ok()) {
    std::cerr << "duckchess-evalfit: " << positions.status().message() << "\n";
    return 2;
  }
  duckchess::Weights start;
  ParamTable table;
  duckchess::DeclareParams(start, table);
  if (args.count("params")) {
    const absl::Status loaded =
        table.LoadFile(args["params"].as<std::string>());
    if (!loaded.ok()) {
      std::cerr << "duckchess-evalfit: " << loaded.message() << "\n";
      return 2;
    }
  }
  const std::size_t read = positions->size();
  if (!args.count("all")) {
    const duckchess::Evaluator evaluator(start);
    std::erase_if(*positions, [&](const tune::ScoredPosition& p) {
      return !tune::IsQuiet(p.position, evaluator);
    });
  }
  tune::EvalFitOptions fit;
  fit.scale = args["scale"].as<double>();
  fit.anchor = args["anchor"].as<std::string>();
  fit.holdout = args["holdout"].as<double>();
  fit.dropped =
      absl::StrSplit(args["drop"].as<std::string>(), ',', absl::SkipEmpty());
  const auto result = tune::FitEvalWeights(*positions, start, fit);
  if (!result.ok()) {
    std::cerr << "duckchess-evalfit: " << result.status().message() << "\n";
    return 2;
  }
  std::fprintf(stderr,
               "duckchess-evalfit: %zu positions read, %d fitted, %d held "
               "out\nsquared error fitted %.6f -> %.6f, held out %.6f -> "
               "%.6f\n",
               read, result->fit_count, result->held_out_count,
               result->fit_error_before, result->fit_error_after,
               result->held_out_error_before, result->held_out_error_after);
  for (const std::string& name : result->clamped) {
    std::fprintf(stderr, "duckchess-evalfit: %s clamped to its range\n",
                 name.c_str());
  }
  // Printed over the bot's defaults, so each line's comment names the
  // default the fitted value replaces.
  duckchess::Weights fitted = result->weights;
  ParamTable fitted_table;
  duckchess::DeclareParams(fitted, fitted_table);
  duckchess::Weights printed;
  ParamTable out;
  duckchess::DeclareParams(printed, out);
  for (const Param& p : fitted_table.params()) {
    (void)out.SetValue(p.name(), p.value());
  }
  std::cout << out.Format();
  return 0;
}
