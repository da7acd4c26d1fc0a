#ifndef GAUNTLET_BOTS_ENCLOSURE_TRACKER_H_
#define GAUNTLET_BOTS_ENCLOSURE_TRACKER_H_

// Rebuilds the full game state (trails, land, traps) from the [STATUS] lines
// a bot is sent. [STATUS] only shows positions, pen states and traps, so the
// tracker finds the joint action that explains the change, replays it with
// the rules engine, and so knows everything the referee knows.

#include <array>

#include "common/enclosure/protocol.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

class Tracker {
 public:
  // The first [STATUS]: everyone at the start, pen up.
  void Start(const Status& status);

  // A later [STATUS], after a round in which this bot (`me`) chose `mine`.
  // Returns false when no joint action explains it exactly; the state is
  // then patched from the status as well as possible.
  bool Update(const Status& status, int me, Action mine);

  const State& state() const { return state_; }
  // The joint action found for the last round: stay for stuck and dead
  // players, `s -1` for a player who died before moving.
  const std::array<Action, kPlayers>& last_joint() const { return joint_; }

 private:
  State state_;
  std::array<Action, kPlayers> joint_{};
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_TRACKER_H_
