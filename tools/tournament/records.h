#ifndef GAUNTLET_TOOLS_TOURNAMENT_RECORDS_H_
#define GAUNTLET_TOOLS_TOURNAMENT_RECORDS_H_

// The files of a tournament directory:
//   tournament.json        what is being played (entrants, format, seed)
//   results.jsonl          one record per finished game, appended and flushed
//   games/<id>/            each game's own --out: results.jsonl and replay
// A record is the game's schedule entry plus the referee's result line
// (tools/arena/result.h), kept as the referee wrote it.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "tools/arena/result.h"
#include "tools/tournament/schedule.h"

namespace gauntlet::tournament {

struct GameRecord {
  int id = 0;
  int unit = 0;
  int round = 0;
  uint64_t seed = 0;
  std::vector<std::string> seat_names;  // as scheduled, seat 0 first
  arena::MatchResult result;            // the referee's result line, read
  std::string result_line;              // and as the referee wrote it
};

// A stable digest of what is played (not how: concurrency and the referee
// command may change between runs), stored in every record.
std::string Fingerprint(const TournamentSpec& spec);

nlohmann::json SpecToJson(const TournamentSpec& spec);
absl::StatusOr<TournamentSpec> SpecFromJson(const nlohmann::json& json);

std::string TournamentFile(const std::string& dir);
std::string ResultsFile(const std::string& dir);
std::string GameDir(const std::string& dir, int id);

// Writes DIR/tournament.json, or checks that the one there describes the same
// tournament (so a resumed or re-planned run cannot mix two tournaments).
absl::Status WriteOrCheckSpec(const std::string& dir,
                              const TournamentSpec& spec);
absl::StatusOr<TournamentSpec> ReadSpec(const std::string& dir);

// Builds a record from a referee's result line; fails when the line is not a
// result line (arena::ParseResultLine) for exactly the scheduled entrants.
absl::StatusOr<GameRecord> MakeRecord(const GameSpec& game,
                                      const TournamentSpec& spec,
                                      const std::string& result_line);

// A line of DIR/results.jsonl: the schedule entry, then "result" holding the
// referee's line verbatim.
std::string RecordLine(const GameRecord& record,
                       const std::string& fingerprint);
absl::StatusOr<GameRecord> ParseRecordLine(const std::string& line,
                                           const std::string& fingerprint);

// The complete lines of a file (a last line without its newline was cut off
// mid-write and does not count). A missing file has no lines.
std::vector<std::string> CompleteLines(const std::string& path);

// The game's result as its referee left it in GameDir: its first complete
// result line, or NotFound.
absl::StatusOr<std::string> GameResultLine(const std::string& game_dir);

// Every finished game found in `dir`: the records in DIR/results.jsonl and
// results left in DIR/games/<id>/ (by plan lines run elsewhere), by id. A
// line of results.jsonl that is not a record of this tournament (corrupt,
// another schedule's) is moved to DIR/results.jsonl.rejected, so its game
// counts as not played (and is played again on resume), and named in
// `notes` ("DIR/results.jsonl:17: bad record: ...").
absl::StatusOr<std::map<int, GameRecord>> CollectRecords(
    const std::string& dir, const TournamentSpec& spec,
    const std::vector<GameSpec>& schedule,
    std::vector<std::string>* notes = nullptr);

// Appends one line to DIR/results.jsonl with a single write and flushes it
// to disk; cuts off a torn last line left by a killed run first.
class ResultsLog {
 public:
  static absl::StatusOr<ResultsLog> Open(const std::string& path);
  ResultsLog(ResultsLog&& other) noexcept;
  ResultsLog& operator=(ResultsLog&&) = delete;
  ~ResultsLog();
  absl::Status Append(const std::string& line);

 private:
  explicit ResultsLog(int fd) : fd_(fd) {}
  int fd_;
};

}  // namespace gauntlet::tournament

#endif  // GAUNTLET_TOOLS_TOURNAMENT_RECORDS_H_
