# Measures what the browser downloads, after every link of the playground (web/CMakeLists.txt runs
# it with -P): the size of pachisi.wasm and pachisi.js, as built and gzip-compressed (-9, as a web
# server would send them), written to DIR/size.txt. web/README.md points there: no size is written
# by hand.
#   cmake -DDIR=build/web -P web/sizes.cmake
if(NOT DIR)
  message(FATAL_ERROR "sizes.cmake: give -DDIR=<the built page>")
endif()
set(lines "# Measured by the build (web/sizes.cmake) after linking; bytes as built, and gzip -9.\n")
foreach(name pachisi.wasm pachisi.js)
  set(file "${DIR}/${name}")
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "sizes.cmake: no ${file}")
  endif()
  file(SIZE "${file}" bytes)
  set(packed "${DIR}/${name}.size.gz")
  file(ARCHIVE_CREATE OUTPUT "${packed}" PATHS "${file}" FORMAT raw COMPRESSION GZip COMPRESSION_LEVEL 9)
  file(SIZE "${packed}" gzipped)
  file(REMOVE "${packed}")
  math(EXPR kib "(${bytes} + 512) / 1024")
  math(EXPR gz_kib "(${gzipped} + 512) / 1024")
  string(APPEND lines "${name} ${bytes} bytes (${kib} KiB), gzip ${gzipped} bytes (${gz_kib} KiB)\n")
endforeach()
file(WRITE "${DIR}/size.txt" "${lines}")
