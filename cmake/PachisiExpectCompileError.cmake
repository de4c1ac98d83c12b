# cmake -D BUILD_DIR=... -D TARGET=... -D CONFIG=... -D SOURCE=... -P PachisiExpectCompileError.cmake
#
# A compile-fail test: builds TARGET (one source file, SOURCE) and passes only
# if the build FAILS and its output matches the regular expression (CMake
# syntax) given on SOURCE's first line:
#
#   // expect-error: grace entry needs cowries
#
# so a file that breaks for an unrelated reason (typo, missing header) fails.
cmake_minimum_required(VERSION 3.21) # script mode: use current policies
include("${CMAKE_CURRENT_LIST_DIR}/PachisiScriptUtils.cmake")
pachisi_require_defines(BUILD_DIR TARGET SOURCE)

file(READ "${SOURCE}" head LIMIT 4096)
string(REGEX MATCH "^[^\n]*" first_line "${head}")
if(NOT first_line MATCHES "^//[ \t]*expect-error:[ \t]*(.*[^ \t\r])")
  message(FATAL_ERROR "${SOURCE}: line 1 must be `// expect-error: <regex>`, found: '${first_line}'")
endif()
set(expected "${CMAKE_MATCH_1}")

set(config_args "")
if(CONFIG)
  set(config_args --config "${CONFIG}")
endif()
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" --target "${TARGET}" ${config_args}
  RESULT_VARIABLE result
  OUTPUT_VARIABLE output
  ERROR_VARIABLE output)

if(result EQUAL 0)
  message(FATAL_ERROR "${SOURCE} compiled, but it must not (expected an error matching '${expected}').")
endif()
# Don't let the file's or target's own name satisfy the pattern.
get_filename_component(stem "${SOURCE}" NAME_WE)
string(REPLACE "${stem}" "<file>" diagnostics "${output}")
if(NOT diagnostics MATCHES "${expected}")
  message(FATAL_ERROR "${SOURCE} failed to compile, but not with an error matching '${expected}':\n${output}")
endif()
message(STATUS "${SOURCE}: rejected as expected ('${expected}')")
