#ifndef GAUNTLET_TOOLS_PYTHON_PYTHON_SUPPORT_H_
#define GAUNTLET_TOOLS_PYTHON_PYTHON_SUPPORT_H_

// What every game's bindings share: errors as Python exceptions, parameter
// tables as lists of dicts, our bots as Python objects, and matches whose
// players are Python callables, programs or our bots, played through the
// registry's in-process loop (the referees' own PlayTable).

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "common/core/bot.h"
#include "common/core/deadline.h"
#include "common/core/params.h"
#include "tools/registry/game.h"

namespace gauntlet::python {

namespace py = pybind11;

// Raises ValueError with the status's message unless it is OK.
void ThrowIfError(const absl::Status& status);

// The declared parameters: one dict per parameter (name, value, default,
// min, max, step, integer, help).
py::list ParamList(const ParamTable& table);

// {"name": value, ...} as the NAME=VALUE assignments BotSpec::params takes.
std::vector<std::string> Assignments(const py::dict& params);

// Applies `params` to `table` (ValueError for an unknown name or a value
// out of range).
void ApplyParams(const py::dict& params, ParamTable& table);

// Milliseconds from Python (a number), at least 1.
std::chrono::milliseconds Budget(double ms);

// One of our bots, as a Python object carries it: what the registry's
// make_bot takes. Each game's bot class derives from it and adds __call__.
struct OurBot {
  registry::BotSpec spec;
};

// Where a Python player's exception waits while the game's protocol code
// that called it finishes its step; the step then fails with it, so the
// player is a crashed bot ("exit 2: ...") in the result, like a program
// that threw.
struct PlayerError {
  std::optional<std::string> message;
  // Records the Python exception being handled.
  void Record(const py::error_already_set& error);
  void Record(std::string text) {
    if (!message) message = std::move(text);
  }
};

// Steps the game's own protocol Bot around a Python callable and fails the
// step with the callable's error, if it raised one.
class PythonPlayerBot : public Bot {
 public:
  PythonPlayerBot(std::unique_ptr<Bot> inner,
                  std::shared_ptr<PlayerError> error)
      : inner_(std::move(inner)), error_(std::move(error)) {}
  absl::StatusOr<std::optional<std::string>> Step(LineReader& input) override;

 private:
  std::unique_ptr<Bot> inner_;
  std::shared_ptr<PlayerError> error_;
};

// The game's protocol Bot for role `role` played by the Python callable
// `player`; `error` receives its exceptions; `movetime` is the referee's
// time per move.
using PythonBotMaker = std::function<std::unique_ptr<Bot>(
    py::object player, int role, std::chrono::milliseconds movetime,
    std::shared_ptr<PlayerError> error)>;

// Binds `bot(level, seed, params)` and `params(level)` for a game whose
// bot object `BotT` (an OurBot) keeps its options in `BotT::*options`:
// `declare(level, options, table)` is the game's DeclareParams, and
// `build(bot)` makes the bot's engine once the parameters are applied
// (raising ValueError on a bad level).
template <typename BotT, typename Options, typename Declare, typename Build>
void DefineBotFactory(py::module_& module, const std::string& default_level,
                      Options BotT::*options, Declare declare, Build build) {
  module.def(
      "bot",
      [options, declare, build](const std::string& level, uint64_t seed,
                                const py::dict& params) {
        BotT bot;
        bot.spec.level = level;
        bot.spec.seed = seed;
        bot.spec.params = Assignments(params);
        ParamTable table;
        declare(level, bot.*options, table);
        ApplyParams(params, table);
        build(bot);
        return bot;
      },
      py::arg("level") = default_level, py::arg("seed") = 1,
      py::arg("params") = py::dict(),
      "Our bot of `level` (levels['']) with its parameters set "
      "({'name': value}, see params(level)).");
  module.def(
      "params",
      [declare](const std::string& level) {
        Options defaults;
        ParamTable table;
        declare(level, defaults, table);
        return ParamList(table);
      },
      py::arg("level") = default_level,
      "The tunable parameters `level` declares: name, value, default, "
      "min, max, step, integer, help.");
}

// Binds `match(players, games=1, seed=1, movetime=None, grace=None,
// startup=None, flags=None, out="", names=None)` in `module`.
void DefineMatch(py::module_& module, const registry::Game& game,
                 PythonBotMaker make_python_bot);

// `levels` (per role), `derive_seed`-free facts of the game for `module`.
void DefineGameFacts(py::module_& module, const registry::Game& game);

}  // namespace gauntlet::python

#endif  // GAUNTLET_TOOLS_PYTHON_PYTHON_SUPPORT_H_
