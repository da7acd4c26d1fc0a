// The Python module `gauntlet` (docs/python.md): one submodule per game with
// its state, our bots and matches.

#include "common/core/rng.h"
#include "common/core/version.h"
#include "tools/python/bound_games.h"
#include "tools/python/python_support.h"

PYBIND11_MODULE(gauntlet, m) {
  namespace py = pybind11;
  using namespace gauntlet::python;
  m.doc() =
      "Gauntlet's games, bots and matches from Python: one submodule per "
      "game, gauntlet.<name> for each name in gauntlet.games "
      "(docs/python.md).";
  m.attr("__version__") = std::string(gauntlet::GitRevision());
  m.def(
      "derive_seed",
      [](uint64_t seed, uint64_t index) {
        return gauntlet::DeriveSeed(seed, index);
      },
      py::arg("seed"), py::arg("index"),
      "The seed a match with seed `seed` gives game `index` when every game "
      "has its own (games_per_seed 1), and its in-process bots.");
  py::class_<OurBot>(m, "OurBot",
                     "Base of every game's Bot: one of our bots, by level, "
                     "seed and parameters.")
      .def_property_readonly("seed",
                             [](const OurBot& bot) { return bot.spec.seed; });
  m.attr("games") = BindGames(m);
}
