#include "tools/bundle/package.h"

#include <array>
#include <cstdlib>
#include <fstream>
#include <string>
#include <system_error>

#include "common/core/status_macros.h"
#include "tools/bundle/bundler.h"

namespace gauntlet::bundle {
namespace {

namespace fs = std::filesystem;

constexpr std::array kGames = {
    PackagedGame{"tetris", "TEG 2017: part1/ and part2/ folders"},
    PackagedGame{"enclosure", "NOI 2013: one .cpp"},
    PackagedGame{"duckchess", "THUPC 2019 judge problem: one .cpp"},
    PackagedGame{"robots", "ECNA 2001 judge problem: one .cpp"},
    PackagedGame{"hunger", "a bot arena: one .cpp"},
};

absl::Status WriteFile(const fs::path& path, const std::string& text,
                       bool executable, std::ostream& log) {
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) return absl::InternalError("cannot write " + path.string());
  }
  if (executable) {
    std::error_code error;
    fs::permissions(
        path,
        fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
        fs::perm_options::add, error);
    if (error) {
      return absl::InternalError("cannot make " + path.string() +
                                 " executable: " + error.message());
    }
  }
  log << path.string() << "\n";
  return absl::OkStatus();
}

absl::Status WriteBundle(std::string_view program, const fs::path& path,
                         const PackageOptions& options, std::ostream& log) {
  GAUNTLET_ASSIGN_OR_RETURN(
      const std::string text,
      BundleProgram(program, options.source_root, options.revision));
  return WriteFile(path, text, false, log);
}

std::string ShellQuoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

// One TEG 2017 part: the organisers run `./make.sh` inside it, then
// `./partN/run.sh` from the folder above, so run.sh finds the executable
// beside itself whatever the working directory. The executable shipped is
// static (it runs on any Linux x86-64); make.sh rebuilds it where g++ knows
// C++20 and keeps it where g++ is older (TEG 2017 listed g++ 4.8.5).
absl::Status WriteTegPart(const fs::path& part, std::string_view program,
                          std::string_view executable,
                          const PackageOptions& options, std::ostream& log) {
  std::error_code error;
  fs::create_directories(part, error);
  if (error) {
    return absl::InternalError("cannot create " + part.string() + ": " +
                               error.message());
  }
  const std::string exe(executable);
  const std::string source = exe + ".cpp";
  GAUNTLET_RETURN_IF_ERROR(WriteBundle(program, part / source, options, log));
  const std::string make =
      "#!/bin/sh\n"
      "# Builds ./" +
      exe + " from " + source +
      " (C++20, standard library only). A g++\n"
      "# without C++20 keeps the static ./" +
      exe +
      " shipped beside it, which runs on\n"
      "# any Linux x86-64.\n"
      "set -e\n"
      "cd \"$(dirname \"$0\")\"\n"
      "if g++ -std=c++20 -x c++ -fsyntax-only /dev/null 2>/dev/null; then\n"
      "  g++ -std=c++20 -O2 -o " +
      exe + " " + source +
      "\n"
      "elif [ -x " +
      exe +
      " ]; then\n"
      "  echo \"make.sh: this g++ has no C++20; keeping the shipped ./" +
      exe +
      "\" >&2\n"
      "else\n"
      "  echo \"make.sh: this g++ has no C++20 and no ./" +
      exe +
      " was shipped\" >&2\n"
      "  exit 1\n"
      "fi\n";
  GAUNTLET_RETURN_IF_ERROR(WriteFile(part / "make.sh", make, true, log));
  const std::string run =
      "#!/bin/sh\n"
      "# Runs the " +
      std::string(program) +
      " on stdin/stdout, from any working directory.\n"
      "exec \"$(dirname \"$0\")/" +
      exe + "\" \"$@\"\n";
  GAUNTLET_RETURN_IF_ERROR(WriteFile(part / "run.sh", run, true, log));
  if (!options.build) return absl::OkStatus();
  const std::string command = "cd " + ShellQuoted(part.string()) +
                              " && g++ -std=c++20 -O2 -static -o " + exe + " " +
                              source;
  if (std::system(command.c_str()) != 0) {
    return absl::InternalError("`" + command + "` failed");
  }
  log << (part / exe).string() << "\n";
  return absl::OkStatus();
}

absl::Status WriteTeg(const fs::path& directory, const PackageOptions& options,
                      std::ostream& log) {
  GAUNTLET_RETURN_IF_ERROR(WriteTegPart(directory / "part1", "tetris-placer",
                                        "placer", options, log));
  GAUNTLET_RETURN_IF_ERROR(WriteTegPart(directory / "part2", "tetris-sequencer",
                                        "sequencer", options, log));
  const std::string readme =
      "Language: C++ (C++20: GNU g++ 10 or later), standard library only.\n"
      "part1: the placer (part1/placer.cpp); part2: the sequencer "
      "(part2/sequencer.cpp).\n"
      "Build: ./make.sh inside each part (an older g++ keeps the static "
      "executables shipped).\nRun: ./part1/run.sh and ./part2/run.sh from "
      "this folder.\n"
      "Generated by `gauntlet package tetris` from Gauntlet " +
      std::string(options.revision) + ".\n";
  return WriteFile(directory / "readme.txt", readme, false, log);
}

}  // namespace

std::span<const PackagedGame> PackagedGames() { return kGames; }

absl::Status WritePackage(std::string_view game, const fs::path& directory,
                          const PackageOptions& options, std::ostream& log) {
  std::error_code error;
  fs::create_directories(directory, error);
  if (error) {
    return absl::InternalError("cannot create " + directory.string() + ": " +
                               error.message());
  }
  if (game == "tetris") return WriteTeg(directory, options, log);
  if (game == "enclosure") {
    return WriteBundle("enclosure-bot", directory / "enclosure-bot.cpp",
                       options, log);
  }
  if (game == "duckchess") {
    return WriteBundle("duckchess-replay", directory / "duckchess-replay.cpp",
                       options, log);
  }
  if (game == "robots") {
    return WriteBundle("robots", directory / "robots.cpp", options, log);
  }
  if (game == "hunger") {
    return WriteBundle("hunger-bot", directory / "hunger-bot.cpp", options,
                       log);
  }
  return absl::NotFoundError("no package for game '" + std::string(game) +
                             "' (tetris, enclosure, duckchess, robots or "
                             "hunger)");
}

}  // namespace gauntlet::bundle
