#include "tools/arena/result.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/status_macros.h"
#include "tools/arena/json_field.h"

namespace gauntlet::arena {
namespace {

using internal::Get;
using internal::GetSeed;

// Scores print as integers when they are whole (1, 0, 42), else as decimals.
Json ScoreJson(double score) {
  if (std::isfinite(score) && score == std::floor(score) &&
      std::fabs(score) < 1e15) {
    return static_cast<int64_t>(score);
  }
  return score;
}

absl::StatusOr<uint64_t> SeedFromDigits(const std::string& text) {
  const auto bad = [&text](const char* why) {
    const std::string quoted =
        Json(text).dump(-1, ' ', false, Json::error_handler_t::replace);
    return absl::InvalidArgumentError(absl::StrCat("seed ", quoted, " ", why));
  };
  if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) {
        return c >= '0' && c <= '9';
      })) {
    return bad("is not a string of decimal digits");
  }
  constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
  uint64_t seed = 0;
  for (char c : text) {
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (seed > (kMax - digit) / 10) return bad("does not fit in 64 bits");
    seed = seed * 10 + digit;
  }
  return seed;
}

template <class AnyJson>
absl::StatusOr<uint64_t> AnySeedFromJson(const AnyJson& json) {
  if (json.is_string()) {
    return SeedFromDigits(json.template get_ref<const std::string&>());
  }
  if (json.is_number_unsigned()) return json.template get<uint64_t>();
  const std::string text =
      json.dump(-1, ' ', false, AnyJson::error_handler_t::replace);
  if (json.is_number_integer()) {
    const int64_t value = json.template get<int64_t>();
    if (value < 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("seed ", text, " is negative"));
    }
    return static_cast<uint64_t>(value);
  }
  if (json.is_number_float()) {
    return absl::InvalidArgumentError(
        absl::StrCat("seed ", text, " is not an integer below 2^64"));
  }
  return absl::InvalidArgumentError(absl::StrCat(
      "seed ", text, " is neither a string of decimal digits nor a number"));
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
  return {{"game", result.game},           {"index", result.index},
          {"seed", SeedText(result.seed)}, {"entrants", std::move(entrants)},
          {"outcome", result.outcome},     {"plies", result.plies}};
}

absl::StatusOr<MatchResult> ResultFromJson(const Json& json) {
  MatchResult result;
  GAUNTLET_RETURN_IF_ERROR(Get(json, "game", result.game));
  GAUNTLET_RETURN_IF_ERROR(Get(json, "index", result.index));
  GAUNTLET_RETURN_IF_ERROR(GetSeed(json, "seed", result.seed));
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

void RankByScoreFaultedLast(std::vector<EntrantResult>& entrants) {
  const auto better = [](const EntrantResult& a, const EntrantResult& b) {
    if (a.faults.empty() != b.faults.empty()) return a.faults.empty();
    return a.score > b.score;
  };
  for (EntrantResult& e : entrants) {
    e.rank =
        1 + static_cast<int>(std::count_if(
                entrants.begin(), entrants.end(),
                [&](const EntrantResult& other) { return better(other, e); }));
  }
}

std::string SeedText(uint64_t seed) { return std::to_string(seed); }

absl::StatusOr<uint64_t> SeedFromJson(const Json& json) {
  return AnySeedFromJson(json);
}

absl::StatusOr<uint64_t> SeedFromJson(const nlohmann::json& json) {
  return AnySeedFromJson(json);
}

}  // namespace gauntlet::arena
