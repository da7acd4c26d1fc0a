#include "common/tetris/reach.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace gauntlet::tetris {
namespace {

constexpr char kLetters[] = {'L', 'R', 'D', 'C', 'A'};
constexpr int kWallBits = ~(static_cast<int>(kFullRow) << 3);

int Digits(int n) { return n >= 100 ? 3 : n >= 10 ? 2 : 1; }

}  // namespace

void Reacher::Load(const Board& board) {
  rows_.fill(0xFFFFFFFFu);
  for (int y = 0; y < kHeight + kFloor + 2; ++y) {
    const uint32_t row = y < kHeight ? board.row(y) : 0u;
    rows_[y + kFloor] = static_cast<uint32_t>(kWallBits) | (row << kFloor);
  }
  if (++generation_ == 0) {
    mark_.fill(0);
    generation_ = 1;
  }
}

void Reacher::Placements(const Board& board, Piece piece,
                         std::vector<Position>& out) {
  out.clear();
  Load(board);
  if (!Fits(piece, kSpawn.x, kSpawn.y, 0)) return;
  const int states = StateCount(piece);
  int head = 0;
  int tail = 0;
  const auto visit = [&](int x, int y, int state) {
    // Fits first: it also keeps the focus inside the board, so the node
    // index is valid.
    if (!Fits(piece, x, y, state)) return;
    const int node = NodeOf(x, y, state);
    if (mark_[node] == generation_) return;
    mark_[node] = generation_;
    queue_[tail++] = static_cast<uint16_t>(node);
  };
  visit(kSpawn.x, kSpawn.y, 0);
  while (head < tail) {
    const int node = queue_[head++];
    const int x = node % kWidth;
    const int y = (node / kWidth) % (kMaxY + 1);
    const int state = node / (kWidth * (kMaxY + 1));
    if (Fits(piece, x, y - 1, state)) {
      visit(x, y - 1, state);
    } else {
      out.push_back(Position{static_cast<int8_t>(x), static_cast<int8_t>(y),
                             static_cast<int8_t>(state)});
    }
    visit(x - 1, y, state);
    visit(x + 1, y, state);
    if (states > 1) {
      visit(x, y, (state + 1) % states);
      visit(x, y, (state + states - 1) % states);
    }
  }
}

std::optional<std::string> Reacher::CommandFor(const Board& board, Piece piece,
                                               Position target) {
  Load(board);
  if (!Fits(piece, kSpawn.x, kSpawn.y, 0)) return std::nullopt;
  if (!Fits(piece, target.x, target.y, target.state) ||
      Fits(piece, target.x, target.y - 1, target.state)) {
    return std::nullopt;
  }
  const int states = StateCount(piece);
  // Goals: every spot straight above the target from which it drops there.
  std::array<bool, kNodes> goal{};
  for (int y = target.y; y <= kMaxY && Fits(piece, target.x, y, target.state);
       ++y) {
    goal[NodeOf(target.x, y, target.state)] = true;
  }
  cost_.fill(0xFFFF);
  using Entry = std::pair<int, int>;  // (cost, node), smallest first
  std::vector<Entry> heap;
  heap.reserve(256);
  const int start = NodeOf(kSpawn.x, kSpawn.y, 0);
  cost_[start] = 0;
  parent_[start] = -1;
  heap.emplace_back(0, start);
  int found = -1;
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), std::greater<>());
    // Not a structured binding: clang 14 (the fuzz build) cannot capture
    // one in the lambda below.
    const int cost = heap.back().first;
    const int node = heap.back().second;
    heap.pop_back();
    if (cost != cost_[node]) continue;
    if (goal[node]) {
      found = node;
      break;
    }
    const int x = node % kWidth;
    const int y = (node / kWidth) % (kMaxY + 1);
    const int state = node / (kWidth * (kMaxY + 1));
    const auto relax = [&](int nx, int ny, int nstate, int letter, int count) {
      const int next = NodeOf(nx, ny, nstate);
      const int next_cost = cost + 2 + Digits(count);  // letter, digits, comma
      if (next_cost >= cost_[next]) return;
      cost_[next] = static_cast<uint16_t>(next_cost);
      parent_[next] = static_cast<int16_t>(node);
      parent_step_[next] = static_cast<uint8_t>(letter * 32 + count);
      heap.emplace_back(next_cost, next);
      std::push_heap(heap.begin(), heap.end(), std::greater<>());
    };
    for (int k = 1; Fits(piece, x - k, y, state); ++k) {
      relax(x - k, y, state, 0, k);
    }
    for (int k = 1; Fits(piece, x + k, y, state); ++k) {
      relax(x + k, y, state, 1, k);
    }
    for (int k = 1; y - k >= 0 && Fits(piece, x, y - k, state); ++k) {
      relax(x, y - k, state, 2, k);
    }
    // Turns: C1..C3 for four states (A1 is as short as C3 is long, so A1
    // too); C1 alone for two states; none for O.
    if (states > 1) {
      int turned = state;
      for (int k = 1; k <= (states == 4 ? 2 : 1); ++k) {
        turned = (turned + 1) % states;
        if (!Fits(piece, x, y, turned)) break;
        relax(x, y, turned, 3, k);
      }
      if (states == 4) {
        const int back = (state + 3) % 4;
        if (Fits(piece, x, y, back)) relax(x, y, back, 4, 1);
      }
    }
  }
  if (found < 0) return std::nullopt;
  std::vector<std::string> steps;
  for (int node = found; parent_[node] >= 0 && node != start;
       node = parent_[node]) {
    const int packed = parent_step_[node];
    steps.push_back(std::string(1, kLetters[packed / 32]) +
                    std::to_string(packed % 32));
  }
  std::string line;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    if (!line.empty()) line += ',';
    line += *it;
  }
  return line;
}

}  // namespace gauntlet::tetris
