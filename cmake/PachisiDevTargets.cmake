# Build settings for pachisi's own programs: tests, examples and benchmarks.
# Nothing here reaches the installed package or a consuming project.
include_guard(GLOBAL)

# OFF by default: a newer compiler or Catch2 may warn where ours do not, and a user building the
# tests must not fail for it. scripts/test (and CI) turn it ON.
option(PACHISI_WARNINGS_AS_ERRORS "Treat warnings as errors in pachisi's own programs" OFF)
option(PACHISI_SANITIZE "Build tests and examples with AddressSanitizer + UndefinedBehaviorSanitizer" OFF)

if(PACHISI_SANITIZE AND MSVC)
  message(FATAL_ERROR "PACHISI_SANITIZE is only wired up for GCC and Clang.")
endif()

# pachisi_set_warnings(<target>): the warning set every program of ours compiles with.
function(pachisi_set_warnings target)
  if(MSVC)
    target_compile_options(${target} PRIVATE /W4 /permissive- $<$<BOOL:${PACHISI_WARNINGS_AS_ERRORS}>:/WX>)
  else()
    # Kept to the portable four: clang's -Wconversion also means -Wsign-conversion,
    # which the engine's int-indexed std::array code does not pass.
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic
                                             $<$<BOOL:${PACHISI_WARNINGS_AS_ERRORS}>:-Werror>)
    # g++ 12 at -O3 warns -Wrestrict inside libstdc++'s std::string (GCC bug 105329, a false
    # positive): left a warning, so that a Release build of the tests passes with -Werror.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND PACHISI_WARNINGS_AS_ERRORS)
      target_compile_options(${target} PRIVATE -Wno-error=restrict)
    endif()
  endif()
endfunction()

# pachisi_set_sanitizers(<target>): ASan + UBSan (any finding aborts the run)
# plus the standard library's bounds-checked containers, when PACHISI_SANITIZE is ON.
# Code can test PACHISI_SANITIZED, e.g. to play fewer random games there.
function(pachisi_set_sanitizers target)
  if(PACHISI_SANITIZE)
    set(flags -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
    target_compile_options(${target} PRIVATE ${flags})
    # The standard library's own bounds checks too (libstdc++'s, or libc++'s), which ASan cannot see
    # inside an object (a std::array member read past its end).
    target_compile_definitions(${target} PRIVATE _GLIBCXX_ASSERTIONS _LIBCPP_ENABLE_ASSERTIONS=1 PACHISI_SANITIZED=1)
    target_link_options(${target} PRIVATE ${flags})
  endif()
endfunction()

# pachisi_add_programs(<out-var> [SANITIZE] [LINK <library>...] [EXCLUDE <name>...])
#
# One executable per *.cpp file of the current source directory, named after
# the file (examples/full_game.cpp -> target full_game), linked to
# pachisi::pachisi and the LINK libraries. Headers beside them are simply
# #included. EXCLUDE names files (without .cpp) built some other way.
# Sets <out-var> to the list of target names (empty if no .cpp yet).
function(pachisi_add_programs out_var)
  cmake_parse_arguments(PARSE_ARGV 1 arg "SANITIZE" "" "LINK;EXCLUDE")
  file(GLOB sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*.cpp")
  set(targets "")
  foreach(source IN LISTS sources)
    get_filename_component(name "${source}" NAME_WE)
    if(name IN_LIST arg_EXCLUDE)
      continue()
    endif()
    if(TARGET ${name})
      message(FATAL_ERROR "${source}: a target named '${name}' already exists; rename the file.")
    endif()
    add_executable(${name} "${source}")
    target_link_libraries(${name} PRIVATE pachisi::pachisi ${arg_LINK})
    pachisi_set_warnings(${name})
    if(arg_SANITIZE)
      pachisi_set_sanitizers(${name})
    endif()
    list(APPEND targets ${name})
  endforeach()
  set(${out_var} "${targets}" PARENT_SCOPE)
endfunction()
