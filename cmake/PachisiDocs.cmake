# The API reference, made by Doxygen: `cmake --build <dir> --target docs` writes
# <dir>/docs/html/index.html. Included by the top-level CMakeLists.txt when PACHISI_BUILD_DOCS is ON.
# Nothing here is built by default or installed, and a consumer never sees it.
#
# The headers are commented with plain // comments; docs/doxygen_filter.py (Python 3) shows them to
# Doxygen as documentation. Doxygen's warnings go to <dir>/docs/doxygen-warnings.txt, and the target
# prints how many there are: the reference is kept free of them.
include_guard(GLOBAL)

find_package(Doxygen QUIET)
find_package(Python3 COMPONENTS Interpreter QUIET)
if(NOT DOXYGEN_FOUND OR NOT Python3_Interpreter_FOUND)
  message(STATUS "pachisi: no target 'docs' (needs Doxygen and Python 3; Debian: apt-get install doxygen python3)")
  return()
endif()

set(PACHISI_DOCS_DIR "${PROJECT_BINARY_DIR}/docs")
set(PACHISI_DOCS_WARNINGS "${PACHISI_DOCS_DIR}/doxygen-warnings.txt")
set(PACHISI_DOXYGEN_FILTER "${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/docs/doxygen_filter.py") # no spaces in paths, please
configure_file("${PROJECT_SOURCE_DIR}/docs/Doxyfile.in" "${PACHISI_DOCS_DIR}/Doxyfile" @ONLY)

add_custom_target(
  docs
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${PACHISI_DOCS_DIR}"
  COMMAND Doxygen::doxygen "${PACHISI_DOCS_DIR}/Doxyfile"
  COMMAND "${CMAKE_COMMAND}" -D "WARNINGS=${PACHISI_DOCS_WARNINGS}" -D "INDEX=${PACHISI_DOCS_DIR}/html/index.html"
          -P "${PROJECT_SOURCE_DIR}/cmake/PachisiDocsReport.cmake"
  WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
  COMMENT "Doxygen: the API reference into ${PACHISI_DOCS_DIR}/html"
  VERBATIM)
