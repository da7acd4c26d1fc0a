# Static programs from the same objects as the rest of the build.
#
# Debian's Abseil package imports its targets as shared libraries. Each
# absl::X gets a twin gauntlet_absl_static::X that names the static archive
# installed beside the shared one (libabsl_X.so.V -> libabsl_X.a) and links
# the twins of what X links. gauntlet_link_absl() links a target to absl::X,
# or to its twin when the program being linked is static: one whose
# GAUNTLET_LINK_STATIC property is set (gauntlet_static_twin below), or every
# program under -DGAUNTLET_STATIC=ON. The property is read from the program
# at its link, so a library compiled once serves both kinds of program.
get_directory_property(gauntlet_imported DIRECTORY ${CMAKE_SOURCE_DIR}
                       IMPORTED_TARGETS)
foreach(target IN LISTS gauntlet_imported)
  if(NOT target MATCHES "^absl::(.*)$")
    continue()
  endif()
  set(twin gauntlet_absl_static::${CMAKE_MATCH_1})
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    add_library(${twin} INTERFACE IMPORTED)
  else()
    add_library(${twin} STATIC IMPORTED)
    get_target_property(configurations ${target} IMPORTED_CONFIGURATIONS)
    set_property(TARGET ${twin} PROPERTY IMPORTED_CONFIGURATIONS
                 ${configurations})
    foreach(configuration IN LISTS configurations)
      get_target_property(location ${target}
                          IMPORTED_LOCATION_${configuration})
      if(NOT location MATCHES "^(.*)\\.so(\\.[0-9.]*)?$")
        message(FATAL_ERROR "${target}: ${location} is not a shared library")
      endif()
      set(archive "${CMAKE_MATCH_1}.a")
      if(NOT EXISTS "${archive}")
        message(FATAL_ERROR "${target} has no static archive ${archive} "
                            "(is libabsl-dev installed?)")
      endif()
      set_property(TARGET ${twin} PROPERTY
                   IMPORTED_LOCATION_${configuration} "${archive}")
    endforeach()
  endif()
  foreach(property INTERFACE_INCLUDE_DIRECTORIES INTERFACE_COMPILE_DEFINITIONS
                   INTERFACE_COMPILE_OPTIONS INTERFACE_COMPILE_FEATURES
                   INTERFACE_LINK_OPTIONS)
    get_target_property(value ${target} ${property})
    if(value)
      set_property(TARGET ${twin} PROPERTY ${property} "${value}")
    endif()
  endforeach()
  get_target_property(links ${target} INTERFACE_LINK_LIBRARIES)
  if(links)
    string(REPLACE "absl::" "gauntlet_absl_static::" links "${links}")
    set_property(TARGET ${twin} PROPERTY INTERFACE_LINK_LIBRARIES "${links}")
  endif()
endforeach()

# gauntlet_link_absl(<target> <PUBLIC|PRIVATE|INTERFACE> <component>...):
# target_link_libraries with absl::<component>, or its static twin for a
# static program.
function(gauntlet_link_absl target scope)
  set(static "$<OR:$<BOOL:${GAUNTLET_STATIC}>,$<BOOL:$<TARGET_PROPERTY:GAUNTLET_LINK_STATIC>>>")
  set(items)
  foreach(component IN LISTS ARGN)
    list(APPEND items "$<$<NOT:${static}>:absl::${component}>"
         "$<BUILD_INTERFACE:$<${static}:gauntlet_absl_static::${component}>>")
  endforeach()
  target_link_libraries(${target} ${scope} ${items})
endfunction()

# gauntlet_static_twin(<program>): <program>-static, the same objects and
# libraries linked with -static into bin/static/<program>. Nothing compiles
# again: the twin links the program's own object files and the libraries the
# build already compiled.
function(gauntlet_static_twin program)
  get_target_property(libraries ${program} LINK_LIBRARIES)
  set(twin ${program}-static)
  add_executable(${twin} $<TARGET_OBJECTS:${program}>)
  add_dependencies(${twin} ${program})
  target_link_libraries(${twin} PRIVATE ${libraries})
  target_link_options(${twin} PRIVATE -static)
  set_target_properties(${twin} PROPERTIES
    OUTPUT_NAME ${program}
    RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/bin/static
    GAUNTLET_LINK_STATIC ON)
endfunction()
