# GAUNTLET_STATIC: Debian's Abseil package imports its targets as shared
# libraries; point each one at the static archive installed beside it
# (libabsl_X.so.V -> libabsl_X.a) so `-static` links them in.
get_directory_property(gauntlet_imported DIRECTORY ${CMAKE_SOURCE_DIR}
                       IMPORTED_TARGETS)
foreach(target IN LISTS gauntlet_imported)
  if(NOT target MATCHES "^absl::")
    continue()
  endif()
  get_target_property(configurations ${target} IMPORTED_CONFIGURATIONS)
  if(NOT configurations)
    continue()
  endif()
  foreach(configuration IN LISTS configurations)
    get_target_property(location ${target} IMPORTED_LOCATION_${configuration})
    if(location MATCHES "^(.*)\\.so(\\.[0-9.]*)?$")
      set(archive "${CMAKE_MATCH_1}.a")
      if(NOT EXISTS "${archive}")
        message(FATAL_ERROR "GAUNTLET_STATIC: ${target} has no static archive "
                            "${archive} (is libabsl-dev installed?)")
      endif()
      set_target_properties(${target} PROPERTIES
        IMPORTED_LOCATION_${configuration} "${archive}"
        IMPORTED_SONAME_${configuration} "")
    endif()
  endforeach()
endforeach()
