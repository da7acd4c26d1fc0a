#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "bots/duckchess/ladder.h"
#include "bots/duckchess/strategy.h"
#include "bots/enclosure/brain.h"
#include "bots/enclosure/ladder.h"
#include "bots/enclosure/mcts_brain.h"
#include "bots/tetris/ladder.h"
#include "bots/tetris/placer.h"
#include "common/core/ladder.h"
#include "common/enclosure/rules.h"
#include "common/enclosure/state.h"
#include "tools/ladder/calibrate.h"
#include "tools/ladder/rate.h"
#include "tools/registry/registry.h"

namespace gauntlet {
namespace {

TEST_CASE("a rung number names a level and its parameters") {
  const auto rung = ChooseLevel("3", duckchess::Ladder());
  REQUIRE(rung.ok());
  CHECK(rung->level == "greedy");
  CHECK(rung->params == std::vector<std::string>{"ladder.random_share=0.75"});
  const auto named = ChooseLevel("greedy", duckchess::Ladder());
  REQUIRE(named.ok());
  CHECK(named->level == "greedy");
  CHECK(named->params.empty());
  for (const char* bad : {"0", "14", "123"}) {
    const auto refused = ChooseLevel(bad, duckchess::Ladder());
    REQUIRE_FALSE(refused.ok());
    CHECK(std::string(refused.status().message()).find("1..13") !=
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

TEST_CASE("every built-in calibration rates each rung of its ladder") {
  for (const auto& game : registry::Games()) {
    const int rungs = ladder::LadderSize(game);
    if (rungs == 0) continue;
    INFO(game.name);
    CHECK(static_cast<int>(game.calibrated_elo.size()) == rungs);
  }
  // A table of another length is refused before any game.
  ladder::RateOptions options;
  options.ladder_elo = {0, 100, 200};
  const auto refused = ladder::Rate(**registry::FindGame("duckchess"), options);
  REQUIRE_FALSE(refused.ok());
  CHECK(std::string(refused.status().message()).find("calibrate it again") !=
        std::string::npos);
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

// The cap a duck chess rung's parameters set, read back from them.
struct Caps {
  int depth = 0;       // 0: none
  uint64_t nodes = 0;  // 0: none
};
Caps CapsOf(int rung) {
  Caps caps;
  const auto choice = ChooseLevel(std::to_string(rung), duckchess::Ladder());
  REQUIRE(choice.ok());
  for (const std::string& assignment : choice->params) {
    const auto eq = assignment.find('=');
    const std::string name = assignment.substr(0, eq);
    const std::string value = assignment.substr(eq + 1);
    if (name == "search.max_depth") caps.depth = std::stoi(value);
    if (name == "search.max_nodes") caps.nodes = std::stoull(value);
  }
  return caps;
}

TEST_CASE(
    "each duck chess rung plays the same moves for a seed, within its "
    "cap") {
  const int rungs = static_cast<int>(duckchess::Ladder().size());
  for (int rung = 1; rung <= rungs; ++rung) {
    INFO("rung " << rung);
    const Caps caps = CapsOf(rung);
    const int plies = caps.nodes > 0 || caps.depth > 3 ? 4 : 10;
    const Played first = PlayRung(rung, plies);
    const Played second = PlayRung(rung, plies);
    CHECK(first.moves == second.moves);
    if (caps.depth > 0) CHECK(first.deepest <= caps.depth);
    // The node cap is checked as each node is entered, so the moves one
    // node makes (legality and check tests) may pass it by a little.
    if (caps.nodes > 0) CHECK(first.most_nodes <= caps.nodes + 1000);
    // Every search rung has a cap, so none depends on the clock.
    if (ChooseLevel(std::to_string(rung), duckchess::Ladder())->level ==
        "search") {
      CHECK((caps.depth > 0 || caps.nodes > 0));
    }
  }
}

// A rung's settings, as its program would take them.
template <class Options, class Declare>
Options RungOptions(std::span<const Rung> ladder, int rung, Declare declare,
                    std::string* level) {
  const auto choice = ChooseLevel(std::to_string(rung), ladder);
  REQUIRE(choice.ok());
  Options options;
  ParamTable table;
  declare(choice->level, options, table);
  REQUIRE(ApplyRung(*choice, table).ok());
  *level = choice->level;
  return options;
}

// Four copies of an Enclosure rung play `rounds` rounds in-process; returns
// their actions.
std::string PlayEnclosureRung(int rung, int rounds) {
  using namespace enclosure;
  std::string level;
  const auto options = RungOptions<BrainOptions>(
      Ladder(), rung,
      [](std::string_view l, BrainOptions& o, ParamTable& t) {
        DeclareParams(l, o, t);
      },
      &level);
  std::array<std::unique_ptr<Brain>, kPlayers> brains;
  for (int p = 0; p < kPlayers; ++p) {
    BrainOptions seat = options;
    seat.seed = options.seed + static_cast<uint64_t>(p);
    brains[p] = *MakeBrain(level, seat);
  }
  State state =
      NewGame({VertexAt(1, 1), VertexAt(9, 1), VertexAt(1, 9), VertexAt(9, 9)});
  std::string actions;
  for (int round = 0; round < rounds && !IsOver(state); ++round) {
    std::array<Action, kPlayers> joint{};
    for (int p = 0; p < kPlayers; ++p) {
      if (!state.players[p].alive) continue;
      // No rung looks at the clock: the loop planner and the random mover
      // never do, and an MCTS rung must fix its playouts.
      Deadline deadline = Deadline::After(std::chrono::seconds(60));
      joint[p] = brains[p]->ChooseAction(state, p, deadline);
      if (const auto* mcts = dynamic_cast<const MctsBrain*>(brains[p].get())) {
        CHECK(mcts->last_iterations() > 0);
        CHECK(mcts->last_iterations() <= options.mcts.iterations);
      }
      actions += std::to_string(static_cast<int>(joint[p].dir)) +
                 std::to_string(static_cast<int>(joint[p].pen)) + " ";
    }
    ResolveRound(state, joint, nullptr);
    for (auto& brain : brains) brain->Observe(joint, state);
  }
  return actions;
}

TEST_CASE("each Enclosure rung repeats for a seed, and random moves grade it") {
  const int rungs = static_cast<int>(enclosure::Ladder().size());
  std::vector<std::string> games;
  int planner = 0;  // the undiluted loop planner's rung
  for (int rung = 1; rung <= rungs; ++rung) {
    INFO("rung " << rung);
    const auto choice = ChooseLevel(std::to_string(rung), enclosure::Ladder());
    REQUIRE(choice.ok());
    if (choice->level == "mcts") {
      bool capped = false;
      for (const std::string& a : choice->params) {
        capped = capped || a.starts_with("mcts.iterations=");
      }
      CHECK(capped);  // a wall-time rung would play differently on each run
    }
    if (choice->level == "lookahead" || choice->level == "adaptive") {
      // Timed, its playouts stop at the deadline, so that a slow machine
      // plays the planner's action where a fast one plays out another.
      CHECK(std::find(choice->params.begin(), choice->params.end(),
                      "lookahead.untimed=1") != choice->params.end());
    }
    if (choice->level == "loops" && choice->params.empty()) planner = rung;
    games.push_back(PlayEnclosureRung(rung, 30));
    CHECK(games.back() == PlayEnclosureRung(rung, 30));
  }
  // The diluted rungs play other moves than the full planner they dilute,
  // and the top rung is not the planner under another name.
  REQUIRE(planner > 0);
  for (int rung = 2; rung <= rungs; ++rung) {
    INFO("rung " << rung);
    if (rung != planner) CHECK(games[rung - 1] != games[planner - 1]);
  }
}

TEST_CASE(
    "each Tetris search-placer rung repeats and keeps to its beam and its "
    "re-ranked leaves") {
  using namespace tetris;
  for (int rung = 1; rung <= static_cast<int>(PlacerLadder().size()); ++rung) {
    std::string level;
    const auto options = RungOptions<PlacerOptions>(
        PlacerLadder(), rung,
        [](std::string_view l, PlacerOptions& o, ParamTable& t) {
          DeclareParams(l, o, t);
        },
        &level);
    if (level != "search") continue;
    INFO("rung " << rung);
    auto play = [&options](SearchPlacer& placer) {
      Board board;
      std::string commands;
      for (int k = 0; k < 40; ++k) {
        const Piece current = kAllPieces[(k * 3) % kPieceCount];
        const Piece next = kAllPieces[(k * 3 + 3) % kPieceCount];
        const Decision decision = placer.Decide(board, current, next);
        commands += decision.command + ";";
        if (!board.Fits(decision.piece, decision.target)) break;
        board.Lock(decision.piece, decision.target);
      }
      return commands;
    };
    SearchPlacer first(options);
    SearchPlacer second(options);
    CHECK(play(first) == play(second));
    CHECK(first.figures().most_expanded > 0);
    // The root, then at most the beam's width of first placements.
    CHECK(first.figures().most_expanded <=
          1 + static_cast<int64_t>(options.beam_width));
    CHECK(first.figures().most_reranked <=
          static_cast<std::size_t>(options.unseen_candidates));
  }
}

}  // namespace
}  // namespace gauntlet
