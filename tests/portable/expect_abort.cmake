# cmake -D PROGRAM=<no_exceptions program> -P expect_abort.cmake
#
# Runs `PROGRAM default`: without a handler, the library's default must print the error to stderr
# ("pachisi: " and the message) and abort; exit code 0 or an error that goes nowhere fails the test.
cmake_minimum_required(VERSION 3.21)
if(NOT PROGRAM)
  message(FATAL_ERROR "set -D PROGRAM=<executable>")
endif()
execute_process(COMMAND "${PROGRAM}" default RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "exit: ${result}\nstdout:\n${out}\nstderr:\n${err}")
if(result EQUAL 0 OR result MATCHES "^[0-9]+$")
  # execute_process reports a signal as a text such as "Child aborted"; a number is a normal exit.
  message(FATAL_ERROR "expected the program to abort, it exited with '${result}'")
endif()
if(NOT err MATCHES "pachisi: column 7: expected ',' and 4 pawns in a row\n")
  message(FATAL_ERROR "the default handler did not print the error to stderr")
endif()
