// gauntlet.hunger: the world of Star Hunger Games, our bots, matches.

#include <sstream>

#include "bots/hunger/planner.h"
#include "bots/hunger/strategy.h"
#include "common/hunger/protocol.h"
#include "common/hunger/world.h"
#include "tools/games/hunger/match.h"
#include "tools/games/hunger/registration.h"
#include "tools/python/python_support.h"

namespace gauntlet::python {
// Named, not anonymous: the module compiles its game files as one unity
// batch, where each game's State and helpers must stay apart.
namespace hunger_binding {

using hunger::Action;

struct State {
  hunger::World world;

  int Players() const { return world.player_count(); }
  int ActiveCount() const {
    int active = 0;
    for (int id = 0; id < Players(); ++id) active += world.player(id).active;
    return active;
  }
  bool Terminal() const {
    return world.round() >= world.config().turns || ActiveCount() == 0;
  }
  int Player(int id) const {
    if (id < 0 || id >= Players()) {
      throw py::value_error("no player " + std::to_string(id));
    }
    return id;
  }
};

// The rules a referee plays with these flags (gauntlet match hunger --help)
// for `players` players, with the referee's default time control.
hunger::RulesConfig RulesFromFlags(const registry::Game& game,
                                   std::vector<std::string> flags,
                                   int players) {
  cxxopts::Options options("hunger");
  game.add_flags(options);
  flags.insert(flags.begin(), "hunger");
  std::vector<char*> argv;
  for (std::string& flag : flags) argv.push_back(flag.data());
  absl::StatusOr<hunger::RulesConfig> rules;
  try {
    const cxxopts::ParseResult parsed =
        options.parse(static_cast<int>(argv.size()), argv.data());
    if (!parsed.unmatched().empty()) {
      throw py::value_error("unexpected flag: " + parsed.unmatched().front());
    }
    rules = hunger::ReadFlags(parsed, players);
  } catch (const cxxopts::exceptions::exception& e) {
    throw py::value_error(e.what());
  }
  ThrowIfError(rules.status());
  rules->players = players;
  // As the referee sets them from its time control (PlayGame).
  rules->turn_ms =
      static_cast<int>((game.time.movetime + game.time.grace).count());
  rules->first_turn_ms =
      rules->turn_ms + static_cast<int>(game.time.startup.count());
  return *rules;
}

py::tuple PointTuple(const hunger::Point& p) {
  return py::make_tuple(p.x, p.y);
}

py::list Points(const std::vector<hunger::Point>& points) {
  py::list list;
  for (const hunger::Point& p : points) list.append(PointTuple(p));
  return list;
}

// A message as a dict of its fields, with its text under "text".
py::dict ObservationDict(const hunger::Observation& obs,
                         hunger::Profile profile) {
  py::dict d;
  d["id"] = obs.id;
  d["health"] = obs.health;
  d["energy"] = obs.energy;
  d["food"] = obs.food;
  d["battery"] = obs.battery;
  d["center"] = PointTuple(obs.center);
  d["dir"] = std::string(1, hunger::DirLetter(obs.dir));
  py::list events;
  for (const hunger::Event& e : obs.events) {
    events.append(
        py::make_tuple(std::string(hunger::EventName(e.kind)), e.value));
  }
  d["events"] = events;
  py::list players;
  for (const hunger::SeenPlayer& p : obs.players) {
    py::dict seen;
    seen["id"] = p.id;
    seen["center"] = PointTuple(p.center);
    seen["dir"] = std::string(1, hunger::DirLetter(p.dir));
    seen["smooth_health"] = p.smooth_hundredths / 100.0;
    seen["score"] = static_cast<double>(p.score_ten_thousandths) / 10000;
    players.append(seen);
  }
  d["players"] = players;
  py::list rays;
  for (const hunger::SeenRay& r : obs.rays) {
    py::dict ray;
    ray["owner"] = r.owner;
    ray["cells"] = Points(r.cells);
    rays.append(ray);
  }
  d["rays"] = rays;
  d["food_cells"] = Points(obs.food_cells);
  d["battery_cells"] = Points(obs.battery_cells);
  d["obstacles"] = Points(obs.obstacles);
  d["damaged"] = Points(obs.damaged);
  d["destroyed"] = Points(obs.destroyed);
  d["text"] = hunger::FormatObservation(obs, profile);
  return d;
}

Action ParseActionText(const std::string& text) {
  absl::StatusOr<Action> action = hunger::ParseAction(text, 1);
  ThrowIfError(action.status());
  return *action;
}

struct HungerBot : OurBot {
  hunger::PlannerConfig config;
  std::shared_ptr<hunger::Strategy> strategy;
};

// A Python callable as the strategy inside the protocol bot.
class PythonStrategy : public hunger::Strategy {
 public:
  PythonStrategy(py::object player, std::shared_ptr<PlayerError> error,
                 double budget_ms)
      : player_(std::move(player)),
        error_(std::move(error)),
        budget_ms_(budget_ms) {}
  Action Decide(const hunger::Observation& obs) override {
    try {
      const py::object answer =
          player_(ObservationDict(obs, hunger::Profile::kDefault), budget_ms_);
      absl::StatusOr<Action> action =
          hunger::ParseAction(py::str(answer).cast<std::string>(), 1);
      if (action.ok()) return *action;
      error_->Record("python: the player answered " +
                     std::string(py::repr(answer)) + ": " +
                     std::string(action.status().message()));
    } catch (const py::error_already_set& e) {
      error_->Record(e);
    }
    return Action::Idle();
  }

 private:
  py::object player_;
  std::shared_ptr<PlayerError> error_;
  double budget_ms_;
};

}  // namespace hunger_binding

void BindHunger(py::module_& m) {
  using namespace hunger_binding;
  const registry::Game game = registry::HungerGame();
  m.doc() =
      "Star Hunger Games: the world, our bots and matches (docs/python.md). "
      "Moves are the protocol's answers ('move X Y', 'turn E', 'attack ID', "
      "'shoot X Y', 'eat N', 'idle', 'both A and B'); a player sees its "
      "message (observe), not the world.";
  DefineGameFacts(m, game);

  py::class_<State>(m, "State", "A generated world with its players.")
      .def_static(
          "new_game",
          [game](uint64_t seed, int players,
                 const std::vector<std::string>& flags) {
            return State{hunger::GenerateWorld(
                RulesFromFlags(game, flags, players), seed)};
          },
          py::arg("seed"), py::arg("players") = 2,
          py::arg("flags") = std::vector<std::string>{},
          "The world a referee generates for game seed `seed` with its "
          "flags (e.g. ['--width', '300', '--height', '300', '--turns', "
          "'40']) and `players` players.")
      .def(
          "observe",
          [](State& s, int player) {
            hunger::Observation obs;
            s.world.Observe(s.Player(player), obs);
            return ObservationDict(obs, s.world.config().profile);
          },
          py::arg("player"),
          "The message `player` is sent now, as a dict of its fields (its "
          "text under 'text'); the events in it are consumed, as the "
          "referee's message consumes them.")
      .def(
          "to_text",
          [](const State& s, int player) {
            hunger::World copy = s.world;
            hunger::Observation obs;
            copy.Observe(s.Player(player), obs);
            return hunger::FormatObservation(obs, s.world.config().profile);
          },
          py::arg("player"),
          "The message `player` would be sent now (nothing consumed). "
          "Players see only part of the world, so there is no from_text; "
          "parse_action/format_action are the answers' text forms.")
      .def(
          "legal_moves",
          [](const State& s, int player) {
            std::vector<std::string> moves;
            const int id = s.Player(player);
            const hunger::PlayerState& p = s.world.player(id);
            if (!p.active || s.Terminal()) return moves;
            const hunger::Point origin = s.world.origin();
            const hunger::Point at{p.x + origin.x, p.y + origin.y};
            std::vector<Action> candidates = {Action::Idle()};
            for (int d = 0; d < 4; ++d) {
              const auto dir = static_cast<hunger::Dir>(d);
              candidates.push_back(Action::Turn(dir));
              const hunger::Point step = hunger::Forward(dir);
              candidates.push_back(
                  Action::Move({at.x + step.x, at.y + step.y}));
            }
            for (int other = 0; other < s.Players(); ++other) {
              if (other != id) candidates.push_back(Action::Attack(other));
            }
            for (const Action& action : candidates) {
              if (s.world.IsValid(id, action)) {
                moves.push_back(hunger::FormatAction(action));
              }
            }
            return moves;
          },
          py::arg("player"),
          "A small set of the moves valid now: idle, the four turns, one "
          "step each way, an attack on each player in reach (not every "
          "legal answer: moves of several steps, shots and eating are "
          "legal too).")
      .def(
          "apply",
          [](State& s, const std::vector<std::optional<std::string>>& moves) {
            if (static_cast<int>(moves.size()) != s.Players()) {
              throw py::value_error("one move per player (None: idle)");
            }
            if (s.Terminal()) throw py::value_error("the game is over");
            std::vector<Action> actions(moves.size(), Action::Idle());
            for (size_t id = 0; id < moves.size(); ++id) {
              if (moves[id]) actions[id] = ParseActionText(*moves[id]);
            }
            s.world.PlayRound(actions);
          },
          py::arg("moves"),
          "Plays one round, every player's answer in the statement's "
          "order; an invalid one fails (a 'failure' event) and idles.")
      .def("is_terminal", &State::Terminal)
      .def(
          "scores",
          [](const State& s) {
            std::vector<double> scores;
            for (int id = 0; id < s.Players(); ++id) {
              scores.push_back(static_cast<double>(s.world.Score(id)) / 10000);
            }
            return scores;
          },
          "Each player's score as the referee's result gives it.")
      .def_property_readonly("round",
                             [](const State& s) { return s.world.round(); })
      .def_property_readonly("players", &State::Players)
      .def("copy", [](const State& s) { return s; })
      .def("__copy__", [](const State& s) { return s; })
      .def("__deepcopy__", [](const State& s, py::dict) { return s; });

  m.def(
      "format_action",
      [](const std::string& text) {
        return hunger::FormatAction(ParseActionText(text));
      },
      py::arg("text"), "An answer in its canonical text (ValueError if bad).");

  py::class_<HungerBot, OurBot>(
      m, "Bot", "One of our bots: bot(state, player, budget_ms) -> move")
      .def(
          "__call__",
          [](HungerBot& bot, const State& s, int player, double) {
            hunger::World copy = s.world;
            hunger::Observation obs;
            copy.Observe(s.Player(player), obs);
            py::gil_scoped_release release;
            return hunger::FormatAction(bot.strategy->Decide(obs));
          },
          py::arg("state"), py::arg("player"), py::arg("budget_ms") = 200)
      .def(
          "decide",
          [](HungerBot& bot, const std::string& message) {
            std::istringstream in(message);
            LineReader reader(in, hunger::kMaxMessageLine);
            hunger::Observation obs;
            ThrowIfError(hunger::ReadObservation(reader, obs));
            return hunger::FormatAction(bot.strategy->Decide(obs));
          },
          py::arg("message"), "The answer to a message's text.")
      .def_property_readonly("level",
                             [](const HungerBot& b) { return b.spec.level; });

  const auto declare = [](const std::string& level,
                          hunger::PlannerConfig& options, ParamTable& table) {
    hunger::DeclareParams(level, options, table);
  };
  DefineBotFactory(
      m, "planner", &HungerBot::config, declare, [](HungerBot& bot) {
        auto strategy =
            hunger::MakeStrategy(bot.spec.level, bot.spec.seed, bot.config);
        ThrowIfError(strategy.status());
        bot.strategy = *std::move(strategy);
      });

  DefineMatch(m, game,
              [](py::object player, int, std::chrono::milliseconds movetime,
                 std::shared_ptr<PlayerError> error) -> std::unique_ptr<Bot> {
                return std::make_unique<hunger::StrategyBot>(
                    std::make_unique<PythonStrategy>(
                        std::move(player), error,
                        static_cast<double>(movetime.count())));
              });
}

}  // namespace gauntlet::python
