"""The install's own behaviour: a module built with only some presets (PACHISI_PYTHON_PRESETS), and
setup.py's messages when the build lacks something. setup.py runs here in a subprocess with
setuptools.setup() replaced, so nothing is compiled."""

import ast
import json
import os
import subprocess
import sys

import pytest

import pachisi

SETUP_PY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "setup.py")
PIP = "pip install --no-build-isolation --no-index ."


def test_built_presets_are_presets_of_the_registry():
    built = pachisi.built_presets()
    assert built, "a module with no preset"
    assert built == [p for p in pachisi.presets() if p in built]  # menu order


def test_presets_left_out_raise_preset_not_built():
    left_out = [p for p in pachisi.presets() if p not in pachisi.built_presets()]
    if not left_out:
        pytest.skip("this module has every preset (installed without PACHISI_PYTHON_PRESETS)")
    for name in left_out:
        for make in (lambda: pachisi.new_game(name), lambda: pachisi.Environment(name, num_envs=2)):
            with pytest.raises(pachisi.PresetNotBuilt, match=r"^pachisi: preset '%s' is not built" % name):
                make()


def test_preset_not_built_message():
    assert issubclass(pachisi.PresetNotBuilt, ValueError)
    text = pachisi._core._preset_not_built_message("traditional:split")
    assert text.startswith("pachisi: preset 'traditional' is not built into this module")
    assert "PACHISI_PYTHON_PRESETS=" in text and PIP in text
    assert text.endswith("(or without PACHISI_PYTHON_PRESETS for every preset)")
    # An unknown preset is a plain ValueError (the registry's message), not PresetNotBuilt.
    with pytest.raises(ValueError, match=r"^unknown preset 'nope'") as caught:
        pachisi.new_game("nope")
    assert not isinstance(caught.value, pachisi.PresetNotBuilt)


def test_setup_py_knows_every_preset():
    tree = ast.parse(open(SETUP_PY, encoding="utf-8").read())
    tables = {t.id: node.value for node in tree.body if isinstance(node, ast.Assign) for t in node.targets
              if isinstance(t, ast.Name)}
    assert list(ast.literal_eval(tables["PRESET_FAMILIES"])) == pachisi.presets()


# setup.py with setup() replaced: prints what it would compile, or exits with its message.
# `block` names modules made unimportable (a python that lacks them).
RUN_SETUP = r"""
import json, runpy, sys
for name in json.loads(sys.argv[2]):
    sys.modules[name] = None
import setuptools
setuptools.setup = lambda **kw: None
sys.argv = ["setup.py", "build_ext"]
g = runpy.run_path(SETUP, run_name="__main__")
print(json.dumps({"units": [u for u, _ in g["UNITS"]], "macros": g["MACROS"]}))
"""


def run_setup(presets=None, block=()):
    env = dict(os.environ)
    env.pop("PACHISI_PYTHON_PRESETS", None)
    env.pop("PACHISI_SKIP_CHECKS", None)
    if presets is not None:
        env["PACHISI_PYTHON_PRESETS"] = presets
    code = RUN_SETUP.replace("SETUP", repr(os.path.abspath(SETUP_PY)))
    return subprocess.run([sys.executable, "-c", code, "-", json.dumps(list(block))], env=env,
                          cwd=os.path.dirname(os.path.abspath(SETUP_PY)), capture_output=True, text=True, timeout=60)


def units_of(presets):
    done = run_setup(presets)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    return sorted(os.path.basename(u) for u in out["units"]), out["macros"]


def test_setup_py_compiles_only_the_families_asked_for():
    assert units_of(None) == (["family_one_die.cpp", "family_parcheesi.cpp", "family_traditional.cpp",
                               "family_traditional7.cpp", "module.cpp"], [])
    assert units_of("shg") == (["family_parcheesi.cpp", "module.cpp"],
                               [["PACHISI_PYTHON_BUILT_PRESETS", '"shg"']])
    assert units_of("traditional, cardinal") == (["family_parcheesi.cpp", "family_traditional.cpp", "module.cpp"],
                                                 [["PACHISI_PYTHON_BUILT_PRESETS", '"cardinal,traditional"']])
    assert units_of("cowries") == (["family_traditional.cpp", "family_traditional7.cpp", "module.cpp"],
                                   [["PACHISI_PYTHON_BUILT_PRESETS", '"traditional,traditional7"']])
    assert units_of("ludo") == (["family_one_die.cpp", "module.cpp"], [["PACHISI_PYTHON_BUILT_PRESETS", '"ludo"']])
    assert units_of("one_die, maedn") == (["family_one_die.cpp", "module.cpp"],
                                          [["PACHISI_PYTHON_BUILT_PRESETS", '"ludo,ludo_king,parchis,maedn,maedn_openspiel"']])
    assert units_of("parcheesi,cowries")[1] == [["PACHISI_PYTHON_BUILT_PRESETS",
                                                  '"shg,cardinal,american,traditional,traditional7"']]
    assert units_of("parcheesi,cowries,one_die")[1] == []  # every preset: the default build


def test_setup_py_names_an_unknown_preset():
    done = run_setup("shg,snakes")
    assert done.returncode != 0
    assert "PACHISI_PYTHON_PRESETS=shg,snakes: 'snakes' is neither a preset (shg, cardinal," in done.stderr
    assert "one_die = ludo+ludo_king+parchis+maedn+maedn_openspiel" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("module, package", [("numpy", "python3-numpy"), ("wheel", "python3-wheel")])
def test_setup_py_says_what_is_missing(module, package):
    done = run_setup(block=[module])
    if module == "wheel" and done.returncode == 0:
        pytest.skip("this setuptools builds wheels without the wheel package")
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "pachisi cannot be built with this python (%s" % sys.executable in done.stderr
    assert package in done.stderr
    if os.path.realpath(sys.base_prefix) == "/usr":
        assert "sudo apt-get install -y %s" % package in done.stderr
    else:
        assert "/usr/bin/python3 -m venv --system-site-packages" in done.stderr
