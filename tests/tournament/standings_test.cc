#include "tools/tournament/standings.h"

#include <catch2/catch.hpp>

namespace gauntlet::tournament {
namespace {

// A referee result line for the seated names with the given ranks/scores.
std::string ResultLine(const std::vector<std::string>& seated,
                       const std::vector<int>& ranks,
                       const std::vector<double>& scores) {
  arena::MatchResult result;
  result.game = "test";
  for (std::size_t seat = 0; seat < seated.size(); ++seat) {
    result.entrants.push_back({seated[seat],
                               "cmd",
                               static_cast<int>(seat),
                               scores[seat],
                               ranks[seat],
                               {}});
  }
  return arena::ToJson(result).dump();
}

TEST_CASE("two-player standings and pentanomial pairs") {
  TournamentSpec spec;
  spec.game = "duckchess";
  spec.bots = {{"a", "x"}, {"b", "y"}};
  spec.games = 6;
  const auto schedule = *BuildSchedule(spec);  // 3 pairs
  REQUIRE(schedule.size() == 6);
  // Pair 0: a wins both (2 points for a). Pair 1: a wins one, draws one
  // (1.5). Pair 2: only its first game is done, a lost it.
  std::map<int, GameRecord> records;
  auto add = [&](int id, int a_rank, int b_rank) {
    const GameSpec& game = schedule[id];
    std::vector<std::string> seated;
    std::vector<int> ranks;
    std::vector<double> scores;
    for (int bot : game.seats) {
      seated.push_back(spec.bots[bot].name);
      const int rank = bot == 0 ? a_rank : b_rank;
      ranks.push_back(rank);
      scores.push_back(a_rank == b_rank ? 0.5 : rank == 1 ? 1 : 0);
    }
    auto record = MakeRecord(game, spec, ResultLine(seated, ranks, scores));
    REQUIRE(record.ok());
    records.emplace(id, *record);
  };
  add(0, 1, 2);
  add(1, 1, 2);
  add(2, 1, 2);
  add(3, 1, 1);
  add(4, 2, 1);
  const Standings standings = ComputeStandings(spec, schedule, records);
  CHECK(standings.games_done == 5);
  CHECK(standings.games_scheduled == 6);
  REQUIRE(standings.table.size() == 2);
  const Standing& a = standings.table[0];
  CHECK(a.name == "a");
  CHECK(a.games == 5);
  CHECK(a.wins == 3);
  CHECK(a.draws == 1);
  CHECK(a.losses == 1);
  CHECK(a.points == 3.5);
  CHECK(a.score_sum == 3.5);
  // Complete pairs only: one at 2 points, one at 1.5.
  CHECK(a.pairs.counts == std::array<int64_t, 5>{0, 0, 0, 1, 1});
  const Standing& b = standings.table[1];
  CHECK(b.points == 1.5);
  CHECK(b.pairs.counts == std::array<int64_t, 5>{1, 1, 0, 0, 0});
  REQUIRE(standings.pairings.size() == 1);
  CHECK(standings.pairings[0].first == "a");
  CHECK(HeadToHead(standings).counts == a.pairs.counts);
  const std::string text = FormatStandings(spec, standings, std::nullopt);
  CHECK(text.find("5/6 games") != std::string::npos);
  // Two pairs: no interval; one draw in five games.
  CHECK(
      text.find("a vs b: [0 0 0 1 1] +338.0 +- n/a, LOS n/a, draws 20.0%\n") !=
      std::string::npos);
  CHECK(standings.pairings[0].games == 5);
  CHECK(standings.pairings[0].draws == 1);
}

TEST_CASE("multi-player standings: places and points by rank") {
  TournamentSpec spec;
  spec.game = "hunger";
  spec.bots = {{"a", "x"}, {"b", "y"}, {"c", "z"}};
  spec.games = 1;
  const auto schedule = *BuildSchedule(spec);
  REQUIRE(schedule.size() == 1);
  std::vector<std::string> seated;
  for (int bot : schedule[0].seats) seated.push_back(spec.bots[bot].name);
  // Seat order is a, b, c in round 0. b first; a and c tied second.
  REQUIRE(seated == std::vector<std::string>{"a", "b", "c"});
  std::map<int, GameRecord> records;
  records.emplace(0, *MakeRecord(schedule[0], spec,
                                 ResultLine(seated, {2, 1, 2}, {10, 30, 10})));
  const Standings standings = ComputeStandings(spec, schedule, records);
  CHECK(!standings.two_player);
  // b beat both: 2/2 = 1. a beat nobody, tied one: 0.5/2 = 0.25.
  CHECK(standings.table[0].name == "b");
  CHECK(standings.table[0].points == 1);
  CHECK(standings.table[0].place_sum == 1);
  CHECK(standings.table[1].name == "a");
  CHECK(standings.table[1].points == 0.25);
  CHECK(standings.table[2].name == "c");
  CHECK(standings.table[2].score_sum == 10);
}

}  // namespace
}  // namespace gauntlet::tournament
