"""Builds the extension module pachisi._core from python/src with the headers under include/.

pyproject.toml holds the metadata; this file only adds what setuptools cannot read from it: the C++
extension, its flags, and the version taken from include/pachisi/version.hpp.
"""

import os
import re
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.egg_info import egg_info

HERE = os.path.dirname(os.path.abspath(__file__))


def library_version():
    text = open(os.path.join(HERE, "include", "pachisi", "version.hpp"), encoding="utf-8").read()
    parts = [re.search(r"#define PACHISI_VERSION_%s (\d+)" % p, text).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


def pybind11_include_dirs():
    """pybind11's headers: from its Python package if installed, else Debian's pybind11-dev."""
    try:
        import pybind11

        return [pybind11.get_include()]
    except ImportError:
        pass
    for candidate in (sysconfig.get_paths()["include"], "/usr/include", "/usr/local/include"):
        parent = os.path.dirname(candidate) if candidate.endswith(("python3", "python3.11")) else candidate
        if os.path.exists(os.path.join(parent, "pybind11", "pybind11.h")):
            return [parent]
    raise RuntimeError("pybind11's headers were not found: install pybind11-dev (Debian) or the pybind11 package")


class parallel_build_ext(build_ext):
    """Compiles the five translation units two at a time (one per family of rule sets)."""

    def finalize_options(self):
        super().finalize_options()
        if not self.parallel:
            self.parallel = 2


class egg_info_in_build(egg_info):
    """Writes pachisi.egg-info under build/ rather than beside the sources."""

    def initialize_options(self):
        super().initialize_options()
        self.egg_base = os.path.join("build", "pip")
        os.makedirs(self.egg_base, exist_ok=True)


SOURCES = [
    "python/src/module.cpp",
    "python/src/family_parcheesi.cpp",
    "python/src/family_parcheesi_open.cpp",
    "python/src/family_traditional.cpp",
    "python/src/family_traditional7.cpp",
]

setup(
    version=library_version(),
    ext_modules=[
        Extension(
            "pachisi._core",
            sources=SOURCES,
            include_dirs=["include", "python/src"] + pybind11_include_dirs(),
            language="c++",
            extra_compile_args=["-std=c++20", "-O2", "-g0", "-fvisibility=hidden", "-DNDEBUG"],
            depends=[os.path.join("python", "src", f) for f in ("game.hpp", "game_impl.hpp")],
        )
    ],
    cmdclass={"build_ext": parallel_build_ext, "egg_info": egg_info_in_build},
)
