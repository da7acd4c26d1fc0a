#ifndef GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_
#define GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_

// The alpha-beta engine's memory of searched positions. Entries live in
// buckets of two, chosen by the low bits of the position's key; a store goes
// to the entry of the same position, else to the bucket's less valuable
// entry (from an earlier search, or shallower). Every store lands: with one
// entry a slot, the deep entries of a long search shut out the shallow ones
// near the leaves, which are most of the tree. Scores are stored as the
// engine gives them (it adjusts win distances to the node).

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
  static constexpr std::size_t kBucketSize = 2;

  // 2^size_log2 entries (at least one bucket).
  explicit TranspositionTable(int size_log2)
      : entries_(std::max(std::size_t{1} << size_log2, kBucketSize)),
        bucket_mask_(entries_.size() / kBucketSize - 1) {}

  // Forgets every entry: later searches are reproducible.
  void Clear() {
    std::fill(entries_.begin(), entries_.end(), Entry{});
    generation_ = 0;
  }
  // Marks the entries stored so far as from an earlier search.
  void NewSearch() { ++generation_; }

  const Entry* Probe(uint64_t key) const {
    const Entry* bucket = entries_.data() + First(key);
    for (std::size_t i = 0; i < kBucketSize; ++i) {
      if (bucket[i].key == key && bucket[i].bound != kNoBound) {
        return &bucket[i];
      }
    }
    return nullptr;
  }
  // A store without a move keeps the move already there for the position.
  void Store(uint64_t key, Move move, int score, int depth, TableBound bound) {
    Entry* bucket = entries_.data() + First(key);
    Entry* slot = nullptr;
    for (std::size_t i = 0; i < kBucketSize && !slot; ++i) {
      if (bucket[i].key == key) slot = &bucket[i];
    }
    if (slot) {
      if (move == Move{}) move = slot->move;
    } else {
      slot = &bucket[0];
      for (std::size_t i = 1; i < kBucketSize; ++i) {
        if (Worth(bucket[i]) < Worth(*slot)) slot = &bucket[i];
      }
    }
    *slot = Entry{key,   move,       score, static_cast<int16_t>(depth),
                  bound, generation_};
  }

 private:
  // An entry's claim to its place: its depth, less 8 plies for every search
  // since it was stored, so old entries give way first.
  int Worth(const Entry& e) const {
    if (e.bound == kNoBound) return -1000;
    const uint8_t age = static_cast<uint8_t>(generation_ - e.generation);
    return e.depth - 8 * age;
  }
  std::size_t First(uint64_t key) const {
    return (key & bucket_mask_) * kBucketSize;
  }

  std::vector<Entry> entries_;
  std::size_t bucket_mask_;
  uint8_t generation_ = 0;
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_
