#include "tools/tune/space.h"

#include <catch2/catch.hpp>

#include "tools/arena/result.h"
#include "tools/tune/trials.h"

namespace gauntlet::tune {
namespace {

TEST_CASE("Coordinates count declared steps from the start") {
  const SearchSpace space(
      {{"depth", true, 6, 1, 20, 2}, {"margin", false, 1.5, 0, 3, 0.25}});
  CHECK(space.Lower(0) == Approx(-2.5));
  CHECK(space.Upper(0) == Approx(7));
  CHECK(space.Value(0, 1.3) == 9);   // 6 + 2.6, rounded
  CHECK(space.Value(0, 100) == 20);  // clamped
  CHECK(space.Value(1, -2) == Approx(1));
  CHECK(space.Assignments({0.5, 1}) ==
        std::vector<std::string>{"depth=7", "margin=1.75"});
  CHECK(space.ParamsText({0, 0}, "start") == "# start\ndepth 6\nmargin 1.5\n");
  CHECK(space.Coordinates({10, 1}) == std::vector<double>{2, -2});
}

TEST_CASE("Numbers are written so that they read back exactly") {
  for (double value : {0.1, -2.5, 1e-7, 123456.789, 3.0, -0.0}) {
    CHECK(std::stod(NumberText(value)) == value);
  }
  CHECK(NumberText(-12) == "-12");
}

TEST_CASE("Only the parameters asked for are tuned") {
  const std::vector<Dimension> all = {{"a", true, 0, 0, 1, 1},
                                      {"b", true, 0, 0, 1, 1}};
  auto chosen = SelectDimensions(all, {"b"});
  REQUIRE(chosen.ok());
  CHECK(chosen->size() == 1);
  CHECK(chosen->front().name == "b");
  auto unknown = SelectDimensions(all, {"c"});
  REQUIRE_FALSE(unknown.ok());
  CHECK(std::string(unknown.status().message()).find("a b") !=
        std::string::npos);
}

TEST_CASE("SPSA trials swap colours, or face each opponent in turn") {
  const auto pair = SpsaGames({2, true}, 0, 0, 5);
  REQUIRE(pair.size() == 2);
  CHECK(pair[0].seats == std::vector<int>{0, 1});
  CHECK(pair[1].seats == std::vector<int>{1, 0});
  const auto against = SpsaGames({2, true}, 2, 3, 5);
  REQUIRE(against.size() == 4);
  CHECK(against[0].seats == std::vector<int>{0, 3});  // opponent 3 % 2 = 1
  CHECK(against[3].seats == std::vector<int>{3, 1});
  for (const TrialGame& game : against) CHECK(game.seed == 5);
}

TEST_CASE("Four-seat trials rotate every player through every seat") {
  const auto games = SpsaGames({4, true}, 2, 0, 9);
  REQUIRE(games.size() == 4);
  for (int entrant = 0; entrant < 4; ++entrant) {
    std::vector<int> seats;
    for (const TrialGame& game : games) {
      for (int s = 0; s < 4; ++s) {
        if (game.seats[s] == entrant) seats.push_back(s);
      }
    }
    std::sort(seats.begin(), seats.end());
    CHECK(seats == std::vector<int>{0, 1, 2, 3});
  }
  const auto many = SpsaGames({8, true}, 6, 0, 9);
  REQUIRE(many.size() == 2);
  CHECK(many[0].seats[0] == 0);
  CHECK(many[1].seats[0] == 1);
}

TEST_CASE("A CMA-ES candidate plays every opponent from every seed") {
  const auto games = CandidateGames({2, true}, 2, {11, 12});
  CHECK(games.size() == 8);
  const auto once = CandidateGames({2, false}, 1, {11, 12, 13});
  REQUIRE(once.size() == 3);
  CHECK(once[2].seats == std::vector<int>{0, 1});
  CHECK(once[2].seed == 13);
}

TEST_CASE("Outcome is the share of other players finished above") {
  arena::MatchResult result;
  result.entrants.resize(4);
  result.entrants[0].rank = 1;
  result.entrants[1].rank = 2;
  result.entrants[2].rank = 2;
  result.entrants[3].rank = 4;
  CHECK(Outcome(result, 0) == Approx(1.0));
  CHECK(Outcome(result, 1) == Approx(1.5 / 3));
  CHECK(Outcome(result, 3) == Approx(0.0));
  arena::MatchResult draw;
  draw.entrants.resize(2);
  CHECK(Outcome(draw, 0) == Approx(0.5));
}

}  // namespace
}  // namespace gauntlet::tune
