#include "tools/arena/player_flags.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/cli.h"
#include "tools/arena/containment.h"

namespace gauntlet::arena {
namespace {

// AddressSanitizer reserves terabytes of address space for its shadow
// memory, so in a sanitizer build, whose bots are sanitized too, an
// address-space limit would kill every player at start.
#if defined(__SANITIZE_ADDRESS__)
constexpr char kDefaultMemoryMb[] = "0";
#else
constexpr char kDefaultMemoryMb[] = "4096";
#endif

}  // namespace

void AddPlayerLimitFlags(cxxopts::Options& options) {
  options.add_options("player limits")(
      "cpu-seconds", "CPU seconds per player process (0: no limit)",
      cxxopts::value<uint64_t>()->default_value("0"))(
      "memory-mb",
      "address space per player process in MiB (0: no limit; the default is "
      "0 in sanitizer builds)",
      cxxopts::value<uint64_t>()->default_value(kDefaultMemoryMb))(
      "max-line-bytes", "longest reply line a player may send",
      cxxopts::value<size_t>()->default_value("1048576"))(
      "stderr-cap-bytes", "bytes of each player's stderr kept in its log",
      cxxopts::value<size_t>()->default_value("1048576"));
}

absl::StatusOr<ProcessOptions> ReadPlayerLimitFlags(
    const cxxopts::ParseResult& parsed) {
  ProcessOptions options;
  options.limits.cpu_seconds = parsed["cpu-seconds"].as<uint64_t>();
  options.limits.address_space_bytes = parsed["memory-mb"].as<uint64_t>() << 20;
  // Players write files only by mistake; 64 MiB stops a runaway one.
  options.limits.file_size_bytes = 64 << 20;
  options.max_line_length = parsed["max-line-bytes"].as<size_t>();
  options.stderr_cap_bytes = parsed["stderr-cap-bytes"].as<size_t>();
  if (options.max_line_length == 0) {
    return absl::InvalidArgumentError("--max-line-bytes must be positive");
  }
  return options;
}

std::string StderrLogPath(const std::string& out_dir, int index, int entrant,
                          std::string_view program) {
  if (out_dir.empty()) return "";
  return absl::StrCat(out_dir, "/game-", index, ".", entrant,
                      program.empty() ? "" : ".", std::string(program),
                      ".stderr.log");
}

RefereeFlags ReadRefereeFlagsOrExit(const cxxopts::Options& options,
                                    const cxxopts::ParseResult& parsed,
                                    int entrants) {
  absl::StatusOr<MatchFlags> match = ReadMatchFlags(parsed, entrants);
  if (!match.ok()) UsageError(options, std::string(match.status().message()));
  absl::StatusOr<ProcessOptions> limits = ReadPlayerLimitFlags(parsed);
  if (!limits.ok()) {
    UsageError(options, std::string(limits.status().message()));
  }
  return {*std::move(match), *std::move(limits)};
}

Json LimitsJson(const ProcessOptions& options) {
  return {{"cpu_seconds", options.limits.cpu_seconds},
          {"address_space_bytes", options.limits.address_space_bytes},
          {"processes", options.limits.processes},
          {"file_size_bytes", options.limits.file_size_bytes},
          {"max_line_length", options.max_line_length},
          {"stderr_cap_bytes", options.stderr_cap_bytes},
          {"containment", std::string(ContainmentName(HarnessContainment()))}};
}

}  // namespace gauntlet::arena
