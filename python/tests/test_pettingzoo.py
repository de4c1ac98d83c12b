"""pachisi.pettingzoo against PettingZoo's own checkers (api_test, seed_test, render_test), max_cycles,
and a game played to the end beside the library's own State and Environment with the same throws.

PettingZoo and Gymnasium come from ../shared/tools/farama (scripts/test puts them on the venv's path);
without them these tests are skipped. The checkers run few cycles: CI time is short."""

import warnings

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import pachisi  # noqa: E402
from conftest import built  # noqa: E402
from pachisi.pettingzoo import env as make_env  # noqa: E402
from pachisi.pettingzoo import raw_env  # noqa: E402

# The presets of the issue and two option mixes (extra laps and rewards; the memory section).
CONFIGS = [
    ("shg", dict(players=4)),
    ("traditional", dict(players=4)),
    ("ludo", dict(players=2)),
    ("parchis", dict(players=4)),
    ("maedn", dict(players=3)),
    ("ludo", dict(players=4, options=["must-kill", "capture-reward=20"], skip_single_actions=True)),
    ("traditional", dict(players=2, options=["first-move", "cancel-capture"])),
]
CONFIG_IDS = ["shg", "traditional", "ludo-2", "parchis", "maedn-3", "ludo:must-kill,capture-reward", "traditional-2:memory"]
CONFIG_PARAMS = [pytest.param(p, k, marks=pytest.mark.skipif(not built(p), reason="preset not built"), id=i)
                 for (p, k), i in zip(CONFIGS, CONFIG_IDS)]


@pytest.fixture(autouse=True)
def quiet_checkers():
    # api_test warns that dict observations are not Box or Discrete (expected: the classic games' form).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("preset,kwargs", CONFIG_PARAMS)
def test_pettingzoo_checkers(preset, kwargs):
    api_test(make_env(preset, **kwargs), num_cycles=300)
    seed_test(lambda: make_env(preset, **kwargs), num_cycles=300)
    render_test(lambda render_mode=None: make_env(preset, render_mode=render_mode, **kwargs))


@pytest.mark.parametrize("preset,kwargs", CONFIG_PARAMS)
def test_max_cycles(preset, kwargs):
    """max_cycles=n: the game is cut when the agent to move has made n decisions; then every agent is
    truncated and steps once more, dead (PettingZoo's max_cycles_test counts the same: its most-selected
    agent is selected n + 1 times). That checker itself needs a parallel form of the environment whose
    agents act once per cycle, with actions drawn without the mask: a dice race game has neither (a 6 or
    a doublet throws again), so its AEC half is written out here."""
    max_cycles = 4
    e = make_env(preset, max_cycles=max_cycles, **kwargs)
    e.reset(seed=3)
    selected = dict.fromkeys(e.possible_agents, 0)
    decisions = dict.fromkeys(e.possible_agents, 0)
    for agent in e.agent_iter():
        selected[agent] += 1
        observation, _, termination, truncation, _ = e.last()
        if termination or truncation:
            assert truncation and not termination
            e.step(None)
            continue
        decisions[agent] += 1
        e.step(e.action_space(agent).sample(observation["action_mask"]))
    assert max(decisions.values()) == max_cycles
    assert max(selected.values()) - 1 == max_cycles
    assert all(selected[a] == decisions[a] + 1 for a in e.possible_agents)  # one dead step each
    assert e.agents == []


def play_alongside(preset, kwargs, seed):
    """Plays the AEC environment to the end with random legal actions, beside a State thrown by the
    library's own generator of the same seed and an Environment of the same seed; checks at every
    decision the mover, the legal set and the observation, and the rewards against the returns."""
    table = {k: v for k, v in kwargs.items() if k in ("players", "options")}
    e = raw_env(preset, **kwargs)
    e.reset(seed=seed)
    state = pachisi.new_game(preset, **table)
    generator = pachisi.Generator(pachisi.game_seed(seed, 0))
    library_env = pachisi.Environment(preset, num_envs=1, seed=seed, **table)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    decisions = 0
    while True:
        while state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        if state.is_terminal() or not e.agents:
            break
        agent = e.agent_selection
        assert e.seat(agent) == state.current_player() == library_env.current_player[0]
        observation = e.observe(agent)
        assert np.array_equal(np.flatnonzero(observation["action_mask"]), sorted(state.legal_action_ids()))
        assert np.array_equal(observation["observation"], state.observation())
        assert np.array_equal(library_env.observation[0], state.observation())
        assert e.game == state
        action = int(rng.choice(state.legal_action_ids()))
        e.step(action)
        library_env.step(np.array([action], dtype=np.int32))
        state.apply(action)
        decisions += 1
        for a, r in e.rewards.items():
            totals[a] += r
    assert state.is_terminal() and all(e.terminations.values())
    returns = state.returns()
    assert {a: totals[a] for a in e.possible_agents} == {a: returns[e.seat(a)] for a in e.possible_agents}
    assert library_env.terminated[0] and library_env.rewards[0].tolist() == returns
    return decisions


@pytest.mark.parametrize("preset,kwargs", [pytest.param(p, {k: v for k, v in kw.items() if k != "skip_single_actions"},
                                                        marks=pytest.mark.skipif(not built(p), reason="not built"), id=i)
                                           for (p, kw), i in zip(CONFIGS, CONFIG_IDS)])
def test_a_whole_game_is_the_librarys_game_with_the_same_throws(preset, kwargs):
    assert play_alongside(preset, kwargs, seed=21) > 20


@pytest.mark.skipif(not built("ludo"), reason="ludo not built")
def test_throws_skipped_decisions_and_seeds_in_infos():
    e = raw_env("ludo", players=4, skip_single_actions=True)
    e.reset(seed=5)
    skipped = 0
    throws = 0
    for agent in e.agent_iter():
        observation, _, termination, truncation, info = e.last()
        if termination or truncation:
            e.step(None)
            continue
        assert info["throws"] and all(t in "123456" for t in info["throws"] if not t.startswith("seat"))
        throws += len(info["throws"])
        skipped += info["skipped"]
        assert info["skipped_total"] == skipped
        assert np.count_nonzero(observation["action_mask"]) >= 2  # single choices were played for the agent
        e.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert skipped > 0 and throws > skipped
    # Without the option about 60% of Ludo's decisions have one legal action (the README's figure).
    e = raw_env("ludo", players=4)
    e.reset(seed=5)
    assert e.infos[e.agent_selection]["throws"][0].startswith("seat")  # the opening throw picks the first seat
    # reset(seed) again: the same game; reset() alone: the next game of the same generator.
    first = e.observe(e.agent_selection)["observation"].copy()
    e.reset(seed=5)
    assert np.array_equal(e.observe(e.agent_selection)["observation"], first)


@pytest.mark.skipif(not built("ludo"), reason="ludo not built")
def test_illegal_actions_raise_and_rgb_array_is_the_svg_board():
    e = raw_env("ludo", players=2, render_mode="rgb_array")
    e.reset(seed=1)
    mask = e.observe(e.agent_selection)["action_mask"]
    with pytest.raises(pachisi.IllegalAction):
        e.step(int(np.flatnonzero(mask == 0)[0]))
    image = e.render()
    assert image.ndim == 3 and image.shape[2] == 3 and image.dtype == np.uint8 and image.shape[0] > 100
    assert len(np.unique(image.reshape(-1, 3), axis=0)) > 4  # a drawing, not a blank
