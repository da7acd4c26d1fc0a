#ifndef GAUNTLET_TOOLS_GAMES_TETRIS_PACKAGE_H_
#define GAUNTLET_TOOLS_GAMES_TETRIS_PACKAGE_H_

// What TEG 2017 takes from an entrant (docs/contests.md): part1/ (the
// placer) and part2/ (the sequencer), each with make.sh, the source, the
// executable make.sh builds, and run.sh; readme.txt naming the language.

#include <filesystem>
#include <ostream>

#include "absl/status/status.h"
#include "tools/bundle/bundler.h"
#include "tools/bundle/package.h"

namespace gauntlet::tetris {

inline constexpr bundle::BundledProgram kPlacerProgram{
    "tetris-placer", "bots/tetris/placer_main.cc",
    "Tetris duel (TEG 2017): the placer (part1)"};
inline constexpr bundle::BundledProgram kSequencerProgram{
    "tetris-sequencer", "bots/tetris/sequencer_main.cc",
    "Tetris duel (TEG 2017): the sequencer (part2)"};

absl::Status WriteTegEntry(const std::filesystem::path& directory,
                           const bundle::PackageOptions& options,
                           std::ostream& log);

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_TOOLS_GAMES_TETRIS_PACKAGE_H_
