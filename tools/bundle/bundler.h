#ifndef GAUNTLET_TOOLS_BUNDLE_BUNDLER_H_
#define GAUNTLET_TOOLS_BUNDLE_BUNDLER_H_

// One self-contained C++ source for a program, made from the source tree:
// what contest judges and bot arenas take. It compiles with
// `g++ -std=c++20 FILE.cpp` alone (no include path, no library) and behaves
// as the program built by CMake does.
//
// How a bundle is put together:
//  - the program's main source first, then every source that implements a
//    project header it reaches: a `.cc` whose first project include is that
//    header (the Google convention) and which has no main();
//  - every project header is pasted where it is first included and dropped
//    after; standard headers stay as they are;
//  - what a source puts between `#ifndef GAUNTLET_BUNDLE` and its `#endif`
//    is left out (a feature that needs a library a bundle cannot carry);
//  - `#include "absl/..."` becomes tools/bundle/standin/absl.h and
//    `<cxxopts.hpp>` tools/bundle/standin/cxxopts.h, once each; any other
//    library is refused by name;
//  - common/core/version.h gets its definition from version.cc.in with the
//    revision filled in;
//  - a name that two sources declare in their anonymous namespaces gets a
//    suffix of its own in each (private_names.h), so they do not collide;
//  - the file starts with `#pragma GCC optimize` (kPrologue) so a judge
//    that compiles without -O still gets optimised code.

#include <filesystem>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace gauntlet::bundle {

// A program that can be bundled. Each game's registration lists its own
// (registry::Game::bundled_programs; registry/bundles.h finds one by name).
struct BundledProgram {
  std::string_view name;         // as in build/bin/
  std::string_view main_source;  // relative to the source root
  std::string_view what;         // one line for --help
};

// What a bundle starts with, before any #include: what the judge's command
// line may leave out. The pragma optimises every function that follows as
// -O3 does, and "inline" turns inlining back on, which a command line
// without -O turns off for the whole file and the pragma's "O3" alone does
// not restore (without it the bundle runs at a fifth of the speed).
// NDEBUG matches the Release build. docs/contests.md has the figures.
inline constexpr std::string_view kPrologue =
    "#pragma GCC optimize(\"O3\", \"inline\")\n"
    "#ifndef NDEBUG\n"
    "#define NDEBUG 1\n"
    "#endif\n";

// The bundle of `program` from the tree at `source_root`, stamped with
// `revision` (what its --version prints). NotFound for a missing file;
// FailedPrecondition for a dependency a bundle cannot carry.
absl::StatusOr<std::string> BundleProgram(
    const BundledProgram& program, const std::filesystem::path& source_root,
    std::string_view revision);

}  // namespace gauntlet::bundle

#endif  // GAUNTLET_TOOLS_BUNDLE_BUNDLER_H_
