#ifndef GAUNTLET_BOTS_ENCLOSURE_MCTS_BRAIN_H_
#define GAUNTLET_BOTS_ENCLOSURE_MCTS_BRAIN_H_

// The MCTS player: Enclosure as a simultaneous game for the generic
// decoupled-UCT engine (common/search/mcts.h), with actions that kill at once
// pruned and the rectangle rollout policy for playouts.

#include <array>
#include <vector>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/rollout.h"
#include "common/enclosure/state.h"
#include "common/search/mcts.h"

namespace gauntlet::enclosure {

class EnclosureGame {
 public:
  static constexpr int kPlayers = enclosure::kPlayers;
  using State = enclosure::State;
  using Action = enclosure::Action;

  explicit EnclosureGame(const MctsBrainOptions& options)
      : traps_(options.traps),
        horizon_(options.horizon),
        rollout_(options.rollout),
        reward_(options.reward) {}

  bool IsTerminal(const State& state) const;
  void Actions(const State& state, int player,
               std::vector<Action>& actions) const;
  void Apply(State& state, const std::array<Action, kPlayers>& joint) const;
  std::array<double, kPlayers> Playout(State& state, Rng& rng) const;

 private:
  bool traps_;
  int horizon_;
  RolloutOptions rollout_;
  RewardOptions reward_;
};

static_assert(search::SimultaneousGame<EnclosureGame>);

class MctsBrain : public Brain {
 public:
  MctsBrain(uint64_t seed, const MctsBrainOptions& options);
  int ChooseStart(int me) override;
  Action ChooseAction(const State& state, int me, Deadline& deadline) override;
  void Observe(const std::array<Action, kPlayers>& joint,
               const State& next) override;

  // Figures of the last search, for benchmarks and logs.
  int64_t last_iterations() const { return last_iterations_; }
  uint32_t last_root_visits() const { return mcts_.root_visits(); }
  int64_t reused_rounds() const { return reused_rounds_; }

 private:
  EnclosureGame game_;
  search::Mcts<EnclosureGame> mcts_;
  int64_t iterations_;
  bool root_ready_ = false;
  int64_t last_iterations_ = 0;
  int64_t reused_rounds_ = 0;
};

}  // namespace gauntlet::enclosure

#endif  // GAUNTLET_BOTS_ENCLOSURE_MCTS_BRAIN_H_
