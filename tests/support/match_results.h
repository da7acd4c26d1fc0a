#ifndef GAUNTLET_TESTS_SUPPORT_MATCH_RESULTS_H_
#define GAUNTLET_TESTS_SUPPORT_MATCH_RESULTS_H_

// The result lines a match writes, read back for a test.

#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/run_program.h"
#include "tools/arena/result.h"

namespace gauntlet::testing {

// The results in the results.jsonl file at `path`, in order. A line that is
// not a result line fails the test.
inline std::vector<arena::MatchResult> ReadMatchResults(
    const std::string& path) {
  std::vector<arena::MatchResult> results;
  for (const std::string& line : ReadLines(path)) {
    auto result = arena::ParseResultLine(line);
    REQUIRE(result.ok());
    results.push_back(*std::move(result));
  }
  return results;
}

}  // namespace gauntlet::testing

#endif  // GAUNTLET_TESTS_SUPPORT_MATCH_RESULTS_H_
