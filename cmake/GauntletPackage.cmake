# Gauntlet as a package for other C++ projects (docs/architecture.md, "Using
# Gauntlet from other projects"): one target per game, gauntlet::<game>, with
# its rules engine, codec and bots; gauntlet::search for the engines in
# common/search; gauntlet::core under both. The same names work after
# find_package(gauntlet) against an installed copy and after
# add_subdirectory(gauntlet).
include(CMakePackageConfigHelpers)

set_target_properties(gauntlet_core PROPERTIES EXPORT_NAME core)
# The headers need C++20 (concepts in common/search, designated
# initialisers), so users' targets get it too.
target_compile_features(gauntlet_core PUBLIC cxx_std_20)
add_library(gauntlet::core ALIAS gauntlet_core)

add_library(gauntlet_search INTERFACE)
target_link_libraries(gauntlet_search INTERFACE gauntlet_core)
set_target_properties(gauntlet_search PROPERTIES EXPORT_NAME search)
add_library(gauntlet::search ALIAS gauntlet_search)

set(gauntlet_exported gauntlet_core gauntlet_search)
foreach(game IN LISTS GAUNTLET_GAMES)
  # Its rules engine and codec, then its bots, as its folder gives them.
  get_property(libraries GLOBAL PROPERTY gauntlet_package_${game})
  if(NOT libraries)
    message(FATAL_ERROR "tools/games/${game}/CMakeLists.txt: give "
                        "gauntlet_game(${game} LIBRARIES ...)")
  endif()
  list(GET libraries 0 rules)
  set_target_properties(${rules} PROPERTIES EXPORT_NAME ${game}_rules)
  list(GET libraries -1 bots)
  if(NOT bots STREQUAL rules)
    set_target_properties(${bots} PROPERTIES EXPORT_NAME ${game}_bots)
  endif()
  add_library(gauntlet_package_${game} INTERFACE)
  target_link_libraries(gauntlet_package_${game} INTERFACE ${libraries}
                        gauntlet_search)
  set_target_properties(gauntlet_package_${game} PROPERTIES EXPORT_NAME ${game})
  add_library(gauntlet::${game} ALIAS gauntlet_package_${game})
  list(APPEND gauntlet_exported ${libraries} gauntlet_package_${game})
endforeach()

# The public headers: everything a bot needs (common/ and bots/). tools/ (the
# harness, referees, registry) are programs' internals and stay private.
install(DIRECTORY common/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gauntlet/common
        FILES_MATCHING PATTERN "*.h")
install(DIRECTORY bots/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gauntlet/bots
        FILES_MATCHING PATTERN "*.h")
install(TARGETS ${gauntlet_exported} EXPORT gauntletTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
# The programs too: the front end and our bots (each game's folder names
# its own).
get_property(gauntlet_installed_programs GLOBAL
             PROPERTY gauntlet_installed_programs)
foreach(program gauntlet ${gauntlet_installed_programs})
  if(TARGET ${program})
    install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()

set(gauntlet_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/gauntlet)
install(EXPORT gauntletTargets NAMESPACE gauntlet::
        DESTINATION ${gauntlet_cmake_dir})
configure_package_config_file(cmake/gauntletConfig.cmake.in
  ${PROJECT_BINARY_DIR}/gauntletConfig.cmake
  INSTALL_DESTINATION ${gauntlet_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/gauntletConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/gauntletConfig.cmake
              ${PROJECT_BINARY_DIR}/gauntletConfigVersion.cmake
        DESTINATION ${gauntlet_cmake_dir})
