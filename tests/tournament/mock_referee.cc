// A stand-in referee for testing tournaments before the real ones exist. It
// honours docs/match-contract.md (flags, seating by game index, results.jsonl
// and game-<k>.replay.jsonl in --out) for the games the tournament knows,
// but plays nothing: each entrant's command is read as a number, its skill,
// and the outcome is drawn from the game's seed and the seated names, so the
// same game always ends the same way.
//   mock_referee [--delay-ms N] <game> <player flags> [contract flags]
//                [--movetime MS]  (checked, then ignored) [--no-check]
// A command "crash" makes the referee exit 1 without a result.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "common/core/rng.h"
#include "nlohmann/json.hpp"

namespace {

using gauntlet::DeriveSeed;
using gauntlet::Rng;

struct Entrant {
  std::string name;
  std::string command;
  double skill = 0;
};

[[noreturn]] void Usage(const std::string& message) {
  std::cerr << "mock_referee: " << message << "\n";
  std::exit(2);
}

uint64_t HashText(const std::string& text, uint64_t hash) {
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ULL;
  return hash;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::size_t at = 0;
  int delay_ms = 0;
  if (at + 1 < args.size() && args[at] == "--delay-ms") {
    delay_ms = std::stoi(args[at + 1]);
    at += 2;
  }
  if (at >= args.size()) Usage("which game?");
  const std::string game = args[at++];
  const bool two_player = game == "duckchess" || game == "tetris";
  if (!two_player && game != "enclosure" && game != "hunger") {
    Usage("unknown game " + game);
  }

  std::vector<std::string> commands(two_player ? 2 : 0);
  std::string placer[2], sequencer[2];
  std::vector<std::string> names;
  uint64_t seed = 0;
  int first_game = 0, games = 1;
  std::string out;
  while (at < args.size()) {
    const std::string flag = args[at++];
    auto value = [&]() -> std::string {
      if (at >= args.size()) Usage(flag + " needs a value");
      return args[at++];
    };
    if (game == "duckchess" && flag == "--red") {
      commands[0] = value();
    } else if (game == "duckchess" && flag == "--blue") {
      commands[1] = value();
    } else if (game == "tetris" && flag == "--a-placer") {
      placer[0] = value();
    } else if (game == "tetris" && flag == "--a-sequencer") {
      sequencer[0] = value();
    } else if (game == "tetris" && flag == "--b-placer") {
      placer[1] = value();
    } else if (game == "tetris" && flag == "--b-sequencer") {
      sequencer[1] = value();
    } else if (!two_player && flag == "--players") {
      while (at < args.size() && !args[at].starts_with("--")) {
        commands.push_back(args[at++]);
      }
    } else if (flag == "--names") {
      const std::string list = value();
      std::size_t start = 0;
      while (true) {
        const auto comma = list.find(',', start);
        names.push_back(list.substr(start, comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    } else if (flag == "--seed") {
      seed = std::stoull(value());
    } else if (flag == "--first-game") {
      first_game = std::stoi(value());
    } else if (flag == "--round") {
      // The game's round in the tournament: checked, then ignored.
      if (std::stoi(value()) < 1) Usage("--round must be at least 1");
    } else if (flag == "--games") {
      games = std::stoi(value());
    } else if (flag == "--out") {
      out = value();
    } else if (flag == "--no-check") {
      // The contract's: the tournament checked its bots already.
    } else if (flag == "--movetime") {
      // A referee's own option, passed through --match-flags.
      if (std::stoi(value()) <= 0) Usage("--movetime must be positive");
    } else {
      Usage("unknown flag " + flag);
    }
  }
  if (game == "tetris") {
    // The tetris side is its placer and sequencer; the mock reads the skill
    // from the placer and checks the sequencer is there.
    for (int side = 0; side < 2; ++side) {
      if (placer[side].empty() || sequencer[side].empty()) {
        Usage("tetris needs every --a/--b placer and sequencer");
      }
      commands[side] = placer[side];
    }
  }
  if (game == "enclosure" && commands.size() != 4) Usage("enclosure needs 4");
  if (commands.size() < 2) Usage("too few players");
  for (const auto& command : commands) {
    if (command.empty()) Usage("a player command is missing");
  }
  const int n = static_cast<int>(commands.size());
  if (names.empty()) {
    for (int i = 0; i < n; ++i) names.push_back("p" + std::to_string(i + 1));
  }
  if (static_cast<int>(names.size()) != n) Usage("--names count mismatch");

  std::vector<Entrant> entrants(n);
  for (int i = 0; i < n; ++i) {
    entrants[i].name = names[i];
    entrants[i].command = commands[i];
    if (commands[i] == "crash") return 1;
    entrants[i].skill = std::atof(commands[i].c_str());
  }
  if (!out.empty()) std::filesystem::create_directories(out);

  for (int k = first_game; k < first_game + games; ++k) {
    // Contract seating: entrant i sits in seat (i + k) mod n.
    std::vector<int> seat_of(n), at_seat(n);
    for (int i = 0; i < n; ++i) {
      seat_of[i] = (i + k) % n;
      at_seat[seat_of[i]] = i;
    }
    const uint64_t game_seed = DeriveSeed(seed, static_cast<uint64_t>(k));
    uint64_t mix = 0xcbf29ce484222325ULL;
    for (int s = 0; s < n; ++s) mix = HashText(names[at_seat[s]] + ";", mix);
    Rng rng(game_seed ^ mix);
    // The seed alone decides how good seat 0 is in this game (an "opening").
    const double seat0_edge = static_cast<double>(game_seed % 201) - 100.0;

    std::vector<double> score(n);
    std::vector<int> rank(n);
    std::string outcome;
    if (two_player) {
      const int red = at_seat[0], blue = at_seat[1];
      const double diff =
          entrants[red].skill - entrants[blue].skill + seat0_edge;
      const double expected = 1.0 / (1.0 + std::pow(10.0, -diff / 400.0));
      const double draw = 0.25 * (1 - std::abs(2 * expected - 1));
      const double r = rng.Unit();
      const int winner = r < expected - draw / 2   ? red
                         : r < expected + draw / 2 ? -1
                                                   : blue;
      for (int i = 0; i < n; ++i) {
        rank[i] = winner < 0 || winner == i ? 1 : 2;
        if (game == "tetris") {
          score[i] = static_cast<double>(rng.Below(100)) * 10 +
                     (rank[i] == 1 ? 1000 : 0);
        } else {
          score[i] = winner < 0 ? 0.5 : winner == i ? 1 : 0;
        }
      }
      outcome = winner < 0 ? "draw" : names[winner] + " won";
    } else {
      for (int i = 0; i < n; ++i) {
        score[i] = std::round(entrants[i].skill / 10 + rng.Unit() * 100 +
                              (seat_of[i] == 0 ? seat0_edge / 10 : 0));
      }
      for (int i = 0; i < n; ++i) {
        rank[i] = 1;
        for (int j = 0; j < n; ++j) rank[i] += score[j] > score[i];
      }
      outcome = "mock game over";
    }

    // Seeds are strings of digits in every file (docs/match-contract.md).
    nlohmann::json result = {
        {"game", game}, {"index", k}, {"seed", std::to_string(seed)}};
    nlohmann::json list = nlohmann::json::array();
    for (int i = 0; i < n; ++i) {
      list.push_back({{"name", names[i]},
                      {"command", entrants[i].command},
                      {"seat", seat_of[i]},
                      {"score", score[i]},
                      {"rank", rank[i]},
                      {"faults", nlohmann::json::array()}});
    }
    result["entrants"] = list;
    result["outcome"] = outcome;
    result["plies"] = 1;

    if (!out.empty()) {
      std::ofstream replay(out + "/game-" + std::to_string(k) +
                           ".replay.jsonl");
      replay << nlohmann::json(
                    {{"game", game}, {"seed", std::to_string(game_seed)}})
                    .dump()
             << "\n"
             << std::flush;
      std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
      replay << nlohmann::json({{"turn", 0}}).dump() << "\n"
             << nlohmann::json({{"result", result}}).dump() << "\n";
      std::ofstream results(out + "/results.jsonl", std::ios::app);
      results << result.dump() << "\n" << std::flush;
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    }
    std::cout << "game " << k << ": " << outcome << "\n";
  }
  return 0;
}
