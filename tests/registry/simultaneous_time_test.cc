// In-process bots of a simultaneous game are stepped one after another; each
// is judged on its own thinking, as processes thinking side by side would be
// (tools/arena/in_process_player.h), so one slow bot costs no other bot its
// round.

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "tools/registry/registry.h"

namespace gauntlet::registry {
namespace {

TEST_CASE("a slow in-process bot makes no other bot of its round late") {
  const Game& game = **FindGame("enclosure");
  // 40,000 playouts a round, whatever the clock: some 0.5 s where a round
  // allows 50 ms (BENCHMARKS.md: 35,000-120,000 playouts/s), so this bot
  // overruns on any machine and the greedy bots stepped after it do not.
  std::vector<InProcessEntrant> entrants;
  for (const auto& [name, spec] :
       std::vector<std::pair<std::string, std::string>>{
           {"slow", "mcts --param mcts.iterations=40000"},
           {"g1", "greedy"},
           {"g2", "greedy"},
           {"g3", "greedy --seed 2"}}) {
    auto entrant = ParseInProcessEntrant(game, name, spec);
    REQUIRE(entrant.ok());
    entrants.push_back(*std::move(entrant));
  }
  InProcessMatch match;
  // Four games: the slow bot sits in every seat once, before and after
  // the others.
  match.games = 4;
  match.time = arena::TimeControl{std::chrono::milliseconds(50),
                                  std::chrono::milliseconds(0),
                                  std::chrono::milliseconds(2000)};
  const auto results = PlayInProcess(game, entrants, match);
  REQUIRE(results.ok());
  REQUIRE(results->size() == 4);
  for (const arena::MatchResult& result : *results) {
    INFO("game " << result.index << ": " << result.outcome);
    REQUIRE(result.entrants.size() == 4);
    CHECK_FALSE(result.entrants[0].faults.empty());
    for (int e = 1; e < 4; ++e) {
      INFO(result.entrants[e].name);
      CHECK(result.entrants[e].faults.empty());
    }
  }
}

}  // namespace
}  // namespace gauntlet::registry
