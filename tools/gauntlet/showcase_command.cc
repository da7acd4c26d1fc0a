#include "tools/gauntlet/showcase_command.h"

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "tools/gauntlet/referees.h"
#include "tools/tournament/tournament_command.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;

struct ShowcaseBot {
  std::string_view name;
  // Programs are named relative to build/bin; `|` separates a Tetris side's
  // placer from its sequencer.
  std::string_view command;
};

struct ShowcaseTournament {
  std::string_view game;
  std::string_view title;
  std::vector<ShowcaseBot> bots;
  int games;
  std::string_view match_flags;
};

// The showcase line-up: each game's strongest bot against its baselines,
// with short time controls so the whole showcase takes a few minutes.
const std::vector<ShowcaseTournament>& Lineup() {
  static const std::vector<ShowcaseTournament> kLineup = {
      {"duckchess",
       "Duck chess: alpha-beta search against the one-ply greedy bot",
       {{"search", "duckchess-bot --level search"},
        {"greedy", "duckchess-bot --level greedy"}},
       4,
       "--movetime 50"},
      {"tetris",
       "Tetris duel: our placer and sequencer against the Dellacherie baseline "
       "placer with a random sequencer",
       {{"ours", "tetris-placer | tetris-sequencer"},
        {"baseline",
         "tetris-placer --level baseline | tetris-sequencer "
         "--random --seed 3"}},
       2,
       "--rounds 300"},
      {"enclosure",
       "Enclosure: the MCTS bot against two greedy rectangle drawers and a "
       "random-but-safe bot, seats rotating",
       {{"mcts", "enclosure-bot --think-ms 50"},
        {"greedy1", "enclosure-bot --level greedy --seed 2"},
        {"greedy2", "enclosure-bot --level greedy --seed 3"},
        {"random", "enclosure-bot --level random"}},
       4,
       ""},
      {"hunger",
       "Star Hunger Games: the planning bot against two greedy gatherers and "
       "a random bot on one map",
       {{"planner", "hunger-bot"},
        {"greedy1", "hunger-bot --level greedy"},
        {"greedy2", "hunger-bot --level greedy"},
        {"random", "hunger-bot --level random"}},
       1,
       "--width 500 --height 500 --turns 500"},
  };
  return kLineup;
}

bool HasReferee(std::string_view game) {
  for (const Referee& referee : Referees()) {
    if (referee.game == game) return true;
  }
  return false;
}

// Prefixes every program of `command` (one, or two around `|`) with bin_dir.
std::string Locate(const fs::path& bin_dir, std::string_view command) {
  std::string located;
  std::size_t start = 0;
  while (true) {
    const std::size_t bar = command.find('|', start);
    std::string_view part = command.substr(start, bar == std::string_view::npos
                                                      ? std::string_view::npos
                                                      : bar - start);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    located += "'" + (bin_dir / "").string();
    const std::size_t space = part.find(' ');
    located += std::string(part.substr(0, space)) + "'";
    if (space != std::string_view::npos) located += part.substr(space);
    if (bar == std::string_view::npos) break;
    located += " | ";
    start = bar + 1;
  }
  return located;
}

std::string Timestamp() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &local);
  return text;
}

int RunRobots(const fs::path& bin_dir) {
  const std::string robots = "'" + (bin_dir / "robots").string() + "'";
  std::cout << "\n== Robots: one generated instance, the statement's strategy "
               "and then the planner\n"
            << std::flush;
  const std::string generate = robots + " --generate --seed 7";
  int failures = 0;
  for (const char* mode : {"", " --plan"}) {
    const std::string line = generate + " | " + robots + mode;
    std::cout << "$ robots --generate --seed 7 | robots" << mode << "\n"
              << std::flush;
    if (std::system(line.c_str()) != 0) ++failures;
  }
  return failures;
}

}  // namespace

int RunShowcase(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet showcase",
      "Plays a short tournament of every finished game's bots through its "
      "referee and prints the standings");
  options.add_options()("out",
                        "where the tournaments write (default: "
                        "runs/showcase-<time>)",
                        cxxopts::value<std::string>());
  const auto parsed = ParseCommandLine(options, argc, argv);
  const fs::path bin_dir = fs::read_symlink("/proc/self/exe").parent_path();
  const fs::path out = parsed.count("out")
                           ? fs::path(parsed["out"].as<std::string>())
                           : fs::path("runs") / ("showcase-" + Timestamp());

  int failures = RunRobots(bin_dir);
  for (const ShowcaseTournament& entry : Lineup()) {
    if (!HasReferee(entry.game)) continue;
    std::cout << "\n== " << entry.title << "\n" << std::flush;
    std::vector<std::string> args = {"tournament", std::string(entry.game)};
    for (const ShowcaseBot& bot : entry.bots) {
      args.push_back("--bot");
      args.push_back(std::string(bot.name) + "=" +
                     Locate(bin_dir, bot.command));
    }
    args.insert(args.end(), {"--games", std::to_string(entry.games),
                             "--match-flags", std::string(entry.match_flags),
                             "--out", (out / entry.game).string(), "--quiet"});
    std::vector<char*> argv_list;
    for (std::string& arg : args) argv_list.push_back(arg.data());
    argv_list.push_back(nullptr);
    if (tournament::RunTournamentCommand(static_cast<int>(args.size()),
                                         argv_list.data()) != 0) {
      ++failures;
    }
  }
  std::cout << "\nReplays and results: " << out.string()
            << " (show one with: gauntlet replay FILE)\n";
  return failures == 0 ? 0 : 1;
}

}  // namespace gauntlet
