# vcpkg port for pachisi (header-only), used as an overlay port from a pachisi checkout:
#
#   vcpkg install pachisi --overlay-ports=<pachisi checkout>/ports
#
# or, in manifest mode, "pachisi" in the project's vcpkg.json and
# -DVCPKG_OVERLAY_PORTS=<pachisi checkout>/ports next to vcpkg's toolchain file.
#
# Where the source comes from
# ---------------------------
# No release of pachisi is tagged yet, so there is nothing to download: the port builds the checkout
# it sits in (this file is <checkout>/ports/pachisi/portfile.cmake), whatever that tree holds now.
# vcpkg's binary cache keys a package on the port's files, not on the checkout's, so a developer who
# changes the headers and installs again passes --binarysource=clear (or sets
# VCPKG_BINARY_SOURCES=clear), as tests/package/vcpkg/run does; otherwise vcpkg may restore the
# package built from the earlier tree.
#
# Switching to the release download, once the tag v${VERSION} exists on GitHub (docs: release
# checklist): replace the block between "source: checkout" and "end of source: checkout" below with
#
#   vcpkg_from_github(
#       OUT_SOURCE_PATH SOURCE_PATH
#       REPO <owner>/pachisi          # the GitHub repository the tag is pushed to
#       REF "v${VERSION}"             # "version" in vcpkg.json, the tag without its "v"
#       SHA512 <sha512>               # of https://github.com/<owner>/pachisi/archive/v<version>.tar.gz:
#                                     #   curl -L <that URL> | sha512sum   (or: vcpkg hash <file>)
#       HEAD_REF main
#   )
#
# and keep everything after it. The hash is that of the tagged tree, so the released port is
# committed after the tag (or sent to the registry that serves it), never inside the tagged tree.

# Header-only: nothing is compiled, so one (release) configuration is enough.
set(VCPKG_BUILD_TYPE release)

# --- source: checkout ----------------------------------------------------------------------------
get_filename_component(SOURCE_PATH "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
set(pachisi_version_header "${SOURCE_PATH}/include/pachisi/version.hpp")
if(NOT EXISTS "${SOURCE_PATH}/CMakeLists.txt" OR NOT EXISTS "${pachisi_version_header}")
    message(FATAL_ERROR
        "pachisi: this port builds the pachisi checkout it sits in (<checkout>/ports/pachisi), but "
        "'${SOURCE_PATH}' is not a pachisi source tree (no include/pachisi/version.hpp). No release "
        "is tagged yet, so the port cannot download one. Install it from a clone of pachisi:\n"
        "    vcpkg install pachisi --overlay-ports=<pachisi checkout>/ports\n"
        "(The comment at the top of this portfile says how it switches to the release download.)")
endif()
# The port's version ("version" in vcpkg.json, handed to this file as VERSION) must be the version
# of the tree it packages; include/pachisi/version.hpp holds it.
include("${SOURCE_PATH}/cmake/PachisiVersion.cmake")
pachisi_read_version("${SOURCE_PATH}" pachisi_tree_version)
if(NOT pachisi_tree_version STREQUAL VERSION)
    message(FATAL_ERROR
        "pachisi: the checkout at '${SOURCE_PATH}' is version ${pachisi_tree_version} "
        "(include/pachisi/version.hpp) but ports/pachisi/vcpkg.json says ${VERSION}: update \"version\" "
        "in vcpkg.json.")
endif()
# --- end of source: checkout ---------------------------------------------------------------------

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        -DPACHISI_BUILD_TESTS=OFF
        -DPACHISI_BUILD_EXAMPLES=OFF
        -DPACHISI_BUILD_BENCHMARKS=OFF
        -DPACHISI_BUILD_TOOLS=OFF
        -DPACHISI_BUILD_DOCS=OFF
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(CONFIG_PATH share/cmake/pachisi)
vcpkg_fixup_pkgconfig()

# The project installs its licence as share/doc/pachisi/LICENSE; vcpkg's place for it is
# share/pachisi/copyright (below). Nothing is compiled: no lib/ or debug/ tree belongs in the package.
file(REMOVE_RECURSE
    "${CURRENT_PACKAGES_DIR}/share/doc"
    "${CURRENT_PACKAGES_DIR}/debug"
    "${CURRENT_PACKAGES_DIR}/lib")

file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
