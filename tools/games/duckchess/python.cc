// gauntlet.duckchess: the position, our bots, matches.

#include <array>
#include <memory>

#include "bots/duckchess/bot_protocol.h"
#include "bots/duckchess/strategy.h"
#include "common/duckchess/match_rules.h"
#include "common/duckchess/opening.h"
#include "common/duckchess/protocol.h"
#include "tools/games/duckchess/registration.h"
#include "tools/python/python_support.h"

namespace gauntlet::python {
// Named, not anonymous: the module compiles its game files as one unity
// batch, where each game's State and helpers must stay apart.
namespace duckchess_binding {

using duckchess::Move;
using duckchess::Position;

// Every move's text, made once: legal_moves() hands out these same string
// objects and apply() finds a move by its string in a dict, so a random
// playout from Python formats and parses nothing (BENCHMARKS.md).
class MoveTexts {
 public:
  MoveTexts() {
    for (int from = 0; from < duckchess::kCells; ++from) {
      for (int to = 0; to < duckchess::kCells; ++to) {
        const int fx = duckchess::RowOf(from), fy = duckchess::ColumnOf(from);
        const int tx = duckchess::RowOf(to), ty = duckchess::ColumnOf(to);
        if (!duckchess::OnBoard(fx, fy) || !duckchess::OnBoard(tx, ty)) {
          continue;
        }
        const Move m{static_cast<uint8_t>(from), static_cast<uint8_t>(to)};
        py::str text(duckchess::FormatMove(m));
        PyUnicode_InternInPlace(&text.ptr());
        texts_[from * duckchess::kCells + to] = text;
        moves_[text] = py::int_(from * duckchess::kCells + to);
      }
    }
  }
  const py::object& Text(Move m) const {
    return texts_[m.from * duckchess::kCells + m.to];
  }
  // The move a text names (any spacing), or nullopt.
  std::optional<Move> Find(const py::handle& text) const {
    PyObject* code = PyDict_GetItem(moves_.ptr(), text.ptr());
    if (code == nullptr) {
      if (!py::isinstance<py::str>(text)) return std::nullopt;
      auto parsed =
          duckchess::ParseMoveLine(text.cast<std::string>(), 1, "move");
      if (!parsed.ok()) return std::nullopt;
      return *parsed;
    }
    const int value = static_cast<int>(PyLong_AsLong(code));
    return Move{static_cast<uint8_t>(value / duckchess::kCells),
                static_cast<uint8_t>(value % duckchess::kCells)};
  }

 private:
  std::array<py::object, duckchess::kCells * duckchess::kCells> texts_;
  py::dict moves_;
};

const MoveTexts& Texts() {
  // Made at import (BindDuckchess) while the GIL is held; never freed, as
  // Python objects cannot outlive the interpreter's shutdown safely.
  static const MoveTexts* texts = new MoveTexts();
  return *texts;
}

// The game as the referee keeps it: the whole history from the start (for
// the draw rules).
struct State {
  Position position;

  bool Terminal() const { return duckchess::Adjudicate(position).has_value(); }
};

std::string ParseFailure(const std::string& text) {
  return "not a duck chess move: '" + text + "' (want 'xs ys xt yt')";
}

Move LegalMove(const State& state, const py::handle& text) {
  const std::optional<Move> m = Texts().Find(text);
  if (!m) throw py::value_error(ParseFailure(py::str(text)));
  if (state.Terminal()) throw py::value_error("the game is over");
  if (!state.position.IsLegal(*m)) {
    throw py::value_error(
        "illegal move '" + duckchess::FormatMove(*m) + "' for " +
        std::string(duckchess::ColorName(state.position.side_to_move())));
  }
  return *m;
}

State FromText(const std::string& text) {
  // The opening form ("moves K ...", "FEN moves K ...") keeps the history;
  // a FEN or our text form alone starts it there.
  if (text.find("moves") != std::string::npos) {
    Tokens tokens(text, 1, "state");
    absl::StatusOr<duckchess::Opening> opening =
        duckchess::ReadOpening(tokens, "state");
    ThrowIfError(opening.status());
    absl::StatusOr<Position> position = duckchess::PlayOpening(*opening);
    ThrowIfError(position.status());
    return State{*std::move(position)};
  }
  absl::StatusOr<Position> position = Position::FromAnyText(text);
  ThrowIfError(position.status());
  return State{*std::move(position)};
}

// Our bot of one level as a function of a state and a budget.
struct DuckBot : OurBot {
  duckchess::StrategyConfig config;
  std::shared_ptr<duckchess::Strategy> strategy;
};

// A Python callable as the strategy inside the protocol bot.
class PythonStrategy : public duckchess::Strategy {
 public:
  PythonStrategy(py::object player, std::shared_ptr<PlayerError> error)
      : player_(std::move(player)), error_(std::move(error)) {}
  Move Choose(Position& position, Deadline deadline) override {
    const double budget =
        std::chrono::duration<double, std::milli>(deadline.Remaining()).count();
    State state{position};
    try {
      const py::object answer = player_(state, budget);
      const std::optional<Move> m = Texts().Find(answer);
      if (!m || !position.IsLegal(*m)) {
        error_->Record("python: the player answered " +
                       std::string(py::repr(answer)) +
                       ", not a legal move 'xs ys xt yt'");
      } else {
        return *m;
      }
    } catch (const py::error_already_set& e) {
      error_->Record(e);
    }
    // Never sent: the step fails with the error.
    duckchess::MoveList moves;
    position.GenerateMoves(moves);
    return moves[0];
  }

 private:
  py::object player_;
  std::shared_ptr<PlayerError> error_;
};

}  // namespace duckchess_binding

void BindDuckchess(py::module_& m) {
  using namespace duckchess_binding;
  const registry::Game game = registry::DuckchessGame();
  m.doc() =
      "Duck chess (THUPC 2019): the position, our bots and matches "
      "(docs/python.md). Moves are the protocol's text 'xs ys xt yt'.";
  DefineGameFacts(m, game);
  Texts();

  py::class_<State>(m, "State",
                    "A duck chess game: the position with its history.")
      .def(py::init<>(), "The official start position, red to move.")
      .def_static(
          "new_game",
          [](uint64_t seed) {
            State state;
            for (Move move : duckchess::RandomOpening(seed)) {
              state.position.Make(move);
            }
            return state;
          },
          py::arg("seed"),
          "The start of a referee's game with game seed `seed` (its random "
          "opening, as without --openings).")
      .def_static("from_text", &FromText, py::arg("text"),
                  "From a FEN, our text form, or the opening form 'FEN "
                  "moves K xs ys xt yt ...' / 'moves K ...'.")
      .def(
          "to_text", [](const State& s) { return s.position.ToFen(); },
          "The position as a Fairy-Stockfish FEN.")
      .def(
          "legal_moves",
          [](const State& s) {
            py::list list;
            if (s.Terminal()) return list;
            duckchess::MoveList moves;
            s.position.GenerateMoves(moves);
            for (Move move : moves) list.append(Texts().Text(move));
            return list;
          },
          "The moves of the side to move (none once the game is over).")
      .def(
          "apply",
          [](State& s, const py::handle& move) {
            s.position.Make(LegalMove(s, move));
          },
          py::arg("move"), "Plays a legal move; ValueError otherwise.")
      .def("is_terminal", &State::Terminal,
           "Over by the rules or the referee's draw rules (300 plies, third "
           "repetition).")
      .def(
          "scores",
          [](const State& s) -> std::array<double, 2> {
            const auto end = duckchess::Adjudicate(s.position);
            if (!end) return {0, 0};
            switch (end->end) {
              case duckchess::GameEnd::kRedWins:
                return {1, 0};
              case duckchess::GameEnd::kBlueWins:
                return {0, 1};
              case duckchess::GameEnd::kDraw:
                break;
            }
            return {0.5, 0.5};
          },
          "[red, blue] as the referee scores a finished game (1, 0 or "
          "0.5 each); 0 each before the end.")
      .def(
          "outcome",
          [](const State& s) {
            const auto end = duckchess::Adjudicate(s.position);
            return end ? end->reason : std::string();
          },
          "How the game ended, as the referee writes it; '' before.")
      .def_property_readonly(
          "to_move",
          [](const State& s) {
            return static_cast<int>(s.position.side_to_move());
          },
          "0 red, 1 blue.")
      .def_property_readonly(
          "ply", [](const State& s) { return s.position.ply(); },
          "Plies played since the start (or since the FEN).")
      .def("copy", [](const State& s) { return s; })
      .def("__copy__", [](const State& s) { return s; })
      .def("__deepcopy__", [](const State& s, py::dict) { return s; })
      .def("__repr__", [](const State& s) {
        return "duckchess.State('" + s.position.ToFen() + "')";
      });

  py::class_<DuckBot, OurBot>(m, "Bot",
                              "One of our bots: bot(state, budget_ms) -> move")
      .def(
          "__call__",
          [](DuckBot& bot, const State& state, double budget_ms) {
            if (state.Terminal()) throw py::value_error("the game is over");
            Position position = state.position;
            Move move;
            {
              py::gil_scoped_release release;
              Deadline deadline = Deadline::After(Budget(budget_ms));
              move = bot.strategy->Choose(position, deadline);
            }
            return Texts().Text(move);
          },
          py::arg("state"), py::arg("budget_ms") = 1000)
      .def_property_readonly("level",
                             [](const DuckBot& bot) { return bot.spec.level; })
      .def("params", [](DuckBot& bot) {
        ParamTable table;
        duckchess::StrategyConfig config = bot.config;
        duckchess::DeclareParams(bot.spec.level, config, table);
        return ParamList(table);
      });

  const auto declare = [](const std::string& level,
                          duckchess::StrategyConfig& options,
                          ParamTable& table) {
    duckchess::DeclareParams(level, options, table);
  };
  DefineBotFactory(m, "search", &DuckBot::config, declare, [](DuckBot& bot) {
    auto strategy =
        duckchess::MakeStrategy(bot.spec.level, bot.config, bot.spec.seed);
    ThrowIfError(strategy.status());
    bot.strategy = *std::move(strategy);
  });

  DefineMatch(m, game,
              [](py::object player, int, std::chrono::milliseconds movetime,
                 std::shared_ptr<PlayerError> error) -> std::unique_ptr<Bot> {
                return std::make_unique<duckchess::ProtocolBot>(
                    std::make_unique<PythonStrategy>(std::move(player), error),
                    movetime.count());
              });
}

}  // namespace gauntlet::python
