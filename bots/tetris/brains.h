#ifndef GAUNTLET_BOTS_TETRIS_BRAINS_H_
#define GAUNTLET_BOTS_TETRIS_BRAINS_H_

// The two roles as in-process objects: the programs wrap them in line I/O,
// the benchmark and tests call them directly (no pipes).

#include <string>

#include "common/tetris/protocol.h"

namespace gauntlet::tetris {

// The statement's free time per reply (ms): slower replies cost points.
inline constexpr int kDefaultMoveTimeMs = 100;

class PlacerBrain {
 public:
  virtual ~PlacerBrain() = default;
  // One command line for one placer message.
  virtual std::string Respond(const PlacerInput& input) = 0;
};

class SequencerBrain {
 public:
  virtual ~SequencerBrain() = default;
  // One reply line (its first character is the next piece).
  virtual std::string Respond(const SequencerInput& input) = 0;
};

}  // namespace gauntlet::tetris

#endif  // GAUNTLET_BOTS_TETRIS_BRAINS_H_
