#ifndef GAUNTLET_TESTS_VIEW_SAMPLE_REPLAYS_H_
#define GAUNTLET_TESTS_VIEW_SAMPLE_REPLAYS_H_

// Short games of each game between our bots, played by the built programs
// (gauntlet selfplay, robots --replay) with no deadlines, so no answer is
// ever late and every machine plays the same game.

#include <string>

#include "tools/arena/replay.h"

namespace gauntlet::view_test {

// Plays one game of `game` into `dir` and returns its replay's path.
std::string WriteSampleReplay(const std::string& game, const std::string& dir);

// The replay at `path`, read; fails the test when it cannot be.
arena::Replay ReadSampleReplay(const std::string& path);

}  // namespace gauntlet::view_test

#endif  // GAUNTLET_TESTS_VIEW_SAMPLE_REPLAYS_H_
