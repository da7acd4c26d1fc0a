#include "tools/referees/duckchess/match.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "absl/strings/str_split.h"
#include "common/core/cli.h"
#include "common/core/rng.h"
#include "common/duckchess/protocol.h"
#include "tools/arena/process_player.h"

namespace gauntlet::duckchess {
namespace {

using nlohmann::json;

// Score of red and blue.
std::array<double, 2> Scores(GameEnd end) {
  switch (end) {
    case GameEnd::kRedWins:
      return {1, 0};
    case GameEnd::kBlueWins:
      return {0, 1};
    case GameEnd::kDraw:
      break;
  }
  return {0.5, 0.5};
}

std::string Winner(GameEnd end) {
  return end == GameEnd::kRedWins    ? "red"
         : end == GameEnd::kBlueWins ? "blue"
                                     : "draw";
}

}  // namespace

std::vector<Move> OpeningForGame(uint64_t match_seed, int game_index) {
  return RandomOpening(DeriveSeed(match_seed, game_index - game_index % 2));
}

json ResultLine(const GameRecord& record, int game_index, uint64_t game_seed,
                const Entrant (&entrants)[2]) {
  const std::array<double, 2> scores = Scores(record.end);
  json line;
  line["game"] = "duckchess";
  line["index"] = game_index;
  line["seed"] = game_seed;
  json list = json::array();
  for (int e = 0; e < 2; ++e) {
    const bool red = FirstEntrantIsRed(game_index) == (e == 0);
    const Color side = red ? kRed : kBlue;
    const double score = scores[side];
    json faults = json::array();
    if (record.faulty == side) faults.push_back(record.fault);
    list.push_back({{"name", entrants[e].name},
                    {"command", entrants[e].command},
                    {"seat", red ? 0 : 1},
                    {"score", score},
                    {"rank", score >= scores[Opponent(side)] ? 1 : 2},
                    {"faults", faults}});
  }
  line["entrants"] = list;
  line["outcome"] = record.outcome;
  line["plies"] = record.plies;
  return line;
}

std::string ReplayJsonLines(const GameRecord& record, const GameConfig& config,
                            int game_index, uint64_t game_seed,
                            const Entrant (&entrants)[2]) {
  const int red = FirstEntrantIsRed(game_index) ? 0 : 1;
  json opening = json::array();
  for (Move m : config.opening) opening.push_back(FormatMove(m));
  std::string out = json{{"type", "header"},
                         {"game", "duckchess"},
                         {"index", game_index},
                         {"seed", game_seed},
                         {"red", entrants[red].name},
                         {"blue", entrants[1 - red].name},
                         {"move_time_ms", config.move_time.count()},
                         {"start", Position().ToText()},
                         {"opening", opening}}
                        .dump() +
                    "\n";
  int ply = static_cast<int>(config.opening.size());
  for (const Turn& t : record.turns) {
    json line{{"type", "turn"},
              {"ply", ++ply},
              {"side", std::string(ColorName(t.side))},
              {"sent", t.sent},
              {"reply", t.reply},
              {"elapsed_ms", t.elapsed_ms}};
    if (!t.description.empty()) line["move"] = t.description;
    out += line.dump() + "\n";
  }
  json result{{"type", "result"},
              {"winner", Winner(record.end)},
              {"outcome", record.outcome},
              {"plies", record.plies},
              {"final_position", record.final_position}};
  if (record.faulty) result["fault"] = record.fault;
  out += result.dump() + "\n";
  return out;
}

int RunDuckchessMatch(int argc, char** argv) {
  cxxopts::Options options("gauntlet match duckchess",
                           "Duck chess match between two commands");
  options.add_options()("red",
                        "command of the first entrant (red in even games)",
                        cxxopts::value<std::string>())(
      "blue", "command of the second entrant (blue in even games)",
      cxxopts::value<std::string>())("games", "games to play",
                                     cxxopts::value<int>()->default_value("1"))(
      "movetime", "time per move in ms",
      cxxopts::value<int>()->default_value("1000"))(
      "grace", "ms allowed on top of --movetime before a timeout",
      cxxopts::value<int>()->default_value("100"))(
      "startup", "ms allowed on top for each player's first move",
      cxxopts::value<int>()->default_value("2000"))(
      "seed", "match seed", cxxopts::value<uint64_t>()->default_value("1"))(
      "first-game", "index of the first game",
      cxxopts::value<int>()->default_value("0"))(
      "out", "directory for results.jsonl and replays",
      cxxopts::value<std::string>())(
      "names", "display names, comma separated",
      cxxopts::value<std::string>()->default_value("p1,p2"));
  const auto args = ParseCommandLine(options, argc, argv);
  if (!args.count("red") || !args.count("blue")) {
    UsageError(options, "--red and --blue are required");
  }
  const int games = args["games"].as<int>();
  const int first = args["first-game"].as<int>();
  const int move_time = args["movetime"].as<int>();
  const int grace = args["grace"].as<int>();
  const int startup = args["startup"].as<int>();
  if (games < 0 || first < 0 || move_time <= 0 || grace < 0 || startup < 0) {
    UsageError(options,
               "--games, --first-game, --grace and --startup must be >= 0, "
               "--movetime > 0");
  }
  const std::vector<std::string> names =
      absl::StrSplit(args["names"].as<std::string>(), ',');
  if (names.size() != 2) UsageError(options, "--names wants two names");
  const Entrant entrants[2] = {{names[0], args["red"].as<std::string>()},
                               {names[1], args["blue"].as<std::string>()}};
  const uint64_t seed = args["seed"].as<uint64_t>();

  std::string out_dir;
  std::ofstream results;
  if (args.count("out")) {
    out_dir = args["out"].as<std::string>();
    std::error_code error;
    std::filesystem::create_directories(out_dir, error);
    results.open(out_dir + "/results.jsonl", std::ios::app);
    if (error || !results) {
      std::cerr << "gauntlet match duckchess: cannot write to " << out_dir
                << "\n";
      return 1;
    }
  }

  std::array<double, 2> totals = {0, 0};
  for (int k = first; k < first + games; ++k) {
    const uint64_t game_seed = DeriveSeed(seed, k);
    GameConfig config;
    config.move_time = std::chrono::milliseconds(move_time);
    config.grace = std::chrono::milliseconds(grace);
    config.startup = std::chrono::milliseconds(startup);
    config.opening = OpeningForGame(seed, k);
    const int red = FirstEntrantIsRed(k) ? 0 : 1;
    std::array<std::unique_ptr<arena::ProcessPlayer>, 2> players;
    for (int side = 0; side < 2; ++side) {
      const int e = side == kRed ? red : 1 - red;
      arena::ProcessOptions process;
      process.command = entrants[e].command;
      if (!out_dir.empty()) {
        process.stderr_log_path =
            out_dir + "/game-" + std::to_string(k) + "." +
            std::string(ColorName(static_cast<Color>(side))) + ".stderr";
      }
      auto started = arena::ProcessPlayer::Start(process);
      if (!started.ok()) {
        std::cerr << "gauntlet match duckchess: " << started.status().message()
                  << "\n";
        return 1;
      }
      players[side] = std::move(*started);
    }
    const GameRecord record = PlayGame(*players[kRed], *players[kBlue], config);
    const json line = ResultLine(record, k, game_seed, entrants);
    for (int e = 0; e < 2; ++e) {
      totals[e] += line["entrants"][e]["score"].get<double>();
    }
    if (!out_dir.empty()) {
      std::ofstream replay(out_dir + "/game-" + std::to_string(k) +
                           ".replay.jsonl");
      replay << ReplayJsonLines(record, config, k, game_seed, entrants);
      results << line.dump() << "\n";
      results.flush();
      if (!replay || !results) {
        std::cerr << "gauntlet match duckchess: cannot write to " << out_dir
                  << "\n";
        return 1;
      }
    }
    std::cout << "game " << k << ": " << entrants[red].name << " (red) vs "
              << entrants[1 - red].name << " (blue): " << record.outcome
              << "\n";
    std::cout.flush();
  }
  std::cout << entrants[0].name << " " << totals[0] << " - " << totals[1] << " "
            << entrants[1].name << "\n";
  return 0;
}

}  // namespace gauntlet::duckchess
