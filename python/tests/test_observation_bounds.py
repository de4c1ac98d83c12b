"""The observation layout's sections and bounds (State.observation_sections, State.observation_bounds,
include/pachisi/agents/observation_bounds.hpp): the sections tile the layout, and no entry of any
observation leaves its bounds in random games of every preset and of option mixes with laps, rewards and
memory sections."""

import numpy as np
import pytest

import pachisi
from conftest import PRESETS, VARIANTS, built

# Mixes that reach the entries most presets leave at 0: extra laps and rewards (must-kill, a capture
# reward), the memory sections (first-move, cancel-capture, three tries), Parchís's barriers.
MIXES = [m for m in [("ludo", ["must-kill", "capture-reward=20"]), ("traditional", ["first-move", "cancel-capture"]),
                     ("maedn", ["three-tries"]), ("shg", ["no-blockades"]), ("traditional", ["pawns=8", "split"])]
         if m[0] in PRESETS]


@pytest.mark.parametrize("layout", ["full", "information"])
def test_sections_tile_the_layout(variant, layout):
    state = pachisi.new_game(variant[0], players=4, options=variant[1])
    sections = state.observation_sections(layout)
    size = state.observation_size if layout == "full" else state.information_size
    offset = 0
    for name, at, count in sections:
        assert at == offset, (name, at, offset)
        assert count > 0
        offset += count
    assert offset == size
    names = [name for name, _, _ in sections]
    assert names[:2] == (["squares", "blockades"] if layout == "full" else ["pawns", "marks"])
    low, high = state.observation_bounds(layout)
    assert low.shape == high.shape == (size,) and low.dtype == high.dtype == np.float32
    assert np.all(low == 0) and np.all(high >= low)
    # The information layout is the full one from `pawns` on.
    full_low, full_high = state.observation_bounds("full")
    pawns_at = dict((name, at) for name, at, _ in state.observation_sections("full"))["pawns"]
    assert np.array_equal(state.observation_bounds("information")[1], full_high[pawns_at:])


def test_bounds_follow_the_rules_options():
    if not built("ludo"):
        pytest.skip("ludo not built")
    plain = pachisi.new_game("ludo", players=4)
    lapping = pachisi.new_game("ludo", players=4, options=["must-kill", "capture-reward=20"])
    sections = {name: (at, count) for name, at, count in plain.observation_sections()}
    laps = sections["pawns"][0] + 3  # the extra laps of the first pawn
    assert plain.observation_bounds()[1][laps] == 0  # no laps in plain Ludo
    assert lapping.observation_bounds()[1][laps] == 100  # max_extra_laps
    rewards = sections["rewards"][0]
    assert plain.observation_bounds()[1][rewards] == 0 and lapping.observation_bounds()[1][rewards] == 1
    squares = plain.observation_bounds()[1][: sections["squares"][1]].reshape(4, 72)
    # Relative seat 1's pawns stand on the ring (52) and in its own column (52 + 5 .. 52 + 10) only.
    assert np.all(squares[1, :52] == 4) and np.all(squares[1, 57:62] == 4)
    assert np.all(squares[1, 52:57] == 0) and np.all(squares[1, 62:] == 0)


def check_within(observation, low, high, where):
    outside = np.flatnonzero((observation < low) | (observation > high))
    assert outside.size == 0, f"{where}: entries {outside[:8].tolist()} = {observation[outside[:8]].tolist()}, " \
                              f"bounds {low[outside[:8]].tolist()} .. {high[outside[:8]].tolist()}"


@pytest.mark.parametrize("spec", [(name, []) for name in PRESETS] + MIXES,
                         ids=lambda v: ":".join([v[0]] + v[1]) if v[1] else v[0])
def test_no_entry_leaves_its_bounds_in_random_games(spec):
    preset, options = spec
    # Every seat's view at every decision of whole games, both layouts, 4 and 2 players.
    generator = pachisi.Generator(11)
    decisions = 0
    for players in (4, 2):
        state = pachisi.new_game(preset, players=players, options=options)
        bounds = {layout: state.observation_bounds(layout) for layout in ("full", "information")}
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_throw(state.sample_chance(generator))
                continue
            for seat in state.seats:
                for layout, (low, high) in bounds.items():
                    check_within(state.observation(seat, layout=layout), low, high, f"{preset} {layout} seat {seat}")
            ids = state.legal_action_ids()
            state.apply(ids[generator.below(len(ids))])
            decisions += 1
        for seat in state.seats:  # the final state too
            check_within(state.observation(seat), *bounds["full"], f"{preset} over, seat {seat}")
    # Many more games through the batched environment: the mover's view at every step.
    env = pachisi.Environment(preset, num_envs=64, players=4, options=options, seed=5)
    low, high = env.game(0).observation_bounds()
    for _ in range(400):
        observations = env.observation
        assert np.all(observations >= low) and np.all(observations <= high), preset
        env.step(env.sample_legal_actions(generator))
    assert decisions > 50
