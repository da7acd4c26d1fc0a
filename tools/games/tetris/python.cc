// gauntlet.tetris: one side game (a placer against a sequencer), our bots
// of both roles, duels.

#include <sstream>

#include "absl/strings/str_cat.h"
#include "bots/tetris/serve.h"
#include "common/tetris/game.h"
#include "common/tetris/protocol.h"
#include "common/tetris/reach.h"
#include "tools/games/tetris/registration.h"
#include "tools/python/python_support.h"

namespace gauntlet::python {
// Named, not anonymous: the module compiles its game files as one unity
// batch, where each game's State and helpers must stay apart.
namespace tetris_binding {

using tetris::Piece;

// A side game as the referee plays it (tools/games/tetris/side_game.cc):
// the sequencer names the first piece, then before every placement the
// next one; the current piece must spawn; the placer's command is run.
struct State {
  tetris::Game game;
  std::optional<Piece> current;
  std::optional<Piece> next;
  int round_limit = tetris::kDefaultRounds;
  std::string end;  // Why the game ended; "" while it goes on.

  bool PlacerToMove() const { return end.empty() && current && next; }
  // The referee's checks once a new current piece is known.
  void CheckCurrent() {
    if (game.rounds() >= round_limit) {
      end = "round limit";
    } else if (!game.board().CanSpawn(*current)) {
      end = absl::StrCat(std::string(1, tetris::LetterOf(*current)),
                         " cannot spawn");
    }
  }
};

Piece ParsePiece(const std::string& text) {
  const std::optional<Piece> piece = tetris::ParseSequencerReply(text);
  if (!piece) throw py::value_error("not a piece: '" + text + "' (TISZOLJ)");
  return *piece;
}

void Apply(State& s, const std::string& move) {
  if (!s.end.empty()) throw py::value_error("the game is over");
  if (!s.PlacerToMove()) {
    const Piece piece = ParsePiece(move);
    if (!s.current) {
      s.current = piece;
      s.CheckCurrent();
    } else {
      s.next = piece;
    }
    return;
  }
  const tetris::RoundOutcome outcome = s.game.Play(*s.current, move);
  if (outcome.execution.outcome == tetris::CommandOutcome::kPlacerFailed) {
    s.end = "placer failed: " + outcome.execution.error;
    return;
  }
  if (outcome.execution.outcome == tetris::CommandOutcome::kBuyEndsGame) {
    s.end = outcome.execution.error;
    return;
  }
  s.current = s.next;
  s.next.reset();
  s.CheckCurrent();
}

std::vector<std::string> LegalMoves(const State& s) {
  std::vector<std::string> moves;
  if (!s.end.empty()) return moves;
  if (!s.PlacerToMove()) {
    for (char letter : tetris::kPieceLetters) moves.emplace_back(1, letter);
    return moves;
  }
  tetris::Reacher reacher;
  std::vector<tetris::Position> placements;
  reacher.Placements(s.game.board(), *s.current, placements);
  for (const tetris::Position& at : placements) {
    std::optional<std::string> command =
        reacher.CommandFor(s.game.board(), *s.current, at);
    if (!command) continue;
    moves.push_back(command->empty() ? "D1" : *command);
  }
  return moves;
}

// The state a message describes (the hidden rows 30..35 empty).
State FromText(const std::string& text) {
  {
    std::istringstream in(text);
    LineReader reader(in);
    absl::StatusOr<tetris::PlacerInput> placer =
        tetris::ReadPlacerInput(reader);
    if (placer.ok()) {
      State s;
      s.game.Resume(placer->board, placer->score);
      s.current = placer->current;
      s.next = placer->next;
      return s;
    }
  }
  std::istringstream in(text);
  LineReader reader(in);
  absl::StatusOr<tetris::SequencerInput> sequencer =
      tetris::ReadSequencerInput(reader);
  if (!sequencer.ok()) {
    throw py::value_error("neither a placer message nor a sequencer message: " +
                          std::string(sequencer.status().message()));
  }
  State s;
  s.game.Resume(sequencer->board, sequencer->score);
  s.current = sequencer->current;
  return s;
}

std::string ToText(const State& s) {
  if (s.PlacerToMove()) {
    return tetris::FormatPlacerInput(s.game.score(), *s.current, *s.next,
                                     s.game.board());
  }
  return tetris::FormatSequencerInput(s.game.score(), s.current,
                                      s.game.board());
}

struct TetrisBot : OurBot {
  std::shared_ptr<tetris::PlacerBrain> placer;
  std::shared_ptr<tetris::SequencerBrain> sequencer;
};

// A Python callable as a placer or a sequencer brain.
class PythonBrain : public tetris::PlacerBrain, public tetris::SequencerBrain {
 public:
  PythonBrain(py::object player, std::shared_ptr<PlayerError> error,
              double budget_ms)
      : player_(std::move(player)),
        error_(std::move(error)),
        budget_ms_(budget_ms) {}
  std::string Respond(const tetris::PlacerInput& input) override {
    State state;
    state.game.Resume(input.board, input.score);
    state.current = input.current;
    state.next = input.next;
    return Ask(state);
  }
  std::string Respond(const tetris::SequencerInput& input) override {
    State state;
    state.game.Resume(input.board, input.score);
    state.current = input.current;
    return Ask(state);
  }

 private:
  std::string Ask(const State& state) {
    try {
      const py::object answer = player_(state, budget_ms_);
      if (py::isinstance<py::str>(answer)) return answer.cast<std::string>();
      error_->Record("python: the player answered " +
                     std::string(py::repr(answer)) + ", not a str");
    } catch (const py::error_already_set& e) {
      error_->Record(e);
    }
    return "";
  }

  py::object player_;
  std::shared_ptr<PlayerError> error_;
  double budget_ms_;
};

bool IsPlacerLevel(const std::string& level) {
  return level == "search" || level == "baseline";
}

}  // namespace tetris_binding

void BindTetris(py::module_& m) {
  using namespace tetris_binding;
  const registry::Game game = registry::TetrisGame();
  m.doc() =
      "Tetris duel (TEG 2017): one side game's state (a placer against a "
      "sequencer), our placers and sequencers, duels (docs/python.md). A "
      "placer's move is a command line ('L2,C1,D5'), a sequencer's a piece "
      "letter (TISZOLJ).";
  DefineGameFacts(m, game);

  py::class_<State>(m, "State",
                    "One side game: the board (all 36 rows), score, rounds, "
                    "the current and next pieces.")
      .def(py::init([](int rounds) {
             State s;
             s.round_limit = rounds;
             return s;
           }),
           py::arg("rounds") = tetris::kDefaultRounds,
           "An empty board, the sequencer to name the first piece; the game "
           "ends after `rounds` placements (the referee's --rounds).")
      .def_static(
          "new_game",
          [](uint64_t, int rounds) {
            State s;
            s.round_limit = rounds;
            return s;
          },
          py::arg("seed") = 0, py::arg("rounds") = tetris::kDefaultRounds,
          "The same as State(rounds): nothing in the game is random (the "
          "sequencer chooses the pieces).")
      .def_static("from_text", &FromText, py::arg("text"),
                  "From a placer's or a sequencer's message (the hidden "
                  "rows 30..35 empty).")
      .def("to_text", &ToText,
           "The message the role to move is sent (a sequencer's before the "
           "first piece, a placer's when both pieces are known).")
      .def_property_readonly(
          "to_move",
          [](const State& s) -> py::object {
            if (!s.end.empty()) return py::none();
            return py::str(s.PlacerToMove() ? "placer" : "sequencer");
          },
          "'placer', 'sequencer', or None once over.")
      .def("legal_moves", &LegalMoves,
           "The sequencer: the seven pieces. The placer: one shortest "
           "command per reachable resting place of the current piece (buys "
           "'BX,...' are legal too but not listed).")
      .def("apply", &Apply, py::arg("move"),
           "The sequencer's piece or the placer's command, as the referee "
           "runs it; a command the judge refuses ends the game (the placer "
           "failed).")
      .def("is_terminal", [](const State& s) { return !s.end.empty(); })
      .def(
          "scores",
          [](const State& s) {
            return std::vector<double>{static_cast<double>(s.game.score())};
          },
          "[the placer's score] (the referee's duel score of that side, "
          "without time penalties).")
      .def(
          "outcome", [](const State& s) { return s.end; },
          "Why the game ended, as the referee's side game says; ''.")
      .def_property_readonly("rounds",
                             [](const State& s) { return s.game.rounds(); })
      .def_property_readonly(
          "current",
          [](const State& s) -> py::object {
            if (!s.current) return py::none();
            return py::str(std::string(1, tetris::LetterOf(*s.current)));
          })
      .def_property_readonly(
          "next",
          [](const State& s) -> py::object {
            if (!s.next) return py::none();
            return py::str(std::string(1, tetris::LetterOf(*s.next)));
          })
      .def(
          "rows",
          [](const State& s) {
            std::vector<int> rows;
            for (int y = 0; y < tetris::kHeight; ++y) {
              rows.push_back(s.game.board().row(y));
            }
            return rows;
          },
          "The 36 rows as 12-bit masks (bit x = column x), row 0 at the "
          "bottom.")
      .def("copy", [](const State& s) { return s; })
      .def("__copy__", [](const State& s) { return s; })
      .def("__deepcopy__", [](const State& s, py::dict) { return s; });

  py::class_<TetrisBot, OurBot>(
      m, "Bot",
      "One of our placers or sequencers: bot(state, budget_ms) -> move "
      "(their time is the statement's: the budget is not used).")
      .def(
          "__call__",
          [](TetrisBot& bot, const State& s, double) {
            if (!s.end.empty()) throw py::value_error("the game is over");
            if (bot.placer) {
              if (!s.PlacerToMove()) {
                throw py::value_error("the sequencer is to move");
              }
              tetris::PlacerInput input{s.game.score(), *s.current, *s.next,
                                        s.game.board()};
              py::gil_scoped_release release;
              return bot.placer->Respond(input);
            }
            if (s.PlacerToMove())
              throw py::value_error("the placer is to move");
            tetris::SequencerInput input{s.game.score(), s.current,
                                         s.game.board()};
            py::gil_scoped_release release;
            return bot.sequencer->Respond(input);
          },
          py::arg("state"), py::arg("budget_ms") = 100)
      .def_property_readonly("level",
                             [](const TetrisBot& b) { return b.spec.level; })
      .def_property_readonly("role", [](const TetrisBot& b) {
        return b.placer ? "placer" : "sequencer";
      });

  const auto declare = [](const std::string& level, tetris::PlacerOptions& p,
                          tetris::SequencerOptions& s, ParamTable& table) {
    if (level == "search") tetris::DeclareParams(p, table);
    if (level == "adversarial") tetris::DeclareParams(s, table);
  };
  m.def(
      "bot",
      [declare](const std::string& level, uint64_t seed,
                const py::dict& params) {
        TetrisBot bot;
        bot.spec.level = level;
        bot.spec.seed = seed;
        bot.spec.role = IsPlacerLevel(level) ? 0 : 1;
        bot.spec.params = Assignments(params);
        tetris::PlacerOptions placer;
        tetris::SequencerOptions sequencer;
        sequencer.seed = seed;
        ParamTable table;
        declare(level, placer, sequencer, table);
        ApplyParams(params, table);
        if (IsPlacerLevel(level)) {
          auto made = tetris::MakePlacer(level, placer);
          ThrowIfError(made.status());
          bot.placer = *std::move(made);
        } else {
          auto made = tetris::MakeSequencer(level, sequencer);
          if (!made.ok()) {
            throw py::value_error("no level '" + level +
                                  "' (placers: search, baseline; sequencers: "
                                  "adversarial, random)");
          }
          bot.sequencer = *std::move(made);
        }
        return bot;
      },
      py::arg("level") = "search", py::arg("seed") = 1,
      py::arg("params") = py::dict(),
      "A placer ('search', 'baseline') or a sequencer ('adversarial', "
      "'random') by its level.");
  m.def(
      "params",
      [declare](const std::string& level) {
        tetris::PlacerOptions placer;
        tetris::SequencerOptions sequencer;
        ParamTable table;
        declare(level, placer, sequencer, table);
        return ParamList(table);
      },
      py::arg("level") = "search");

  DefineMatch(
      m, game,
      [](py::object player, int role, std::chrono::milliseconds movetime,
         std::shared_ptr<PlayerError> error) -> std::unique_ptr<Bot> {
        const double budget = static_cast<double>(movetime.count());
        if (role == 0) {
          return tetris::PlacerBot(
              std::make_unique<PythonBrain>(std::move(player), error, budget));
        }
        return tetris::SequencerBot(
            std::make_unique<PythonBrain>(std::move(player), error, budget));
      });
}

}  // namespace gauntlet::python
