#!/usr/bin/env python3
"""Checks conanfile.py and test_package/conanfile.py without Conan.

usage: check_conan_recipes.py <source-dir> <project-version>

1. Both recipes parse as Python.
2. Both are loaded against a minimal stand-in for the `conan` package and
   their methods are called: set_version must read include/pachisi/version.hpp
   and agree with the CMake project version, and refuse a --version that
   differs; validate must ask for C++20, package_id must clear the id,
   package must copy every header and the licence, package_info must declare
   the CMake/pkg-config names and no bin/lib dirs, and the test package must
   require the tested reference.

This proves the recipes' own logic, in a fraction of a second and with
python3 alone. Their behaviour inside real Conan (conan create, test_package,
a conan install consumer) is tests/package/conan/run, which scripts/test runs
when a Conan client is there.
"""
import ast
import fnmatch
import importlib.util
import os
import shutil
import sys
import tempfile
import types


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def expect(condition, message):
    if not condition:
        fail(message)


calls = []


class ConanException(Exception):
    pass


class ConanFile:
    version = None


def install_conan_stand_in():
    def module(name, **attributes):
        mod = types.ModuleType(name)
        mod.__dict__.update(attributes)
        sys.modules[name] = mod
        return mod

    def load(_conanfile, path):
        with open(path, encoding="utf-8") as handle:
            return handle.read()

    def copy(_conanfile, pattern, src, dst, keep_path=True, excludes=None):
        excludes = (excludes,) if isinstance(excludes, str) else tuple(excludes or ())
        for root, _dirs, files in os.walk(src):
            for file in files:
                relative = os.path.relpath(os.path.join(root, file), src)
                if fnmatch.fnmatch(relative, pattern) and not any(fnmatch.fnmatch(relative, e) for e in excludes):
                    target = os.path.join(dst, relative if keep_path else file)
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy2(os.path.join(root, file), target)

    def recorder(name):
        return lambda *args, **kwargs: calls.append((name, args, kwargs))

    module("conan", ConanFile=ConanFile)
    module("conan.errors", ConanException=ConanException)
    module("conan.tools")
    module("conan.tools.build", check_min_cppstd=recorder("check_min_cppstd"), can_run=lambda _c: True)
    module("conan.tools.files", copy=copy, load=load)
    module("conan.tools.layout", basic_layout=recorder("basic_layout"))
    module("conan.tools.cmake", CMake=recorder("CMake"), cmake_layout=recorder("cmake_layout"))


def load_recipe(path):
    with open(path, encoding="utf-8") as handle:
        ast.parse(handle.read(), path)
    spec = importlib.util.spec_from_file_location(os.path.basename(os.path.dirname(path)), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    recipes = [v for v in vars(module).values()
               if isinstance(v, type) and issubclass(v, ConanFile) and v is not ConanFile]
    expect(len(recipes) == 1, f"{path}: expected exactly one ConanFile subclass")
    return recipes[0]()


def check_main_recipe(source_dir, version):
    recipe = load_recipe(os.path.join(source_dir, "conanfile.py"))
    expect(recipe.name == "pachisi", "name must be 'pachisi'")
    expect(recipe.package_type == "header-library", "package_type must be 'header-library'")
    expect(recipe.no_copy_source is True, "no_copy_source must be True")
    expect("compiler" in recipe.settings, "settings must include compiler (for validate)")
    for pattern in recipe.exports_sources:
        top = pattern.split("/")[0]
        expect(os.path.exists(os.path.join(source_dir, top)), f"exports_sources '{pattern}' matches nothing")

    recipe.recipe_folder = source_dir
    recipe.set_version()
    expect(recipe.version == version, f"set_version gave {recipe.version!r}, CMake says {version!r}")
    recipe.set_version()  # `conan create . --version <the same>`: accepted
    expect(recipe.version == version, f"set_version with --version {version} gave {recipe.version!r}")
    recipe.version = "999.0.0"  # `conan create . --version 999.0.0`: the header says otherwise
    try:
        recipe.set_version()
        fail("set_version accepted --version 999.0.0, which include/pachisi/version.hpp does not say")
    except ConanException:
        pass
    recipe.version = version

    recipe.validate()
    cppstd = [args[1] for name, args, _ in calls if name == "check_min_cppstd"]
    expect(cppstd and str(cppstd[-1]) == "20", "validate must call check_min_cppstd(self, 20)")

    cleared = []
    recipe.info = types.SimpleNamespace(clear=lambda: cleared.append(True))
    recipe.package_id()
    expect(cleared, "package_id must call self.info.clear()")

    with tempfile.TemporaryDirectory() as package_folder:
        recipe.source_folder, recipe.package_folder = source_dir, package_folder
        recipe.package()
        expect(os.path.isfile(os.path.join(package_folder, "licenses", "LICENSE")),
               "package() does not produce licenses/LICENSE")
        include = os.path.join(source_dir, "include")
        for root, _dirs, files in os.walk(include):
            for file in files:
                header = os.path.relpath(os.path.join(root, file), include)
                expect(not file.endswith(".hpp") or os.path.isfile(os.path.join(package_folder, "include", header)),
                       f"package() does not produce include/{header}")

    properties = {}
    recipe.cpp_info = types.SimpleNamespace(
        bindirs=["bin"], libdirs=["lib"], set_property=lambda key, value: properties.__setitem__(key, value))
    recipe.package_info()
    expect(recipe.cpp_info.bindirs == [] and recipe.cpp_info.libdirs == [], "bindirs/libdirs must be empty")
    wanted = {"cmake_file_name": "pachisi", "cmake_target_name": "pachisi::pachisi", "pkg_config_name": "pachisi"}
    for key, value in wanted.items():
        expect(properties.get(key) == value, f"package_info must set {key}={value!r}, got {properties.get(key)!r}")


def check_test_package(source_dir):
    test_dir = os.path.join(source_dir, "test_package")
    recipe = load_recipe(os.path.join(test_dir, "conanfile.py"))
    expect(getattr(recipe, "test_type", None) == "explicit", "test_package: test_type must be 'explicit'")
    expect({"CMakeDeps", "CMakeToolchain"} <= set(recipe.generators), "test_package: needs CMakeDeps+CMakeToolchain")
    required = []
    recipe.tested_reference_str = "pachisi/0.0.0"
    recipe.requires = required.append
    recipe.requirements()
    expect(required == ["pachisi/0.0.0"], "test_package must require self.tested_reference_str")
    with open(os.path.join(test_dir, "CMakeLists.txt"), encoding="utf-8") as handle:
        cmakelists = handle.read()
    expect("find_package(pachisi" in cmakelists and "pachisi::pachisi" in cmakelists,
           "test_package/CMakeLists.txt must use find_package(pachisi) and pachisi::pachisi")


def main():
    if len(sys.argv) != 3:
        fail(__doc__)
    source_dir, version = sys.argv[1], sys.argv[2]
    install_conan_stand_in()
    check_main_recipe(source_dir, version)
    check_test_package(source_dir)
    print("conanfile.py and test_package/conanfile.py: parsed and checked against a conan stand-in")


if __name__ == "__main__":
    main()
