#ifndef GAUNTLET_TOOLS_TOURNAMENT_RUNNER_H_
#define GAUNTLET_TOOLS_TOURNAMENT_RUNNER_H_

// Plays a tournament: each game is one child process, the referee's
// `match <game> ... --first-game 0 --games 1 --round R --no-check --out
// DIR/games/<id>`, with up to J children at once. A game counts once its
// referee has written its result line; the record is then appended to
// DIR/results.jsonl. Running again with the same DIR plays only the games
// without a record.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/tournament/elo.h"
#include "tools/tournament/schedule.h"
#include "tools/tournament/standings.h"

namespace gauntlet::tournament {

// Single-quotes `word` for /bin/sh.
std::string ShellQuote(const std::string& word);

// The shell command that plays `game` under the match contract. `referee`
// is a shell fragment that starts a contract referee for `<game> [flags]`
// (normally "'/path/to/gauntlet' match").
std::string GameCommand(const std::string& referee, const TournamentSpec& spec,
                        const GameSpec& game, const std::string& dir);

struct RunOptions {
  std::string dir;
  std::string referee;
  int concurrency = 1;
  std::optional<SprtConfig> sprt;
  // Where the progress line and warnings go (normally std::cerr); the line
  // is redrawn in place when `progress_is_terminal`.
  std::ostream* progress = nullptr;
  bool progress_is_terminal = false;
  // Where each failed game is reported (normally std::cerr), even when
  // there is no progress line.
  std::ostream* errors = nullptr;
  // Every `rating_interval` games this run finishes, the standings so far
  // (Elo and, with `sprt`, the LLR) go to `ratings` (normally the progress
  // stream), unless no game is left to play; 0 = never. On a terminal the
  // progress line is cleared first and drawn again after them.
  int rating_interval = 0;
  std::ostream* ratings = nullptr;
};

struct RunSummary {
  Standings standings;
  int played = 0;  // games finished by this run
  int failed = 0;  // games whose referee gave no result (re-run next time)
  bool stopped_by_sprt = false;
};

absl::StatusOr<RunSummary> RunTournament(const TournamentSpec& spec,
                                         const RunOptions& options);

// Writes DIR/tournament.json and returns one command line per game still to
// be played (all of them in a fresh DIR).
absl::StatusOr<std::vector<std::string>> PlanTournament(
    const TournamentSpec& spec, const std::string& dir,
    const std::string& referee);

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_RUNNER_H_
