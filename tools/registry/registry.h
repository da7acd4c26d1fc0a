#ifndef GAUNTLET_TOOLS_REGISTRY_REGISTRY_H_
#define GAUNTLET_TOOLS_REGISTRY_REGISTRY_H_

// The game table: every game, found by name, and the two ways to play one.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "common/core/rng.h"
#include "tools/arena/in_process_player.h"
#include "tools/registry/game.h"

namespace gauntlet::registry {

std::span<const Game> Games();
// The game called `name`, or an error listing the games.
absl::StatusOr<const Game*> FindGame(std::string_view name);

// `gauntlet match GAME ...`: argv starts at the game's name.
int RunMatchCommand(const Game& game, int argc, char** argv);

// --movetime --grace --startup (group "time") with `time` as defaults, and
// their values, checked.
void AddTimeFlags(cxxopts::Options& options, const arena::TimeControl& time);
absl::StatusOr<arena::TimeControl> ReadTimeFlags(
    const cxxopts::ParseResult& parsed);

// --movetime --grace --startup without defaults, for commands that learn
// the game from their arguments; ApplyTimeOverrides sets those given on
// `time` and says whether any was.
void AddTimeOverrideFlags(cxxopts::Options& options);
absl::StatusOr<bool> ApplyTimeOverrides(const cxxopts::ParseResult& parsed,
                                        arena::TimeControl& time);

// What an entrant's command looks like: "CMD", or "PLACER_CMD|SEQUENCER_CMD".
std::string EntrantForm(const Game& game);

// The words an entrant's command stands for, one per role: "P|S" is a
// placer and a sequencer. Errors when the count does not fit the game.
absl::StatusOr<std::vector<std::string>> SplitRoles(const Game& game,
                                                    const std::string& command);

// An entrant of an in-process match: one bot per role, or, when `start` is
// given, any player (a program run as a process, a Python callable...)
// beside the bots.
struct InProcessEntrant {
  std::string name;
  std::vector<BotSpec> roles;
  // Instead of our bots: starts the player of each role for game `index`
  // (a program, a Python callable...); `command` is then what replays and
  // results record of it.
  std::function<absl::StatusOr<std::unique_ptr<arena::Player>>(int role,
                                                               int index)>
      start = nullptr;
  std::string command = {};
};

// An in-process entrant from text: per role (joined by '|' like commands)
// "LEVEL [--seed S] [--param NAME=VALUE]...". Every bot is built once, so
// an unknown level or parameter is refused here.
absl::StatusOr<InProcessEntrant> ParseInProcessEntrant(const Game& game,
                                                       const std::string& name,
                                                       const std::string& spec);

struct InProcessMatch {
  int games = 1;
  uint64_t seed = 1;
  int first_game = 0;
  // Absent: the game's own.
  std::optional<arena::TimeControl> time;
  // The game's own referee flags, e.g. {"--rounds", "300"}.
  std::vector<std::string> game_flags;
  arena::InProcessOptions player;
  std::string out;  // Replays and results.jsonl as a referee writes them.
  // Sees every player of a game once it has ended, e.g. for its timings.
  std::function<void(int index, int entrant, int role,
                     const arena::InProcessPlayer& player)>
      on_player;
};

// Plays games of `game` between bots in this process (and programs given
// by command) through the game's own referee loop, seats rotating as in
// `gauntlet match`; the results in order.
absl::StatusOr<std::vector<arena::MatchResult>> PlayInProcess(
    const Game& game, const std::vector<InProcessEntrant>& entrants,
    const InProcessMatch& match);

// The seed a bot given `bot_seed` plays with in a game whose seed is
// `game_seed` (PlayInProcess's rule, which a process standing in for the
// bot must follow to play the same game).
inline uint64_t InProcessBotSeed(uint64_t bot_seed, uint64_t game_seed) {
  return DeriveSeed(bot_seed, game_seed);
}

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_REGISTRY_H_
