#include "tools/tournament/schedule.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "common/core/rng.h"
#include "tools/tournament/game_table.h"

namespace gauntlet::tournament {
namespace {

TournamentSpec Spec(const std::string& game, int bots, int games,
                    Format format = Format::kRoundRobin) {
  TournamentSpec spec;
  spec.game = game;
  spec.games = games;
  spec.seed = 42;
  spec.format = format;
  for (int i = 0; i < bots; ++i) {
    spec.bots.push_back(
        {"bot" + std::to_string(i), game == "tetris" ? "p|s" : "cmd"});
  }
  return spec;
}

TEST_CASE("two-player round robin: colour-swapped pairs from one seed") {
  const auto schedule = BuildSchedule(Spec("duckchess", 3, 4));
  REQUIRE(schedule.ok());
  // 3 pairings x 2 rounds x 2 games.
  REQUIRE(schedule->size() == 12);
  std::map<std::pair<int, int>, std::map<int, int>> seat0_count;
  for (std::size_t i = 0; i < schedule->size(); i += 2) {
    const GameSpec& a = (*schedule)[i];
    const GameSpec& b = (*schedule)[i + 1];
    CHECK(a.id == static_cast<int>(i));
    CHECK(a.unit == b.unit);
    CHECK(a.seed == b.seed);  // the same opening
    CHECK(a.round == b.round);
    CHECK(a.seed == RoundSeed(42, a.round));
    REQUIRE(a.seats.size() == 2);
    CHECK(a.seats[0] == b.seats[1]);  // colours swapped
    CHECK(a.seats[1] == b.seats[0]);
    const std::pair<int, int> pairing{std::min(a.seats[0], a.seats[1]),
                                      std::max(a.seats[0], a.seats[1])};
    ++seat0_count[pairing][a.seats[0]];
    ++seat0_count[pairing][b.seats[0]];
  }
  // Every pairing met, each bot red in exactly half of its games.
  REQUIRE(seat0_count.size() == 3);
  for (const auto& [pairing, reds] : seat0_count) {
    CHECK(reds.at(pairing.first) == 2);
    CHECK(reds.at(pairing.second) == 2);
  }
  // Both rounds use different seeds, shared by all pairings.
  std::set<uint64_t> seeds;
  for (const auto& game : *schedule) seeds.insert(game.seed);
  CHECK(seeds.size() == 2);
}

TEST_CASE("an odd game count is rounded up to whole pairs") {
  CHECK(BuildSchedule(Spec("duckchess", 2, 3))->size() == 4);
  CHECK(BuildSchedule(Spec("duckchess", 2, 0))->size() == 2);
  CHECK(BuildSchedule(Spec("enclosure", 4, 5))->size() == 8);
  CHECK(BuildSchedule(Spec("hunger", 3, 5))->size() == 5);
}

TEST_CASE("gauntlet format: only the first bot's pairings") {
  const auto schedule = BuildSchedule(Spec("tetris", 4, 2, Format::kGauntlet));
  REQUIRE(schedule.ok());
  REQUIRE(schedule->size() == 6);  // 3 opponents x 1 pair
  std::set<int> opponents;
  for (const auto& game : *schedule) {
    CHECK((game.seats[0] == 0 || game.seats[1] == 0));
    opponents.insert(game.seats[0] + game.seats[1]);
  }
  CHECK(opponents == std::set<int>{1, 2, 3});
}

TEST_CASE("enclosure rotates seats: each member in each seat once per seed") {
  const auto schedule = BuildSchedule(Spec("enclosure", 5, 4));
  REQUIRE(schedule.ok());
  // C(5,4) = 5 groups x 4 rotations.
  REQUIRE(schedule->size() == 20);
  std::map<int, std::map<int, std::map<int, int>>> seat_count;  // unit
  std::map<int, int> games_of_bot;
  for (const auto& game : *schedule) {
    REQUIRE(game.seats.size() == 4);
    CHECK(std::set<int>(game.seats.begin(), game.seats.end()).size() == 4);
    for (int seat = 0; seat < 4; ++seat) {
      ++seat_count[game.unit][game.seats[seat]][seat];
      ++games_of_bot[game.seats[seat]];
    }
  }
  CHECK(seat_count.size() == 5);
  for (const auto& [unit, bots] : seat_count) {
    REQUIRE(bots.size() == 4);
    for (const auto& [bot, seats] : bots) {
      CHECK(seats.size() == 4);
      for (const auto& [seat, count] : seats) CHECK(count == 1);
    }
  }
  // Every bot is in C(4,3) = 4 groups: 16 games each.
  for (int bot = 0; bot < 5; ++bot) CHECK(games_of_bot[bot] == 16);
  // The games of one unit share a seed.
  for (const auto& game : *schedule) {
    CHECK(game.seed == (*schedule)[game.unit * 4].seed);
  }
}

TEST_CASE("enclosure gauntlet: the groups that hold the first bot") {
  const auto schedule =
      BuildSchedule(Spec("enclosure", 6, 4, Format::kGauntlet));
  REQUIRE(schedule.ok());
  // C(5,3) = 10 groups with bot 0, 4 games each.
  CHECK(schedule->size() == 40);
  for (const auto& game : *schedule) {
    CHECK(std::count(game.seats.begin(), game.seats.end(), 0) == 1);
  }
}

TEST_CASE("hunger: everyone on one map per seed, seat order rotating") {
  const auto schedule = BuildSchedule(Spec("hunger", 3, 6));
  REQUIRE(schedule.ok());
  REQUIRE(schedule->size() == 6);
  std::set<uint64_t> seeds;
  std::map<int, std::map<int, int>> seat_count;
  for (const auto& game : *schedule) {
    REQUIRE(game.seats.size() == 3);
    seeds.insert(game.seed);
    for (int seat = 0; seat < 3; ++seat) ++seat_count[game.seats[seat]][seat];
  }
  CHECK(seeds.size() == 6);  // one map per seed
  for (const auto& [bot, seats] : seat_count) {
    for (int seat = 0; seat < 3; ++seat) CHECK(seats.at(seat) == 2);
  }
}

TEST_CASE("bad entrants are refused") {
  CHECK(!BuildSchedule(Spec("enclosure", 3, 4)).ok());
  CHECK(!BuildSchedule(Spec("duckchess", 1, 2)).ok());
  CHECK(!BuildSchedule(Spec("robots", 2, 2)).ok());
  auto duplicate = Spec("duckchess", 2, 2);
  duplicate.bots[1].name = "bot0";
  CHECK(!BuildSchedule(duplicate).ok());
  auto comma = Spec("duckchess", 2, 2);
  comma.bots[1].name = "a,b";
  CHECK(!BuildSchedule(comma).ok());
  auto tetris = Spec("tetris", 2, 2);
  tetris.bots[0].command = "only-a-placer";
  CHECK(!BuildSchedule(tetris).ok());
}

TEST_CASE("each game's player flags, seat 0 first") {
  const std::vector<std::string> two = {"red cmd", "blue cmd"};
  CHECK(PlayerFlags(*FindGame("duckchess"), two) ==
        std::vector<std::string>{"--red", "red cmd", "--blue", "blue cmd"});
  const std::vector<std::string> sides = {"pa x | sa", "pb|sb y"};
  CHECK(PlayerFlags(*FindGame("tetris"), sides) ==
        std::vector<std::string>{"--a-placer", "pa x", "--a-sequencer", "sa",
                                 "--b-placer", "pb", "--b-sequencer", "sb y"});
  const std::vector<std::string> four = {"a", "b", "c", "d"};
  CHECK(PlayerFlags(*FindGame("enclosure"), four) ==
        std::vector<std::string>{"--players", "a", "b", "c", "d"});
  const std::vector<std::string> three = {"a", "b", "c"};
  CHECK(PlayerFlags(*FindGame("hunger"), three) ==
        std::vector<std::string>{"--players", "a", "b", "c"});
}

}  // namespace
}  // namespace gauntlet::tournament
