# Builds single_include/pachisi.hpp, the whole library in one header, from include/pachisi/.
#
#   cmake -P cmake/single_header.cmake                       writes single_include/pachisi.hpp
#   cmake -D CHECK=<file> -P cmake/single_header.cmake       fails unless <file> is byte for byte
#                                                            what the headers give (writes nothing)
#   cmake -D OUTPUT=<file> [-D CHECK=<file>] -P ...          writes <file> instead (and checks)
#   -D SOURCE_DIR=<dir>                                      another checkout (default: this one)
#
# scripts/single_header runs it; the ctest case single_header.up_to_date checks the committed file.
#
# How the file is put together, as the preprocessor would read <pachisi/pachisi.hpp>:
#   - starting from pachisi.hpp, every project header (#include "..." resolved beside the including
#     file, or <pachisi/...> under include/) is written once, where it is first included; the headers
#     a file includes in its head (the comments and #include lines before its first other line) are
#     written before it, so each header comes after those it depends on; an #include after the head
#     (engine/legal_actions.hpp includes play.hpp at its end) is expanded where it stands;
#   - a file is taken as included when it is entered (#pragma once), so an include cycle ends there,
#     as it does for the compiler; the #pragma once lines go, the file has one of its own;
#   - the standard headers included in the heads are gathered, once each and sorted, at the top; an
#     #include of a standard header after a head stays where it is (it may be conditional);
#   - every header under include/pachisi/ must be reached from pachisi.hpp, or the script fails: the
#     single header is the whole library, the same as the umbrella header.
cmake_minimum_required(VERSION 3.21)

if(NOT DEFINED SOURCE_DIR)
  set(SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/..")
endif()
get_filename_component(SOURCE_DIR "${SOURCE_DIR}" ABSOLUTE)
set(include_root "${SOURCE_DIR}/include")
set(umbrella "${include_root}/pachisi/pachisi.hpp")
if(NOT EXISTS "${umbrella}")
  message(FATAL_ERROR "single_header: no ${umbrella} (SOURCE_DIR='${SOURCE_DIR}')")
endif()
if(NOT DEFINED OUTPUT AND NOT DEFINED CHECK)
  set(OUTPUT "${SOURCE_DIR}/single_include/pachisi.hpp")
endif()

# File text goes through CMake lists, one element a line: the characters lists treat specially are
# swapped for control characters the headers never contain, and swapped back when written.
string(ASCII 1 sh_semicolon)
string(ASCII 2 sh_open)
string(ASCII 3 sh_close)
string(ASCII 4 sh_backslash)

# sh_read_lines(<out-var> <file>): the file's lines, escaped, as a list (no final empty element).
function(sh_read_lines out file)
  file(READ "${file}" text)
  string(REPLACE "\\" "${sh_backslash}" text "${text}")
  string(REPLACE ";" "${sh_semicolon}" text "${text}")
  string(REPLACE "[" "${sh_open}" text "${text}")
  string(REPLACE "]" "${sh_close}" text "${text}")
  string(REPLACE "\r" "" text "${text}")
  string(REGEX REPLACE "\n$" "" text "${text}")
  string(REPLACE "\n" ";" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# sh_emit(<line>): appends one line (escaped) to the body.
function(sh_emit line)
  set_property(GLOBAL APPEND_STRING PROPERTY sh_body "${line}\n")
  if(line STREQUAL "")
    set_property(GLOBAL PROPERTY sh_blank TRUE)
  else()
    set_property(GLOBAL PROPERTY sh_blank FALSE)
  endif()
endfunction()

# sh_section(<title>): a blank line (unless one was just written), then "// === <title> ===".
function(sh_section title)
  get_property(blank GLOBAL PROPERTY sh_blank)
  if(NOT blank)
    sh_emit("")
  endif()
  sh_emit("// === ${title} ===")
endfunction()

# sh_resolve(<out-var> <including-file> <delimiter> <name>): the project header an #include names
# (absolute path), or "" for a standard/system header.
function(sh_resolve out from delimiter name)
  get_filename_component(from_dir "${from}" DIRECTORY)
  set(found "")
  if(delimiter STREQUAL "\"" AND EXISTS "${from_dir}/${name}")
    get_filename_component(found "${from_dir}/${name}" ABSOLUTE)
  elseif(name MATCHES "^pachisi/" AND EXISTS "${include_root}/${name}")
    get_filename_component(found "${include_root}/${name}" ABSOLUTE)
  elseif(delimiter STREQUAL "\"")
    file(RELATIVE_PATH shown "${SOURCE_DIR}" "${from}")
    message(FATAL_ERROR "single_header: ${shown} includes \"${name}\", which is no file beside it "
                        "nor under include/")
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

set(sh_include_regex "^[ ]*#[ ]*include[ ]*([<\"])([^>\"]+)[>\"]")
set(sh_pragma_once_regex "^[ ]*#[ ]*pragma[ ]+once[ ]*$")

# sh_add(<file> <why>): writes one project header (and, first, those it includes in its head),
# unless it has been entered before. <why> is said in its opening line when it is not "".
function(sh_add file why)
  get_property(seen GLOBAL PROPERTY sh_seen)
  if(file IN_LIST seen)
    return()
  endif()
  set_property(GLOBAL APPEND PROPERTY sh_seen "${file}")
  file(RELATIVE_PATH name "${include_root}" "${file}")
  sh_read_lines(lines "${file}")

  # The head: comments, blank lines, #pragma once and #include lines.
  set(head_end 0)
  foreach(line IN LISTS lines)
    if(line MATCHES "^[ ]*$" OR line MATCHES "^[ ]*//" OR line MATCHES "${sh_pragma_once_regex}"
       OR line MATCHES "${sh_include_regex}")
      math(EXPR head_end "${head_end} + 1")
    else()
      break()
    endif()
  endforeach()

  # The headers of the head first: standard ones gathered for the top, project ones written now.
  set(index 0)
  foreach(line IN LISTS lines)
    if(index EQUAL head_end)
      break()
    endif()
    math(EXPR index "${index} + 1")
    if(line MATCHES "${sh_include_regex}")
      set(delimiter "${CMAKE_MATCH_1}")
      set(included "${CMAKE_MATCH_2}")
      sh_resolve(path "${file}" "${delimiter}" "${included}")
      if(path)
        sh_add("${path}" "")
      else()
        set_property(GLOBAL APPEND PROPERTY sh_system "${delimiter}${included}")
      endif()
    endif()
  endforeach()

  if(name STREQUAL "pachisi/pachisi.hpp")
    return() # the umbrella itself: only its includes
  endif()

  # The file: its head's comments (blank lines run together), then the rest as it stands.
  if(why)
    sh_section("${name} (${why})")
  else()
    sh_section("${name}")
  endif()
  set(index 0)
  set(blank TRUE) # after the opening line: no blank line first
  foreach(line IN LISTS lines)
    if(index LESS head_end)
      math(EXPR index "${index} + 1")
      if(line MATCHES "^[ ]*$")
        if(NOT blank)
          sh_emit("")
        endif()
        set(blank TRUE)
      elseif(line MATCHES "^[ ]*//")
        sh_emit("${line}")
        set(blank FALSE)
      endif()
      continue()
    endif()
    math(EXPR index "${index} + 1")
    if(line MATCHES "${sh_pragma_once_regex}")
      continue()
    endif()
    if(line MATCHES "${sh_include_regex}")
      set(delimiter "${CMAKE_MATCH_1}")
      set(included "${CMAKE_MATCH_2}")
      sh_resolve(path "${file}" "${delimiter}" "${included}")
      if(path)
        get_property(seen GLOBAL PROPERTY sh_seen)
        if(NOT path IN_LIST seen)
          sh_add("${path}" "included by ${name}, line ${index}")
          sh_section("${name}, continued")
        endif()
        continue()
      endif()
    endif()
    sh_emit("${line}")
  endforeach()
endfunction()

# --- put it together -------------------------------------------------------------------------------
set_property(GLOBAL PROPERTY sh_seen "")
set_property(GLOBAL PROPERTY sh_system "")
set_property(GLOBAL PROPERTY sh_body "")
set_property(GLOBAL PROPERTY sh_blank FALSE) # the list of standard headers comes before
get_filename_component(umbrella "${umbrella}" ABSOLUTE)
sh_add("${umbrella}" "")
get_property(seen GLOBAL PROPERTY sh_seen)
get_property(system GLOBAL PROPERTY sh_system)
get_property(body GLOBAL PROPERTY sh_body)

# Every public header reached?
file(GLOB_RECURSE headers "${include_root}/pachisi/*.hpp")
set(missed "")
foreach(header IN LISTS headers)
  get_filename_component(header "${header}" ABSOLUTE)
  if(NOT header IN_LIST seen)
    file(RELATIVE_PATH header "${include_root}" "${header}")
    list(APPEND missed "${header}")
  endif()
endforeach()
if(missed)
  list(JOIN missed ", " missed)
  message(FATAL_ERROR "single_header: not reached from include/pachisi/pachisi.hpp: ${missed}. The single "
                      "header is the umbrella header's contents: include it there (or from a header it includes).")
endif()
list(LENGTH seen header_count)

# The version, from version.hpp.
include("${CMAKE_CURRENT_LIST_DIR}/PachisiVersion.cmake")
pachisi_read_version("${SOURCE_DIR}" version)

# The licence, word for word, as comment lines.
sh_read_lines(licence "${SOURCE_DIR}/LICENSE")
set(licence_comment "")
foreach(line IN LISTS licence)
  if(line STREQUAL "")
    string(APPEND licence_comment "//\n")
  else()
    string(APPEND licence_comment "//   ${line}\n")
  endif()
endforeach()

list(REMOVE_DUPLICATES system)
list(SORT system)
set(system_includes "")
foreach(header IN LISTS system)
  string(SUBSTRING "${header}" 0 1 delimiter)
  string(SUBSTRING "${header}" 1 -1 name)
  if(delimiter STREQUAL "<")
    string(APPEND system_includes "#include <${name}>\n")
  else()
    string(APPEND system_includes "#include \"${name}\"\n")
  endif()
endforeach()

string(CONCAT text
  "// pachisi ${version}: the header-only C++20 rules engine for the Pachisi family of race games (Parcheesi,\n"
  "// Pachisi, Ludo, Parchís, Mensch ärgere Dich nicht), in one header. Copy this file into your project\n"
  "// and #include it: it is <pachisi/pachisi.hpp> (the umbrella header, ${header_count} headers of\n"
  "// include/pachisi/) and needs nothing but a C++20 compiler.\n"
  "//\n"
  "// GENERATED FILE: DO NOT EDIT. It is made from include/pachisi/ by cmake/single_header.cmake; after\n"
  "// changing a header, regenerate it from the top of the source tree with\n"
  "//\n"
  "//     scripts/single_header          (or: cmake -P cmake/single_header.cmake)\n"
  "//\n"
  "// The test single_header.up_to_date fails while this file differs from what the headers give.\n"
  "//\n"
  "// The licence of pachisi (the file LICENSE):\n"
  "//\n"
  "${licence_comment}"
  "\n"
  "#pragma once\n"
  "\n"
  "// The standard headers the library includes.\n"
  "${system_includes}"
  "${body}")
string(REPLACE "${sh_backslash}" "\\" text "${text}")
string(REPLACE "${sh_semicolon}" ";" text "${text}")
string(REPLACE "${sh_open}" "[" text "${text}")
string(REPLACE "${sh_close}" "]" text "${text}")

if(DEFINED OUTPUT)
  file(WRITE "${OUTPUT}" "${text}")
  message(STATUS "single_header: wrote ${OUTPUT} (pachisi ${version}, ${header_count} headers)")
endif()

if(DEFINED CHECK)
  set(fix "run scripts/single_header (or: cmake -P cmake/single_header.cmake) at the top of the source tree and commit single_include/pachisi.hpp")
  if(NOT EXISTS "${CHECK}")
    message(FATAL_ERROR "single_header: ${CHECK} does not exist: ${fix}")
  endif()
  file(READ "${CHECK}" committed)
  if(NOT committed STREQUAL text)
    # Say where they part: the longest common prefix (by halves), then the line it ends in.
    string(LENGTH "${committed}" low)
    string(LENGTH "${text}" high)
    if(high LESS low)
      set(low ${high})
    endif()
    set(high ${low})
    set(low 0)
    while(low LESS high)
      math(EXPR middle "(${low} + ${high} + 1) / 2")
      string(SUBSTRING "${committed}" 0 ${middle} a)
      string(SUBSTRING "${text}" 0 ${middle} b)
      if(a STREQUAL b)
        set(low ${middle})
      else()
        math(EXPR high "${middle} - 1")
      endif()
    endwhile()
    string(SUBSTRING "${text}" 0 ${low} prefix)
    string(REGEX MATCHALL "\n" newlines "${prefix}")
    list(LENGTH newlines line_number)
    math(EXPR line_number "${line_number} + 1")
    string(FIND "${prefix}" "\n" line_start REVERSE)
    math(EXPR line_start "${line_start} + 1")
    foreach(which IN ITEMS committed text)
      string(SUBSTRING "${${which}}" ${line_start} -1 rest)
      string(FIND "${rest}" "\n" line_end)
      string(SUBSTRING "${rest}" 0 ${line_end} ${which}_line)
    endforeach()
    message(FATAL_ERROR "single_header: ${CHECK} is OUT OF DATE: it differs from what include/pachisi/ "
                        "gives, first at line ${line_number}:\n"
                        "  the file has:     ${committed_line}\n"
                        "  the headers give: ${text_line}\n"
                        "To fix it, ${fix}.")
  endif()
  message(STATUS "single_header: ${CHECK} is up to date (pachisi ${version}, ${header_count} headers)")
endif()
