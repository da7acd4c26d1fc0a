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
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>

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
  // All-zero bytes are an empty entry (bound kNoBound), so a table starts as
  // zeroed memory from calloc: the system maps it page by page as searches
  // first touch it, instead of the constructor writing every page before
  // the first move (about 150 ms for 24 MB, charged to the first reply).
  static_assert(std::is_trivially_copyable_v<Entry> &&
                std::is_trivially_destructible_v<Entry>);
  static_assert(kNoBound == 0);

  // 2^size_log2 entries (at least one bucket).
  explicit TranspositionTable(int size_log2)
      : size_(std::max(std::size_t{1} << size_log2, kBucketSize)),
        entries_(static_cast<Entry*>(std::calloc(size_, sizeof(Entry)))),
        bucket_mask_(size_ / kBucketSize - 1) {
    if (entries_ == nullptr) throw std::bad_alloc();
  }

  // Forgets every entry: later searches are reproducible. A table not
  // stored to since it was made or cleared is left untouched.
  void Clear() {
    if (stored_)
      std::memset(static_cast<void*>(entries_.get()), 0, size_ * sizeof(Entry));
    stored_ = false;
    generation_ = 0;
  }
  // Marks the entries stored so far as from an earlier search.
  void NewSearch() { ++generation_; }

  const Entry* Probe(uint64_t key) const {
    const Entry* bucket = entries_.get() + First(key);
    for (std::size_t i = 0; i < kBucketSize; ++i) {
      if (bucket[i].key == key && bucket[i].bound != kNoBound) {
        return &bucket[i];
      }
    }
    return nullptr;
  }
  // A store without a move keeps the move already there for the position.
  void Store(uint64_t key, Move move, int score, int depth, TableBound bound) {
    stored_ = true;
    Entry* bucket = entries_.get() + First(key);
    Entry* slot = nullptr;
    for (std::size_t i = 0; i < kBucketSize && !slot; ++i) {
      if (bucket[i].key == key && bucket[i].bound != kNoBound) {
        slot = &bucket[i];
      }
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

  struct Free {
    void operator()(Entry* entries) const { std::free(entries); }
  };

  std::size_t size_;
  std::unique_ptr<Entry[], Free> entries_;
  std::size_t bucket_mask_;
  uint8_t generation_ = 0;
  bool stored_ = false;
};

}  // namespace gauntlet::search

#endif  // GAUNTLET_COMMON_SEARCH_TRANSPOSITION_TABLE_H_
