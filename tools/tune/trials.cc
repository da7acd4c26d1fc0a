#include "tools/tune/trials.h"

namespace gauntlet::tune {
namespace {

// Seat lists for a table whose first entrants are `front`, the rest filled
// by opponents (numbered from `first_opponent`, cycling from `offset`).
std::vector<int> FillTable(const TableShape& shape, std::vector<int> front,
                           int first_opponent, int opponents, int offset) {
  for (int j = 0; static_cast<int>(front.size()) < shape.seats; ++j) {
    front.push_back(first_opponent + (offset + j) % opponents);
  }
  return front;
}

// Every cyclic rotation of `seats` (game r moves each player r seats on).
std::vector<TrialGame> Rotations(const std::vector<int>& seats, uint64_t seed,
                                 int count) {
  std::vector<TrialGame> games;
  const int n = static_cast<int>(seats.size());
  for (int r = 0; r < count; ++r) {
    TrialGame game{seed, std::vector<int>(n)};
    for (int s = 0; s < n; ++s) game.seats[(s + r) % n] = seats[s];
    games.push_back(std::move(game));
  }
  return games;
}

}  // namespace

std::vector<TrialGame> SpsaGames(const TableShape& shape, int opponents, int k,
                                 uint64_t seed) {
  if (shape.seats == 2) {
    if (opponents == 0) return {{seed, {0, 1}}, {seed, {1, 0}}};
    const int o = 2 + k % opponents;
    return {{seed, {0, o}}, {seed, {o, 0}}, {seed, {1, o}}, {seed, {o, 1}}};
  }
  const std::vector<int> seats = FillTable(shape, {0, 1}, 2, opponents, k);
  if (shape.rotate && shape.seats <= 4) {
    return Rotations(seats, seed, shape.seats);
  }
  std::vector<int> swapped = seats;
  std::swap(swapped[0], swapped[1]);
  return {{seed, seats}, {seed, swapped}};
}

std::vector<TrialGame> CandidateGames(const TableShape& shape, int opponents,
                                      const std::vector<uint64_t>& seeds) {
  std::vector<TrialGame> games;
  const int turns = shape.rotate ? (shape.seats <= 4 ? shape.seats : 2) : 1;
  for (size_t s = 0; s < seeds.size(); ++s) {
    if (shape.seats == 2) {
      for (int o = 0; o < opponents; ++o) {
        for (TrialGame& game : Rotations({0, 1 + o}, seeds[s], turns)) {
          games.push_back(std::move(game));
        }
      }
      continue;
    }
    const std::vector<int> seats =
        FillTable(shape, {0}, 1, opponents, static_cast<int>(s));
    for (TrialGame& game : Rotations(seats, seeds[s], turns)) {
      games.push_back(std::move(game));
    }
  }
  return games;
}

std::vector<TrialGame> SwappedPair(const TableShape& shape, int opponents,
                                   uint64_t seed) {
  const std::vector<int> seats = FillTable(shape, {0, 1}, 2, opponents, 0);
  std::vector<int> swapped = seats;
  std::swap(swapped[0], swapped[1]);
  return {{seed, seats}, {seed, swapped}};
}

double Outcome(const arena::MatchResult& result, int entrant) {
  const int n = static_cast<int>(result.entrants.size());
  if (n < 2) return 0;
  const int rank = result.entrants[entrant].rank;
  double above = 0;
  for (int other = 0; other < n; ++other) {
    if (other == entrant) continue;
    const int their = result.entrants[other].rank;
    if (rank < their) {
      above += 1;
    } else if (rank == their) {
      above += 0.5;
    }
  }
  return above / (n - 1);
}

}  // namespace gauntlet::tune
