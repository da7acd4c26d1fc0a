#include "tools/gauntlet/bundle_command.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "common/core/cli.h"
#include "common/core/version.h"
#include "tools/bundle/package.h"
#include "tools/registry/bundles.h"

namespace gauntlet {
namespace {

namespace fs = std::filesystem;

// The tree to read: --source, else the one this program was built from. A
// tree without the bundle stand-ins is refused rather than half-read.
fs::path SourceRoot(const cxxopts::Options& options,
                    const cxxopts::ParseResult& args) {
  const fs::path root = args.count("source")
                            ? fs::path(args["source"].as<std::string>())
                            : fs::path(GAUNTLET_SOURCE_DIR);
  if (!fs::exists(root / "tools/bundle/standin/absl.h")) {
    UsageError(options, "no Gauntlet source tree at " + root.string() +
                            " (give one with --source DIR)");
  }
  return root;
}

void AddSourceFlag(cxxopts::Options& options) {
  options.add_options()("source",
                        "the Gauntlet source tree to read (default: the one "
                        "this gauntlet was built from)",
                        cxxopts::value<std::string>(), "DIR");
}

}  // namespace

int RunBundle(int argc, char** argv) {
  std::string programs;
  for (const bundle::BundledProgram& program : registry::BundledPrograms()) {
    programs +=
        "\n  " + std::string(program.name) + ": " + std::string(program.what);
  }
  cxxopts::Options options(
      "gauntlet bundle",
      "Write one self-contained C++ source of a program: it compiles with "
      "`g++ -std=c++20 FILE.cpp` alone (standard library only) and is fast "
      "without -O. Programs:" +
          programs + "\n");
  options.add_options()("program", "the program to bundle",
                        cxxopts::value<std::string>())(
      "o,output", "the file to write (default: stdout)",
      cxxopts::value<std::string>(), "FILE.cpp");
  AddSourceFlag(options);
  options.parse_positional({"program"});
  options.positional_help("PROGRAM");
  const cxxopts::ParseResult args = ParseCommandLine(options, argc, argv);
  if (args.count("program") == 0) UsageError(options, "no program given");
  const fs::path root = SourceRoot(options, args);
  const absl::StatusOr<std::string> text = registry::BundleProgram(
      args["program"].as<std::string>(), root, GitRevision());
  if (!text.ok()) {
    std::cerr << "gauntlet bundle: " << text.status().message() << "\n";
    return 2;
  }
  if (!args.count("output") || args["output"].as<std::string>() == "-") {
    std::cout << *text << std::flush;
    return 0;
  }
  const std::string path = args["output"].as<std::string>();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << *text;
  out.close();
  if (!out) {
    std::cerr << "gauntlet bundle: cannot write " << path << "\n";
    return 1;
  }
  return 0;
}

int RunPackage(int argc, char** argv) {
  std::string games;
  for (const registry::PackagedGame& game : registry::PackagedGames()) {
    games += "\n  " + std::string(game.game) + ": " + std::string(game.contest);
  }
  cxxopts::Options options(
      "gauntlet package",
      "Write what a contest takes for a game into a directory "
      "(docs/contests.md). Games:" +
          games + "\n");
  options.add_options()("game", "the game to package",
                        cxxopts::value<std::string>())(
      "o,output", "the directory to write", cxxopts::value<std::string>(),
      "DIR")("no-build",
             "do not run the make.sh scripts written (no executables)");
  AddSourceFlag(options);
  options.parse_positional({"game"});
  options.positional_help("GAME");
  const cxxopts::ParseResult args = ParseCommandLine(options, argc, argv);
  if (args.count("game") == 0) UsageError(options, "no game given");
  if (args.count("output") == 0) UsageError(options, "-o DIR is required");
  bundle::PackageOptions package;
  package.source_root = SourceRoot(options, args);
  package.revision = GitRevision();
  package.build = args.count("no-build") == 0;
  const absl::Status status = registry::WritePackage(
      args["game"].as<std::string>(), args["output"].as<std::string>(), package,
      std::cout);
  if (!status.ok()) {
    std::cerr << "gauntlet package: " << status.message() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace gauntlet
