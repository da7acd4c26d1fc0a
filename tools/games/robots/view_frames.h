#ifndef GAUNTLET_TOOLS_GAMES_ROBOTS_VIEW_FRAMES_H_
#define GAUNTLET_TOOLS_GAMES_ROBOTS_VIEW_FRAMES_H_

// What the viewer draws of a Robots replay (tools/registry/game_frames.h).

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"
#include "tools/registry/game_frames.h"

namespace gauntlet::view {

absl::StatusOr<GameFrames> RobotsFrames(const arena::Replay& replay);

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_GAMES_ROBOTS_VIEW_FRAMES_H_
