#ifndef GAUNTLET_COMMON_DUCKCHESS_REPLAY_H_
#define GAUNTLET_COMMON_DUCKCHESS_REPLAY_H_

// The statement's own task: replay a sequence of attempted moves from the
// start position and describe each one (or say it is invalid).

#include <istream>
#include <ostream>
#include <string>

#include "absl/status/status.h"
#include "common/duckchess/board.h"

namespace gauntlet::duckchess {

class ReplayJudge {
 public:
  // The answer line for one command; a valid command is played.
  std::string Apply(Move m);
  const Position& position() const { return position_; }

 private:
  Position position_;
};

// Reads Q and Q commands from `in`, writing one answer per command to `out`
// as soon as it is read. Malformed input returns an error naming the line;
// the answers before it have been written.
absl::Status RunReplay(std::istream& in, std::ostream& out);

}  // namespace gauntlet::duckchess

#endif  // GAUNTLET_COMMON_DUCKCHESS_REPLAY_H_
