#include "tools/registry/bundles.h"

#include <system_error>

#include "absl/strings/str_join.h"
#include "tools/registry/registry.h"

namespace gauntlet::registry {

std::vector<bundle::BundledProgram> BundledPrograms() {
  std::vector<bundle::BundledProgram> programs;
  for (const Game& game : Games()) {
    programs.insert(programs.end(), game.bundled_programs.begin(),
                    game.bundled_programs.end());
  }
  return programs;
}

absl::StatusOr<std::string> BundleProgram(
    std::string_view program, const std::filesystem::path& source_root,
    std::string_view revision) {
  std::vector<std::string> names;
  for (const bundle::BundledProgram& known : BundledPrograms()) {
    if (known.name == program) {
      return bundle::BundleProgram(known, source_root, revision);
    }
    names.emplace_back(known.name);
  }
  return absl::NotFoundError("no program '" + std::string(program) +
                             "' to bundle (one of " +
                             absl::StrJoin(names, ", ") + ")");
}

std::vector<PackagedGame> PackagedGames() {
  std::vector<PackagedGame> games;
  for (const Game& game : Games()) {
    if (game.package.write) games.push_back({game.name, game.package.contest});
  }
  return games;
}

absl::Status WritePackage(std::string_view game,
                          const std::filesystem::path& directory,
                          const bundle::PackageOptions& options,
                          std::ostream& log) {
  const Game* packaged = nullptr;
  std::vector<std::string> names;
  for (const Game& known : Games()) {
    if (!known.package.write) continue;
    if (known.name == game) packaged = &known;
    names.emplace_back(known.name);
  }
  if (packaged == nullptr) {
    return absl::NotFoundError("no package for game '" + std::string(game) +
                               "' (" + absl::StrJoin(names, ", ") + ")");
  }
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (error) {
    return absl::InternalError("cannot create " + directory.string() + ": " +
                               error.message());
  }
  return packaged->package.write(directory, options, log);
}

}  // namespace gauntlet::registry
