// Every registered game plays a short match of its baselines, in-process
// and as processes through `gauntlet match`, and both end cleanly.

#include "tools/registry/registry.h"

#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "tests/support/match_results.h"
#include "tests/support/run_program.h"
#include "tools/arena/result.h"

namespace gauntlet::registry {
namespace {

int Entrants(const Game& game) { return std::max(2, game.min_entrants); }

// Entrant e plays one of each role's last three levels (never the first,
// when there are more): the baselines, which are fast and never fault.
std::string_view LevelOf(const Role& role, int entrant) {
  const size_t n = role.levels.size();
  const size_t fast = std::clamp<size_t>(n - 1, 1, 3);
  return role.levels[n - 1 - static_cast<size_t>(entrant) % fast];
}

void CheckResults(const Game& game, const std::vector<arena::MatchResult>& all,
                  int entrants) {
  REQUIRE(all.size() == 2);
  for (size_t k = 0; k < all.size(); ++k) {
    const arena::MatchResult& result = all[k];
    CHECK(result.game == game.name);
    CHECK(result.index == static_cast<int>(k));
    REQUIRE(static_cast<int>(result.entrants.size()) == entrants);
    std::set<int> seats;
    for (int e = 0; e < entrants; ++e) {
      const arena::EntrantResult& entrant = result.entrants[e];
      INFO(game.name << " game " << k << " entrant " << e);
      CHECK(entrant.name == "e" + std::to_string(e));
      CHECK(entrant.seat == arena::SeatOf(e, static_cast<int>(k), entrants));
      CHECK(entrant.faults.empty());
      seats.insert(entrant.seat);
    }
    CHECK(static_cast<int>(seats.size()) == entrants);
    CHECK(result.plies > 0);
  }
}

TEST_CASE("every game is found by its name, and only once") {
  std::set<std::string_view> names;
  for (const Game& game : Games()) {
    CHECK(names.insert(game.name).second);
    auto found = FindGame(game.name);
    REQUIRE(found.ok());
    CHECK(*found == &game);
    CHECK(!game.roles.empty());
    for (const Role& role : game.roles) CHECK(!role.levels.empty());
  }
  CHECK(names.size() == 5);
  CHECK(absl::IsNotFound(FindGame("chess").status()));
}

TEST_CASE("every refereed game plays its baselines in-process") {
  for (const Game& game : Games()) {
    if (!game.has_referee()) continue;
    INFO(game.name);
    std::vector<InProcessEntrant> entrants;
    for (int e = 0; e < Entrants(game); ++e) {
      InProcessEntrant entrant{"e" + std::to_string(e), {}, {}};
      for (size_t r = 0; r < game.roles.size(); ++r) {
        BotSpec bot;
        bot.role = static_cast<int>(r);
        bot.level = std::string(LevelOf(game.roles[r], e));
        bot.seed = 7 + e;
        entrant.roles.push_back(bot);
      }
      entrants.push_back(entrant);
    }
    InProcessMatch match;
    match.games = 2;
    match.seed = 3;
    for (std::string_view flag : game.short_game_flags) {
      match.game_flags.emplace_back(flag);
    }
    int players_seen = 0;
    match.on_player = [&](int, int, int, const arena::InProcessPlayer& p) {
      ++players_seen;
      CHECK(!p.answer_seconds().empty());
    };
    auto results = PlayInProcess(game, entrants, match);
    REQUIRE(results.ok());
    CheckResults(game, *results, Entrants(game));
    CHECK(players_seen ==
          2 * Entrants(game) * static_cast<int>(game.roles.size()));
  }
}

TEST_CASE("the match seed picks the games of in-process bots") {
  // Tetris's referee draws nothing, so only the bots' seeds (the uniform
  // random sequencer's here) can make one seed's games differ from another's.
  auto tetris = FindGame("tetris");
  REQUIRE(tetris.ok());
  BotSpec placer;
  placer.level = "search";
  placer.params = {"search.beam_width=4", "search.unseen_candidates=1"};
  BotSpec sequencer;
  sequencer.role = 1;
  sequencer.level = "random";
  const InProcessEntrant entrant{"e", {placer, sequencer}, {}};
  const auto scores = [&](uint64_t seed) {
    InProcessMatch match;
    match.games = 1;
    match.seed = seed;
    match.game_flags = {"--rounds", "60"};
    match.player = arena::NoDeadlineOptions();
    auto results = PlayInProcess(**tetris, {entrant, entrant}, match);
    REQUIRE(results.ok());
    std::vector<double> out;
    for (const auto& e : (*results)[0].entrants) out.push_back(e.score);
    return out;
  };
  const std::vector<double> first = scores(1);
  CHECK(scores(1) == first);
  bool differs = false;
  for (uint64_t seed = 2; seed <= 4 && !differs; ++seed) {
    differs = scores(seed) != first;
  }
  CHECK(differs);
}

TEST_CASE("every refereed game plays its baselines as processes") {
  const std::string bin = GAUNTLET_BIN_DIR;
  for (const Game& game : Games()) {
    if (!game.has_referee()) continue;
    INFO(game.name);
    const std::string out =
        "registry_" + std::string(game.name) + "_" + std::to_string(getpid());
    std::filesystem::remove_all(out);
    std::string command = "gauntlet match " + std::string(game.name) +
                          " --games 2 --seed 3 --out " + out + " --players";
    std::string names;
    for (int e = 0; e < Entrants(game); ++e) {
      std::string entrant;
      for (size_t r = 0; r < game.roles.size(); ++r) {
        if (r > 0) entrant += " | ";
        entrant += bin + "/" + std::string(game.roles[r].program) +
                   " --level " + std::string(LevelOf(game.roles[r], e)) +
                   " --seed " + std::to_string(7 + e);
      }
      command += " '" + entrant + "'";
      names += (e == 0 ? "" : ",") + ("e" + std::to_string(e));
    }
    command += " --names " + names;
    for (std::string_view flag : game.short_game_flags) {
      command += " " + std::string(flag);
    }
    INFO(command);
    const testing::ProgramRun match = testing::RunProgram(command);
    INFO(match.err);
    REQUIRE(match.exit_code == 0);
    CheckResults(game, testing::ReadMatchResults(out + "/results.jsonl"),
                 Entrants(game));
    std::filesystem::remove_all(out);
  }
}

TEST_CASE("a game without a referee says so") {
  CHECK(testing::RunProgram("gauntlet match robots").exit_code == 2);
  auto robots = FindGame("robots");
  REQUIRE(robots.ok());
  CHECK(!(*robots)->has_referee());
  CHECK(!PlayInProcess(**robots, {}, InProcessMatch{}).ok());
}

TEST_CASE("in-process bots take parameters and refuse unknown ones") {
  auto duckchess = FindGame("duckchess");
  REQUIRE(duckchess.ok());
  BotSpec bot;
  bot.level = "greedy";
  bot.params = {"eval.tempo=20"};
  CHECK((*duckchess)->make_bot(bot).ok());
  bot.params = {"no.such.parameter=1"};
  CHECK(!(*duckchess)->make_bot(bot).ok());
}

}  // namespace
}  // namespace gauntlet::registry
