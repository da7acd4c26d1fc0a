#include "bots/enclosure/mcts_brain.h"

#include "bots/enclosure/moves.h"
#include "bots/enclosure/rollout.h"
#include "common/enclosure/rules.h"

namespace gauntlet::enclosure {

bool EnclosureGame::IsTerminal(const State& state) const {
  return IsOver(state);
}

void EnclosureGame::Actions(const State& state, int player,
                            std::vector<Action>& actions) const {
  SafeActions(state, player, traps_, actions);
}

void EnclosureGame::Apply(State& state,
                          const std::array<Action, kPlayers>& joint) const {
  ResolveRound(state, joint, nullptr);
}

std::array<double, kPlayers> EnclosureGame::Playout(State& state,
                                                    Rng& rng) const {
  return enclosure::Playout(state, horizon_, rng, rollout_, reward_);
}

MctsBrain::MctsBrain(uint64_t seed, const MctsBrainOptions& options)
    : game_(options),
      mcts_(game_, search::MctsOptions{options.exploration, options.max_nodes},
            seed),
      iterations_(options.iterations) {}

int MctsBrain::ChooseStart(int me) {
  // One quadrant each, a little in from the corner: room for rectangles on
  // every side, away from the others' likely starts.
  constexpr std::array<int, kPlayers> kStarts = {
      VertexAt(2, 2), VertexAt(8, 2), VertexAt(8, 8), VertexAt(2, 8)};
  return kStarts[me];
}

Action MctsBrain::ChooseAction(const State& state, int me, Deadline& deadline) {
  if (!root_ready_ || !(mcts_.root_state() == state)) mcts_.SetRoot(state);
  root_ready_ = false;
  std::vector<Action> choices;
  SafeActions(state, me, false, choices);
  if (choices.size() == 1) {
    last_iterations_ = 0;
    return choices.front();
  }
  if (iterations_ > 0) {
    Deadline untimed = Deadline::Never();
    last_iterations_ = mcts_.Search(untimed, iterations_);
  } else {
    last_iterations_ = mcts_.Search(deadline);
  }
  const Action best = mcts_.BestAction(me);
  return best;
}

void MctsBrain::Observe(const std::array<Action, kPlayers>& joint,
                        const State& next) {
  if (mcts_.Advance(joint, next)) ++reused_rounds_;
  root_ready_ = true;
}

}  // namespace gauntlet::enclosure
