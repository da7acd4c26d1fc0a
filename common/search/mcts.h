#ifndef GAUNTLET_COMMON_SEARCH_MCTS_H_
#define GAUNTLET_COMMON_SEARCH_MCTS_H_

// Monte Carlo tree search for simultaneous-move games with decoupled UCT:
// every node keeps separate statistics for each player's own actions, each
// player picks its action by UCB1 on its own statistics, and the game applies
// the joint action. The tree keeps no states (they are replayed from the root
// on every iteration), so nodes are small; the subtree under the joint action
// actually played is kept between rounds.

#include <algorithm>
#include <array>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "common/core/deadline.h"
#include "common/core/rng.h"

namespace gauntlet::search {

template <class G>
concept SimultaneousGame = requires(
    const G& game, const typename G::State& state, typename G::State& scratch,
    int player, std::vector<typename G::Action>& actions,
    const std::array<typename G::Action, G::kPlayers>& joint, Rng& rng) {
  typename G::State;
  typename G::Action;
  requires std::copyable<typename G::State>;
  requires std::equality_comparable<typename G::Action>;
  { G::kPlayers } -> std::convertible_to<int>;
  { game.IsTerminal(state) } -> std::same_as<bool>;
  // Appends the actions worth considering for `player` (at least one: a
  // player without a choice gets a single pass).
  { game.Actions(state, player, actions) } -> std::same_as<void>;
  { game.Apply(scratch, joint) } -> std::same_as<void>;
  // Plays on from `scratch` (which it may change) and returns each player's
  // reward in [0, 1]; on a terminal state, the final rewards.
  {
    game.Playout(scratch, rng)
    } -> std::same_as<std::array<double, G::kPlayers>>;
};

struct MctsOptions {
  double exploration = 0.7;         // UCB1 constant for rewards in [0, 1].
  std::size_t max_nodes = 1 << 18;  // Past this, leaves are no longer expanded.
};

struct MctsEdgeStats {
  uint32_t visits = 0;
  double mean = 0;
};

template <SimultaneousGame G>
class Mcts {
 public:
  static constexpr int kPlayers = G::kPlayers;
  using State = typename G::State;
  using Action = typename G::Action;
  using Joint = std::array<Action, kPlayers>;

  Mcts(const G& game, MctsOptions options, uint64_t seed)
      : game_(game), options_(options), rng_(seed) {
    nodes_.emplace_back();
  }

  // Starts a fresh tree at `state`.
  void SetRoot(const State& state) {
    root_state_ = state;
    nodes_.clear();
    edges_.clear();
    children_.clear();
    nodes_.emplace_back();
    root_ = 0;
  }

  // Moves the root to the child reached by `joint`, keeping its subtree, and
  // sets the root state to `state` (the state that joint led to). Without
  // such a child the tree starts afresh. Returns whether anything was kept.
  bool Advance(const Joint& joint, const State& state) {
    const uint32_t child = FindChild(root_, joint);
    if (child == kNone) {
      SetRoot(state);
      return false;
    }
    KeepSubtree(child);
    root_state_ = state;
    return true;
  }

  // Runs iterations until the deadline expires or `max_iterations` are done.
  // Returns the iterations run.
  int64_t Search(Deadline& deadline,
                 int64_t max_iterations = std::numeric_limits<int64_t>::max()) {
    int64_t done = 0;
    while (done < max_iterations && !deadline.Expired()) {
      Iterate();
      ++done;
    }
    return done;
  }

  // The root action of `player` with the most visits.
  Action BestAction(int player) {
    if (!nodes_[root_].expanded) Expand(root_, root_state_);
    const Node& root = nodes_[root_];
    const Edge* best = nullptr;
    for (uint32_t i = 0; i < root.edge_count[player]; ++i) {
      const Edge& e = edges_[root.edge_begin[player] + i];
      if (best == nullptr || e.visits > best->visits ||
          (e.visits == best->visits && Mean(e) > Mean(*best))) {
        best = &e;
      }
    }
    return best->action;
  }

  // Root statistics of `player`'s actions, for inspection and tests.
  std::vector<std::pair<Action, MctsEdgeStats>> RootStats(int player) const {
    std::vector<std::pair<Action, MctsEdgeStats>> out;
    const Node& root = nodes_[root_];
    if (!root.expanded) return out;
    for (uint32_t i = 0; i < root.edge_count[player]; ++i) {
      const Edge& e = edges_[root.edge_begin[player] + i];
      out.push_back({e.action, MctsEdgeStats{e.visits, Mean(e)}});
    }
    return out;
  }

  uint32_t root_visits() const { return nodes_[root_].visits; }
  std::size_t node_count() const { return nodes_.size(); }
  const State& root_state() const { return root_state_; }

 private:
  static constexpr uint32_t kNone = std::numeric_limits<uint32_t>::max();

  struct Edge {
    Action action{};
    uint32_t visits = 0;
    double total = 0;
  };
  struct Node {
    std::array<uint32_t, kPlayers> edge_begin{};
    std::array<uint32_t, kPlayers> edge_count{};
    uint32_t visits = 0;
    uint32_t first_child = kNone;
    uint32_t next_sibling = kNone;
    uint32_t joint_code = 0;  // Which joint action of the parent leads here.
    bool expanded = false;
  };
  struct Step {
    uint32_t node;
    std::array<uint32_t, kPlayers> choice;
  };

  static double Mean(const Edge& e) {
    return e.visits == 0 ? 0.0 : e.total / e.visits;
  }

  static uint64_t ChildKey(uint32_t node, uint32_t code) {
    return (static_cast<uint64_t>(node) << 32) | code;
  }

  uint32_t JointCode(const Node& node,
                     const std::array<uint32_t, kPlayers>& choice) const {
    uint32_t code = 0;
    uint32_t radix = 1;
    for (int p = 0; p < kPlayers; ++p) {
      code += choice[p] * radix;
      radix *= node.edge_count[p];
    }
    return code;
  }

  void Expand(uint32_t index, const State& state) {
    for (int p = 0; p < kPlayers; ++p) {
      actions_.clear();
      game_.Actions(state, p, actions_);
      rng_.Shuffle(std::span<Action>(actions_));
      nodes_[index].edge_begin[p] = static_cast<uint32_t>(edges_.size());
      nodes_[index].edge_count[p] = static_cast<uint32_t>(actions_.size());
      for (const Action& a : actions_) edges_.push_back(Edge{a, 0, 0.0});
    }
    nodes_[index].expanded = true;
  }

  uint32_t Select(const Node& node, int player) const {
    const uint32_t count = node.edge_count[player];
    if (count <= 1) return 0;
    const Edge* edges = edges_.data() + node.edge_begin[player];
    const double log_n = std::log(static_cast<double>(node.visits) + 1.0);
    uint32_t best = 0;
    double best_value = -1;
    for (uint32_t i = 0; i < count; ++i) {
      // Actions were shuffled on expansion, so the first untried one is a
      // random untried one.
      if (edges[i].visits == 0) return i;
      const double value =
          Mean(edges[i]) +
          options_.exploration * std::sqrt(log_n / edges[i].visits);
      if (value > best_value) {
        best_value = value;
        best = i;
      }
    }
    return best;
  }

  void Iterate() {
    scratch_ = root_state_;
    path_.clear();
    uint32_t node = root_;
    std::array<double, kPlayers> reward;
    for (;;) {
      if (game_.IsTerminal(scratch_)) {
        reward = game_.Playout(scratch_, rng_);
        break;
      }
      if (!nodes_[node].expanded) Expand(node, scratch_);
      Step step{node, {}};
      Joint joint;
      for (int p = 0; p < kPlayers; ++p) {
        step.choice[p] = Select(nodes_[node], p);
        joint[p] = edges_[nodes_[node].edge_begin[p] + step.choice[p]].action;
      }
      path_.push_back(step);
      game_.Apply(scratch_, joint);
      const uint32_t code = JointCode(nodes_[node], step.choice);
      const auto it = children_.find(ChildKey(node, code));
      if (it != children_.end()) {
        node = it->second;
        continue;
      }
      if (nodes_.size() < options_.max_nodes) {
        const auto child = static_cast<uint32_t>(nodes_.size());
        Node fresh;
        fresh.joint_code = code;
        fresh.next_sibling = nodes_[node].first_child;
        nodes_.push_back(fresh);
        nodes_[node].first_child = child;
        children_.emplace(ChildKey(node, code), child);
        path_.push_back(Step{child, {}});
      }
      reward = game_.Playout(scratch_, rng_);
      break;
    }
    for (const Step& step : path_) {
      Node& n = nodes_[step.node];
      ++n.visits;
      if (!n.expanded) continue;  // The new leaf: only its visit counts.
      for (int p = 0; p < kPlayers; ++p) {
        Edge& e = edges_[n.edge_begin[p] + step.choice[p]];
        ++e.visits;
        e.total += reward[p];
      }
    }
  }

  uint32_t FindChild(uint32_t index, const Joint& joint) const {
    const Node& node = nodes_[index];
    if (!node.expanded) return kNone;
    std::array<uint32_t, kPlayers> choice{};
    for (int p = 0; p < kPlayers; ++p) {
      uint32_t found = kNone;
      for (uint32_t i = 0; i < node.edge_count[p]; ++i) {
        if (edges_[node.edge_begin[p] + i].action == joint[p]) found = i;
      }
      if (found == kNone) return kNone;
      choice[p] = found;
    }
    const auto it = children_.find(ChildKey(index, JointCode(node, choice)));
    return it == children_.end() ? kNone : it->second;
  }

  // Copies the subtree under `keep` into fresh storage as the new tree.
  void KeepSubtree(uint32_t keep) {
    std::vector<Node> nodes;
    std::vector<Edge> edges;
    absl::flat_hash_map<uint64_t, uint32_t> children;
    // Pairs (old index, new parent index) to copy, depth first.
    std::vector<std::pair<uint32_t, uint32_t>> stack = {{keep, kNone}};
    while (!stack.empty()) {
      const auto [old_index, new_parent] = stack.back();
      stack.pop_back();
      const Node& old = nodes_[old_index];
      const auto index = static_cast<uint32_t>(nodes.size());
      Node copy = old;
      copy.first_child = kNone;
      copy.next_sibling = kNone;
      if (old.expanded) {
        for (int p = 0; p < kPlayers; ++p) {
          copy.edge_begin[p] = static_cast<uint32_t>(edges.size());
          for (uint32_t i = 0; i < old.edge_count[p]; ++i) {
            edges.push_back(edges_[old.edge_begin[p] + i]);
          }
        }
      }
      if (new_parent != kNone) {
        copy.next_sibling = nodes[new_parent].first_child;
        nodes[new_parent].first_child = index;
        children.emplace(ChildKey(new_parent, copy.joint_code), index);
      }
      nodes.push_back(copy);
      for (uint32_t c = old.first_child; c != kNone;
           c = nodes_[c].next_sibling) {
        stack.push_back({c, index});
      }
    }
    nodes_ = std::move(nodes);
    edges_ = std::move(edges);
    children_ = std::move(children);
    root_ = 0;
  }

  const G& game_;
  MctsOptions options_;
  Rng rng_;
  State root_state_{};
  State scratch_{};
  uint32_t root_ = 0;
  std::vector<Node> nodes_;
  std::vector<Edge> edges_;
  absl::flat_hash_map<uint64_t, uint32_t> children_;
  std::vector<Step> path_;
  std::vector<Action> actions_;
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_MCTS_H_
