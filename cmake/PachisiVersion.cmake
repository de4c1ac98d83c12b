# pachisi_read_version(<source dir> <out var>): the version "MAJOR.MINOR.PATCH" from the three macros
# of <source dir>/include/pachisi/version.hpp, the one place it is written (docs/release.md). Used by
# the top-level CMakeLists.txt before project(), by cmake/single_header.cmake and by the vcpkg port.
include_guard(GLOBAL)

function(pachisi_read_version source_dir out_var)
  set(header "${source_dir}/include/pachisi/version.hpp")
  if(NOT EXISTS "${header}")
    message(FATAL_ERROR "no ${header}: not a pachisi source tree")
  endif()
  file(STRINGS "${header}" lines REGEX "^#define PACHISI_VERSION_(MAJOR|MINOR|PATCH) ")
  set(version "")
  foreach(part IN ITEMS MAJOR MINOR PATCH)
    if(NOT lines MATCHES "#define PACHISI_VERSION_${part} +([0-9]+) *(;|$)")
      message(FATAL_ERROR "include/pachisi/version.hpp: no line '#define PACHISI_VERSION_${part} <number>'")
    endif()
    list(APPEND version "${CMAKE_MATCH_1}")
  endforeach()
  list(JOIN version "." version)
  set(${out_var} "${version}" PARENT_SCOPE)
endfunction()
