#include "tools/ladder/ladder_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "absl/strings/str_format.h"
#include "common/core/cli.h"
#include "nlohmann/json.hpp"
#include "tools/ladder/calibrate.h"
#include "tools/ladder/rate.h"
#include "tools/registry/registry.h"
#include "tools/tournament/runner.h"

namespace gauntlet::ladder {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

fs::path Self() {
  std::error_code error;
  fs::path self = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path("gauntlet") : self;
}

std::string Referee() {
  return tournament::ShellQuote(Self().string()) + " match";
}

// `games_help` says what --games counts, which differs: a calibration plays
// it per pairing, a rating in all.
void AddCommonFlags(cxxopts::Options& options, const std::string& games_help) {
  options.add_options()("game", "the game", cxxopts::value<std::string>())(
      "out", "directory of the games (resumable)",
      cxxopts::value<std::string>())(
      "games", games_help, cxxopts::value<int>()->default_value("20"))(
      "j,concurrency", "games at once",
      cxxopts::value<int>()->default_value("1"))(
      "seed", "seed of the openings and maps",
      cxxopts::value<uint64_t>()->default_value("1"))(
      "match-flags", "referee flags for every game, e.g. \"--movetime 1000\"",
      cxxopts::value<std::string>()->default_value(""));
  options.parse_positional({"game"});
  options.positional_help("GAME");
}

const registry::Game& GameOrExit(const cxxopts::Options& options,
                                 const cxxopts::ParseResult& args) {
  if (!args.count("game")) UsageError(options, "which game?");
  auto game = registry::FindGame(args["game"].as<std::string>());
  if (!game.ok()) UsageError(options, std::string(game.status().message()));
  return **game;
}

std::string OutOrExit(const cxxopts::Options& options,
                      const cxxopts::ParseResult& args) {
  if (!args.count("out")) UsageError(options, "--out DIR is required");
  return args["out"].as<std::string>();
}

Json CalibrationJson(const registry::Game& game, const Calibration& c) {
  Json rungs = Json::array();
  for (const RungRating& r : c.rungs) {
    rungs.push_back({{"rung", r.rung},
                     {"elo", std::round(r.rating.elo * 10) / 10},
                     {"error95", std::round(r.rating.error95 * 10) / 10},
                     {"games", r.games}});
  }
  return {{"game", game.name}, {"games", c.games}, {"rungs", rungs}};
}

absl::StatusOr<std::vector<double>> ReadRatings(const std::string& path,
                                                std::string_view game) {
  std::ifstream in(path);
  if (!in) return absl::NotFoundError("cannot read " + path);
  try {
    const Json json = Json::parse(in);
    if (json.at("game").get<std::string>() != game) {
      return absl::InvalidArgumentError(path + " calibrates " +
                                        json.at("game").get<std::string>() +
                                        ", not " + std::string(game));
    }
    std::vector<double> elo;
    for (const Json& rung : json.at("rungs")) elo.push_back(rung.at("elo"));
    return elo;
  } catch (const Json::exception& e) {
    return absl::InvalidArgumentError(path + ": " + e.what());
  }
}

}  // namespace

int RunLadderCommand(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet ladder",
      "Calibrates a game's ladder of strength (--level N): the rungs play "
      "each other and one fit rates them, rung 1 (random) at 0 "
      "(docs/ladder.md).\nusage: gauntlet ladder GAME --out DIR [flags]");
  AddCommonFlags(options, "games per pairing or group");
  options.add_options()("markdown", "also write the table to this file",
                        cxxopts::value<std::string>());
  const auto args = ParseCommandLine(options, argc, argv);
  const registry::Game& game = GameOrExit(options, args);
  CalibrationOptions calibration;
  calibration.dir = OutOrExit(options, args);
  calibration.bin_dir = Self().parent_path().string();
  calibration.referee = Referee();
  calibration.games = args["games"].as<int>();
  calibration.seed = args["seed"].as<uint64_t>();
  calibration.concurrency = args["concurrency"].as<int>();
  calibration.match_flags = args["match-flags"].as<std::string>();
  calibration.progress = &std::cerr;
  if (calibration.games < 1 || calibration.concurrency < 1) {
    UsageError(options, "--games and -j must be >= 1");
  }
  absl::StatusOr<Calibration> result = Calibrate(game, calibration);
  if (!result.ok()) {
    std::cerr << "gauntlet ladder: " << result.status().message() << "\n";
    return 1;
  }
  const std::string table = FormatCalibration(game, *result);
  std::cout << table;
  std::ofstream(fs::path(calibration.dir) / "ladder.json")
      << CalibrationJson(game, *result).dump(1) << "\n";
  if (args.count("markdown")) {
    std::ofstream(args["markdown"].as<std::string>()) << table;
  }
  return 0;
}

int RunRateCommand(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet rate",
      "Rates a program on a game's calibrated ladder: batches of games "
      "against the rung nearest its rating so far (docs/ladder.md).\nusage: "
      "gauntlet rate GAME --player CMD --out DIR [flags]");
  AddCommonFlags(options,
                 "games in all, in whole batches (--batch) against the "
                 "rungs");
  options.add_options()("player", "the program's command",
                        cxxopts::value<std::string>())(
      "batch", "games per step", cxxopts::value<int>()->default_value("4"))(
      "ratings",
      "a calibration's ladder.json (default: the ratings in docs/ladder.md)",
      cxxopts::value<std::string>());
  const auto args = ParseCommandLine(options, argc, argv);
  const registry::Game& game = GameOrExit(options, args);
  if (!args.count("player")) UsageError(options, "--player CMD is required");
  RateOptions rate;
  rate.dir = OutOrExit(options, args);
  rate.bin_dir = Self().parent_path().string();
  rate.referee = Referee();
  rate.player = args["player"].as<std::string>();
  rate.games = args["games"].as<int>();
  rate.batch = args["batch"].as<int>();
  rate.seed = args["seed"].as<uint64_t>();
  rate.concurrency = args["concurrency"].as<int>();
  rate.match_flags = args["match-flags"].as<std::string>();
  rate.progress = &std::cerr;
  if (rate.games < 1 || rate.batch < 1 || rate.concurrency < 1) {
    UsageError(options, "--games, --batch and -j must be >= 1");
  }
  if (args.count("ratings")) {
    auto ratings = ReadRatings(args["ratings"].as<std::string>(), game.name);
    if (!ratings.ok())
      UsageError(options, std::string(ratings.status().message()));
    rate.ladder_elo = *ratings;
  } else {
    rate.ladder_elo = game.calibrated_elo;
    if (rate.ladder_elo.empty()) {
      UsageError(options, std::string(game.name) +
                              " has no calibrated ladder here; run gauntlet "
                              "ladder and pass its ladder.json as --ratings");
    }
  }
  absl::StatusOr<RateResult> result = Rate(game, rate);
  if (!result.ok()) {
    std::cerr << "gauntlet rate: " << result.status().message() << "\n";
    return 1;
  }
  const int nearest = result->nearest_rung;
  std::cout << absl::StrFormat(
      "rating %.0f +- %.0f (95%%) over %d games; nearest rung: L%d (%.0f)\n",
      result->rating.elo, result->rating.error95, result->games, nearest,
      rate.ladder_elo[nearest - 1]);
  return 0;
}

}  // namespace gauntlet::ladder
