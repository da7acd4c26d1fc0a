#ifndef GAUNTLET_TESTS_ARENA_RESULT_SAMPLES_H_
#define GAUNTLET_TESTS_ARENA_RESULT_SAMPLES_H_

// What the result, replay and records tests share: a sample result line, and
// what becomes of a seed in readers that hold JSON numbers in doubles.

#include <cstdint>
#include <string>

#include "nlohmann/json.hpp"
#include "tools/arena/result.h"

namespace gauntlet::arena {

// A finished duckchess game, one of whose entrants has a fault.
inline MatchResult SampleResult() {
  MatchResult result;
  result.game = "duckchess";
  result.index = 3;
  result.seed = 123456789;
  result.entrants = {{"a", "...", 1, 1, 1, {}},
                     {"b", "...", 0, 0, 2, {"timeout at ply 17"}}};
  result.outcome = "red captain captured at ply 41";
  result.plies = 41;
  return result;
}

// A seed as a reader that holds every JSON number in a double (jq,
// JavaScript) gets it back: strings pass untouched, numbers are rounded.
inline uint64_t ThroughDoubles(const nlohmann::json& seed) {
  if (seed.is_string()) return std::stoull(seed.get<std::string>());
  return static_cast<uint64_t>(std::stod(seed.dump()));
}

}  // namespace gauntlet::arena

#endif  // GAUNTLET_TESTS_ARENA_RESULT_SAMPLES_H_
