#include "common/tetris/reach.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <tuple>
#include <vector>

#include "common/core/rng.h"
#include "common/tetris/commands.h"
#include "tests/tetris/test_boards.h"

namespace gauntlet::tetris {
namespace {

using Key = std::tuple<int, int, int>;
Key KeyOf(Position p) { return {p.x, p.y, p.state}; }

// An independent flood fill over single steps with Board::Fits.
std::set<Key> NaivePlacements(const Board& board, Piece piece) {
  std::set<Key> seen;
  std::set<Key> resting;
  if (!board.CanSpawn(piece)) return resting;
  std::vector<Position> stack = {kSpawn};
  seen.insert(KeyOf(kSpawn));
  const int states = StateCount(piece);
  while (!stack.empty()) {
    const Position at = stack.back();
    stack.pop_back();
    Position down = at;
    --down.y;
    if (!board.Fits(piece, down)) resting.insert(KeyOf(at));
    std::vector<Position> next = {down, at, at, at, at};
    --next[1].x;
    ++next[2].x;
    next[3].state = static_cast<int8_t>((at.state + 1) % states);
    next[4].state = static_cast<int8_t>((at.state + states - 1) % states);
    for (const Position& n : next) {
      if (board.Fits(piece, n) && seen.insert(KeyOf(n)).second) {
        stack.push_back(n);
      }
    }
  }
  return resting;
}

// Placements reachable the simple way: turn, shift, drop.
std::set<Key> SimplePlacements(const Board& board, Piece piece) {
  std::set<Key> out;
  for (int turns = 0; turns < 4; ++turns) {
    for (int shift = -11; shift <= 11; ++shift) {
      std::string line = "C" + std::to_string(turns) + "," +
                         (shift < 0 ? "L" : "R") +
                         std::to_string(std::abs(shift));
      const Execution run = ExecuteCommands(board, piece, line);
      out.insert(KeyOf(board.Drop(piece, run.position)));
    }
  }
  return out;
}

Board RandomJunk(Rng& rng) {
  Board board;
  const int height = static_cast<int>(rng.Between(0, 14));
  for (int y = 0; y < height; ++y) {
    uint16_t row = 0;
    for (int x = 0; x < kWidth; ++x) {
      if (rng.Chance(0.55)) row |= static_cast<uint16_t>(1u << x);
    }
    if (row == kFullRow) row &= static_cast<uint16_t>(~(1u << rng.Below(12)));
    board.set_row(y, row);
  }
  return board;
}

// Whether `reacher` lists `at` among the placements of `piece` on `board`.
bool Lists(Reacher& reacher, const Board& board, Piece piece, Position at) {
  std::vector<Position> out;
  reacher.Placements(board, piece, out);
  return std::find(out.begin(), out.end(), at) != out.end();
}

// The command `reacher` gives to bring `piece` to `at` on `board`, checked to
// land it there.
std::string CheckedCommand(Reacher& reacher, const Board& board, Piece piece,
                           Position at) {
  const auto line = reacher.CommandFor(board, piece, at);
  REQUIRE(line.has_value());
  const Execution run = ExecuteCommands(board, piece, *line);
  REQUIRE(run.outcome == CommandOutcome::kPlaced);
  INFO(*line);
  CHECK(board.Drop(piece, run.position) == at);
  return *line;
}

TEST_CASE("empty board placement counts") {
  Reacher reacher;
  std::vector<Position> out;
  const Board empty;
  const std::vector<std::pair<Piece, int>> expected = {
      {Piece::kT, 42}, {Piece::kI, 21}, {Piece::kS, 21}, {Piece::kZ, 21},
      {Piece::kO, 11}, {Piece::kL, 42}, {Piece::kJ, 42}};
  for (const auto& [piece, count] : expected) {
    reacher.Placements(empty, piece, out);
    CHECK(static_cast<int>(out.size()) == count);
  }
}

TEST_CASE("placements match a naive flood fill and every command lands") {
  Rng rng(77);
  Reacher reacher;
  std::vector<Position> out;
  int extra_over_simple = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const Board board = RandomJunk(rng);
    for (Piece piece : kAllPieces) {
      reacher.Placements(board, piece, out);
      std::set<Key> found;
      for (const Position& at : out) found.insert(KeyOf(at));
      REQUIRE(found.size() == out.size());
      REQUIRE(found == NaivePlacements(board, piece));
      const std::set<Key> simple = SimplePlacements(board, piece);
      for (const Key& key : simple) CHECK(found.count(key) == 1);
      extra_over_simple += static_cast<int>(found.size() - simple.size());
      for (const Position& at : out) CheckedCommand(reacher, board, piece, at);
    }
  }
  // Junk boards have overhangs: some placements need tucks or spins.
  CHECK(extra_over_simple > 0);
}

TEST_CASE("tucks under an overhang are found with a short command") {
  const Board roof = FromPicture({
      "#####.......",
      "............",
      "............",
  });
  Reacher reacher;
  const Position tucked{3, 0, 3};
  CHECK(Lists(reacher, roof, Piece::kL, tucked));
  const std::string line = CheckedCommand(reacher, roof, Piece::kL, tucked);
  CHECK(line.size() <= std::string("A1,R2,D29,L4").size());
}

TEST_CASE("a spin into a slot is reachable only by turning at the bottom") {
  // A T-slot under an overhang: the T comes down upright (state 3) and
  // turns into state 0, point down, inside the cavity.
  const Board slot = FromPicture({
      "##..........",
      "#...########",
      "##.#########",
  });
  Reacher reacher;
  const Position spun{2, 1, 0};  // cells (1,1)(2,1)(3,1)(2,0)
  REQUIRE(slot.Fits(Piece::kT, spun));
  CHECK(Lists(reacher, slot, Piece::kT, spun));
  CHECK(SimplePlacements(slot, Piece::kT).count(KeyOf(spun)) == 0);
  CheckedCommand(reacher, slot, Piece::kT, spun);
  Board after = slot;
  CHECK(after.Lock(Piece::kT, spun) == 2);
}

TEST_CASE("the plain drop needs no command; unreachable targets have none") {
  Reacher reacher;
  const Board empty;
  CHECK(reacher.CommandFor(empty, Piece::kO, Position{5, 0, 0}) == "");
  // Floating, hence not a resting spot.
  CHECK_FALSE(reacher.CommandFor(empty, Piece::kO, Position{5, 3, 0}));
  // A sealed cavity.
  const Board sealed = FromPicture({"############", "#..#########"});
  CHECK_FALSE(reacher.CommandFor(sealed, Piece::kO, Position{1, 0, 0}));
  Board blocked;
  blocked.Set(5, 29);
  std::vector<Position> out;
  reacher.Placements(blocked, Piece::kT, out);
  CHECK(out.empty());
}

}  // namespace
}  // namespace gauntlet::tetris
