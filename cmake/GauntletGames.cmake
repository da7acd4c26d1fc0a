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

# What game `game` gives the package and the program lists, called by its
# folder (tools/games/<game>/CMakeLists.txt):
#   LIBRARIES           its rules engine and codec first, its bots last: the
#                       package's gauntlet::<game> (GauntletPackage.cmake)
#   CONTEST_PROGRAMS    what judges run: linked static too and bundled
#   INSTALLED_PROGRAMS  what `cmake --install` puts in bin/
function(gauntlet_game game)
  cmake_parse_arguments(PARSE_ARGV 1 arg ""  ""
    "LIBRARIES;CONTEST_PROGRAMS;INSTALLED_PROGRAMS")
  set_property(GLOBAL PROPERTY gauntlet_package_${game} ${arg_LIBRARIES})
  set_property(GLOBAL APPEND PROPERTY gauntlet_contest_programs
    ${arg_CONTEST_PROGRAMS})
  set_property(GLOBAL APPEND PROPERTY gauntlet_installed_programs
    ${arg_INSTALLED_PROGRAMS})
endfunction()
