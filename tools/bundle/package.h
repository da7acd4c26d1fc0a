#ifndef GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_
#define GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_

// What each contest takes from an entrant, written to a directory
// (docs/contests.md):
//   tetris     TEG 2017: part1/ (placer) and part2/ (sequencer), each with
//              make.sh, the source, the executable make.sh builds, and
//              run.sh; readme.txt naming the language
//   enclosure  NOI 2013: enclosure-bot.cpp
//   duckchess  THUPC 2019's judge problem: duckchess-replay.cpp
//   robots     ECNA 2001's judge problem: robots.cpp
//   hunger     a bot arena's one source: hunger-bot.cpp
// Every source is a bundle (bundler.h).

#include <filesystem>
#include <ostream>
#include <span>
#include <string_view>

#include "absl/status/status.h"

namespace gauntlet::bundle {

struct PackageOptions {
  std::filesystem::path source_root;
  std::string_view revision;
  // Whether to build the TEG executables (static) beside their sources.
  bool build = true;
};

// The games `WritePackage` knows, each with the contest it packages for.
struct PackagedGame {
  std::string_view game;
  std::string_view contest;
};
std::span<const PackagedGame> PackagedGames();

// Writes `game`'s submission into `directory` (created if missing; files of
// the same names are replaced) and lists each file written on `log`.
absl::Status WritePackage(std::string_view game,
                          const std::filesystem::path& directory,
                          const PackageOptions& options, std::ostream& log);

}  // namespace gauntlet::bundle

#endif  // GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_
