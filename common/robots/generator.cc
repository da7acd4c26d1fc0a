#include "common/robots/generator.h"

#include <array>

namespace gauntlet::robots {
namespace {

constexpr int kCells = kBoardSize * kBoardSize;

Cell CellAt(int index) {
  return Cell{static_cast<int8_t>(index / kBoardSize),
              static_cast<int8_t>(index % kBoardSize)};
}

// `count` distinct cells in random order, never `excluded` if given.
std::vector<Cell> DistinctCells(Rng& rng, int count,
                                std::optional<Cell> excluded) {
  std::array<int, kCells> order{};
  for (int i = 0; i < kCells; ++i) order[i] = i;
  int available = kCells;
  if (excluded.has_value()) {
    const int index = excluded->row * kBoardSize + excluded->column;
    std::swap(order[index], order[kCells - 1]);
    --available;
  }
  // A partial Fisher-Yates shuffle: the first `count` entries are the draw.
  std::vector<Cell> cells;
  for (int i = 0; i < count; ++i) {
    const int pick = i + static_cast<int>(rng.Below(available - i));
    std::swap(order[i], order[pick]);
    cells.push_back(CellAt(order[i]));
  }
  return cells;
}

}  // namespace

Instance GenerateInstance(Rng& rng, const GeneratorOptions& options) {
  const int robots = options.robots.has_value()
                         ? *options.robots
                         : static_cast<int>(rng.Between(1, kMaxRobots));
  const int teleports = options.teleports.has_value()
                            ? *options.teleports
                            : static_cast<int>(rng.Between(0, kMaxTeleports));
  Instance instance;
  instance.robots = DistinctCells(rng, robots, kStartCell);
  instance.teleports = DistinctCells(rng, teleports, std::nullopt);
  return instance;
}

Instance GenerateInstance(uint64_t seed, const GeneratorOptions& options) {
  Rng rng(seed);
  return GenerateInstance(rng, options);
}

}  // namespace gauntlet::robots
