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
    description = "Header-only C++20 rules engine for Pachisi and Parcheesi race games"
    license = "MIT"
    topics = ("pachisi", "parcheesi", "board-game", "rules-engine", "header-only")
    package_type = "header-library"
    settings = "os", "arch", "compiler", "build_type"
    no_copy_source = True
    exports_sources = "include/*", "LICENSE"

    def set_version(self):
        # One source of truth: project(pachisi VERSION x.y.z) in CMakeLists.txt.
        if self.version:
            return
        cmakelists = load(self, os.path.join(self.recipe_folder, "CMakeLists.txt"))
        match = re.search(r"project\(\s*pachisi\s+VERSION\s+([0-9.]+)", cmakelists)
        if not match:
            raise ConanException("no 'project(pachisi VERSION x.y.z)' in CMakeLists.txt")
        self.version = match.group(1)

    def layout(self):
        basic_layout(self, src_folder=".")

    def package_id(self):
        self.info.clear()

    def validate(self):
        check_min_cppstd(self, 20)

    def package(self):
        copy(self, "LICENSE", src=self.source_folder, dst=os.path.join(self.package_folder, "licenses"))
        copy(self, "*.hpp", src=os.path.join(self.source_folder, "include"),
             dst=os.path.join(self.package_folder, "include"))

    def package_info(self):
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
        self.cpp_info.set_property("cmake_file_name", "pachisi")
        self.cpp_info.set_property("cmake_target_name", "pachisi::pachisi")
        self.cpp_info.set_property("pkg_config_name", "pachisi")
