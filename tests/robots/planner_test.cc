#include "common/robots/planner.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "common/core/rng.h"
#include "common/robots/generator.h"
#include "common/robots/report.h"
#include "common/robots/state.h"
#include "common/robots/strategy.h"
#include "tests/support/run_program.h"

namespace gauntlet::robots {
namespace {

using testing::ProgramRun;
using testing::RunProgram;

// Replays `actions` from the start; the final state, or nullopt when an
// action breaks the rules or comes after the end.
std::optional<State> Replay(const Instance& instance,
                            const std::vector<Action>& actions) {
  State state = State::Start(instance);
  for (const Action action : actions) {
    if (state.over() || !state.IsLegal(action)) return std::nullopt;
    state.Play(action);
  }
  return state;
}

TEST_CASE("Every plan the planner returns wins when the engine replays it") {
  int wins = 0;
  for (uint64_t i = 0; i < 40; ++i) {
    const Instance instance = GenerateInstance(DeriveSeed(77, i), {});
    const Plan plan =
        FindWinningPlan(instance, {.budget = std::chrono::milliseconds(500)});
    const bool prescribed_wins =
        PlayPrescribed(State::Start(instance)).outcome() == Outcome::kWon;
    INFO("instance " << i);
    if (prescribed_wins) CHECK(plan.won);
    if (plan.proven_unwinnable) CHECK_FALSE(prescribed_wins);
    if (!plan.won) continue;
    ++wins;
    const auto end = Replay(instance, plan.actions);
    REQUIRE(end.has_value());
    CHECK(end->outcome() == Outcome::kWon);
    CHECK(end->moves() == static_cast<int>(plan.actions.size()));
  }
  CHECK(wins >= 20);
}

TEST_CASE("A lone robot without debris is proven unwinnable") {
  const Plan plan = FindWinningPlan(
      {.robots = {Cell::FromOneBased(3, 3)}, .teleports = {}}, {});
  CHECK_FALSE(plan.won);
  CHECK(plan.proven_unwinnable);
}

TEST_CASE("The planner finds the win the strategy misses in sample case 3") {
  // Sample case 3 is lost by the prescribed strategy; two robots beside
  // each other can be made to collide.
  const Instance instance{
      .robots = {Cell::FromOneBased(17, 18), Cell::FromOneBased(13, 18),
                 Cell::FromOneBased(5, 31)},
      .teleports = {Cell::FromOneBased(15, 16), Cell::FromOneBased(16, 15),
                    Cell::FromOneBased(3, 7)}};
  const Plan plan = FindWinningPlan(instance, {});
  REQUIRE(plan.won);
  CHECK(plan.beam_width > 0);
  const auto end = Replay(instance, plan.actions);
  REQUIRE(end.has_value());
  CHECK(end->outcome() == Outcome::kWon);
}

// Turns the move lines `robots --plan` printed for one case back into
// actions by replaying them; fails the test on any line the engine rejects.
struct ParsedCase {
  bool planned = false;
  State end;
  std::string result;
};

ParsedCase ReplayPrintedCase(const Instance& instance,
                             const std::vector<std::string>& lines) {
  ParsedCase parsed;
  State state = State::Start(instance);
  for (const std::string& line : lines) {
    if (line.rfind("Plan: a winning line", 0) == 0) parsed.planned = true;
    if (line.rfind("Move ", 0) != 0) {
      if (line.rfind("Plan:", 0) != 0) parsed.result += line + "\n";
      continue;
    }
    if (!parsed.planned) continue;
    INFO(line);
    const std::size_t colon = line.find(": ");
    REQUIRE(colon != std::string::npos);
    const std::string what = line.substr(colon + 2);
    bool matched = false;
    for (int code = 0; code < kDirections + 1 + state.teleport_count();
         ++code) {
      const Action action = Action::FromCode(static_cast<uint8_t>(code));
      if (!state.IsLegal(action)) continue;
      State after = state;
      after.Play(action);
      if (MoveLine(action, after) == line + "\n") {
        state = after;
        matched = true;
        break;
      }
    }
    REQUIRE(matched);
  }
  parsed.end = state;
  return parsed;
}

TEST_CASE("Every plan that robots plan prints replays as a win") {
  const ProgramRun generated =
      RunProgram("robots --generate --seed 11 --cases 12");
  REQUIRE(generated.exit_code == 0);
  const ProgramRun planned =
      RunProgram("robots --plan --budget-ms 1000", generated.out);
  REQUIRE(planned.exit_code == 0);

  std::vector<std::vector<std::string>> cases;
  std::istringstream out(planned.out);
  for (std::string line; std::getline(out, line);) {
    if (line.rfind("Case ", 0) == 0) {
      cases.emplace_back();
    } else {
      REQUIRE_FALSE(cases.empty());
      cases.back().push_back(line);
    }
  }
  REQUIRE(cases.size() == 12);
  int wins = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    INFO("case " << i + 1);
    const Instance instance = GenerateInstance(DeriveSeed(11, i), {});
    const ParsedCase parsed = ReplayPrintedCase(instance, cases[i]);
    if (!parsed.planned) {
      CHECK(cases[i].front().rfind("Plan: no winning line found", 0) == 0);
      continue;
    }
    ++wins;
    CHECK(parsed.end.outcome() == Outcome::kWon);
    CHECK(parsed.result == ResultBlock(parsed.end));
  }
  CHECK(wins >= 6);
}

}  // namespace
}  // namespace gauntlet::robots
