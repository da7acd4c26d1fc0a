#ifndef GAUNTLET_TOOLS_VIEW_VIEW_DATA_H_
#define GAUNTLET_TOOLS_VIEW_VIEW_DATA_H_

// The JSON a game's page holds: who played, the frames the game's engine
// computed (tools/registry/game_frames.h), each frame's messages as the replay
// stored them, faults, and the result. docs/view.md describes its fields.

#include <cstddef>
#include <string>

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"

namespace gauntlet::view {

struct ViewOptions {
  // Messages sent are cut to this many bytes (on top of the replay's own
  // cut, --replay-sent-bytes); 0 keeps them as stored.
  std::size_t sent_limit = 0;
};

absl::StatusOr<arena::Json> GameData(const arena::Replay& replay,
                                     const std::string& source,
                                     const ViewOptions& options);

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_VIEW_VIEW_DATA_H_
