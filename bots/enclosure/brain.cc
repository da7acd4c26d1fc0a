#include "bots/enclosure/brain.h"

#include <string>

#include "bots/enclosure/baselines.h"
#include "bots/enclosure/lookahead_brain.h"
#include "bots/enclosure/mcts_brain.h"

namespace gauntlet::enclosure {

namespace {

// "reward.*": how a playout's end is scored, for the MCTS and the lookahead
// players alike.
void DeclareParams(RewardOptions& w, ParamTable& table) {
  table.Real("reward.best_share", &w.best_share, 0, 1, 0.05,
             "reward part for the best projected score; the rest by share");
  table.Real("reward.land_weight", &w.land_weight, 0, 100, 1,
             "weight of the allowance for land still to win");
  table.Real("reward.land_cap", &w.land_cap, 1, kCells, 1,
             "free cells per living player counted at most");
  table.Real("reward.region_rounds", &w.region_rounds, 1, 200, 2,
             "rounds left for the full allowance");
}

}  // namespace

void DeclareParams(MctsBrainOptions& o, ParamTable& table) {
  table.Real("mcts.exploration", &o.exploration, 0, 4, 0.05,
             "UCB1 exploration constant (rewards in [0, 1])");
  table.Int("mcts.max_nodes", &o.max_nodes, 1024, 1 << 21, 8192,
            "tree nodes; past this, leaves are no longer expanded");
  table.Int("mcts.iterations", &o.iterations, 0, int64_t{1} << 30, 100,
            "playouts per round whatever the time (0: think for the time "
            "given)");
  table.Int("mcts.horizon", &o.horizon, 1, kMaxRounds, 2,
            "playout rounds before the position is scored");
  RolloutOptions& r = o.rollout;
  table.Int("rollout.threat_distance", &r.threat_distance, 0, 20, 1,
            "close the loop when an enemy is this near the own trail");
  table.Int("rollout.attack_distance", &r.attack_distance, 0, 20, 1,
            "run at enemy trails within this distance");
  table.Real("rollout.attack_chance", &r.attack_chance, 0, 1, 0.05,
             "probability of running at a trail in reach");
  table.Int("rollout.max_rectangle_side", &r.max_rectangle_side, 1, 10, 1,
            "rectangles drawn are 1..this a side");
  table.Int("rollout.rectangle_attempts", &r.rectangle_attempts, 1, 32, 1,
            "random rectangles tried before a random safe step");
  DeclareParams(o.reward, table);
}

void DeclareParams(LoopOptions& o, ParamTable& table) {
  table.Int("loops.margin", &o.margin, -5, 10, 1,
            "steps home at most an opponent's distance minus this");
  table.Real("loops.approach", &o.approach, 0, 1, 0.05,
             "rate opponents are assumed to close in at (0 still, 1 running)");
  table.Int("loops.max_side", &o.max_side, 1, kCellSide, 1,
            "rectangles are 1..this a side");
  table.Bool("loops.traps", &o.traps, "trap players drawing past");
}

void DeclareParams(LookaheadOptions& o, ParamTable& table) {
  table.Int("lookahead.horizon", &o.horizon, 1, kMaxRounds, 5,
            "rounds played on after each tried action before scoring");
  table.Int("lookahead.model_rounds", &o.model_rounds, 0, kMaxRounds, 2,
            "an opponent's moves seen before its model can change");
  table.Real("lookahead.model_agreement", &o.model_agreement, 0, 1, 0.05,
             "share of an opponent's moves the planner must predict to "
             "play it in the playouts");
  table.Int("lookahead.max_sweeps", &o.max_sweeps, 1, 4096, 8,
            "playouts per action and round at most, when random");
  table.Bool("lookahead.untimed", &o.untimed,
             "play every playout out whatever the time (capped by "
             "lookahead.horizon and lookahead.max_sweeps alone)");
  DeclareParams(o.reward, table);
}

void DeclareParams(std::string_view level, BrainOptions& options,
                   ParamTable& table) {
  if (level == "mcts") DeclareParams(options.mcts, table);
  if (level == "lookahead" || level == "adaptive") {
    DeclareParams(options.loops, table);
    DeclareParams(options.lookahead, table);
  }
  if (level == "adaptive") {
    LoopOptions& bold = options.lookahead.unpredicted_loops;
    table.Int("adaptive.margin", &bold.margin, -5, 10, 1,
              "loops.margin of the planner played against opponents the "
              "planner does not predict");
    table.Real("adaptive.approach", &bold.approach, 0, 1, 0.05,
               "loops.approach of that planner");
    table.Int("adaptive.passive_extra", &bold.passive_extra, 0, 100, 1,
              "rounds added to that planner's threat of opponents seen not "
              "to run at trails");
    LookaheadOptions& look = options.lookahead;
    table.Int("adaptive.passive_radius", &look.passive_radius, 1, 20, 1,
              "an opponent this near another's trail, pen up, has a chance "
              "to run at it");
    table.Int("adaptive.passive_chances", &look.passive_chances, 1, 100, 1,
              "chances seen before an opponent can be held passive");
    table.Bool("adaptive.hunt", &look.hunt,
               "pen up, hunt drawing players before planning a loop");
    table.Int("adaptive.hunt_horizon", &look.hunting.horizon, 0, kMaxRounds, 1,
              "rounds of a spiral drawer's walk searched for interceptions");
    table.Int("adaptive.stalk_radius", &look.hunting.stalk_radius, 0,
              2 * kCellSide, 1,
              "close in on a trusted spiral drawer this near (0: never)");
    table.Real("adaptive.passive_share", &look.passive_share, 0, 1, 0.05,
               "an opponent stepping closer in under this share of its "
               "chances is passive");
  }
  if (level == "loops") {
    DeclareParams(options.loops, table);
    table.Real("ladder.random_share", &options.random_share, 0, 1, 0.05,
               "share of moves replaced by random safe ones (the ladder's "
               "lower rungs)");
  }
}

absl::StatusOr<std::unique_ptr<Brain>> MakeBrain(std::string_view level,
                                                 const BrainOptions& options) {
  if (level == "random") return std::make_unique<RandomBrain>(options.seed);
  if (level == "greedy") return std::make_unique<GreedyBrain>(options.seed);
  if (level == "loops") {
    auto loops = std::make_unique<LoopsBrain>(options.seed, options.loops);
    if (options.random_share <= 0) return loops;
    // The noise's own seeds differ from the planner's.
    return std::make_unique<DilutedBrain>(
        std::move(loops), std::make_unique<RandomBrain>(options.seed + 1),
        options.random_share, options.seed + 2);
  }
  if (level == "lookahead") {
    return std::make_unique<LookaheadBrain>(options.seed, options.loops,
                                            options.lookahead);
  }
  if (level == "adaptive") {
    LookaheadOptions adaptive = options.lookahead;
    adaptive.plan_when_unpredicted = true;
    return std::make_unique<LookaheadBrain>(options.seed, options.loops,
                                            adaptive);
  }
  if (level == "mcts") {
    MctsBrainOptions mcts = options.mcts;
    mcts.traps = options.traps;
    return std::make_unique<MctsBrain>(options.seed, mcts);
  }
  return absl::InvalidArgumentError(
      "unknown level '" + std::string(level) +
      "' (expected random, greedy, loops, lookahead, adaptive or mcts)");
}

}  // namespace gauntlet::enclosure
