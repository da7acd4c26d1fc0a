#ifndef GAUNTLET_TOOLS_REGISTRY_BUNDLES_H_
#define GAUNTLET_TOOLS_REGISTRY_BUNDLES_H_

// `gauntlet bundle` and `gauntlet package` over every game's registration:
// the programs each game bundles and the entry its contest takes
// (Game::bundled_programs, Game::package).

#include <filesystem>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "tools/bundle/bundler.h"
#include "tools/bundle/package.h"

namespace gauntlet::registry {

// Every game's bundled programs, in the order of the games.
std::vector<bundle::BundledProgram> BundledPrograms();

// The bundle of the program named `program` (bundle::BundleProgram); NotFound
// naming the programs for an unknown one.
absl::StatusOr<std::string> BundleProgram(
    std::string_view program, const std::filesystem::path& source_root,
    std::string_view revision);

// A game with a package, and its contest.
struct PackagedGame {
  std::string_view game;
  std::string_view contest;
};
std::vector<PackagedGame> PackagedGames();

// Writes `game`'s contest entry into `directory` (created if missing; files
// of the same names are replaced) and lists each file written on `log`;
// NotFound for a game without a package.
absl::Status WritePackage(std::string_view game,
                          const std::filesystem::path& directory,
                          const bundle::PackageOptions& options,
                          std::ostream& log);

}  // namespace gauntlet::registry

#endif  // GAUNTLET_TOOLS_REGISTRY_BUNDLES_H_
