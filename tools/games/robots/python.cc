// gauntlet.robots: the one-player puzzle's state and our two players (no
// referee, so no match).

#include <sstream>

#include "common/core/line_io.h"
#include "common/robots/generator.h"
#include "common/robots/instance_io.h"
#include "common/robots/planner.h"
#include "common/robots/report.h"
#include "common/robots/state.h"
#include "common/robots/strategy.h"
#include "tools/python/python_support.h"

namespace gauntlet::python {
// Named, not anonymous: the module compiles its game files as one unity
// batch, where each game's State and helpers must stay apart.
namespace robots_binding {

using robots::Action;

// The game from its instance, with the actions played (a plan is followed
// while the game stays on it).
struct State {
  robots::Instance instance;
  robots::State state;
  std::vector<Action> played;

  explicit State(robots::Instance from)
      : instance(std::move(from)), state(robots::State::Start(instance)) {}
  bool Terminal() const {
    return state.over() || state.moves() >= robots::kMoveLimit;
  }
};

// "N", "NE", ..., "stay", "teleport K" (K from 1, the instance's order).
std::string ActionText(Action action) {
  if (action.IsWalk()) return robots::kDirectionNames[action.direction()];
  if (action.IsStay()) return "stay";
  return "teleport " + std::to_string(action.teleport_index() + 1);
}

Action ParseActionText(const State& s, const std::string& text) {
  for (int d = 0; d < robots::kDirections; ++d) {
    if (text == robots::kDirectionNames[d]) return Action::Walk(d);
  }
  if (text == "stay") return Action::Stay();
  if (text.rfind("teleport ", 0) == 0) {
    const std::string number = text.substr(9);
    if (!number.empty() &&
        number.find_first_not_of("0123456789") == std::string::npos &&
        number.size() < 4) {
      const int k = std::stoi(number);
      if (k >= 1 && k <= s.state.teleport_count()) {
        return Action::Teleport(k - 1);
      }
    }
  }
  throw py::value_error("not a Robots move: '" + text +
                        "' (want N, NE, E, SE, S, SW, W, NW, stay or "
                        "'teleport K')");
}

std::vector<Action> LegalActions(const State& s) {
  std::vector<Action> actions;
  if (s.Terminal()) return actions;
  for (int d = 0; d < robots::kDirections; ++d) {
    actions.push_back(Action::Walk(d));
  }
  actions.push_back(Action::Stay());
  for (int k = 0; k < s.state.teleport_count(); ++k) {
    actions.push_back(Action::Teleport(k));
  }
  std::erase_if(actions, [&](Action a) { return !s.state.IsLegal(a); });
  return actions;
}

State FromText(const std::string& text) {
  std::istringstream in(text);
  LineReader reader(in);
  absl::StatusOr<std::optional<robots::Instance>> instance =
      robots::ReadInstance(reader);
  ThrowIfError(instance.status());
  if (!*instance) throw py::value_error("no instance before '0 0'");
  return State(**instance);
}

struct RobotsBot : OurBot {
  robots::PlannerOptions options;
  // The plan found for `planned_for`, followed while the game is on it.
  std::optional<robots::Instance> planned_for;
  robots::Plan plan;
};

bool SameInstance(const robots::Instance& a, const robots::Instance& b) {
  return robots::FormatInstance(a) == robots::FormatInstance(b);
}

}  // namespace robots_binding

void BindRobots(py::module_& m) {
  using namespace robots_binding;
  m.doc() =
      "Robots (ECNA 2001), the one-player batch puzzle: the state and our "
      "players (docs/python.md). No referee: no match. Moves: N, NE, E, SE, "
      "S, SW, W, NW, stay, 'teleport K'.";
  m.attr("name") = "robots";
  py::dict levels;
  levels[py::str("")] = py::make_tuple("plan", "strategy");
  m.attr("levels") = levels;

  py::class_<State>(m, "State", "A Robots game from its instance.")
      .def_static(
          "new_game",
          [](uint64_t seed) {
            return State(robots::GenerateInstance(seed, {}));
          },
          py::arg("seed"),
          "The instance `robots --generate --seed SEED` prints, at its start.")
      .def_static("from_text", &FromText, py::arg("text"),
                  "The start of the first instance in the statement's input "
                  "format ('R T', the cells, optionally '0 0').")
      .def(
          "to_text",
          [](const State& s) { return robots::FormatInstance(s.instance); },
          "The instance in the statement's input format.")
      .def(
          "board", [](const State& s) { return robots::BoardText(s.state); },
          "The board now, as `robots --trace` prints it.")
      .def(
          "legal_moves",
          [](const State& s) {
            std::vector<std::string> texts;
            for (Action a : LegalActions(s)) texts.push_back(ActionText(a));
            return texts;
          },
          "The moves the rules allow now (unsafe ones included).")
      .def(
          "apply",
          [](State& s, const std::string& text) {
            const Action action = ParseActionText(s, text);
            if (s.Terminal()) throw py::value_error("the game is over");
            if (!s.state.IsLegal(action)) {
              throw py::value_error("illegal move '" + text + "'");
            }
            s.state.Play(action);
            s.played.push_back(action);
          },
          py::arg("move"))
      .def("is_terminal", &State::Terminal)
      .def(
          "scores",
          [](const State& s) {
            return std::vector<double>{
                s.state.outcome() == robots::Outcome::kWon ? 1.0 : 0.0};
          },
          "[1] once won, else [0].")
      .def(
          "outcome",
          [](const State& s) {
            switch (s.state.outcome()) {
              case robots::Outcome::kWon:
                return "won";
              case robots::Outcome::kLost:
                return "lost";
              case robots::Outcome::kPlaying:
                break;
            }
            return "playing";
          },
          "'won', 'lost' or 'playing'.")
      .def(
          "result_text",
          [](const State& s) { return robots::ResultBlock(s.state); },
          "The statement's result block (the game must be over).")
      .def_property_readonly("moves",
                             [](const State& s) { return s.state.moves(); })
      .def_property_readonly(
          "robots", [](const State& s) { return s.state.robot_count(); })
      .def("copy", [](const State& s) { return s; })
      .def("__copy__", [](const State& s) { return s; })
      .def("__deepcopy__", [](const State& s, py::dict) { return s; });

  py::class_<RobotsBot, OurBot>(
      m, "Bot",
      "One of our players: bot(state, budget_ms) -> move. 'plan' searches "
      "a winning line from the instance's start and follows it while the "
      "game does (else the prescribed strategy); 'strategy' is the "
      "statement's prescribed strategy.")
      .def(
          "__call__",
          [](RobotsBot& bot, const State& s, double budget_ms) {
            if (s.Terminal()) throw py::value_error("the game is over");
            if (bot.spec.level == "plan") {
              if (!bot.planned_for ||
                  !SameInstance(*bot.planned_for, s.instance)) {
                robots::PlannerOptions options = bot.options;
                options.budget = Budget(budget_ms);
                py::gil_scoped_release release;
                bot.plan = robots::FindWinningPlan(s.instance, options);
                bot.planned_for = s.instance;
              }
              const auto& plan = bot.plan.actions;
              if (bot.plan.won && s.played.size() < plan.size() &&
                  std::equal(s.played.begin(), s.played.end(), plan.begin())) {
                return ActionText(plan[s.played.size()]);
              }
            }
            return ActionText(robots::PrescribedAction(s.state));
          },
          py::arg("state"), py::arg("budget_ms") = 1000)
      .def_property_readonly("level",
                             [](const RobotsBot& b) { return b.spec.level; });

  m.def(
      "bot",
      [](const std::string& level, const py::dict& params) {
        if (level != "plan" && level != "strategy") {
          throw py::value_error("no level '" + level + "' (plan, strategy)");
        }
        RobotsBot bot;
        bot.spec.level = level;
        bot.spec.params = Assignments(params);
        ParamTable table;
        if (level == "plan") robots::DeclareParams(bot.options, table);
        ApplyParams(params, table);
        return bot;
      },
      py::arg("level") = "plan", py::arg("params") = py::dict());
  m.def(
      "params",
      [](const std::string& level) {
        robots::PlannerOptions options;
        ParamTable table;
        if (level == "plan") robots::DeclareParams(options, table);
        return ParamList(table);
      },
      py::arg("level") = "plan");
}

}  // namespace gauntlet::python
