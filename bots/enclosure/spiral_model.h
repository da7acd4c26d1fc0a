#ifndef GAUNTLET_BOTS_ENCLOSURE_SPIRAL_MODEL_H_
#define GAUNTLET_BOTS_ENCLOSURE_SPIRAL_MODEL_H_

// A model of a passive spiral drawer, the way the bot a NOI 2013 team
// published draws (docs/enclosure.md, "Against the 2013 contest bot"): pen
// down, it turns clockwise whenever that step is free and not onto its own
// trail, else goes straight while the cell on its right is unowned; it
// closes the shortest way once a player with the pen up can reach its trail
// no later than it can get home, and never minds trails or drawing players.
// Knowing its next steps is what lets a hunter stand where its trail will
// be. The model is trusted only while it keeps predicting: an opponent that
// plays otherwise gets no such bets.

#include <array>
#include <cstdint>
#include <optional>

#include "common/enclosure/geometry.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

// Rounds before drawing `player` can be home, as the spiral drawer counts
// them: the shortest walk from its head (not back along its last segment,
// through no region) to a vertex of its trail.
int SpiralHomeDistance(const State& state, int player);

// The fewest steps any living pen-up player other than `player` needs to
// stand on `player`'s trail (each walking through its own land).
int SpiralThreatDistance(const State& state, int player);

// What a spiral drawer does next at `state`: kStay when it is not drawing
// or is stuck, nullopt when it heads home (it does so by a shortest way,
// but which one it picks at random), else the direction of its step.
std::optional<Dir> SpiralStep(const State& state, int player);

// Whether a spiral drawer at `state` heads home this round: it is in danger
// (SpiralThreatDistance <= SpiralHomeDistance) or it is round 96.
bool SpiralHeadsHome(const State& state, int player);

class SpiralModel {
 public:
  // Before a round is played: what every drawing opponent of `me` that
  // is free to move will do, by the model.
  void Predict(const State& state, int me);
  // After it: the positions `next` shows are checked against the
  // predictions.
  void Observe(const State& next);

  // Whether the model has been right about `player` the last
  // `kTrustStreak` times in a row (and never wrong since).
  bool Trusted(int player) const { return streak_[player] >= kTrustStreak; }
  // Whether the model holds `player` heading home on its current trail
  // (once a spiral drawer starts home it does not turn back).
  bool HeadingHome(int player) const { return heading_home_[player]; }

  static constexpr int kTrustStreak = 2;

 private:
  std::array<bool, kPlayers> predicting_{};
  std::array<int, kPlayers> expected_{};  // Vertex predicted next.
  std::array<int, kPlayers> streak_{};
  std::array<bool, kPlayers> heading_home_{};
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_SPIRAL_MODEL_H_
