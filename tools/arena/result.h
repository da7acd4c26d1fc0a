#ifndef GAUNTLET_TOOLS_ARENA_RESULT_H_
#define GAUNTLET_TOOLS_ARENA_RESULT_H_

// The result of one finished game, the line every referee writes to
// results.jsonl and at the end of each replay (docs/match-contract.md), and
// how seeds are written in every JSON file: as strings of decimal digits,
// because a 64-bit seed does not survive tools that read JSON numbers as
// doubles (jq turns 9626026794937781409 into 9626026794937782000).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace gauntlet::arena {

// Key order is kept as written, so result lines and replays read naturally.
using Json = nlohmann::ordered_json;

struct EntrantResult {
  std::string name;
  std::string command;
  int seat = 0;
  double score = 0;
  int rank = 1;                     // 1 = best; equal ranks are ties.
  std::vector<std::string> faults;  // e.g. "timeout at ply 17".
};

// A finished game: the result line of docs/match-contract.md.
struct MatchResult {
  std::string game;
  int index = 0;
  uint64_t seed = 0;
  std::vector<EntrantResult> entrants;  // In the order commands were given.
  std::string outcome;
  int plies = 0;
};

Json ToJson(const MatchResult& result);  // The result line, without "type".
absl::StatusOr<MatchResult> ResultFromJson(const Json& json);
// One line of results.jsonl.
absl::StatusOr<MatchResult> ParseResultLine(std::string_view line);

// A score as written in result lines: "1", "0.5", "42".
std::string ScoreText(double score);

// Assigns ranks from scores (higher is better, equal scores share a rank).
void RankByScore(std::vector<EntrantResult>& entrants);
// The same, except that every entrant with a fault ranks below every entrant
// without one (scores are left as they are).
void RankByScoreFaultedLast(std::vector<EntrantResult>& entrants);

// A seed as every JSON file holds it: a JSON string of its decimal digits,
// "9626026794937781409".
std::string SeedText(uint64_t seed);
// Reads a seed written as SeedText, or a JSON number as files written before
// seeds were strings have. Refuses negative, fractional and out-of-range
// numbers and strings that are not decimal digits.
absl::StatusOr<uint64_t> SeedFromJson(const Json& json);
absl::StatusOr<uint64_t> SeedFromJson(const nlohmann::json& json);

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_RESULT_H_
