#ifndef GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_
#define GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_

// What a contest takes from an entrant, written to a directory
// (docs/contests.md). Each game's registration says how its contest lays
// the entry out (registry::Game::package): one bundled source for most,
// the TEG 2017 part folders for the Tetris duel (tools/games/tetris/). Every
// source is a bundle (bundler.h).

#include <filesystem>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "absl/status/status.h"
#include "tools/bundle/bundler.h"

namespace gauntlet::bundle {

struct PackageOptions {
  std::filesystem::path source_root;
  std::string_view revision;
  // Whether to build executables (static) beside their sources, where the
  // contest ships them (TEG 2017).
  bool build = true;
};

// Writes a contest's entry into `directory` (which exists) and lists each
// file written on `log`.
using WriteEntry = std::function<absl::Status(
    const std::filesystem::path& directory, const PackageOptions& options,
    std::ostream& log)>;

// What a game's contest takes.
struct Package {
  std::string_view contest;  // one line for --help, e.g. "NOI 2013: one .cpp"
  WriteEntry write;          // absent: the game has no package
};

// The entry of a contest that takes one source: `program`'s bundle as
// <program name>.cpp.
WriteEntry OneSource(const BundledProgram& program);

// Writes `text` to `path` (replacing it), executable or not, and lists it on
// `log`.
absl::Status WriteFile(const std::filesystem::path& path,
                       const std::string& text, bool executable,
                       std::ostream& log);

// Writes the bundle of `program` to `path` and lists it on `log`.
absl::Status WriteBundle(const BundledProgram& program,
                         const std::filesystem::path& path,
                         const PackageOptions& options, std::ostream& log);

// `text` in single quotes for sh.
std::string ShellQuoted(const std::string& text);

}  // namespace gauntlet::bundle

#endif  // GAUNTLET_TOOLS_BUNDLE_PACKAGE_H_
