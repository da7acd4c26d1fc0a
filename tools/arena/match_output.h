#ifndef GAUNTLET_TOOLS_ARENA_MATCH_OUTPUT_H_
#define GAUNTLET_TOOLS_ARENA_MATCH_OUTPUT_H_

// The files of docs/match-contract.md in --out DIR: game-<k>.replay.jsonl per
// game and results.jsonl with one whole line per finished game, flushed and
// fsynced when the game ends. Without --out nothing is written.

#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/arena/match_flags.h"
#include "tools/arena/replay.h"

namespace gauntlet::arena {

class MatchOutput {
 public:
  // Creates `dir` (and its parents) when missing; empty `dir` = no files.
  static absl::StatusOr<MatchOutput> Create(const std::string& dir);

  bool enabled() const { return !dir_.empty(); }
  const std::string& dir() const { return dir_; }

  // The writer for game `index`'s replay; a disabled writer without --out.
  absl::StatusOr<ReplayWriter> OpenReplay(int index) const;
  // Appends the game's result line to results.jsonl in one write, then
  // fsyncs, so readers never see half a line.
  absl::Status AppendResult(const MatchResult& result) const;

 private:
  explicit MatchOutput(std::string dir) : dir_(std::move(dir)) {}
  std::string dir_;
};

// The game-<k>.replay.jsonl files of a match directory (MatchOutput's), by
// k; none when it holds none or is no directory.
std::vector<std::string> ReplaysIn(const std::string& dir);

// Appends `text` to the file at `path` (created when missing) in one
// O_APPEND write, then fsyncs: concurrent writers never interleave, and a
// reader never sees half a record.
absl::Status AppendWhole(const std::string& path, const std::string& text);

// One human line for the printed summary, e.g.
// "game 3: a 1 (seat 1, rank 1), b 0 (seat 0, rank 2) - red captain captured".
std::string SummaryLine(const MatchResult& result);

// Plays one game; the writer is disabled when there is no --out. An error
// means the referee itself could not go on (not a player fault).
using PlayGame = std::function<absl::StatusOr<MatchResult>(
    int index, uint64_t seed, ReplayWriter& replay)>;

// The match loop without printing: for each game of `flags` opens the
// replay, plays it, writes its result record and results.jsonl line and
// hands the result to `on_result`. An error is the referee's own, naming
// the game.
absl::Status PlayMatchGames(
    const MatchFlags& flags, const PlayGame& play_game,
    const std::function<void(const MatchResult&)>& on_result);

// The match loop every referee shares: for each game of `flags` opens the
// replay, plays it, writes its result record and results.jsonl line, prints
// SummaryLine to stdout and, at the end, each entrant's total score. Returns
// the exit code of docs/match-contract.md (0, or 1 when the referee failed).
int RunMatchGames(const MatchFlags& flags, const PlayGame& play_game);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_MATCH_OUTPUT_H_
