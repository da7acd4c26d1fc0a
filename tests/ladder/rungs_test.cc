#include <catch2/catch.hpp>
#include <string>

#include "bots/duckchess/ladder.h"
#include "bots/duckchess/strategy.h"
#include "bots/enclosure/ladder.h"
#include "common/core/ladder.h"
#include "tools/registry/registry.h"

namespace gauntlet {
namespace {

TEST_CASE("a rung number names a level and its parameters") {
  const auto rung = ChooseLevel("3", duckchess::Ladder());
  REQUIRE(rung.ok());
  CHECK(rung->level == "search");
  CHECK(rung->params == std::vector<std::string>{"search.max_depth=1"});
  const auto named = ChooseLevel("greedy", duckchess::Ladder());
  REQUIRE(named.ok());
  CHECK(named->level == "greedy");
  CHECK(named->params.empty());
  for (const char* bad : {"0", "9", "123"}) {
    const auto refused = ChooseLevel(bad, duckchess::Ladder());
    REQUIRE_FALSE(refused.ok());
    CHECK(std::string(refused.status().message()).find("1..8") !=
          std::string::npos);
  }
}

TEST_CASE("every rung's parameters exist for its level") {
  for (const auto& game : registry::Games()) {
    for (const auto& role : game.roles) {
      for (size_t k = 0; k < role.ladder.size(); ++k) {
        registry::BotSpec spec;
        spec.level = std::to_string(k + 1);
        const auto bot = game.make_bot(spec);
        INFO(game.name << " rung " << k + 1);
        CHECK(bot.ok());
      }
    }
  }
}

// Plays `plies` plies of a game between two fresh copies of a rung's
// strategy (same seed) and returns the moves, with the largest depth and
// node count any search reached.
struct Played {
  std::string moves;
  int deepest = 0;
  uint64_t most_nodes = 0;
};
Played PlayRung(int rung, int plies) {
  const auto choice = ChooseLevel(std::to_string(rung), duckchess::Ladder());
  REQUIRE(choice.ok());
  duckchess::StrategyConfig config;
  ParamTable table;
  duckchess::DeclareParams(choice->level, config, table);
  REQUIRE(ApplyRung(*choice, table).ok());
  auto strategy = duckchess::MakeStrategy(choice->level, config, 5);
  REQUIRE(strategy.ok());
  Played played;
  duckchess::Position position;
  for (int p = 0; p < plies && !position.IsOver(); ++p) {
    // A generous deadline: the caps, not the clock, end each search.
    const duckchess::Move move = (*strategy)->Choose(
        position, Deadline::After(std::chrono::seconds(60)));
    if (auto* search =
            dynamic_cast<duckchess::SearchStrategy*>(strategy->get())) {
      played.deepest = std::max(played.deepest, search->last().depth);
      played.most_nodes = std::max(played.most_nodes, search->last().nodes);
    }
    played.moves +=
        std::to_string(move.from) + "-" + std::to_string(move.to) + " ";
    position.Make(move);
  }
  return played;
}

TEST_CASE(
    "each duck chess rung plays the same moves for a seed, within its "
    "cap") {
  for (int rung = 1; rung <= 8; ++rung) {
    INFO("rung " << rung);
    const Played first = PlayRung(rung, rung == 8 ? 4 : 10);
    const Played second = PlayRung(rung, rung == 8 ? 4 : 10);
    CHECK(first.moves == second.moves);
    if (rung >= 3 && rung <= 6) CHECK(first.deepest <= rung - 2);
    if (rung == 7) CHECK(first.deepest <= 6);
    // The node cap is checked as each node is entered, so the moves one
    // node makes (legality and check tests) may pass it by a little.
    if (rung == 8) CHECK(first.most_nodes <= 200000 + 1000);
  }
}

}  // namespace
}  // namespace gauntlet
