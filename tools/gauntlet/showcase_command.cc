#include "tools/gauntlet/showcase_command.h"

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "tools/registry/registry.h"
#include "tools/tournament/tournament_command.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;

// Prefixes every program of `command` (one, or several around `|`) with
// bin_dir.
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

// Runs a one-player game's shell lines.
int RunCommands(const fs::path& bin_dir, const registry::Showcase& showcase) {
  int failures = 0;
  for (std::string_view command : showcase.commands) {
    const std::string located = Locate(bin_dir, command);
    std::cout << "$ " << command << "\n" << std::flush;
    if (std::system(located.c_str()) != 0) ++failures;
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

  int failures = 0;
  for (const registry::Game& game : registry::Games()) {
    const registry::Showcase& entry = game.showcase;
    if (entry.bots.empty() && entry.commands.empty()) continue;
    std::cout << "\n== " << entry.title << "\n" << std::flush;
    if (!entry.commands.empty()) {
      failures += RunCommands(bin_dir, entry);
      continue;
    }
    std::vector<std::string> args = {"tournament", std::string(game.name)};
    for (const auto& [name, command] : entry.bots) {
      args.push_back("--bot");
      args.push_back(std::string(name) + "=" + Locate(bin_dir, command));
    }
    args.insert(args.end(), {"--games", std::to_string(entry.games),
                             "--match-flags", std::string(entry.match_flags),
                             "--out", (out / game.name).string(), "--quiet"});
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
