#ifndef GAUNTLET_TOOLS_REGISTRY_GAME_FRAMES_H_
#define GAUNTLET_TOOLS_REGISTRY_GAME_FRAMES_H_

// What the page draws of one game: its states, one per frame, computed by
// the game's own rules engine (common/<game>/) from the replay, so the page's
// script only draws them and never plays a rule (docs/view.md). Each game's
// registration gives its frames (registry::Game::frames): it re-plays the
// replay through its engine. A replay that cannot be followed (a broken
// setup, an answer the referee accepted that the engine refuses) is an error
// naming the turn; a game cut short gives the frames up to its last turn.

#include <functional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "tools/arena/replay.h"

namespace gauntlet::view {

using arena::Json;

struct Frame {
  int turn = 0;       // The replay's turn number (or round) the frame shows.
  std::string label;  // e.g. "ply 12", "round 40"
  // Indices into Replay::turns of the records whose messages belong here.
  std::vector<int> records;
  Json state;  // The game's own drawing data (the game's script reads it).
};

struct GameFrames {
  Json statics = Json::object();  // Drawing data every frame shares.
  std::vector<Frame> frames;
  // Where re-playing the replay disagreed with what the referee recorded.
  std::vector<std::string> warnings;
  // A message's role when a seat plays several (a Tetris side's placer and
  // sequencer); unset: one role a seat.
  std::function<std::string(const arena::TurnRecord&, const arena::TurnEntry&)>
      role;
};

}  // namespace gauntlet::view

#endif  // GAUNTLET_TOOLS_REGISTRY_GAME_FRAMES_H_
