#ifndef GAUNTLET_TOOLS_PYTHON_BOUND_GAMES_H_
#define GAUNTLET_TOOLS_PYTHON_BOUND_GAMES_H_

// Every game's submodule: game g of `GAUNTLET_GAMES` is `gauntlet.<g>`,
// bound by `python::Bind<G>` in tools/games/<g>/python.cc. The definition
// is generated from that list (tools/python/CMakeLists.txt).

#include <pybind11/pybind11.h>

namespace gauntlet::python {

// Adds each game's submodule to `module`; the games' names, in the list's
// order.
pybind11::tuple BindGames(pybind11::module_& module);

}  // namespace gauntlet::python

#endif  // GAUNTLET_TOOLS_PYTHON_BOUND_GAMES_H_
