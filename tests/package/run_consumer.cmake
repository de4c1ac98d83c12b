# cmake -D MODE=<mode> -D SOURCE_DIR=... -D WORK_DIR=... -D PREFIX=... -D GENERATOR=...
#       -D CXX=... [-D CONFIG=...] [-D VERSION=...] [-D PKG_CONFIG=...] -P run_consumer.cmake
#
# MODE install:          configure pachisi alone (tests/examples/benchmarks off),
#                        build it and install it into PREFIX
# MODE install_tools:    the same with PACHISI_BUILD_TOOLS=ON, into WORK_DIR/tools-prefix:
#                        bin/pachisi-cli must be installed and answer --help
# MODE find_package:     consumer project using find_package(pachisi) from PREFIX
# MODE add_subdirectory: consumer project embedding SOURCE_DIR
# MODE fetchcontent:     consumer project using FetchContent on SOURCE_DIR
# MODE pkg_config:       `CXX -std=c++20 $(pkg-config --cflags pachisi) main.cpp`
#                        with PKG_CONFIG_PATH pointing into PREFIX
# Each consumer then runs the program it built, which must exit 0.
cmake_minimum_required(VERSION 3.21) # script mode: use current policies
include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/PachisiScriptUtils.cmake")
pachisi_require_defines(MODE SOURCE_DIR WORK_DIR PREFIX GENERATOR CXX)

set(consumer_dir "${SOURCE_DIR}/tests/package/consumer")
set(build_dir "${WORK_DIR}/${MODE}")
set(program "${build_dir}/bin/pachisi_consumer")

set(config_args "")
set(configure_args -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX}"
                   # a consumer must never need pachisi's test tools
                   -DCMAKE_DISABLE_FIND_PACKAGE_Catch2=ON -DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON)
if(CONFIG)
  set(config_args --config "${CONFIG}")
  list(APPEND configure_args "-DCMAKE_BUILD_TYPE=${CONFIG}")
endif()

file(REMOVE_RECURSE "${build_dir}")

if(MODE STREQUAL "install")
  file(REMOVE_RECURSE "${PREFIX}")
  pachisi_run("${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${build_dir}" ${configure_args} "-DCMAKE_INSTALL_PREFIX=${PREFIX}"
      -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF -DPACHISI_BUILD_BENCHMARKS=OFF)
  pachisi_run("${CMAKE_COMMAND}" --build "${build_dir}" ${config_args})
  pachisi_run("${CMAKE_COMMAND}" --install "${build_dir}" ${config_args})
  foreach(file IN ITEMS include/pachisi/pachisi.hpp include/pachisi/version.hpp
                        share/cmake/pachisi/pachisiConfig.cmake share/cmake/pachisi/pachisiConfigVersion.cmake
                        share/cmake/pachisi/pachisiTargets.cmake share/pkgconfig/pachisi.pc
                        share/doc/pachisi/LICENSE)
    if(NOT EXISTS "${PREFIX}/${file}")
      message(FATAL_ERROR "the install is missing ${file}")
    endif()
  endforeach()
  if(EXISTS "${PREFIX}/lib" OR EXISTS "${PREFIX}/bin")
    message(FATAL_ERROR "a header-only install must not create lib/ or bin/")
  endif()
  message(STATUS "installed into ${PREFIX}")
  return()
elseif(MODE STREQUAL "install_tools")
  set(tools_prefix "${WORK_DIR}/tools-prefix")
  file(REMOVE_RECURSE "${tools_prefix}")
  pachisi_run("${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${build_dir}" ${configure_args} "-DCMAKE_INSTALL_PREFIX=${tools_prefix}"
      -DPACHISI_BUILD_TESTS=OFF -DPACHISI_BUILD_EXAMPLES=OFF -DPACHISI_BUILD_BENCHMARKS=OFF -DPACHISI_BUILD_TOOLS=ON)
  pachisi_run("${CMAKE_COMMAND}" --build "${build_dir}" ${config_args} --target pachisi-cli)
  pachisi_run("${CMAKE_COMMAND}" --install "${build_dir}" ${config_args})
  foreach(file IN ITEMS bin/pachisi-cli include/pachisi/pachisi.hpp share/doc/pachisi/LICENSE)
    if(NOT EXISTS "${tools_prefix}/${file}")
      message(FATAL_ERROR "the install with tools is missing ${file}")
    endif()
  endforeach()
  pachisi_run("${tools_prefix}/bin/pachisi-cli" --help)
  if(NOT pachisi_run_output MATCHES "pachisi-cli")
    message(FATAL_ERROR "the installed pachisi-cli --help said: ${pachisi_run_output}")
  endif()
  message(STATUS "installed pachisi-cli into ${tools_prefix}/bin")
  return()
elseif(MODE STREQUAL "pkg_config")
  pachisi_require_defines(PKG_CONFIG)
  set(ENV{PKG_CONFIG_PATH} "${PREFIX}/share/pkgconfig")
  pachisi_run("${PKG_CONFIG}" --modversion pachisi)
  string(STRIP "${pachisi_run_output}" found_version)
  if(VERSION AND NOT found_version STREQUAL VERSION)
    message(FATAL_ERROR "pkg-config reports pachisi '${found_version}', expected '${VERSION}'")
  endif()
  pachisi_run("${PKG_CONFIG}" --cflags pachisi)
  separate_arguments(cflags UNIX_COMMAND "${pachisi_run_output}")
  file(MAKE_DIRECTORY "${build_dir}/bin")
  pachisi_run("${CXX}" -std=c++20 ${cflags} "${consumer_dir}/main.cpp" -o "${program}")
else()
  set(consumer_args "-DPACHISI_CONSUME=${MODE}" "-DPACHISI_SOURCE_DIR=${SOURCE_DIR}")
  if(MODE STREQUAL "find_package")
    list(APPEND consumer_args "-DCMAKE_PREFIX_PATH=${PREFIX}" "-DPACHISI_EXPECTED_VERSION=${VERSION}"
         -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
  endif()
  pachisi_run("${CMAKE_COMMAND}" -S "${consumer_dir}" -B "${build_dir}" ${configure_args} ${consumer_args})
  pachisi_run("${CMAKE_COMMAND}" --build "${build_dir}" ${config_args})
endif()

pachisi_run("${program}")
message(STATUS "${MODE} consumer says: ${pachisi_run_output}")
