#ifndef GAUNTLET_COMMON_CORE_MOVE_TIME_H_
#define GAUNTLET_COMMON_CORE_MOVE_TIME_H_

// The time per move a bot program keeps inside. Our referees give every
// player process the match's --movetime in the environment variable
// GAUNTLET_MOVETIME_MS (docs/match-contract.md), so a bot seated by
// `gauntlet match GAME --movetime 100` keeps inside 100 ms without being
// told twice. A --movetime of the program's own that is longer than the
// referee's would make it overrun: the referee's is kept, with a warning.

#include <chrono>
#include <optional>
#include <string>

#include "absl/status/statusor.h"

namespace cxxopts {
class Options;
class ParseResult;
}  // namespace cxxopts

namespace gauntlet {

inline constexpr char kMoveTimeVariable[] = "GAUNTLET_MOVETIME_MS";

struct MoveTimeChoice {
  std::chrono::milliseconds movetime{0};
  // Why the program's own --movetime, or a malformed variable, was not
  // taken; empty when nothing disagreed.
  std::string warning;
};

// `flag_ms`: the program's --movetime when given; `referee`: the variable's
// text when it is set (else nullptr); `fallback`: the program's default.
// The flag alone, the referee's alone, or the smaller of both; neither: the
// fallback. A flag below 1 is an error; a variable that is not a positive
// number of milliseconds is ignored with a warning.
absl::StatusOr<MoveTimeChoice> ChooseMoveTime(
    std::optional<long long> flag_ms, const char* referee,
    std::chrono::milliseconds fallback);

// A program's time per move from its --movetime flag (an int, declared
// without a default) and the environment, as ChooseMoveTime chooses it; a
// warning goes to stderr as "PROGRAM: warning: ...", an error is a usage
// error (exit 2).
std::chrono::milliseconds MoveTimeOrExit(const cxxopts::Options& options,
                                         const cxxopts::ParseResult& parsed,
                                         std::chrono::milliseconds fallback);

}  // namespace gauntlet

#endif  // GAUNTLET_COMMON_CORE_MOVE_TIME_H_
