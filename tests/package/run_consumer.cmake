# cmake -D MODE=<mode> -D SOURCE_DIR=... -D WORK_DIR=... -D PREFIX=... -D GENERATOR=...
#       -D CXX=... [-D CONFIG=...] [-D VERSION=...] [-D PKG_CONFIG=...] [-D GIT=...]
#       [-D BUILD_ROOT=...] [-D PLAIN_OPTIONS=...] -P run_consumer.cmake
#
# MODE install:          configure pachisi alone (tests/examples/benchmarks off),
#                        build it and install it into PREFIX
# MODE install_tools:    `cmake --install` of the build tree running the test (BUILD_ROOT, tools on) into
#                        WORK_DIR/tools-prefix: bin/pachisi-cli must be installed and answer --help
# MODE find_package:     consumer project using find_package(pachisi) from PREFIX
# MODE add_subdirectory: consumer project embedding SOURCE_DIR
# MODE fetchcontent:     consumer project using FetchContent on SOURCE_DIR
# MODE fetchcontent_git_tag, fetchcontent_git_commit:
#                        FetchContent_Declare(GIT_REPOSITORY file://... GIT_TAG v<VERSION> GIT_SHALLOW TRUE),
#                        or GIT_TAG <full commit hash>, from a throwaway repository under WORK_DIR whose
#                        one tagged commit is SOURCE_DIR's working tree as it is now (uncommitted edits
#                        and new files included, what .gitignore ignores left out); a later commit on
#                        its branch breaks the build, so fetching anything but the tag or commit fails
# MODE configure_install: configure SOURCE_DIR with its defaults (tests, examples, tools: a plain
#                        `cmake -S . -B b`; PLAIN_OPTIONS only turn off parts whose dependencies are
#                        missing), build nothing, `cmake --install b --prefix P`; every header must be
#                        in P, and a find_package consumer of P builds
# MODE pkg_config:       `CXX -std=c++20 $(pkg-config --cflags pachisi) main.cpp`
#                        with PKG_CONFIG_PATH pointing into PREFIX
# Each consumer then runs the program it built, which must exit 0 and report pachisi VERSION.
cmake_minimum_required(VERSION 3.21) # script mode: use current policies
include("${CMAKE_CURRENT_LIST_DIR}/../../cmake/PachisiScriptUtils.cmake")
pachisi_require_defines(MODE SOURCE_DIR WORK_DIR PREFIX GENERATOR CXX)

set(consumer_dir "${SOURCE_DIR}/tests/package/consumer")
set(build_dir "${WORK_DIR}/${MODE}")
set(consumer_build "${build_dir}") # the consumer project's build tree

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
  # The build tree running this test built pachisi-cli (the test is registered only with tools on).
  pachisi_require_defines(BUILD_ROOT)
  pachisi_run("${CMAKE_COMMAND}" --install "${BUILD_ROOT}" ${config_args} --prefix "${tools_prefix}")
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
elseif(MODE STREQUAL "configure_install")
  # The habit of header-only users: configure the checkout as it comes, install, never build.
  set(plain_build "${build_dir}/pachisi")
  set(plain_prefix "${build_dir}/prefix")
  pachisi_run("${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${plain_build}" -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX}"
      ${PLAIN_OPTIONS})
  set(configure_output "${pachisi_run_output}")
  pachisi_run("${CMAKE_COMMAND}" --install "${plain_build}" --prefix "${plain_prefix}")
  set(install_output "${pachisi_run_output}")
  string(REGEX REPLACE "-- (Installing|Up-to-date): [^\n]*\n" "" said "${install_output}")
  message(STATUS "cmake --install said (the lines of each file left out):\n${said}")

  # Every file under include/ in the source tree, and nothing else, is under include/ in the prefix.
  file(GLOB_RECURSE source_headers LIST_DIRECTORIES false RELATIVE "${SOURCE_DIR}/include" "${SOURCE_DIR}/include/*")
  file(GLOB_RECURSE installed_headers LIST_DIRECTORIES false RELATIVE "${plain_prefix}/include" "${plain_prefix}/include/*")
  set(missing ${source_headers})
  list(REMOVE_ITEM missing ${installed_headers} "")
  set(extra ${installed_headers})
  list(REMOVE_ITEM extra ${source_headers} "")
  list(LENGTH source_headers header_count)
  if(missing OR extra OR header_count LESS 10)
    message(FATAL_ERROR "the headers installed into ${plain_prefix}/include differ from ${SOURCE_DIR}/include:\n"
                        "  missing: ${missing}\n  not in the source: ${extra}\n  (${header_count} in the source)")
  endif()
  foreach(file IN ITEMS share/cmake/pachisi/pachisiConfig.cmake share/cmake/pachisi/pachisiConfigVersion.cmake
                        share/cmake/pachisi/pachisiTargets.cmake share/pkgconfig/pachisi.pc share/doc/pachisi/LICENSE)
    if(NOT EXISTS "${plain_prefix}/${file}")
      message(FATAL_ERROR "the install is missing ${file}")
    endif()
  endforeach()
  if(EXISTS "${plain_prefix}/bin/pachisi-cli" OR EXISTS "${plain_prefix}/lib")
    message(FATAL_ERROR "nothing was built, yet the install holds bin/pachisi-cli or lib/")
  endif()
  # With CLI11 present, pachisi-cli is configured but unbuilt: the install must say that it left it out.
  if(NOT configure_output MATCHES "CLI11 not found" AND NOT install_output MATCHES "pachisi-cli is not built, so not installed")
    message(FATAL_ERROR "the install did not say that it left out the unbuilt pachisi-cli")
  endif()
  message(STATUS "configured with the defaults and installed ${header_count} headers into ${plain_prefix} without a build")

  set(consumer_build "${build_dir}/consumer")
  pachisi_run("${CMAKE_COMMAND}" -S "${consumer_dir}" -B "${consumer_build}" ${configure_args} -DPACHISI_CONSUME=find_package
      "-DCMAKE_PREFIX_PATH=${plain_prefix}" "-DPACHISI_EXPECTED_VERSION=${VERSION}" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
  if(NOT pachisi_run_output MATCHES "consumer: pachisi [^ ]+ from ${plain_prefix}/")
    message(FATAL_ERROR "the consumer did not find pachisi in ${plain_prefix}:\n${pachisi_run_output}")
  endif()
  pachisi_run("${CMAKE_COMMAND}" --build "${consumer_build}" ${config_args})
elseif(MODE MATCHES "^fetchcontent_git_(tag|commit)$")
  set(fetch_by "${CMAKE_MATCH_1}")
  pachisi_require_defines(VERSION)
  if(NOT GIT)
    message(FATAL_ERROR "git not found: package.${MODE} makes a git repository and fetches from it "
                        "(Debian: apt-get install git; then configure again)")
  endif()
  # A repository of our own, whatever the environment says about others; a fixed identity, no signing.
  foreach(var IN ITEMS GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY GIT_CEILING_DIRECTORIES)
    unset(ENV{${var}})
  endforeach()
  foreach(role IN ITEMS AUTHOR COMMITTER)
    set(ENV{GIT_${role}_NAME} "pachisi package test")
    set(ENV{GIT_${role}_EMAIL} "package-test@pachisi.invalid")
  endforeach()
  set(origin "${build_dir}/origin")
  set(git "${GIT}" -c commit.gpgsign=false -c tag.gpgsign=false -c core.autocrlf=false
          "--git-dir=${origin}/.git")
  pachisi_run("${GIT}" init -q "${origin}")
  pachisi_run(${git} symbolic-ref HEAD refs/heads/main)
  # The build tree may sit inside the source tree without being ignored by .gitignore: leave it out.
  if(BUILD_ROOT)
    file(RELATIVE_PATH build_in_source "${SOURCE_DIR}" "${BUILD_ROOT}")
    if(NOT build_in_source MATCHES "^\\.\\./" AND NOT IS_ABSOLUTE "${build_in_source}" AND NOT build_in_source STREQUAL "")
      file(APPEND "${origin}/.git/info/exclude" "/${build_in_source}/\n")
    endif()
  endif()

  # Commit 1, tagged v<VERSION>: the source tree as it is now (the index is the new repository's own,
  # so SOURCE_DIR and its own repository, if any, are only read).
  pachisi_run(${git} "--work-tree=${SOURCE_DIR}" add -A)
  pachisi_run(${git} "--work-tree=${SOURCE_DIR}" commit -q --no-verify -m "pachisi ${VERSION}: the working tree of ${SOURCE_DIR}")
  pachisi_run(${git} tag -a "v${VERSION}" -m "pachisi ${VERSION}")
  pachisi_run(${git} rev-parse HEAD)
  string(STRIP "${pachisi_run_output}" release_commit)
  pachisi_run(${git} ls-files include/pachisi/pachisi.hpp include/pachisi/version.hpp tests/package/consumer/main.cpp)
  if(NOT pachisi_run_output MATCHES "pachisi.hpp\n.*version.hpp")
    message(FATAL_ERROR "the commit made from ${SOURCE_DIR} lacks the headers:\n${pachisi_run_output}")
  endif()

  # Commit 2, the branch head: pachisi.hpp replaced by an #error (plumbing only: no work tree needed).
  file(WRITE "${build_dir}/head.hpp" "#error \"package.${MODE}: this is the branch head, not the tag or commit asked for\"\n")
  pachisi_run(${git} hash-object -w "${build_dir}/head.hpp")
  string(STRIP "${pachisi_run_output}" head_blob)
  pachisi_run(${git} update-index --cacheinfo "100644,${head_blob},include/pachisi/pachisi.hpp")
  pachisi_run(${git} write-tree)
  string(STRIP "${pachisi_run_output}" head_tree)
  pachisi_run(${git} commit-tree "${head_tree}" -p "${release_commit}" -m "a later commit on main (breaks the build)")
  string(STRIP "${pachisi_run_output}" head_commit)
  pachisi_run(${git} update-ref refs/heads/main "${head_commit}")

  if(fetch_by STREQUAL "tag")
    set(fetch_args "-DPACHISI_GIT_TAG=v${VERSION}" -DPACHISI_GIT_SHALLOW=ON)
  else()
    set(fetch_args "-DPACHISI_GIT_TAG=${release_commit}" -DPACHISI_GIT_SHALLOW=OFF)
  endif()
  set(consumer_build "${build_dir}/consumer")
  pachisi_run("${CMAKE_COMMAND}" -S "${consumer_dir}" -B "${consumer_build}" ${configure_args} -DPACHISI_CONSUME=fetchcontent_git
      "-DPACHISI_GIT_REPOSITORY=file://${origin}" ${fetch_args} "-DGIT_EXECUTABLE=${GIT}")
  pachisi_run("${CMAKE_COMMAND}" --build "${consumer_build}" ${config_args})
  pachisi_run("${GIT}" -C "${consumer_build}/_deps/pachisi-src" rev-parse HEAD)
  string(STRIP "${pachisi_run_output}" fetched_commit)
  if(NOT fetched_commit STREQUAL release_commit)
    message(FATAL_ERROR "FetchContent checked out ${fetched_commit}, not ${release_commit} (v${VERSION})")
  endif()
  message(STATUS "fetched ${fetched_commit} by ${fetch_by} from file://${origin}")
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
  pachisi_run("${CXX}" -std=c++20 ${cflags} "${consumer_dir}/main.cpp" -o "${build_dir}/bin/pachisi_consumer")
else()
  set(consumer_args "-DPACHISI_CONSUME=${MODE}" "-DPACHISI_SOURCE_DIR=${SOURCE_DIR}")
  if(MODE STREQUAL "find_package")
    list(APPEND consumer_args "-DCMAKE_PREFIX_PATH=${PREFIX}" "-DPACHISI_EXPECTED_VERSION=${VERSION}"
         -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF)
  endif()
  pachisi_run("${CMAKE_COMMAND}" -S "${consumer_dir}" -B "${build_dir}" ${configure_args} ${consumer_args})
  pachisi_run("${CMAKE_COMMAND}" --build "${build_dir}" ${config_args})
endif()

pachisi_run("${consumer_build}/bin/pachisi_consumer")
message(STATUS "${MODE} consumer says: ${pachisi_run_output}")
if(VERSION AND NOT pachisi_run_output MATCHES "^pachisi ${VERSION}: ")
  message(FATAL_ERROR "the consumer should report pachisi ${VERSION}")
endif()
