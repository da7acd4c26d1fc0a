#ifndef GAUNTLET_TOOLS_ARENA_RESULT_H_
#define GAUNTLET_TOOLS_ARENA_RESULT_H_

// The result of one finished game, the line every referee writes to
// results.jsonl and at the end of each replay (docs/match-contract.md).

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
}  // namespace gauntlet::arena

#endif  // GAUNTLET_TOOLS_ARENA_RESULT_H_
