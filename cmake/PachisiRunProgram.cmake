# cmake -D PROGRAM=<executable> -D SOURCE=<program.cpp> -P PachisiRunProgram.cmake
#
# Runs PROGRAM and passes when it exits 0. Beside SOURCE (e.g. examples/x.cpp):
#   x.args   whitespace-separated command-line arguments
#   x.stdin  fed to standard input (otherwise stdin is empty)
# Both are read when the test runs, so adding one needs no reconfigure.
cmake_minimum_required(VERSION 3.21) # script mode: use current policies
include("${CMAKE_CURRENT_LIST_DIR}/PachisiScriptUtils.cmake")
pachisi_require_defines(PROGRAM SOURCE)

get_filename_component(dir "${SOURCE}" DIRECTORY)
get_filename_component(stem "${SOURCE}" NAME_WE)

set(args "")
if(EXISTS "${dir}/${stem}.args")
  file(READ "${dir}/${stem}.args" args)
  string(STRIP "${args}" args)
  string(REGEX REPLACE "[ \t\r\n]+" ";" args "${args}")
endif()

if(EXISTS "${dir}/${stem}.stdin")
  set(input "${dir}/${stem}.stdin")
elseif(CMAKE_HOST_WIN32)
  set(input NUL)
else()
  set(input /dev/null)
endif()

string(REPLACE ";" " " shown "${args}")
message(STATUS "running: ${PROGRAM} ${shown} < ${input}")
execute_process(COMMAND "${PROGRAM}" ${args} INPUT_FILE "${input}" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with '${result}'")
endif()
