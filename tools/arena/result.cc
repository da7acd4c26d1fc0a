#include "tools/arena/result.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"
#include "tools/arena/json_field.h"

namespace gauntlet::arena {
namespace {

using internal::Get;

// Scores print as integers when they are whole (1, 0, 42), else as decimals.
Json ScoreJson(double score) {
  if (std::isfinite(score) && score == std::floor(score) &&
      std::fabs(score) < 1e15) {
    return static_cast<int64_t>(score);
  }
  return score;
}

}  // namespace

Json ToJson(const MatchResult& result) {
  Json entrants = Json::array();
  for (const EntrantResult& e : result.entrants) {
    entrants.push_back({{"name", e.name},
                        {"command", e.command},
                        {"seat", e.seat},
                        {"score", ScoreJson(e.score)},
                        {"rank", e.rank},
                        {"faults", e.faults}});
  }
  return {{"game", result.game},       {"index", result.index},
          {"seed", result.seed},       {"entrants", std::move(entrants)},
          {"outcome", result.outcome}, {"plies", result.plies}};
}

absl::StatusOr<MatchResult> ResultFromJson(const Json& json) {
  MatchResult result;
  GAUNTLET_RETURN_IF_ERROR(Get(json, "game", result.game));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "index", result.index));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "seed", result.seed));
  Json entrants;
  GAUNTLET_RETURN_IF_ERROR(Get(json, "entrants", entrants));
  if (!entrants.is_array()) {
    return absl::InvalidArgumentError("\"entrants\" is not an array");
  }
  for (const Json& e : entrants) {
    EntrantResult entrant;
    GAUNTLET_RETURN_IF_ERROR(Get(e, "name", entrant.name));
    GAUNTLET_RETURN_IF_ERROR(Get(e, "command", entrant.command));
    GAUNTLET_RETURN_IF_ERROR(Get(e, "seat", entrant.seat));
    GAUNTLET_RETURN_IF_ERROR(Get(e, "score", entrant.score));
    GAUNTLET_RETURN_IF_ERROR(Get(e, "rank", entrant.rank));
    GAUNTLET_RETURN_IF_ERROR(Get(e, "faults", entrant.faults));
    result.entrants.push_back(std::move(entrant));
  }
  GAUNTLET_RETURN_IF_ERROR(Get(json, "outcome", result.outcome));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "plies", result.plies));
  return result;
}

absl::StatusOr<MatchResult> ParseResultLine(std::string_view line) {
  Json json = Json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) {
    return absl::InvalidArgumentError("result line is not valid JSON");
  }
  return ResultFromJson(json);
}

std::string ScoreText(double score) { return ScoreJson(score).dump(); }

void RankByScore(std::vector<EntrantResult>& entrants) {
  for (EntrantResult& e : entrants) {
    e.rank =
        1 + static_cast<int>(std::count_if(entrants.begin(), entrants.end(),
                                           [&e](const EntrantResult& other) {
                                             return other.score > e.score;
                                           }));
  }
}

}  // namespace gauntlet::arena
