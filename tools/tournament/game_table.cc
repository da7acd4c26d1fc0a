#include "tools/tournament/game_table.h"

#include <array>

#include "absl/status/status.h"

namespace gauntlet::tournament {
namespace {

std::string Trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// Robots is a one-player puzzle: it has no tournament.
constexpr std::array kGames = {
    GameInfo{"duckchess", Seating::kTwoPlayer, 2, "CMD (one program)"},
    GameInfo{"tetris", Seating::kTwoPlayer, 2,
             "PLACER_CMD|SEQUENCER_CMD (the side's two programs)"},
    GameInfo{"enclosure", Seating::kFourPlayer, 4, "CMD (one program)"},
    GameInfo{"hunger", Seating::kAllOnOneMap, 2, "CMD (one program)"},
};

}  // namespace

std::span<const GameInfo> TournamentGames() { return kGames; }

absl::StatusOr<GameInfo> FindGame(std::string_view game) {
  for (const GameInfo& info : kGames) {
    if (info.game == game) return info;
  }
  std::string known;
  for (const GameInfo& info : kGames) {
    if (!known.empty()) known += ", ";
    known += std::string(info.game);
  }
  return absl::InvalidArgumentError("no tournament for game '" +
                                    std::string(game) + "' (games: " + known +
                                    ")");
}

absl::Status CheckBotCommand(const GameInfo& game, const std::string& command) {
  if (command.empty()) return absl::InvalidArgumentError("empty command");
  if (game.game == "tetris") {
    const auto bar = command.find('|');
    if (bar == std::string::npos || Trim(command.substr(0, bar)).empty() ||
        Trim(command.substr(bar + 1)).empty() ||
        command.find('|', bar + 1) != std::string::npos) {
      return absl::InvalidArgumentError(
          "a tetris entrant is PLACER_CMD|SEQUENCER_CMD (exactly one '|'), "
          "got '" +
          command + "'");
    }
  }
  return absl::OkStatus();
}

std::vector<std::string> PlayerFlags(const GameInfo& game,
                                     std::span<const std::string> commands) {
  std::vector<std::string> flags;
  if (game.game == "duckchess") {
    flags = {"--red", commands[0], "--blue", commands[1]};
  } else if (game.game == "tetris") {
    const char* kSides[] = {"--a", "--b"};
    for (int side = 0; side < 2; ++side) {
      const std::string& both = commands[side];
      const auto bar = both.find('|');
      flags.push_back(std::string(kSides[side]) + "-placer");
      flags.push_back(Trim(both.substr(0, bar)));
      flags.push_back(std::string(kSides[side]) + "-sequencer");
      flags.push_back(Trim(both.substr(bar + 1)));
    }
  } else {
    // enclosure and hunger: one flag followed by every command in seat order.
    flags.push_back("--players");
    flags.insert(flags.end(), commands.begin(), commands.end());
  }
  return flags;
}

}  // namespace gauntlet::tournament
