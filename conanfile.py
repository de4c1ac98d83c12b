import os
import re

from conan import ConanFile
from conan.errors import ConanException
from conan.tools.build import check_min_cppstd
from conan.tools.files import copy, load
from conan.tools.layout import basic_layout

required_conan_version = ">=2.0"


class PachisiConan(ConanFile):
    name = "pachisi"
    description = "Header-only C++20 rules engine for the Pachisi family of race games: Parcheesi, Pachisi, Ludo, Parchís and Mensch ärgere Dich nicht"
    license = "MIT"
    topics = ("pachisi", "parcheesi", "ludo", "parchis", "mensch-aergere-dich-nicht", "board-game", "rules-engine",
              "game-ai", "reinforcement-learning", "header-only")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    no_copy_source = True
    exports_sources = "include/*", "LICENSE"

    def set_version(self):
        # The version has one home: the PACHISI_VERSION_MAJOR/MINOR/PATCH macros of
        # include/pachisi/version.hpp (CMakeLists.txt reads them too). Conan calls this only in
        # the source tree (export, create, install .); a package in the cache knows its version.
        # A --version that disagrees with the header is refused: the package would be
        # labelled one version and contain another.
        header = load(self, os.path.join(self.recipe_folder, "include", "pachisi", "version.hpp"))
        parts = []
        for part in ("MAJOR", "MINOR", "PATCH"):
            match = re.search(rf"^#define PACHISI_VERSION_{part}[ \t]+([0-9]+)[ \t]*$", header, re.MULTILINE)
            if not match:
                raise ConanException(f"include/pachisi/version.hpp defines no PACHISI_VERSION_{part}")
            parts.append(match.group(1))
        from_header = ".".join(parts)
        if self.version and str(self.version) != from_header:
            raise ConanException(f"--version {self.version} differs from include/pachisi/version.hpp "
                                 f"({from_header}): change the header, not the command line")
        self.version = from_header

    def layout(self):
        basic_layout(self, src_folder=".")

    def package_id(self):
        self.info.clear()

    def validate(self):
        # This also gives CMake users C++20: conan_toolchain.cmake sets CMAKE_CXX_STANDARD from
        # compiler.cppstd, and below 20 the install stops here, with this message.
        check_min_cppstd(self, 20)

    def package(self):
        copy(self, "LICENSE", src=self.source_folder, dst=os.path.join(self.package_folder, "licenses"))
        copy(self, "*.hpp", src=os.path.join(self.source_folder, "include"),
             dst=os.path.join(self.package_folder, "include"))

    def package_info(self):
        # Header-only: no library, no executable. The CMake target carries no language level
        # (CMakeDeps targets have no compile features); see validate() for where C++20 comes from.
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
        self.cpp_info.set_property("cmake_file_name", "pachisi")
        self.cpp_info.set_property("cmake_target_name", "pachisi::pachisi")
        self.cpp_info.set_property("pkg_config_name", "pachisi")
