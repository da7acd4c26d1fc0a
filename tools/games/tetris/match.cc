#include "tools/games/tetris/match.h"

#include <string>
#include <utility>

#include "common/core/status_macros.h"
#include "tools/games/tetris/game.h"

namespace gauntlet::tetris {

absl::StatusOr<arena::MatchResult> PlayTable(const arena::Table& table,
                                             int rounds,
                                             arena::ReplayWriter& replay) {
  GAUNTLET_ASSIGN_OR_RETURN(GameRecord record, PlayGame(table, rounds, replay));
  return std::move(record.result);
}

void AddFlags(cxxopts::Options& options) {
  options.add_options("game")(
      "rounds", "rounds (pieces) per placer game",
      cxxopts::value<int>()->default_value(std::to_string(kDefaultRounds)));
}

absl::StatusOr<int> ReadRounds(const cxxopts::ParseResult& parsed) {
  const int rounds = parsed["rounds"].as<int>();
  if (rounds < 1) return absl::InvalidArgumentError("--rounds must be >= 1");
  return rounds;
}

}  // namespace gauntlet::tetris
