#ifndef GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_
#define GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_

// The alpha-beta engine's memory of searched positions: one entry per slot,
// indexed by the low bits of the position's key, replaced when stale (from
// an earlier search), shallower, or the same position. Scores are stored as
// the engine gives them (it adjusts win distances to the node).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gauntlet::search {

enum TableBound : uint8_t {
  kNoBound = 0,
  kUpperBound,
  kLowerBound,
  kExactBound
};

template <class Move>
class TranspositionTable {
 public:
  struct Entry {
    uint64_t key = 0;
    Move move{};
    int32_t score = 0;
    int16_t depth = 0;
    TableBound bound = kNoBound;
    uint8_t generation = 0;
  };

  // 2^size_log2 entries.
  explicit TranspositionTable(int size_log2)
      : entries_(std::size_t{1} << size_log2),
        mask_((std::size_t{1} << size_log2) - 1) {}

  // Forgets every entry: later searches are reproducible.
  void Clear() {
    std::fill(entries_.begin(), entries_.end(), Entry{});
    generation_ = 0;
  }
  // Marks the entries stored so far as from an earlier search.
  void NewSearch() { ++generation_; }

  const Entry* Probe(uint64_t key) const {
    const Entry& e = entries_[key & mask_];
    return e.key == key && e.bound != kNoBound ? &e : nullptr;
  }
  // A store without a move keeps the move already there for the position.
  void Store(uint64_t key, Move move, int score, int depth, TableBound bound) {
    Entry& e = entries_[key & mask_];
    if (e.key == key || e.generation != generation_ || depth >= e.depth) {
      if (move == Move{} && e.key == key) move = e.move;
      e = Entry{key,   move,       score, static_cast<int16_t>(depth),
                bound, generation_};
    }
  }

 private:
  std::vector<Entry> entries_;
  std::size_t mask_;
  uint8_t generation_ = 0;
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_
