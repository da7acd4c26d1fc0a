# Precompiled headers: the standard, Abseil, cxxopts and nlohmann headers that
# nearly every batch of sources includes are parsed once per build instead of
# once per batch (docs/architecture.md, "How the tree builds").
#
# g++ uses a precompiled header only where it was compiled with the same
# code-generation flags, and libraries are position-independent (-fPIC) when
# the Python module is built while programs are not (-fPIE). So there are
# three headers, one per kind of target: libraries, programs, and test
# programs (which add Catch2). Every target reuses the one of its kind
# (REUSE_FROM), so each is compiled once.
option(GAUNTLET_PRECOMPILED_HEADERS "Precompile the headers most files include"
       ON)

set(gauntlet_precompiled_headers
  <algorithm> <array> <chrono> <cmath> <cstdint> <cstdio> <cstdlib>
  <filesystem> <fstream> <functional> <iostream> <map> <memory> <optional>
  <set> <span> <sstream> <string> <string_view> <thread> <utility> <vector>
  <absl/status/status.h> <absl/status/statusor.h> <absl/strings/str_cat.h>
  <cxxopts.hpp> <nlohmann/json.hpp>)

# libstdc++ turns off three warnings around its string copies with
# `#pragma GCC diagnostic`, and g++ before 13 loses such pragmas from a
# precompiled header (GCC bug 64117): its false reports on ordinary string
# code ("specified bound 18446744073709551615 exceeds maximum object size")
# would fail the build. Turned off where the headers are precompiled, as
# libstdc++ meant; the sanitized test run still catches a real overflow.
set(gauntlet_precompiled_options)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION
   VERSION_LESS 13)
  set(gauntlet_precompiled_options -Wno-stringop-overflow
      -Wno-stringop-overread -Wno-array-bounds)
endif()

# The targets that compile each kind's header. The two program kinds are
# executables so that they get exactly the flags of the programs that reuse
# them; their only source is an empty main().
function(gauntlet_precompiled_header_target name type)
  if(type STREQUAL "library")
    add_library(${name} STATIC ${PROJECT_SOURCE_DIR}/cmake/precompiled.cc)
  else()
    add_executable(${name} ${PROJECT_SOURCE_DIR}/cmake/precompiled_main.cc)
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY
                          ${PROJECT_BINARY_DIR}/precompiled)
  endif()
  set_target_properties(${name} PROPERTIES UNITY_BUILD OFF)
  target_link_libraries(${name} PRIVATE absl::status absl::statusor
                        absl::strings cxxopts::cxxopts
                        nlohmann_json::nlohmann_json ${ARGN})
  target_precompile_headers(${name} PRIVATE ${gauntlet_precompiled_headers})
  target_compile_options(${name} PRIVATE ${gauntlet_precompiled_options})
endfunction()

# All the targets defined in <dir> and below.
function(gauntlet_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    gauntlet_targets_below(${subdir} below)
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Gives every C++ library and program of the project the header of its kind.
# Targets with compile options of their own (test players built without the
# sanitizers) keep parsing their headers: their flags differ from the
# header's. The Python module has pybind11's flags and is left alone too.
function(gauntlet_use_precompiled_headers)
  if(NOT GAUNTLET_PRECOMPILED_HEADERS)
    return()
  endif()
  gauntlet_precompiled_header_target(gauntlet_precompiled_library library)
  gauntlet_precompiled_header_target(gauntlet_precompiled_program program)
  if(TARGET Catch2::Catch2)
    gauntlet_precompiled_header_target(gauntlet_precompiled_test program
                                       Catch2::Catch2)
    target_precompile_headers(gauntlet_precompiled_test PRIVATE
                              <catch2/catch.hpp>)
  endif()
  get_directory_property(project_options DIRECTORY ${PROJECT_SOURCE_DIR}
                         COMPILE_OPTIONS)
  gauntlet_targets_below(${PROJECT_SOURCE_DIR} targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    get_target_property(options ${target} COMPILE_OPTIONS)
    if(target MATCHES "^gauntlet_precompiled_"
       OR NOT options STREQUAL project_options
       OR NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|OBJECT_LIBRARY)$")
      continue()
    endif()
    if(NOT type STREQUAL "EXECUTABLE")
      set(kind library)
    else()
      set(kind program)
      get_target_property(libraries ${target} LINK_LIBRARIES)
      if(TARGET Catch2::Catch2 AND libraries MATCHES "Catch2::")
        set(kind test)
      endif()
    endif()
    target_precompile_headers(${target} REUSE_FROM gauntlet_precompiled_${kind})
    target_compile_options(${target} PRIVATE ${gauntlet_precompiled_options})
  endforeach()
endfunction()
