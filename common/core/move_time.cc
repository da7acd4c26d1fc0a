#include "common/core/move_time.h"

#include <cerrno>
#include <cstdlib>
#include <iostream>

#include "common/core/cli.h"

namespace gauntlet {
namespace {

// The variable's milliseconds, or nullopt when it is not a positive whole
// number that fits.
std::optional<long long> PositiveMs(const char* text) {
  if (text == nullptr || *text < '0' || *text > '9') return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const long long value = std::strtoll(text, &end, 10);
  if (errno != 0 || *end != '\0' || value < 1 || value > (1LL << 31)) {
    return std::nullopt;
  }
  return value;
}

}  // namespace

absl::StatusOr<MoveTimeChoice> ChooseMoveTime(
    std::optional<long long> flag_ms, const char* referee,
    std::chrono::milliseconds fallback) {
  if (flag_ms && *flag_ms < 1) {
    return absl::InvalidArgumentError("--movetime must be positive");
  }
  MoveTimeChoice choice;
  const std::optional<long long> referee_ms = PositiveMs(referee);
  if (referee != nullptr && !referee_ms) {
    choice.warning = std::string(kMoveTimeVariable) + "='" + referee +
                     "' is not a positive number of milliseconds; ignored";
  }
  if (!referee_ms) {
    choice.movetime = flag_ms ? std::chrono::milliseconds(*flag_ms) : fallback;
    return choice;
  }
  choice.movetime = std::chrono::milliseconds(*referee_ms);
  if (flag_ms && *flag_ms < *referee_ms) {
    // Thinking less than allowed is the program's own choice.
    choice.movetime = std::chrono::milliseconds(*flag_ms);
  } else if (flag_ms && *flag_ms > *referee_ms) {
    choice.warning = "--movetime " + std::to_string(*flag_ms) +
                     " is longer than the referee's " +
                     std::to_string(*referee_ms) + " ms (" + kMoveTimeVariable +
                     "); keeping to " + std::to_string(*referee_ms) + " ms";
  }
  return choice;
}

std::chrono::milliseconds MoveTimeOrExit(const cxxopts::Options& options,
                                         const cxxopts::ParseResult& parsed,
                                         std::chrono::milliseconds fallback) {
  std::optional<long long> flag;
  if (parsed.count("movetime")) flag = parsed["movetime"].as<int>();
  absl::StatusOr<MoveTimeChoice> choice =
      ChooseMoveTime(flag, std::getenv(kMoveTimeVariable), fallback);
  if (!choice.ok()) UsageError(options, std::string(choice.status().message()));
  if (!choice->warning.empty()) {
    std::cerr << options.program() << ": warning: " << choice->warning << "\n";
  }
  return choice->movetime;
}

}  // namespace gauntlet
