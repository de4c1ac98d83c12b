# vcpkg port for pachisi (header-only). Use it as an overlay port:
#   vcpkg install pachisi --overlay-ports=<pachisi checkout>/ports
#
# PLACEHOLDERS, to set when a release is tagged:
#   REPO   - the GitHub "owner/name" that hosts pachisi
#   REF    - the release tag (v${VERSION} matches "version" in vcpkg.json)
#   SHA512 - leave as 0 once, run vcpkg: it prints the real hash to paste here

# Header-only: nothing is compiled, so one (release) configuration is enough.
set(VCPKG_BUILD_TYPE release)

vcpkg_from_github(
    OUT_SOURCE_PATH SOURCE_PATH
    REPO pachisi-authors/pachisi # PLACEHOLDER
    REF "v${VERSION}" # PLACEHOLDER until the tag exists
    SHA512 0 # PLACEHOLDER
    HEAD_REF main
)

vcpkg_cmake_configure(
    SOURCE_PATH "${SOURCE_PATH}"
    OPTIONS
        -DPACHISI_BUILD_TESTS=OFF
        -DPACHISI_BUILD_EXAMPLES=OFF
        -DPACHISI_BUILD_BENCHMARKS=OFF
)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(CONFIG_PATH share/cmake/pachisi)
vcpkg_fixup_pkgconfig()

file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}/debug" "${CURRENT_PACKAGES_DIR}/lib")

file(INSTALL "${CMAKE_CURRENT_LIST_DIR}/usage" DESTINATION "${CURRENT_PACKAGES_DIR}/share/${PORT}")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
