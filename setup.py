"""Builds the extension module pachisi._core from python/src with the headers under include/.

pyproject.toml holds the metadata; this file only adds what setuptools cannot read from it: the C++
extension, its flags, and the version taken from include/pachisi/version.hpp. Before anything is
compiled it checks what the build needs (Python.h, pybind11's headers, wheel, numpy) and says what to
install when something is missing.

PACHISI_PYTHON_PRESETS=shg,traditional (presets, or the groups `parcheesi`, `cowries` and `one_die`)
builds only those presets: fewer and lighter translation units; the others then raise
pachisi.PresetNotBuilt with the command that adds them.
"""

import glob
import os
import re
import subprocess
import sys
import sysconfig
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.egg_info import egg_info
from setuptools.errors import ExecError

HERE = os.path.dirname(os.path.abspath(__file__))
INSTALL = "pip install --no-build-isolation --no-index ."
VENV_ADVICE = (
    "Build with Debian's python, in a virtual environment that sees Debian's packages:\n"
    "    sudo apt-get install -y python3-dev pybind11-dev python3-numpy python3-venv python3-pip\n"
    "    /usr/bin/python3 -m venv --system-site-packages /tmp/pachisi-venv\n"
    "    /tmp/pachisi-venv/bin/" + INSTALL
)


def library_version():
    text = open(os.path.join(HERE, "include", "pachisi", "version.hpp"), encoding="utf-8").read()
    parts = [re.search(r"#define PACHISI_VERSION_%s (\d+)" % p, text).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


# ---- What the build needs ----------------------------------------------------------------------


def debian_python():
    """True for Debian's own interpreter (/usr/bin/python3, or a venv made from it)."""
    return os.path.realpath(sys.base_prefix) == "/usr"


def pybind11_include_dirs():
    """pybind11's headers: from its Python package if installed, else Debian's pybind11-dev."""
    try:
        import pybind11

        return [pybind11.get_include()]
    except ImportError:
        pass
    # Debian's python3.11 headers are /usr/include/python3.11, and pybind11-dev's /usr/include/pybind11.
    python_include = sysconfig.get_paths()["include"]
    for candidate in (os.path.dirname(python_include), "/usr/include", "/usr/local/include"):
        if os.path.exists(os.path.join(candidate, "pybind11", "pybind11.h")):
            return [candidate]
    return []


def isolated_build():
    """True when pip (or `python -m build`) builds in an isolated environment, which installs the
    runtime dependencies (numpy) only after the build: numpy is then not checked here."""
    return any("pip-build-env-" in p or "build-env-" in os.path.basename(os.path.dirname(p)) for p in sys.path)


def missing_requirements():
    """What this python lacks to build and install pachisi: [(what, Debian package, other remedy)]."""
    missing = []
    python_h = os.path.join(sysconfig.get_paths()["include"], "Python.h")
    if not os.path.exists(python_h):
        missing.append(("Python.h (the headers of this python, looked for at %s)" % python_h, "python3-dev", None))
    if not pybind11_include_dirs():
        missing.append(("pybind11's headers (pybind11/pybind11.h)", "pybind11-dev", "pip install pybind11"))
    try:
        import setuptools

        bundled = tuple(int(x) for x in re.findall(r"\d+", setuptools.__version__)[:2]) >= (70, 1)
    except Exception:  # an odd version string: ask for wheel, as older setuptools need it
        bundled = False
    if not bundled:
        try:
            import wheel  # noqa: F401  (bdist_wheel, which pip calls, comes from it before setuptools 70.1)
        except ImportError:
            missing.append(("the `wheel` package (pip builds a wheel with it)", "python3-wheel", "pip install wheel"))
    if not isolated_build():
        try:
            import numpy  # noqa: F401  (a dependency of pachisi: pip would refuse to install without it)
        except ImportError:
            missing.append(("numpy (pachisi's arrays are numpy arrays)", "python3-numpy", "pip install numpy"))
    return missing


def check_requirements():
    """Stops with a plain message (no traceback) when something the build needs is missing."""
    if os.environ.get("PACHISI_SKIP_CHECKS") == "1":
        return
    missing = missing_requirements()
    if not missing:
        return
    lines = ["", "pachisi cannot be built with this python (%s, Python %s):" % (sys.executable, sys.version.split()[0])]
    for what, package, other in missing:
        if debian_python() or not other:
            lines.append("  - missing %s: Debian package %s" % (what, package))
        else:
            lines.append("  - missing %s: `%s` for this python (Debian's %s serves /usr/bin/python3)" % (what, other, package))
    if debian_python():
        packages = " ".join(package for _, package, _ in missing)
        lines.append("Install them:  sudo apt-get install -y %s" % packages)
        lines.append("then run the same command again (a venv needs --system-site-packages to see Debian's packages).")
    else:
        lines.append(
            "This is not Debian's python (its prefix is %s): Debian's packages serve /usr/bin/python3 only." % sys.base_prefix
        )
        lines.append(VENV_ADVICE)
    lines.append("(PACHISI_SKIP_CHECKS=1 skips this check.)")
    sys.exit("\n".join(lines) + "\n")


# ---- Which presets to build ----------------------------------------------------------------------

# The translation units of the module: module.cpp (the bindings) and one per family of rule sets (the rule
# sets whose options are values: with_rules, include/pachisi/text/chosen_rules.hpp), with the CPU seconds each
# took (g++ 12 -O2, 2026-11-28, measured at load 4-5): about 144 s in all, about 1.5 minutes on 2 idle cores.
MODULE = ("python/src/module.cpp", 18)
FAMILIES = {
    "parcheesi": ("python/src/family_parcheesi.cpp", 11),  # two_dice_rules_dynamic: shg, cardinal, american, any mix
    "traditional": ("python/src/family_traditional.cpp", 46),  # 6 cowries: 8 boards and pawn counts
    "traditional7": ("python/src/family_traditional7.cpp", 52),  # 7 cowries: the same 8
    "one_die": ("python/src/family_one_die.cpp", 17),  # ludo, parchis, maedn boards: every one-die preset and mix
}
# The families whose translation units each preset needs (keep in step with the registry,
# include/pachisi/rules/registry.hpp, and the families' `holds` in python/src/family_*.cpp).
PRESET_FAMILIES = {
    "shg": ["parcheesi"],
    "cardinal": ["parcheesi"],
    "american": ["parcheesi"],
    "traditional": ["traditional"],
    "traditional7": ["traditional7"],
    "ludo": ["one_die"],
    "ludo_king": ["one_die"],
    "parchis": ["one_die"],
    "maedn": ["one_die"],
    "maedn_openspiel": ["one_die"],
}
# Words for several presets at once.
GROUPS = {
    "all": list(PRESET_FAMILIES),
    "parcheesi": ["shg", "cardinal", "american"],  # the two-dice presets
    "cowries": ["traditional", "traditional7"],  # traditional Pachisi with 6 or 7 cowries
    "one_die": ["ludo", "ludo_king", "parchis", "maedn", "maedn_openspiel"],  # docs/rules.md §10
}


def chosen_presets():
    """The presets named by PACHISI_PYTHON_PRESETS (registry order), or None for all of them."""
    text = os.environ.get("PACHISI_PYTHON_PRESETS", "").strip()
    if not text:
        return None
    chosen = set()
    for word in (w.strip() for w in text.split(",")):
        if word in PRESET_FAMILIES:
            chosen.add(word)
        elif word in GROUPS:
            chosen.update(GROUPS[word])
        else:
            sys.exit(
                "PACHISI_PYTHON_PRESETS=%s: '%s' is neither a preset (%s) nor a group (%s)\n"
                % (text, word, ", ".join(PRESET_FAMILIES), ", ".join("%s = %s" % (g, "+".join(p)) for g, p in GROUPS.items()))
            )
    if chosen == set(PRESET_FAMILIES):
        return None
    return [p for p in PRESET_FAMILIES if p in chosen]


def sources_and_macros(presets):
    """The translation units to compile, with their estimated seconds, and the macros for them."""
    families = [f for f in FAMILIES if presets is None or any(f in PRESET_FAMILIES[p] for p in presets)]
    units = sorted([MODULE] + [FAMILIES[f] for f in families], key=lambda unit: -unit[1])  # longest first
    if presets is None:
        return units, []
    # The families compile only the presets asked for (python/src/game.hpp, preset_is_built).
    return units, [("PACHISI_PYTHON_BUILT_PRESETS", '"%s"' % ",".join(presets))]


def estimate_minutes(seconds, cores=2):
    """Wall time of compiling units of these lengths on `cores` cores, longest first (and the link)."""
    load = [0.0] * cores
    for s in sorted(seconds, reverse=True):
        load[load.index(min(load))] += s
    return (max(load) + 5) / 60


class parallel_build_ext(build_ext):
    """Compiles the translation units two at a time (PACHISI_BUILD_JOBS=N for N), longest first,
    saying at the start how many there are and about how long they take, then how long each took.
    (setuptools' own --parallel runs extensions side by side, and this is one extension.)"""

    def finalize_options(self):
        super().finalize_options()
        self.jobs = max(1, int(os.environ.get("PACHISI_BUILD_JOBS", "0") or 0) or min(2, os.cpu_count() or 1))

    def build_extensions(self):
        # Another choice of presets than last time: rebuild (setuptools would keep the old module).
        stamp = os.path.join(self.build_temp, "pachisi-presets.txt")
        choice = ",".join(PRESETS) if PRESETS else "all"
        if not os.path.exists(stamp) or open(stamp, encoding="utf-8").read() != choice:
            self.force = True
        minutes = estimate_minutes([s for _, s in UNITS], cores=self.jobs)
        what = "presets " + ", ".join(PRESETS) if PRESETS else "every preset"
        about = "%d minutes" % round(minutes) if minutes >= 1.5 else "under a minute" if minutes < 1 else "a minute"
        print(
            "pachisi: compiling %d translation units (%s), about %s on %d cores (g++ -O2; longer on a busy machine; "
            "PACHISI_PYTHON_PRESETS=shg,... builds fewer)" % (len(UNITS), what, about, self.jobs),
            flush=True,
        )
        compiler = self.compiler
        jobs = self.jobs

        def compile_in_parallel(sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                                extra_preargs=None, extra_postargs=None, depends=None):
            macros, objects, extra_postargs, pp_opts, build = compiler._setup_compile(
                output_dir, macros, include_dirs, sources, depends, extra_postargs)
            cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)

            def one(obj):
                src, ext = build[obj]
                begin = time.monotonic()
                measured.cpu = 0.0
                compiler._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)
                print("pachisi: compiled %s in %.0f s (%.0f s of CPU)"
                      % (os.path.relpath(src, HERE), time.monotonic() - begin, measured.cpu), flush=True)

            order = {os.path.normpath(path): i for i, (path, _) in enumerate(UNITS)}  # longest first
            objects_first = sorted(objects, key=lambda obj: order.get(os.path.normpath(build[obj][0]), len(order)))
            with ThreadPoolExecutor(jobs) as pool:
                list(pool.map(one, objects_first))  # list(): the first compiler error is raised here
            return objects

        measured = threading.local()

        def spawn_measured(cmd, **kwargs):
            """The compiler's spawn, also measuring the CPU time of the command (shared machines vary)."""
            if kwargs or not hasattr(os, "wait4"):
                return spawn(cmd, **kwargs)
            print(" ".join(cmd), flush=True)  # as distutils' spawn logs it
            process = subprocess.Popen(cmd)
            _, status, usage = os.wait4(process.pid, 0)
            process.returncode = os.waitstatus_to_exitcode(status)
            measured.cpu = getattr(measured, "cpu", 0.0) + usage.ru_utime + usage.ru_stime
            if process.returncode:
                raise ExecError("command %r failed with exit code %d" % (cmd[0], process.returncode))

        spawn = compiler.spawn
        compiler.spawn = spawn_measured
        compiler.compile = compile_in_parallel
        begin = time.monotonic()
        super().build_extensions()
        os.makedirs(self.build_temp, exist_ok=True)
        with open(stamp, "w", encoding="utf-8") as f:
            f.write(choice)
        print("pachisi: the module was built in %.1f minutes" % ((time.monotonic() - begin) / 60), flush=True)


class egg_info_in_build(egg_info):
    """Writes pachisi.egg-info under build/ rather than beside the sources."""

    def initialize_options(self):
        super().initialize_options()
        self.egg_base = os.path.join("build", "pip")
        os.makedirs(self.egg_base, exist_ok=True)


if not any(arg in sys.argv for arg in ("--help", "-h", "--help-commands", "--version", "clean", "sdist")):
    check_requirements()

PRESETS = chosen_presets()
UNITS, MACROS = sources_and_macros(PRESETS)

setup(
    version=library_version(),
    ext_modules=[
        Extension(
            "pachisi._core",
            sources=[path for path, _ in UNITS],
            include_dirs=["include", "python/src"] + pybind11_include_dirs(),
            define_macros=MACROS,
            language="c++",
            extra_compile_args=["-std=c++20", "-O2", "-g0", "-fvisibility=hidden", "-DNDEBUG"],
            # The library's headers too: a header changed since the last build rebuilds the module.
            depends=sorted(glob.glob("python/src/*.hpp") + glob.glob("include/pachisi/**/*.hpp", recursive=True)),
        )
    ],
    cmdclass={"build_ext": parallel_build_ext, "egg_info": egg_info_in_build},
)
