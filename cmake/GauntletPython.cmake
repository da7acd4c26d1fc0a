# The Python module `gauntlet` (tools/python/) is built when Debian's
# pybind11 (pybind11-dev) and the Python headers (python3-dev) are there, and
# not under the sanitizers (an instrumented module cannot load into an
# uninstrumented interpreter) nor with GAUNTLET_STATIC (a module is a shared
# object). Sets GAUNTLET_PYTHON and, when on, makes the
# libraries position-independent: the module is a shared object that links
# them (BENCHMARKS.md has the engines' speed with and without).
option(GAUNTLET_PYTHON_MODULE "Build the Python module when pybind11 is found"
       ON)
set(GAUNTLET_PYTHON OFF)
# The interpreter the tests run Python starters with.
set(GAUNTLET_TEST_PYTHON python3)
if(EXISTS /usr/bin/python3)
  set(GAUNTLET_TEST_PYTHON /usr/bin/python3)
endif()
if(GAUNTLET_PYTHON_MODULE AND NOT GAUNTLET_SANITIZE AND NOT GAUNTLET_STATIC)
  # The system's interpreter, which Debian's pybind11 and pytest belong to,
  # rather than whichever `python3` comes first on PATH (a pyenv shim, a
  # virtualenv); -DPython3_EXECUTABLE=... chooses another.
  if(NOT DEFINED Python3_EXECUTABLE AND EXISTS /usr/bin/python3)
    set(Python3_EXECUTABLE /usr/bin/python3)
  endif()
  find_package(Python3 COMPONENTS Interpreter Development.Module QUIET)
  if(Python3_FOUND)
    # pybind11 then uses the Python3 found above (its FindPython mode).
    set(PYBIND11_FINDPYTHON ON)
    find_package(pybind11 CONFIG QUIET)
  endif()
  if(Python3_FOUND AND pybind11_FOUND)
    set(GAUNTLET_PYTHON ON)
    set(CMAKE_POSITION_INDEPENDENT_CODE ON)
    message(STATUS "gauntlet: Python module for ${Python3_EXECUTABLE}")
  else()
    message(STATUS "gauntlet: no Python module (needs pybind11-dev and "
                   "python3-dev)")
  endif()
endif()
