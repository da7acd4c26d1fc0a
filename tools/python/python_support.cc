#include "tools/python/python_support.h"

#include <map>
#include <utility>

#include "absl/strings/str_cat.h"
#include "common/core/rng.h"
#include "tools/arena/in_process_player.h"
#include "tools/arena/player_time.h"
#include "tools/arena/process_player.h"
#include "tools/arena/result.h"
#include "tools/registry/registry.h"

namespace gauntlet::python {

void ThrowIfError(const absl::Status& status) {
  if (!status.ok()) throw py::value_error(std::string(status.message()));
}

py::list ParamList(const ParamTable& table) {
  py::list list;
  for (const Param& param : table.params()) {
    const bool integer = param.kind() == ParamKind::kInt;
    const auto number = [&](double value) -> py::object {
      if (integer) return py::int_(static_cast<int64_t>(value));
      return py::float_(value);
    };
    py::dict entry;
    entry["name"] = std::string(param.name());
    entry["value"] = number(param.value());
    entry["default"] = number(param.default_value());
    entry["min"] = number(param.min());
    entry["max"] = number(param.max());
    entry["step"] = number(param.step());
    entry["integer"] = integer;
    entry["help"] = std::string(param.help());
    list.append(entry);
  }
  return list;
}

std::vector<std::string> Assignments(const py::dict& params) {
  std::vector<std::string> assignments;
  for (const auto& [name, value] : params) {
    std::string text = py::str(value);
    // Python writes True/False; the tables read switches as 1/0.
    if (py::isinstance<py::bool_>(value)) text = value.cast<bool>() ? "1" : "0";
    assignments.push_back(py::str(name).cast<std::string>() + "=" + text);
  }
  return assignments;
}

void ApplyParams(const py::dict& params, ParamTable& table) {
  ThrowIfError(ApplyAssignments(Assignments(params), table));
}

std::chrono::milliseconds Budget(double ms) {
  return std::chrono::milliseconds(ms < 1 ? 1 : static_cast<int64_t>(ms));
}

void PlayerError::Record(const py::error_already_set& error) {
  Record(absl::StrCat("python: ", error.what()));
}

absl::StatusOr<std::optional<std::string>> PythonPlayerBot::Step(
    LineReader& input) {
  absl::StatusOr<std::optional<std::string>> answer = inner_->Step(input);
  if (error_->message) {
    std::string message = *std::move(error_->message);
    error_->message.reset();
    return absl::FailedPreconditionError(message);
  }
  return answer;
}

namespace {

// What one role of an entrant is, from the Python object given for it.
struct RoleSpec {
  enum class Kind { kProgram, kOurBot, kPython } kind = Kind::kPython;
  std::string command;    // kProgram
  registry::BotSpec bot;  // kOurBot
  py::object player;      // kPython
  std::string label;
};

RoleSpec ReadRole(const registry::Game& game, int role,
                  const py::handle& object) {
  RoleSpec spec;
  if (py::isinstance<py::str>(object)) {
    spec.kind = RoleSpec::Kind::kProgram;
    spec.command = object.cast<std::string>();
    spec.label = spec.command;
  } else if (py::isinstance<OurBot>(object)) {
    spec.kind = RoleSpec::Kind::kOurBot;
    spec.bot = object.cast<const OurBot&>().spec;
    if (spec.bot.role != role) {
      throw py::value_error("a " + std::string(game.roles[spec.bot.role].name) +
                            " bot cannot play the " +
                            std::string(game.roles[role].name));
    }
    spec.label =
        "in-process " + (spec.bot.level.empty()
                             ? std::string(game.roles[role].levels.front())
                             : spec.bot.level);
  } else if (PyCallable_Check(object.ptr())) {
    spec.kind = RoleSpec::Kind::kPython;
    spec.player = py::reinterpret_borrow<py::object>(object);
    spec.label =
        "python " + (py::hasattr(object, "__name__")
                         ? py::str(object.attr("__name__")).cast<std::string>()
                         : py::str(py::type::of(object).attr("__name__"))
                               .cast<std::string>());
  } else {
    throw py::type_error(
        "a player is a program's command (str), one of our bots, or a "
        "Python callable");
  }
  return spec;
}

py::object ResultToPython(const arena::MatchResult& result) {
  return py::module_::import("json").attr("loads")(
      arena::ToJson(result).dump());
}

}  // namespace

void DefineMatch(py::module_& module, const registry::Game& game,
                 PythonBotMaker make_python_bot) {
  const int roles = static_cast<int>(game.roles.size());
  module.def(
      "match",
      [game, roles, make_python_bot](
          const py::sequence& players, int games, uint64_t seed,
          std::optional<double> movetime, std::optional<double> grace,
          std::optional<double> startup, const std::vector<std::string>& flags,
          const std::string& out,
          std::optional<std::vector<std::string>> names) {
        const int n = static_cast<int>(py::len(players));
        if (names && static_cast<int>(names->size()) != n) {
          throw py::value_error("names: one per player");
        }
        arena::TimeControl time = game.time;
        if (movetime) time.movetime = Budget(*movetime);
        if (grace) time.grace = std::chrono::milliseconds(int64_t(*grace));
        if (startup) {
          time.startup = std::chrono::milliseconds(int64_t(*startup));
        }
        std::vector<std::vector<RoleSpec>> specs(n);
        std::vector<registry::InProcessEntrant> entrants;
        std::map<std::string, int> seen;
        for (int e = 0; e < n; ++e) {
          const py::handle entry = players[e];
          if (roles == 1) {
            specs[e].push_back(ReadRole(game, 0, entry));
          } else {
            if (!py::isinstance<py::sequence>(entry) ||
                py::isinstance<py::str>(entry) ||
                static_cast<int>(py::len(entry)) != roles) {
              throw py::type_error("a " + std::string(game.name) +
                                   " player is a tuple of " +
                                   std::to_string(roles) + " (" +
                                   registry::EntrantForm(game) + ")");
            }
            const py::sequence parts =
                py::reinterpret_borrow<py::sequence>(entry);
            for (int r = 0; r < roles; ++r) {
              specs[e].push_back(ReadRole(game, r, parts[r]));
            }
          }
          registry::InProcessEntrant entrant;
          std::string command;
          for (int r = 0; r < roles; ++r) {
            if (r > 0) command += "; ";
            if (roles > 1) {
              command += std::string(game.roles[r].name) + ": ";
            }
            command += specs[e][r].label;
          }
          entrant.command = command;
          if (names) {
            entrant.name = (*names)[e];
          } else {
            entrant.name = specs[e][0].label;
            const int count = ++seen[entrant.name];
            if (count > 1) entrant.name += " #" + std::to_string(count);
          }
          entrant.start =
              [&game, &specs, &time, make_python_bot, e](
                  int role,
                  int index) -> absl::StatusOr<std::unique_ptr<arena::Player>> {
            const RoleSpec& spec = specs[e][role];
            arena::InProcessOptions options;
            options.max_line_length = game.bot_max_line;
            switch (spec.kind) {
              case RoleSpec::Kind::kProgram: {
                arena::ProcessOptions process;
                process.command = spec.command;
                arena::TellTimeControl(process, time);
                auto started = arena::ProcessPlayer::Start(std::move(process));
                if (!started.ok()) return started.status();
                return std::unique_ptr<arena::Player>(*std::move(started));
              }
              case RoleSpec::Kind::kOurBot: {
                registry::BotSpec bot = spec.bot;
                bot.seed = DeriveSeed(bot.seed, static_cast<uint64_t>(index));
                if (bot.movetime.count() == 0) bot.movetime = time.movetime;
                auto made = game.make_bot(bot);
                if (!made.ok()) return made.status();
                return std::unique_ptr<arena::Player>(
                    std::make_unique<arena::InProcessPlayer>(*std::move(made),
                                                             options));
              }
              case RoleSpec::Kind::kPython: {
                auto error = std::make_shared<PlayerError>();
                auto bot = std::make_unique<PythonPlayerBot>(
                    make_python_bot(spec.player, role, time.movetime, error),
                    error);
                return std::unique_ptr<arena::Player>(
                    std::make_unique<arena::InProcessPlayer>(std::move(bot),
                                                             options));
              }
            }
            return absl::InternalError("unknown player kind");
          };
          entrants.push_back(std::move(entrant));
        }
        registry::InProcessMatch match;
        match.games = games;
        match.seed = seed;
        match.time = time;
        match.game_flags = flags;
        match.out = out;
        absl::StatusOr<std::vector<arena::MatchResult>> results =
            registry::PlayInProcess(game, entrants, match);
        if (PyErr_Occurred()) throw py::error_already_set();
        ThrowIfError(results.status());
        py::list list;
        for (const arena::MatchResult& result : *results) {
          list.append(ResultToPython(result));
        }
        return list;
      },
      py::arg("players"), py::arg("games") = 1, py::arg("seed") = 1,
      py::arg("movetime") = py::none(), py::arg("grace") = py::none(),
      py::arg("startup") = py::none(),
      py::arg("flags") = std::vector<std::string>{}, py::arg("out") = "",
      py::arg("names") = py::none(),
      ("Plays `games` games between `players` through the referee's own "
       "game loop. A player is a program's command (str, run with /bin/sh), "
       "one of our bots (bot(...)), or a Python callable (see the module's "
       "docs)" +
       std::string(roles > 1 ? "; each player is a tuple, one per role" : "") +
       ". `flags` are the referee's own flags (gauntlet match " +
       std::string(game.name) +
       " --help). Returns the result of every game as a dict, as "
       "results.jsonl holds it.")
          .c_str());
}

void DefineGameFacts(py::module_& module, const registry::Game& game) {
  module.attr("name") = std::string(game.name);
  module.attr("title") = std::string(game.title);
  py::list roles;
  py::dict levels;
  for (const registry::Role& role : game.roles) {
    roles.append(std::string(role.name));
    py::list names;
    for (std::string_view level : role.levels) names.append(std::string(level));
    levels[py::str(std::string(role.name))] = names;
  }
  module.attr("roles") = roles;
  // By role ("" for a game with one role), strongest first.
  module.attr("levels") = levels;
  py::list seats;
  for (std::string_view seat : game.seat_names) seats.append(std::string(seat));
  module.attr("seat_names") = seats;
  // Consecutive games of a match that share a seed: game k of a match with
  // seed S plays with derive_seed(S, k - k % games_per_seed).
  module.attr("games_per_seed") = game.games_per_seed;
}

}  // namespace gauntlet::python
