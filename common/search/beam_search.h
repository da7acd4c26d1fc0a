#ifndef GAUNTLET_COMMON_SEARCH_BEAM_SEARCH_H_
#define GAUNTLET_COMMON_SEARCH_BEAM_SEARCH_H_

// Generic beam search: keep the `width` best nodes of each layer, expand them,
// drop duplicates by key, repeat. Used by placers and planners; the problem
// supplies expansion, scoring and goal tests, so search knows nothing of games.

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "common/core/deadline.h"

namespace gauntlet::search {

// A Node carries whatever the caller needs to recover its answer (typically
// the state plus the first step taken from the root).
template <class P>
concept BeamProblem = requires(const P& problem, const typename P::Node& node,
                               std::vector<typename P::Node>& out) {
  typename P::Node;
  // Appends the successors of `node` to `out`.
  { problem.Expand(node, out) } -> std::same_as<void>;
  // Higher is better.
  { problem.Score(node) } -> std::convertible_to<double>;
  // A goal ends the search at once.
  { problem.IsGoal(node) } -> std::convertible_to<bool>;
  // Equal keys are treated as the same node (the better-scored is kept).
  { problem.Key(node) } -> std::convertible_to<uint64_t>;
};

struct BeamOptions {
  std::size_t width = 64;
  int max_depth = 1;
};

template <class Node>
struct BeamResult {
  std::optional<Node> goal;  // The first goal found, if any.
  std::optional<Node> best;  // Best-scored node of the deepest layer reached.
  int depth = 0;             // Layers fully expanded.
  int64_t expanded = 0;      // Nodes expanded.
  bool timed_out = false;
};

// Reusable buffers so repeated searches (one per move) do not allocate once
// warmed up.
template <class Node>
class BeamWorkspace {
 public:
  std::vector<Node> layer;
  std::vector<Node> next;
  std::vector<std::pair<double, std::size_t>> ranked;
  std::vector<Node> kept;
  absl::flat_hash_set<uint64_t> seen;
};

template <BeamProblem P>
BeamResult<typename P::Node> BeamSearch(const P& problem,
                                        const typename P::Node& root,
                                        const BeamOptions& options,
                                        Deadline& deadline,
                                        BeamWorkspace<typename P::Node>& work) {
  using Node = typename P::Node;
  BeamResult<Node> result;
  work.layer.clear();
  work.layer.push_back(root);
  if (problem.IsGoal(root)) {
    result.goal = root;
    result.best = root;
    return result;
  }
  for (int depth = 0; depth < options.max_depth; ++depth) {
    work.next.clear();
    for (const Node& node : work.layer) {
      if (deadline.Expired()) {
        result.timed_out = true;
        break;
      }
      ++result.expanded;
      problem.Expand(node, work.next);
    }
    if (result.timed_out || work.next.empty()) break;

    work.ranked.clear();
    work.seen.clear();
    for (std::size_t i = 0; i < work.next.size(); ++i) {
      const Node& node = work.next[i];
      if (problem.IsGoal(node)) {
        result.goal = node;
        result.best = node;
        result.depth = depth + 1;
        return result;
      }
      work.ranked.emplace_back(problem.Score(node), i);
    }
    // Best first; ties keep generation order so results are reproducible.
    std::stable_sort(
        work.ranked.begin(), work.ranked.end(),
        [](const auto& a, const auto& b) { return a.first > b.first; });
    work.kept.clear();
    for (const auto& [score, index] : work.ranked) {
      if (work.kept.size() == options.width) break;
      if (!work.seen.insert(problem.Key(work.next[index])).second) continue;
      work.kept.push_back(work.next[index]);
    }
    std::swap(work.layer, work.kept);
    result.depth = depth + 1;
    result.best = work.layer.front();
  }
  return result;
}

template <BeamProblem P>
BeamResult<typename P::Node> BeamSearch(const P& problem,
                                        const typename P::Node& root,
                                        const BeamOptions& options,
                                        Deadline& deadline) {
  BeamWorkspace<typename P::Node> work;
  return BeamSearch(problem, root, options, deadline, work);
}

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_BEAM_SEARCH_H_
