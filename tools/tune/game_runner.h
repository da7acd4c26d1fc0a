#ifndef GAUNTLET_TOOLS_TUNE_GAME_RUNNER_H_
#define GAUNTLET_TOOLS_TUNE_GAME_RUNNER_H_

// Plays the tuner's games. Our bots run in this process, through the game's
// own referee loop (registry::PlayInProcess); an opponent given as a command
// runs as a process. A game can also be handed out as the match-contract
// command line a tournament plan prints (`gauntlet match ... --out
// DIR/games/<id>`), to be run anywhere; its result is then adopted from that
// directory, as a tournament adopts the games of its plan.

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/result.h"
#include "tools/registry/registry.h"
#include "tools/tune/trials.h"

namespace gauntlet::tune {

// An entrant of the tuner's games: our bot (one spec per role, parameters
// included) or, when `command` is set, any program ("P|S" for a Tetris
// side).
struct Entrant {
  std::string name;
  std::vector<registry::BotSpec> bots;
  std::string command;
};

struct RunnerConfig {
  const registry::Game* game = nullptr;
  std::optional<arena::TimeControl> time;  // absent: the game's own
  std::vector<std::string> game_flags;     // the referee's own flags
  bool enforce_deadline = true;
  // Planned games live in dir/games/<id>; plan lines start the referee
  // with `referee` and our bots from `bin_dir`.
  std::string dir;
  std::string referee;
  std::string bin_dir;
};

class GameRunner {
 public:
  explicit GameRunner(RunnerConfig config) : config_(std::move(config)) {}

  // The result of game `id`, adopted from its planned directory when a run
  // of its plan line finished it, else played here. `entrants` are by
  // number; the result lists them in seat order.
  absl::StatusOr<arena::MatchResult> Play(
      int id, const TrialGame& game,
      const std::vector<Entrant>& entrants) const;

  // The line that plays game `id` anywhere, or nothing when its result is
  // already in its directory.
  absl::StatusOr<std::optional<std::string>> PlanLine(
      int id, const TrialGame& game,
      const std::vector<Entrant>& entrants) const;

 private:
  std::optional<arena::MatchResult> Adopted(int id) const;
  // `entrant` as a process command for a one-game match of `game_seed`.
  std::string ProcessCommand(const Entrant& entrant, uint64_t game_seed) const;

  RunnerConfig config_;
};

}  // namespace gauntlet::tune

#endif  // GAUNTLET_TOOLS_TUNE_GAME_RUNNER_H_
