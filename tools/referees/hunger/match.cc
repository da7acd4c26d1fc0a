#include "tools/referees/hunger/match.h"

#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/hunger/config.h"
#include "nlohmann/json.hpp"
#include "tools/arena/process_player.h"
#include "tools/referees/hunger/game.h"

namespace gauntlet::hunger {
namespace {

// cxxopts takes one value per flag, so `--players A B C` is cut out of argv
// first: every word after it up to the next flag is a command.
std::vector<std::string> TakePlayers(std::vector<char*>& args) {
  std::vector<std::string> commands;
  std::vector<char*> rest;
  bool in_players = false;
  for (char* arg : args) {
    const std::string_view word = arg;
    if (word == "--players") {
      in_players = true;
      continue;
    }
    if (in_players && word.starts_with("--")) in_players = false;
    if (in_players) {
      commands.emplace_back(word);
    } else {
      rest.push_back(arg);
    }
  }
  args = rest;
  return commands;
}

}  // namespace

int RunHungerMatch(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  const std::vector<std::string> commands = TakePlayers(args);

  cxxopts::Options options(
      "gauntlet match hunger",
      "Star Hunger Games: every player on one platform per game.\n"
      "  --players CMD CMD ...   the entrants' commands (run with /bin/sh -c)");
  options.add_options()("games", "games to play",
                        cxxopts::value<int>()->default_value("1"))(
      "seed", "match seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "first-game", "index of the first game",
      cxxopts::value<int>()->default_value("0"))(
      "out", "directory for replays and results",
      cxxopts::value<std::string>())("names", "display names, comma-separated",
                                     cxxopts::value<std::string>())(
      "width", "platform width (300..1500)", cxxopts::value<int>())(
      "height", "platform height (300..1500)", cxxopts::value<int>())(
      "turns", "turns per game", cxxopts::value<int>())(
      "rules", "JSON file overriding the rules configuration",
      cxxopts::value<std::string>());
  const auto result =
      ParseCommandLine(options, static_cast<int>(args.size()), args.data());
  if (commands.empty()) UsageError(options, "--players needs a command");

  RulesConfig config;
  if (result.count("rules")) {
    auto loaded = LoadConfigFile(result["rules"].as<std::string>(), config);
    if (!loaded.ok())
      UsageError(options, std::string(loaded.status().message()));
    config = *loaded;
  }
  if (result.count("width")) config.width = result["width"].as<int>();
  if (result.count("height")) config.height = result["height"].as<int>();
  if (result.count("turns")) config.turns = result["turns"].as<int>();
  config.players = static_cast<int>(commands.size());
  if (auto valid = ValidateConfig(config); !valid.ok()) {
    UsageError(options, std::string(valid.message()));
  }
  const int games = result["games"].as<int>();
  const int first_game = result["first-game"].as<int>();
  const uint64_t seed = result["seed"].as<uint64_t>();
  if (games < 1 || first_game < 0) {
    UsageError(options, "--games must be >= 1 and --first-game >= 0");
  }
  const int n = static_cast<int>(commands.size());
  std::vector<std::string> names;
  if (result.count("names")) {
    names = absl::StrSplit(result["names"].as<std::string>(), ',');
    if (static_cast<int>(names.size()) != n) {
      UsageError(options, "--names needs one name per command");
    }
  } else {
    for (int i = 0; i < n; ++i) names.push_back(absl::StrCat("p", i + 1));
  }

  std::string out_dir;
  std::ofstream results;
  if (result.count("out")) {
    out_dir = result["out"].as<std::string>();
    std::error_code error;
    std::filesystem::create_directories(out_dir, error);
    results.open(out_dir + "/results.jsonl", std::ios::app);
    if (error || !results) {
      std::cerr << "gauntlet match hunger: cannot write to " << out_dir << "\n";
      return 1;
    }
  }
  // A player that dies while we write to it must not take the referee along.
  std::signal(SIGPIPE, SIG_IGN);

  for (int game = first_game; game < first_game + games; ++game) {
    const uint64_t game_seed = DeriveSeed(seed, game);
    // Seat s holds entrant (s + game) mod n: seats rotate with the game.
    std::vector<int> entrant_of_seat(n);
    for (int s = 0; s < n; ++s) entrant_of_seat[s] = (s + game) % n;
    std::vector<std::unique_ptr<arena::ProcessPlayer>> owned;
    std::vector<arena::Player*> players;
    for (int s = 0; s < n; ++s) {
      arena::ProcessOptions process;
      process.command = commands[entrant_of_seat[s]];
      if (!out_dir.empty()) {
        process.stderr_log_path =
            absl::StrCat(out_dir, "/game-", game, ".seat-", s, ".stderr");
      }
      auto started = arena::ProcessPlayer::Start(process);
      if (!started.ok()) {
        std::cerr << "gauntlet match hunger: " << started.status().message()
                  << "\n";
        return 1;
      }
      owned.push_back(std::move(*started));
      players.push_back(owned.back().get());
    }
    std::ofstream replay;
    if (!out_dir.empty()) {
      replay.open(absl::StrCat(out_dir, "/game-", game, ".replay.jsonl"));
      if (!replay) {
        std::cerr << "gauntlet match hunger: cannot write a replay in "
                  << out_dir << "\n";
        return 1;
      }
    }
    const GameOutcome outcome = PlayGame(config, game_seed, players,
                                         out_dir.empty() ? nullptr : &replay);

    nlohmann::json entrants = nlohmann::json::array();
    for (int e = 0; e < n; ++e) {
      int seat = 0;
      while (entrant_of_seat[seat] != e) ++seat;
      const SeatOutcome& s = outcome.seats[seat];
      entrants.push_back({{"name", names[e]},
                          {"command", commands[e]},
                          {"seat", seat},
                          {"score", s.score / 10000.0},
                          {"rank", s.rank},
                          {"faults", s.faults}});
    }
    const nlohmann::json line = {
        {"game", "hunger"},           {"index", game},
        {"seed", game_seed},          {"entrants", entrants},
        {"outcome", outcome.summary}, {"plies", outcome.rounds}};
    if (results.is_open()) {
      results << line.dump() << '\n';
      results.flush();
    }
    std::cout << "game " << game << ":";
    for (int e = 0; e < n; ++e) {
      std::cout << " " << names[e] << "=" << entrants[e]["score"].get<double>()
                << " (#" << entrants[e]["rank"].get<int>() << ")";
    }
    std::cout << "  " << outcome.summary << "\n";
  }
  return 0;
}

}  // namespace gauntlet::hunger
