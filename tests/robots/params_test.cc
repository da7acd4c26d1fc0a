// The planner's parameters: the table, its text, and the program's flags.

#include "common/core/params.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "common/core/rng.h"
#include "common/robots/generator.h"
#include "common/robots/planner.h"
#include "tests/support/run_program.h"

namespace gauntlet::robots {
namespace {

using testing::CheckRefusedSaying;
using testing::ProgramRun;
using testing::RunProgram;

TEST_CASE("The planner declares its numbers, not its budget") {
  PlannerOptions options;
  ParamTable table;
  DeclareParams(options, table);
  CHECK(table.size() == 11);
  CHECK(table.Check().ok());
  CHECK(table.Find("plan.first_width")->value() == 8);
  CHECK(table.Find("plan.last_width")->value() == 8192);
  CHECK(table.Find("score.robots")->value() == 1000);
  CHECK(table.Find("budget") == nullptr);
}

TEST_CASE("The planner's table text loads back into a fresh table") {
  PlannerOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  const std::string defaults = ta.Format();
  REQUIRE(ta.LoadText("plan.first_width 2\nplan.width_growth 3\n"
                      "score.debris 7.5\nscore.room_cap 4\n")
              .ok());
  PlannerOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(tb.Format() == defaults);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(tb.Format() == ta.Format());
  CHECK(b.first_width == 2);
  CHECK(b.width_growth == 3);
  CHECK(b.debris_weight == 7.5);
  CHECK(b.room_cap == 4);
  CHECK(b.last_width == 8192);
}

// The plans for the first twelve instances robots-bench makes from seed 7
// (each found in a few ms).
std::vector<std::vector<Action>> Plans(PlannerOptions options) {
  options.budget = std::chrono::milliseconds(20000);
  std::vector<std::vector<Action>> plans;
  for (uint64_t i = 0; i < 12; ++i) {
    const Plan plan =
        FindWinningPlan(GenerateInstance(DeriveSeed(7, i), {}), options);
    REQUIRE_FALSE(plan.budget_spent);
    plans.push_back(plan.actions);
  }
  return plans;
}

TEST_CASE("A planner with loaded parameters plans like the original") {
  const auto defaults = Plans(PlannerOptions{});
  PlannerOptions a;
  ParamTable ta;
  DeclareParams(a, ta);
  REQUIRE(ta.LoadText("plan.first_width 2\nscore.debris 5\n").ok());
  const auto changed = Plans(a);
  CHECK(changed != defaults);
  PlannerOptions b;
  ParamTable tb;
  DeclareParams(b, tb);
  CHECK(Plans(b) == defaults);
  REQUIRE(tb.LoadText(ta.Format()).ok());
  CHECK(Plans(b) == changed);
}

TEST_CASE("robots --print-params output loads back with --params") {
  const ProgramRun instances =
      RunProgram("robots --generate --seed 7 --cases 12");
  REQUIRE(instances.exit_code == 0);
  const std::string flags = "--param plan.first_width=2 --param score.debris=5";
  const ProgramRun printed = RunProgram("robots " + flags + " --print-params");
  REQUIRE(printed.exit_code == 0);
  const testing::TempFile params(printed.out);
  CHECK(
      RunProgram("robots --params " + params.path() + " --print-params").out ==
      printed.out);
  const ProgramRun direct =
      RunProgram("robots " + flags + " --plan", instances.out);
  const ProgramRun loaded =
      RunProgram("robots --params " + params.path() + " --plan", instances.out);
  REQUIRE(direct.exit_code == 0);
  CHECK(loaded.out == direct.out);
  CHECK(RunProgram("robots --plan", instances.out).out != direct.out);
  // The statement's game does not use the planner: the same output.
  CHECK(RunProgram("robots " + flags, instances.out).out ==
        RunProgram("robots", instances.out).out);
}

TEST_CASE("robots refuses bad parameters and times with exit code 2") {
  CheckRefusedSaying("robots --param plan.width_growth=1",
                     "robots: parameter plan.width_growth: 1 is out of range "
                     "(an integer in [2, 64])");
  CHECK(RunProgram("robots --movetime 0").exit_code == 2);
  CHECK(RunProgram("robots --budget-ms 100").exit_code == 2);  // needs --plan
}

}  // namespace
}  // namespace gauntlet::robots
