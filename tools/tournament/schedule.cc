#include "tools/tournament/schedule.h"

#include <cstdio>
#include <set>

#include "absl/status/status.h"
#include "common/core/rng.h"

namespace gauntlet::tournament {
namespace {

// All k-element subsets of {0..n-1} in lexicographic order.
std::vector<std::vector<int>> Combinations(int n, int k) {
  std::vector<std::vector<int>> result;
  std::vector<int> pick(k);
  for (int i = 0; i < k; ++i) pick[i] = i;
  if (k > n) return result;
  while (true) {
    result.push_back(pick);
    int i = k - 1;
    while (i >= 0 && pick[i] == n - k + i) --i;
    if (i < 0) break;
    ++pick[i];
    for (int j = i + 1; j < k; ++j) pick[j] = pick[j - 1] + 1;
  }
  return result;
}

// The groups that meet: every k-subset, or (gauntlet) those holding bot 0.
std::vector<std::vector<int>> Groups(int bots, int size, Format format) {
  std::vector<std::vector<int>> groups;
  for (auto& group : Combinations(bots, size)) {
    if (format == Format::kGauntlet && group[0] != 0) continue;
    groups.push_back(std::move(group));
  }
  return groups;
}

}  // namespace

int GamesPerUnit(Seating seating) {
  switch (seating) {
    case Seating::kTwoPlayer:
      return 2;
    case Seating::kFourPlayer:
      return 4;
    case Seating::kAllOnOneMap:
    case Seating::kNone:
      return 1;
  }
  return 1;
}

int RoundsFor(Seating seating, int games) {
  const int per_unit = GamesPerUnit(seating);
  if (games <= 0) return 1;
  return (games + per_unit - 1) / per_unit;
}

uint64_t RoundSeed(uint64_t tournament_seed, int round) {
  return DeriveSeed(tournament_seed, static_cast<uint64_t>(round));
}

absl::StatusOr<std::vector<GameSpec>> BuildSchedule(
    const TournamentSpec& spec) {
  auto info = FindGame(spec.game);
  if (!info.ok()) return info.status();
  const int n = static_cast<int>(spec.bots.size());
  if (n < info->min_entrants) {
    return absl::InvalidArgumentError(
        spec.game + " needs at least " + std::to_string(info->min_entrants) +
        " entrants (--bot), got " + std::to_string(n));
  }
  std::set<std::string> names;
  for (const Bot& bot : spec.bots) {
    if (bot.name.empty() ||
        bot.name.find_first_of(",\n\"\\") != std::string::npos) {
      return absl::InvalidArgumentError(
          "a bot name must be non-empty without commas, quotes, backslashes "
          "or newlines: '" +
          bot.name + "'");
    }
    if (!names.insert(bot.name).second) {
      return absl::InvalidArgumentError("two entrants are named '" + bot.name +
                                        "'");
    }
    auto valid = CheckBotCommand(*info, bot.command);
    if (!valid.ok()) {
      return absl::InvalidArgumentError("--bot " + bot.name + ": " +
                                        std::string(valid.message()));
    }
  }

  std::vector<std::vector<int>> groups;
  switch (info->seating) {
    case Seating::kTwoPlayer:
      groups = Groups(n, 2, spec.format);
      break;
    case Seating::kFourPlayer:
      groups = Groups(n, 4, spec.format);
      break;
    case Seating::kAllOnOneMap: {
      // Everyone plays every game: the format changes nothing.
      std::vector<int> all(n);
      for (int i = 0; i < n; ++i) all[i] = i;
      groups.push_back(all);
      break;
    }
    case Seating::kNone:
      break;
  }

  const int rounds = RoundsFor(info->seating, spec.games);
  const int per_unit = GamesPerUnit(info->seating);
  std::vector<GameSpec> schedule;
  int unit = 0;
  // Round-major, so a run cut short has played every pairing about equally.
  for (int round = 0; round < rounds; ++round) {
    const uint64_t seed = RoundSeed(spec.seed, round);
    for (const auto& group : groups) {
      for (int rotation = 0; rotation < per_unit; ++rotation) {
        GameSpec game;
        game.id = static_cast<int>(schedule.size());
        game.unit = unit;
        game.round = round;
        game.seed = seed;
        const int size = static_cast<int>(group.size());
        // Hunger rotates seat order by round (one game per round), the
        // others by position in the unit: each member sits in each seat once.
        const int shift =
            info->seating == Seating::kAllOnOneMap ? round % size : rotation;
        for (int seat = 0; seat < size; ++seat) {
          game.seats.push_back(group[(seat + shift) % size]);
        }
        schedule.push_back(std::move(game));
      }
      ++unit;
    }
  }
  return schedule;
}

}  // namespace gauntlet::tournament
