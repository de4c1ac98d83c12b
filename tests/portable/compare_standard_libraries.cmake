# cmake -D SOURCE=<same_draws.cpp> -D INCLUDE_DIR=<include> -D WORK_DIR=<dir>
#       -D GXX=<g++> -D CLANG=<clang++-16> -P compare_standard_libraries.cmake
#
# Builds SOURCE twice, with g++ and libstdc++ and with clang++ and libc++, runs both and fails unless
# they print the same text (and exit 0). Prints "SKIPPED: ..." (the test's skip pattern) when a
# compiler or libc++ is missing on this machine.
cmake_minimum_required(VERSION 3.21)
foreach(var SOURCE INCLUDE_DIR WORK_DIR)
  if(NOT ${var})
    message(FATAL_ERROR "set -D ${var}=...")
  endif()
endforeach()
if(NOT GXX OR NOT CLANG)
  message(STATUS "SKIPPED: g++ ('${GXX}') or clang++ ('${CLANG}') not found")
  return()
endif()
file(MAKE_DIRECTORY "${WORK_DIR}")

# Is libc++ there at all? (Debian: libc++-16-dev and libc++abi-16-dev.)
file(WRITE "${WORK_DIR}/probe.cpp" "#include <version>\n#ifndef _LIBCPP_VERSION\n#error not libc++\n#endif\nint main() {}\n")
execute_process(COMMAND "${CLANG}" -std=c++20 -stdlib=libc++ "${WORK_DIR}/probe.cpp" -o "${WORK_DIR}/probe"
                RESULT_VARIABLE probe OUTPUT_QUIET ERROR_QUIET)
if(NOT probe EQUAL 0)
  message(STATUS "SKIPPED: ${CLANG} cannot build with -stdlib=libc++ here")
  return()
endif()

set(outputs "")
foreach(build IN ITEMS libstdcxx libcxx)
  if(build STREQUAL "libstdcxx")
    set(compile "${GXX}" -std=c++20)
  else()
    set(compile "${CLANG}" -std=c++20 -stdlib=libc++)
  endif()
  set(program "${WORK_DIR}/same_draws_${build}")
  execute_process(COMMAND ${compile} -O1 "-I${INCLUDE_DIR}" "${SOURCE}" -o "${program}" RESULT_VARIABLE result
                  ERROR_VARIABLE error)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "building with ${compile} failed:\n${error}")
  endif()
  execute_process(COMMAND "${program}" RESULT_VARIABLE result OUTPUT_VARIABLE out_${build})
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${program} exited with '${result}':\n${out_${build}}")
  endif()
  file(WRITE "${WORK_DIR}/same_draws_${build}.txt" "${out_${build}}")
endforeach()

if(NOT out_libstdcxx STREQUAL out_libcxx)
  message(FATAL_ERROR "libstdc++ and libc++ draw differently; compare ${WORK_DIR}/same_draws_libstdcxx.txt and "
                      "${WORK_DIR}/same_draws_libcxx.txt")
endif()
string(REGEX MATCHALL "\n" lines "${out_libcxx}")
list(LENGTH lines count)
message(STATUS "libstdc++ and libc++ printed the same ${count} lines")
