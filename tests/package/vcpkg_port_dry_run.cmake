# cmake -D SOURCE_DIR=... -D WORK_DIR=... -D GENERATOR=... -D CXX=... -D VERSION=... -P vcpkg_port_dry_run.cmake
#
# Runs ports/pachisi/portfile.cmake with stand-ins for the vcpkg helpers it
# calls, for machines without vcpkg (the real install, post-build checks and
# manifest-mode consumer are tests/package/vcpkg/run, a stage of scripts/test
# that needs the vcpkg root of ../shared/tools). The stand-ins do the real
# configure/build/install of this source tree with the port's OPTIONS and check
# what vcpkg would rely on: the options exist (CMake reports no unused -D),
# the CMake config lands in CONFIG_PATH, the .pc file holds no absolute path,
# the licence exists; and vcpkg.json names the project's version. The port
# builds the checkout it sits in (SOURCE_DIR here); the vcpkg_from_github
# stand-in serves the release form of the port (see the portfile's comment).
# Not covered: vcpkg's path rewriting and its post-build checks.
cmake_minimum_required(VERSION 3.21) # script mode: use current policies
include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/PachisiScriptUtils.cmake")
pachisi_require_defines(SOURCE_DIR WORK_DIR GENERATOR CXX VERSION)

set(port_dir "${SOURCE_DIR}/ports/pachisi")
set(PORT pachisi)
set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages")
set(dry_build_dir "${WORK_DIR}/build")
file(REMOVE_RECURSE "${WORK_DIR}")

# --- vcpkg.json -----------------------------------------------------------------
file(READ "${port_dir}/vcpkg.json" manifest)
string(JSON manifest_name GET "${manifest}" name)
string(JSON manifest_version GET "${manifest}" version)
if(NOT manifest_name STREQUAL "pachisi" OR NOT manifest_version STREQUAL VERSION)
  message(FATAL_ERROR "vcpkg.json: name/version '${manifest_name}' '${manifest_version}', project is 'pachisi' '${VERSION}'")
endif()
string(JSON dependency_count LENGTH "${manifest}" dependencies)
set(host_dependencies "")
math(EXPR last "${dependency_count} - 1")
foreach(i RANGE ${last})
  string(JSON dependency_name GET "${manifest}" dependencies ${i} name)
  string(JSON dependency_host GET "${manifest}" dependencies ${i} host)
  if(dependency_host)
    list(APPEND host_dependencies ${dependency_name})
  endif()
endforeach()
if(NOT "vcpkg-cmake" IN_LIST host_dependencies OR NOT "vcpkg-cmake-config" IN_LIST host_dependencies)
  message(FATAL_ERROR "vcpkg.json must list vcpkg-cmake and vcpkg-cmake-config as host dependencies")
endif()
set(VERSION "${manifest_version}") # what vcpkg hands the portfile

# --- stand-ins for the vcpkg helpers ------------------------------------------------
function(vcpkg_from_github)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "OUT_SOURCE_PATH;REPO;REF;SHA512;HEAD_REF" "")
  foreach(required IN ITEMS OUT_SOURCE_PATH REPO REF SHA512)
    if(NOT DEFINED arg_${required})
      message(FATAL_ERROR "vcpkg_from_github: ${required} missing")
    endif()
  endforeach()
  message(STATUS "vcpkg_from_github: ${arg_REPO}@${arg_REF} -> (dry run) ${SOURCE_DIR}") # release form only
  set(${arg_OUT_SOURCE_PATH} "${SOURCE_DIR}" PARENT_SCOPE)
endfunction()

function(vcpkg_cmake_configure)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "SOURCE_PATH" "OPTIONS")
  if(NOT VCPKG_BUILD_TYPE STREQUAL "release")
    message(FATAL_ERROR "a header-only port sets VCPKG_BUILD_TYPE to release before configuring")
  endif()
  pachisi_run("${CMAKE_COMMAND}" -S "${arg_SOURCE_PATH}" -B "${dry_build_dir}" -G "${GENERATOR}"
          "-DCMAKE_CXX_COMPILER=${CXX}" -DCMAKE_BUILD_TYPE=Release "-DCMAKE_INSTALL_PREFIX=${CURRENT_PACKAGES_DIR}"
          ${arg_OPTIONS})
  if(pachisi_run_output MATCHES "Manually-specified variables were not used")
    message(FATAL_ERROR "the port passes options pachisi does not know:\n${pachisi_run_output}")
  endif()
endfunction()

function(vcpkg_cmake_install)
  pachisi_run("${CMAKE_COMMAND}" --build "${dry_build_dir}")
  pachisi_run("${CMAKE_COMMAND}" --install "${dry_build_dir}")
endfunction()

function(vcpkg_cmake_config_fixup)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "CONFIG_PATH" "")
  if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${arg_CONFIG_PATH}/pachisiConfig.cmake")
    message(FATAL_ERROR "vcpkg_cmake_config_fixup: no pachisiConfig.cmake in CONFIG_PATH '${arg_CONFIG_PATH}'")
  endif()
endfunction()

function(vcpkg_fixup_pkgconfig)
  file(GLOB pc_files "${CURRENT_PACKAGES_DIR}/share/pkgconfig/*.pc" "${CURRENT_PACKAGES_DIR}/lib/pkgconfig/*.pc")
  if(NOT pc_files)
    message(FATAL_ERROR "vcpkg_fixup_pkgconfig: no .pc file installed")
  endif()
  foreach(pc IN LISTS pc_files)
    file(READ "${pc}" pc_text)
    string(FIND "${pc_text}" "${CURRENT_PACKAGES_DIR}" absolute)
    if(NOT absolute EQUAL -1)
      message(FATAL_ERROR "${pc} holds the absolute install path; it must be relative to \${pcfiledir}")
    endif()
  endforeach()
endfunction()

function(vcpkg_install_copyright)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "FILE_LIST")
  set(text "")
  foreach(file IN LISTS arg_FILE_LIST)
    if(NOT EXISTS "${file}")
      message(FATAL_ERROR "vcpkg_install_copyright: ${file} does not exist")
    endif()
    file(READ "${file}" license)
    string(APPEND text "${license}")
  endforeach()
  file(WRITE "${CURRENT_PACKAGES_DIR}/share/${PORT}/copyright" "${text}")
endfunction()

# --- run the port -----------------------------------------------------------------
include("${port_dir}/portfile.cmake")

foreach(file IN ITEMS include/pachisi/version.hpp share/pachisi/usage share/pachisi/copyright)
  if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${file}")
    message(FATAL_ERROR "the port did not produce ${file}")
  endif()
endforeach()
foreach(dir IN ITEMS debug lib bin)
  if(EXISTS "${CURRENT_PACKAGES_DIR}/${dir}")
    message(FATAL_ERROR "a header-only port must not leave ${dir}/ behind")
  endif()
endforeach()
message(STATUS "vcpkg port dry run: OK (${CURRENT_PACKAGES_DIR})")
