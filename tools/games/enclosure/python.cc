// gauntlet.enclosure: the four-player state, our bots, matches.

#include <array>

#include "bots/enclosure/brain.h"
#include "bots/enclosure/moves.h"
#include "bots/enclosure/session.h"
#include "common/core/rng.h"
#include "common/enclosure/protocol.h"
#include "common/enclosure/rules.h"
#include "common/enclosure/state.h"
#include "tools/games/enclosure/registration.h"
#include "tools/python/python_support.h"

namespace gauntlet::python {
// Named, not anonymous: the module compiles its game files as one unity
// batch, where each game's State and helpers must stay apart.
namespace enclosure_binding {

using enclosure::Action;
using enclosure::kPlayers;

struct State {
  enclosure::State state;
};

int PlayerIndex(int player) {
  if (player < 0 || player >= kPlayers) {
    throw py::value_error("player must be 0..3");
  }
  return player;
}

Action ParseActionText(const std::string& text) {
  absl::StatusOr<Action> action = enclosure::ParseAction(text, 1);
  ThrowIfError(action.status());
  return *action;
}

int VertexOf(const py::handle& start) {
  const auto xy = start.cast<std::pair<int, int>>();
  if (xy.first < 0 || xy.first >= enclosure::kVertexSide || xy.second < 0 ||
      xy.second >= enclosure::kVertexSide) {
    throw py::value_error("a start vertex (x, y) has x, y in 0..10");
  }
  return enclosure::VertexAt(xy.first, xy.second);
}

// Where the referee's game from these starts stands: over, the sole
// survivor given the free land, as the referee ends it.
enclosure::State Finished(const enclosure::State& state) {
  enclosure::State end = state;
  if (enclosure::IsOver(end)) enclosure::Finish(end);
  return end;
}

// A start in player `me`'s own quadrant, off the edge: where starts come
// from when neither the caller nor a Python player gives them.
int QuadrantStart(Rng& rng, int me) {
  const int x =
      1 + static_cast<int>(rng.Below(4)) + (me == 1 || me == 2 ? 5 : 0);
  const int y = 1 + static_cast<int>(rng.Below(4)) + (me >= 2 ? 5 : 0);
  return enclosure::VertexAt(x, y);
}

struct EnclosureBot : OurBot {
  enclosure::BrainOptions options;
  std::shared_ptr<enclosure::Brain> brain;
};

// A Python callable as the brain behind the protocol session.
class PythonBrain : public enclosure::Brain {
 public:
  PythonBrain(py::object player, std::shared_ptr<PlayerError> error)
      : player_(std::move(player)), error_(std::move(error)) {}
  int ChooseStart(int me) override {
    Rng rng(DeriveSeed(1, static_cast<uint64_t>(me)));
    if (!py::hasattr(player_, "start")) return QuadrantStart(rng, me);
    try {
      return VertexOf(player_.attr("start")(me));
    } catch (const py::error_already_set& e) {
      error_->Record(e);
    } catch (const std::exception& e) {
      error_->Record(std::string("python: start: ") + e.what());
    }
    return QuadrantStart(rng, me);
  }
  Action ChooseAction(const enclosure::State& state, int me,
                      Deadline& deadline) override {
    const double budget =
        std::chrono::duration<double, std::milli>(deadline.Remaining()).count();
    try {
      const py::object answer = player_(State{state}, me, budget);
      absl::StatusOr<Action> action =
          enclosure::ParseAction(py::str(answer).cast<std::string>(), 1);
      if (action.ok()) return *action;
      error_->Record("python: the player answered " +
                     std::string(py::repr(answer)) + ": " +
                     std::string(action.status().message()));
    } catch (const py::error_already_set& e) {
      error_->Record(e);
    }
    return Action{};
  }

 private:
  py::object player_;
  std::shared_ptr<PlayerError> error_;
};

}  // namespace enclosure_binding

void BindEnclosure(py::module_& m) {
  using namespace enclosure_binding;
  const registry::Game game = registry::EnclosureGame();
  m.doc() =
      "Enclosure (NOI 2013), four players moving at once: the state, our "
      "bots and matches (docs/python.md). Moves are the protocol's answers "
      "'[ACTION] d a'.";
  DefineGameFacts(m, game);

  py::class_<State>(m, "State", "An Enclosure game between rounds.")
      .def(py::init([](const std::vector<py::object>& starts) {
             if (starts.size() != kPlayers) {
               throw py::value_error("four starts, one per player");
             }
             std::array<int, kPlayers> vertices{};
             for (int p = 0; p < kPlayers; ++p) {
               vertices[p] = starts[p].is_none() ? enclosure::kNoVertex
                                                 : VertexOf(starts[p]);
             }
             return State{enclosure::NewGame(vertices)};
           }),
           py::arg("starts"),
           "The game from each player's start vertex (x, y); None: the "
           "player starts dead, as after a bad [POS].")
      .def_static(
          "new_game",
          [](uint64_t seed) {
            Rng rng(seed);
            std::array<int, kPlayers> starts{};
            for (int p = 0; p < kPlayers; ++p)
              starts[p] = QuadrantStart(rng, p);
            return State{enclosure::NewGame(starts)};
          },
          py::arg("seed"),
          "A game whose starts are drawn from `seed`, each in its player's "
          "quadrant (the referee takes the starts from the players' [POS]).")
      .def(
          "starts",
          [](const State& s) {
            std::vector<std::pair<int, int>> starts;
            for (const auto& p : s.state.players) {
              const int v = p.trail_len > 0 ? p.trail[0] : p.pos;
              starts.emplace_back(enclosure::VertexX(v), enclosure::VertexY(v));
            }
            return starts;
          },
          "Where each player stands now (x, y).")
      .def(
          "to_text",
          [](const State& s) {
            return enclosure::FormatStatus(enclosure::MakeStatus(s.state));
          },
          "The [STATUS] line every player is sent (positions, pens, traps; "
          "land is not in it, so there is no from_text).")
      .def(
          "legal_moves",
          [](const State& s, int player) {
            std::vector<std::string> moves;
            const auto& p = s.state.players[PlayerIndex(player)];
            if (!p.alive || enclosure::IsOver(s.state)) return moves;
            for (int i = 0; i < enclosure::kActionCount; ++i) {
              moves.push_back(enclosure::FormatAction(Action::FromIndex(i)));
            }
            return moves;
          },
          py::arg("player"),
          "Every answer the protocol allows a living player (some kill it); "
          "none for a dead player or a finished game.")
      .def(
          "safe_moves",
          [](const State& s, int player, bool traps) {
            std::vector<std::string> moves;
            if (!s.state.players[PlayerIndex(player)].alive ||
                enclosure::IsOver(s.state)) {
              return moves;
            }
            std::vector<Action> actions;
            enclosure::SafeActions(s.state, player, traps, actions);
            for (Action a : actions)
              moves.push_back(enclosure::FormatAction(a));
            return moves;
          },
          py::arg("player"), py::arg("traps") = true,
          "The moves that do not kill `player` before anyone moves.")
      .def(
          "apply",
          [](State& s, const std::vector<std::optional<std::string>>& moves) {
            if (moves.size() != kPlayers) {
              throw py::value_error(
                  "four moves, one per player (None for "
                  "a dead one)");
            }
            if (enclosure::IsOver(s.state)) {
              throw py::value_error("the game is over");
            }
            std::array<Action, kPlayers> actions{};
            for (int p = 0; p < kPlayers; ++p) {
              if (moves[p]) actions[p] = ParseActionText(*moves[p]);
            }
            enclosure::ResolveRound(s.state, actions, nullptr);
          },
          py::arg("moves"), "Plays one round: every player's move at once.")
      .def("is_terminal",
           [](const State& s) { return enclosure::IsOver(s.state); })
      .def(
          "scores",
          [](const State& s) {
            const enclosure::State end = Finished(s.state);
            std::vector<double> scores;
            for (int p = 0; p < kPlayers; ++p) {
              scores.push_back(enclosure::Score(end, p));
            }
            return scores;
          },
          "Each player's score (10 x sum of squared region sizes - 10 x "
          "traps + 4 - m), the game's end settled as the referee does.")
      .def_property_readonly("round",
                             [](const State& s) { return s.state.round; })
      .def("alive",
           [](const State& s) {
             std::vector<bool> alive;
             for (const auto& p : s.state.players) alive.push_back(p.alive);
             return alive;
           })
      .def("copy", [](const State& s) { return s; })
      .def("__copy__", [](const State& s) { return s; })
      .def("__deepcopy__", [](const State& s, py::dict) { return s; })
      .def("__repr__", [](const State& s) {
        return "enclosure.State(round " + std::to_string(s.state.round) + ")";
      });

  py::class_<EnclosureBot, OurBot>(
      m, "Bot", "One of our bots: bot(state, player, budget_ms) -> move")
      .def(
          "__call__",
          [](EnclosureBot& bot, const State& s, int player, double budget_ms) {
            if (!s.state.players[PlayerIndex(player)].alive ||
                enclosure::IsOver(s.state)) {
              throw py::value_error("the player does not move");
            }
            Action action;
            {
              py::gil_scoped_release release;
              Deadline deadline = Deadline::After(Budget(budget_ms));
              action = bot.brain->ChooseAction(s.state, player, deadline);
            }
            return enclosure::FormatAction(action);
          },
          py::arg("state"), py::arg("player"), py::arg("budget_ms") = 1000)
      .def(
          "start",
          [](EnclosureBot& bot, int player) {
            const int v = bot.brain->ChooseStart(PlayerIndex(player));
            return std::make_pair(enclosure::VertexX(v), enclosure::VertexY(v));
          },
          py::arg("player"), "Where the bot starts as `player`: (x, y).")
      .def_property_readonly("level",
                             [](const EnclosureBot& b) { return b.spec.level; })
      .def("params", [](EnclosureBot& bot) {
        ParamTable table;
        enclosure::BrainOptions options = bot.options;
        enclosure::DeclareParams(bot.spec.level, options, table);
        return ParamList(table);
      });

  const auto declare = [](const std::string& level,
                          enclosure::BrainOptions& options, ParamTable& table) {
    enclosure::DeclareParams(level, options, table);
  };
  DefineBotFactory(
      m, "mcts", &EnclosureBot::options, declare, [](EnclosureBot& bot) {
        bot.options.seed = bot.spec.seed;
        auto brain = enclosure::MakeBrain(bot.spec.level, bot.options);
        ThrowIfError(brain.status());
        bot.brain = *std::move(brain);
      });

  DefineMatch(m, game,
              [](py::object player, int, std::chrono::milliseconds movetime,
                 std::shared_ptr<PlayerError> error) -> std::unique_ptr<Bot> {
                return std::make_unique<enclosure::SessionBot>(
                    std::make_unique<enclosure::BotSession>(
                        std::make_unique<PythonBrain>(std::move(player), error),
                        enclosure::ThinkTime(movetime)));
              });
}

}  // namespace gauntlet::python
