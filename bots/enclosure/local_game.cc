#include "bots/enclosure/local_game.h"

#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {

std::array<int, kPlayers> RanksOf(const std::array<int, kPlayers>& scores) {
  std::array<int, kPlayers> ranks{};
  for (int i = 0; i < kPlayers; ++i) {
    ranks[i] = 1;
    for (int j = 0; j < kPlayers; ++j) ranks[i] += scores[j] > scores[i];
  }
  return ranks;
}

LocalGameResult PlayLocalGame(const std::array<Brain*, kPlayers>& seats,
                              std::chrono::milliseconds step) {
  std::array<int, kPlayers> starts{};
  for (int i = 0; i < kPlayers; ++i) starts[i] = seats[i]->ChooseStart(i);
  State state = NewGame(starts);
  while (!IsOver(state)) {
    std::array<Action, kPlayers> actions{};
    for (int i = 0; i < kPlayers; ++i) {
      const PlayerState& p = state.players[i];
      if (!p.alive) continue;
      Deadline deadline = Deadline::After(step);
      const Action chosen = seats[i]->ChooseAction(state, i, deadline);
      actions[i] = p.stuck_left > 0 ? Action() : chosen;
    }
    ResolveRound(state, actions, nullptr);
    for (Brain* brain : seats) brain->Observe(actions, state);
  }
  Finish(state);
  LocalGameResult result;
  result.final = state;
  for (int i = 0; i < kPlayers; ++i) result.scores[i] = Score(state, i);
  result.ranks = RanksOf(result.scores);
  return result;
}

}  // namespace gauntlet::enclosure
