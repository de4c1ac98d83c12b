"""Shared helpers for the pachisi Python tests (run: ~/venvs/pachisi/bin/python -m pytest python/tests, docs/learning.md)."""

import numpy as np
import pytest

import pachisi


def pytest_configure(config):
    # The package must not use the names it deprecates (docs/learning.md, "Names"): a DeprecationWarning
    # raised from pachisi's own modules (pachisi, pachisi.gymnasium, pachisi.pettingzoo, ...) fails the test.
    # Warnings from the tests' own code (test_names.py reads the old names on purpose) and from other
    # packages are left as they were.
    config.addinivalue_line("filterwarnings", r"error::DeprecationWarning:pachisi(\.|$)")

# Every preset built into this module (all of the registry's unless it was installed with
# PACHISI_PYTHON_PRESETS), and some of their options.
PRESETS = pachisi.built_presets()
VARIANTS = [(name, []) for name in PRESETS] + [
    v for v in [("shg", ["undo"]), ("shg", ["no-blockades", "no-auto-fives"]), ("american", ["third-doublet-penalty"]),
                ("traditional", ["split", "home-needs-capture", "exact-home"]), ("traditional7", ["no-capture-throw"]),
                ("traditional", ["pawns=8"]),
                # Seed 004 options 1 and 5 and the crosses of other arms (docs/rules.md §6.10).
                ("traditional", ["first-move"]), ("traditional", ["cancel-capture"]),
                ("traditional7", ["first-move", "cancel-capture"]), ("traditional", ["arm=6"]), ("traditional", ["arm=7"]),
                ("traditional", ["arm=9"]), ("traditional", ["arm=10"]), ("traditional7", ["arm=6"]),
                # The one-die family's registry options (docs/rules.md §10).
                ("ludo", ["stars", "must-kill"]), ("ludo_king", ["entry-on-1", "three-sixes=off"]),
                ("maedn", ["three-tries", "no-jump-home"])]
    if v[0] in PRESETS]


def built(spec):
    return spec.split(":")[0] in PRESETS


def specs(*names):
    """The rule sets among `names` whose preset this module was built with (pytest params)."""
    return [pytest.param(n, marks=pytest.mark.skipif(not built(n), reason="preset not built")) for n in names]


def single_games(preset, num_envs, seed, **table):
    """The games an Environment(preset, num_envs, seed=seed, **table) plays, one by one: each with its own
    generator (pachisi.game_seed), at its first decision."""
    games = []
    for i in range(num_envs):
        generator = pachisi.Generator(pachisi.game_seed(seed, i))
        state = pachisi.new_game(preset, **table)
        while state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        games.append((state, generator))
    return games


def step_alongside(env, games, ids, preset, players, layout="full"):
    """Steps the environment by `ids`, and each single game of `games` by its id, its throws and, when it
    ends, a new game, as the environment does; asserts that both agree on everything the environment
    hands out. Returns how many games ended."""
    env.step(ids)
    ended = 0
    for i, (state, generator) in enumerate(games):
        state.apply(int(ids[i]))
        while state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        assert env.rewards[i].tolist() == state.returns()
        assert bool(env.terminated[i]) == state.is_terminal()
        if state.is_terminal():
            ended += 1
            state = pachisi.new_game(preset, players=players)
            while state.is_chance_node():
                state.apply_throw(state.sample_chance(generator))
            games[i] = (state, generator)
        assert env.game(i) == state
        assert env.current_player[i] == state.current_player()
        assert np.array_equal(env.observation[i], state.observation(layout=layout))
        assert np.array_equal(env.legal_action_mask[i], state.legal_action_mask())
    return ended


def play_random(state, generator, on_decision=None, max_steps=1_000_000):
    """Plays `state` to its end: chance by exact probabilities, decisions uniformly at random."""
    for _ in range(max_steps):
        if state.is_terminal():
            return state
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
            continue
        if on_decision is not None:
            on_decision(state)
        ids = state.legal_action_ids()
        state.apply(ids[generator.below(len(ids))])
    raise AssertionError("the game did not end")


@pytest.fixture(params=VARIANTS, ids=lambda v: ":".join([v[0]] + v[1]) if v[1] else v[0])
def variant(request):
    return request.param
