#ifndef GAUNTLET_BOTS_ENCLOSURE_LOCAL_GAME_H_
#define GAUNTLET_BOTS_ENCLOSURE_LOCAL_GAME_H_

// A whole game between four brains in one process, without the protocol:
// for the benchmark and for tests. Each brain gets `step` of thinking per
// round, one after another.

#include <array>
#include <chrono>

#include "bots/enclosure/brain.h"
#include "common/enclosure/state.h"

namespace gauntlet::enclosure {

struct LocalGameResult {
  State final;
  std::array<int, kPlayers> scores{};
  std::array<int, kPlayers> ranks{};  // 1 = best; ties share a rank.
};

LocalGameResult PlayLocalGame(const std::array<Brain*, kPlayers>& seats,
                              std::chrono::milliseconds step);

// Ranks for scores: 1 for the best, equal scores equal ranks.
std::array<int, kPlayers> RanksOf(const std::array<int, kPlayers>& scores);

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_LOCAL_GAME_H_
