# The list of games, GAUNTLET_GAMES, is the one place a game is named outside
# its folders (common/<game>, bots/<game>, tools/games/<game>, tests/<game>).
# Whatever lists the games (the registry, the viewer's scripts, the Python
# module's submodules) is generated from it; these helpers keep the
# convention that turns a folder name into the C++ names its folder defines.

# `out` = GAUNTLET_GAMES with each name's first letter upper case
# ("duckchess" -> "Duckchess"): game g's folder defines registry::<G>Game()
# and python::Bind<G>().
function(gauntlet_capitalized_games out)
  set(names "")
  foreach(game IN LISTS GAUNTLET_GAMES)
    string(SUBSTRING "${game}" 0 1 first)
    string(SUBSTRING "${game}" 1 -1 rest)
    string(TOUPPER "${first}" first)
    list(APPEND names "${first}${rest}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()
