#include "tools/gauntlet/replay_command.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "common/core/cli.h"
#include "common/core/terminal_text.h"
#include "tools/arena/match_output.h"
#include "tools/arena/replay.h"
#include "tools/arena/replay_text.h"
#include "tools/registry/registry.h"

namespace gauntlet {
namespace {

// The replay's game's own names for its seats and turns; a game without
// them (or one this build does not know) leaves seats numbered.
arena::ReplayTerms TermsOf(const arena::Replay& replay) {
  const absl::StatusOr<const registry::Game*> game =
      registry::FindGame(replay.header.game);
  if (!game.ok() || !(*game)->replay_terms) return {};
  return (*game)->replay_terms(replay);
}

// "game-3.replay.jsonl: red a, blue b; 41 turns; a 1 (blue, rank 1), b 0
// (red, rank 2) - red captain captured at ply 41" for one game of a match.
std::string ListLine(const std::string& path, const arena::Replay& replay) {
  const arena::ReplayTerms terms = TermsOf(replay);
  std::vector<arena::ReplayPlayer> by_seat = replay.header.players;
  std::sort(by_seat.begin(), by_seat.end(),
            [](const arena::ReplayPlayer& a, const arena::ReplayPlayer& b) {
              return a.seat < b.seat;
            });
  std::string line = std::filesystem::path(path).filename().string() + ":";
  for (std::size_t i = 0; i < by_seat.size(); ++i) {
    line += (i == 0 ? " " : ", ") + arena::SeatName(terms, by_seat[i].seat) +
            " " + by_seat[i].name;
  }
  line += "; " + std::to_string(replay.turns.size()) + " turns; ";
  line += replay.result ? arena::ResultText(*replay.result, terms)
                        : "no result: the game was cut short";
  return line;
}

int ListDirectory(const std::string& dir) {
  const std::vector<std::string> paths = arena::ReplaysIn(dir);
  if (paths.empty()) {
    std::cerr << "gauntlet replay: " << TerminalSafe(dir)
              << ": no game-<k>.replay.jsonl in it (a match's --out "
                 "directory holds them)\n";
    return 1;
  }
  std::string listing;
  int broken = 0;
  for (const std::string& path : paths) {
    const absl::StatusOr<arena::Replay> replay =
        arena::ReplayReader::Read(path);
    if (!replay.ok()) {
      ++broken;
      std::cerr << "gauntlet replay: "
                << TerminalSafe(std::string(replay.status().message())) << "\n";
      continue;
    }
    listing += ListLine(path, *replay) + "\n";
  }
  listing += "gauntlet replay " + dir +
             "/game-<k>.replay.jsonl prints one game, turn by turn\n";
  std::cout << TerminalSafeLines(listing);
  return broken == 0 ? 0 : 1;
}

}  // namespace

int RunReplay(int argc, char** argv) {
  cxxopts::Options options(
      "gauntlet replay",
      "Check a game replay (docs/arena.md) and print it in the game's own "
      "terms, or list the games of a match directory");
  options.add_options()(
      "file",
      "the game-<k>.replay.jsonl to show, or a match's --out directory to "
      "list",
      cxxopts::value<std::string>())("sent",
                                     "also show what each player was sent");
  options.parse_positional({"file"});
  options.positional_help("FILE|DIR");
  const cxxopts::ParseResult parsed = ParseCommandLine(options, argc, argv);
  if (parsed.count("file") == 0) UsageError(options, "no replay file given");
  const std::string path = parsed["file"].as<std::string>();
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) return ListDirectory(path);
  const absl::StatusOr<arena::Replay> replay = arena::ReplayReader::Read(path);
  if (!replay.ok()) {
    std::cerr << "gauntlet replay: "
              << TerminalSafe(std::string(replay.status().message())) << "\n";
    return 1;
  }
  std::cout << TerminalSafeLines(
      arena::ReplayText(*replay, parsed.count("sent") > 0, TermsOf(*replay)));
  return 0;
}

}  // namespace gauntlet
