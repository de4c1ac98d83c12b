# cmake -D PROGRAM=<executable> [-D ARGS=<arg;arg;...>] [-D INPUT=<file>] [-D EXIT_CODE=<n>]
#       [-D MATCH=<regex;regex;...>] [-D NO_MATCH=<regex;...>] -P run_check.cmake
#
# Runs PROGRAM with ARGS (a CMake list: an argument may hold spaces) and standard input from
# INPUT, then fails unless it exits with EXIT_CODE (default 0), its stdout + stderr match every
# MATCH regex, and match no NO_MATCH regex. For what PASS_REGULAR_EXPRESSION cannot check alone:
# an exit code together with a message, several messages at once, or standard input.
cmake_minimum_required(VERSION 3.21)

if(NOT DEFINED PROGRAM)
  message(FATAL_ERROR "run_check.cmake: PROGRAM is not set")
endif()
if("${EXIT_CODE}" STREQUAL "")
  set(EXIT_CODE 0)
endif()
if(NOT "${INPUT}" STREQUAL "")
  set(input INPUT_FILE "${INPUT}")
elseif(CMAKE_HOST_WIN32)
  set(input INPUT_FILE NUL)
else()
  set(input INPUT_FILE /dev/null)
endif()

execute_process(COMMAND "${PROGRAM}" ${ARGS} ${input} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
set(all "${out}${err}")
message("${all}")

if(NOT code STREQUAL EXIT_CODE)
  message(FATAL_ERROR "exit code ${code}, expected ${EXIT_CODE}")
endif()
foreach(regex IN LISTS MATCH)
  if(NOT all MATCHES "${regex}")
    message(FATAL_ERROR "the output does not match '${regex}'")
  endif()
endforeach()
foreach(regex IN LISTS NO_MATCH)
  if(all MATCHES "${regex}")
    message(FATAL_ERROR "the output matches '${regex}', which it must not")
  endif()
endforeach()
