#include "common/search/transposition_table.h"

#include <catch2/catch.hpp>
#include <cstdint>

namespace gauntlet::search {
namespace {

struct Move {
  int to = 0;
  friend bool operator==(Move a, Move b) = default;
};
using Table = TranspositionTable<Move>;

// Keys that fall in bucket 0 of a table of 2^4 entries (8 buckets).
constexpr uint64_t kA = 8 * 1, kB = 8 * 2, kC = 8 * 3;

TEST_CASE("an entry is found by its own key only", "[tt]") {
  Table table(4);
  table.Store(kA, Move{5}, 40, 3, kExactBound);
  const Table::Entry* e = table.Probe(kA);
  REQUIRE(e != nullptr);
  CHECK(e->move == Move{5});
  CHECK(e->score == 40);
  CHECK(e->depth == 3);
  CHECK(e->bound == kExactBound);
  CHECK(table.Probe(kB) == nullptr);
  CHECK(table.Probe(kA + 1) == nullptr);
}

TEST_CASE("two positions of one bucket are both kept", "[tt]") {
  Table table(4);
  table.Store(kA, Move{1}, 10, 9, kLowerBound);
  table.Store(kB, Move{2}, 20, 1, kUpperBound);
  REQUIRE(table.Probe(kA) != nullptr);
  REQUIRE(table.Probe(kB) != nullptr);
  CHECK(table.Probe(kA)->move == Move{1});
  CHECK(table.Probe(kB)->move == Move{2});
}

TEST_CASE("a third position replaces the shallower of the bucket", "[tt]") {
  Table table(4);
  table.Store(kA, Move{1}, 10, 9, kLowerBound);
  table.Store(kB, Move{2}, 20, 1, kUpperBound);
  // Shallower than both, it still lands: the leaves' entries must not be
  // shut out by deep ones.
  table.Store(kC, Move{3}, 30, 0, kExactBound);
  CHECK(table.Probe(kA) != nullptr);
  CHECK(table.Probe(kB) == nullptr);
  REQUIRE(table.Probe(kC) != nullptr);
  CHECK(table.Probe(kC)->depth == 0);
}

TEST_CASE("entries of earlier searches give way first", "[tt]") {
  Table table(4);
  table.Store(kA, Move{1}, 10, 9, kLowerBound);
  table.NewSearch();
  table.NewSearch();
  table.Store(kB, Move{2}, 20, 1, kUpperBound);
  table.Store(kC, Move{3}, 30, 1, kExactBound);
  CHECK(table.Probe(kA) == nullptr);  // depth 9 less 16 for two searches
  CHECK(table.Probe(kB) != nullptr);
  CHECK(table.Probe(kC) != nullptr);
}

TEST_CASE("the same position is overwritten in place, keeping its move",
          "[tt]") {
  Table table(4);
  table.Store(kA, Move{1}, 10, 9, kLowerBound);
  table.Store(kB, Move{2}, 20, 5, kLowerBound);
  table.Store(kA, Move{}, -5, 2, kUpperBound);
  const Table::Entry* a = table.Probe(kA);
  REQUIRE(a != nullptr);
  CHECK(a->move == Move{1});
  CHECK(a->score == -5);
  CHECK(a->depth == 2);
  CHECK(table.Probe(kB) != nullptr);
}

TEST_CASE("Clear forgets every entry", "[tt]") {
  Table table(4);
  table.Store(kA, Move{1}, 10, 9, kLowerBound);
  table.Clear();
  CHECK(table.Probe(kA) == nullptr);
  table.Clear();
  table.Store(kB, Move{2}, 20, 4, kUpperBound);
  REQUIRE(table.Probe(kB) != nullptr);
  CHECK(table.Probe(kB)->move == Move{2});
}

// A table starts as zeroed memory: an empty entry's key is 0, so the
// position whose key is 0 must still be absent until stored, and a store of
// it without a move must not take the empty entry's.
TEST_CASE("a fresh table holds nothing, not even key 0", "[tt]") {
  Table table(4);
  CHECK(table.Probe(0) == nullptr);
  table.Store(0, Move{}, 7, 2, kLowerBound);
  const auto* entry = table.Probe(0);
  REQUIRE(entry != nullptr);
  CHECK(entry->move == Move{});
  CHECK(entry->score == 7);
}

}  // namespace
}  // namespace gauntlet::search
