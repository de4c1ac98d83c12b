# Helpers shared by the `cmake -P` scripts of the build and its tests.
include_guard(GLOBAL)

# pachisi_require_defines(<var>...): stop unless each was given with -D.
function(pachisi_require_defines)
  foreach(var IN LISTS ARGN)
    if(NOT DEFINED ${var})
      message(FATAL_ERROR "${CMAKE_SCRIPT_MODE_FILE}: -D ${var}=... is required")
    endif()
  endforeach()
endfunction()

# pachisi_run(<command>...): echo the command, run it, and stop with its
# output if it fails; otherwise leave that output in `pachisi_run_output`.
function(pachisi_run)
  string(REPLACE ";" " " shown "${ARGN}")
  message(STATUS "> ${shown}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "command failed (${result}):\n${output}")
  endif()
  set(pachisi_run_output "${output}" PARENT_SCOPE)
endfunction()
