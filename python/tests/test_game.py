"""A random game per preset through the Python API: ids and masks against legal_actions, notation
round trips, observations, chance outcomes, returns, undo and clone."""

from fractions import Fraction

import numpy as np
import pytest

import pachisi
from conftest import play_random


def test_presets_are_the_registry_names():
    assert pachisi.presets()[:5] == ["shg", "cardinal", "american", "traditional", "traditional7"]


def test_random_game_ids_masks_and_notation(variant):
    name, options = variant
    state = pachisi.new_game(name, players=4, options=options)
    assert state.preset == (name + (":" + ",".join(options) if options else ""))
    generator = pachisi.Generator(seed=11)
    seen = {"decisions": 0}

    def check(s):
        seen["decisions"] += 1
        legal = s.legal_actions()
        ids = s.legal_action_ids()
        assert ids == [s.action_id(a) for a in legal]
        assert len(set(ids)) == len(ids)  # no two legal actions share an id
        assert all(0 <= i < s.num_distinct_actions for i in ids)
        assert [s.action_from_id(i) for i in ids] == legal
        mask = s.legal_action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (s.num_distinct_actions,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(ids)
        assert s.current_player() == s.whose_turn()
        # Notation in and out: the state and each action.
        assert pachisi.parse_state(s.preset, str(s)) == s
        assert [pachisi.Action(str(a)) for a in legal] == legal
        obs = s.observation()
        assert obs.dtype == np.float32 and obs.shape == (s.observation_size,)
        info = s.observation(layout="information")
        assert np.array_equal(info, obs[s.observation_size - s.information_size:])

    play_random(state, generator, check)
    assert seen["decisions"] > 50
    assert state.current_player() == pachisi.TERMINAL_PLAYER
    returns = state.returns()
    # Alone or partners: +1 to the winners, -1 to the others; maedn_openspiel pays OpenSpiel's zero-sum 3, -1, -1, -1.
    assert sorted(returns) in ([-1.0, -1.0, -1.0, 1.0], [-1.0, -1.0, 1.0, 1.0], [-1.0, -1.0, -1.0, 3.0])
    assert (sorted(returns) == [-1.0, -1.0, -1.0, 3.0]) == (state.preset == "maedn_openspiel")
    assert [seat for seat in range(4) if returns[seat] > 0] == state.winning_seats()


def test_chance_outcomes_are_exact_fractions():
    state = pachisi.new_game("american", players=3)
    opening = state.chance_outcomes()
    assert opening == [(0, Fraction(1, 3), "seat 0"), (1, Fraction(1, 3), "seat 1"), (2, Fraction(1, 3), "seat 2")]
    assert state.current_player() == pachisi.CHANCE_PLAYER
    state.apply_throw(2)
    dice = state.chance_outcomes()
    assert len(dice) == 21 and sum(p for _, p, _ in dice) == 1
    assert dice[7] == (7, Fraction(1, 18), "2-3")
    cowries = pachisi.new_game("traditional7", first_seat=0).chance_outcomes()
    assert [p for _, p, _ in cowries] == [Fraction(n, 128) for n in (1, 7, 21, 35, 35, 21, 7, 1)]


def test_apply_by_action_notation_or_id_and_undo():
    state = pachisi.parse_state("shg", "20,10,0,0/-/30,0,0,0/- 0 throw")
    state.apply_throw("2-3")
    assert [str(a) for a in state.legal_actions()] == ["enter sum", "move 10+2", "move 10+3", "move 20+2", "move 20+3"]
    assert state.legal_action_ids() == [4, 12, 13, 6, 7]
    before = state.clone()
    state.apply(13)  # move 10+3
    assert str(state) == "20,13,0,0/-/30,0,0,0/- 0 play thrown=2-3 parts=2 total=2 used=1 larger=1 need=2.0.0"
    state.apply("move 13+2")
    assert state.history_length() == 3 and state.whose_turn() == 2
    state.undo()
    state.undo()
    assert state == before
    state.apply(pachisi.Action("move 20+3"))
    assert before != state and before.history_length() == 1  # a clone is independent
    state.undo()
    state.undo()
    assert str(state) == "20,10,0,0/-/30,0,0,0/- 0 throw"


def test_observation_is_seen_by_any_seat():
    state = pachisi.parse_state("shg", "20,10,0,0/-/30,0,0,0/- 0 throw")
    mine = state.observation(0)
    theirs = state.observation(seat=2)
    # Squares block: seat 0's pawns on ring squares 14 and 24, seen from seat 2 at 48 and 58 of its seat 2 rows.
    assert np.flatnonzero(mine[: 4 * 96]).tolist() == [14, 24, 2 * 96 + 0]
    assert np.flatnonzero(theirs[: 4 * 96]).tolist() == [34, 2 * 96 + 48, 2 * 96 + 58]
    with pytest.raises(ValueError, match="layout is 'full' or 'information'"):
        state.observation(layout="tiny")


def test_observation_into_a_callers_buffer_without_copies():
    state = pachisi.parse_state("shg", "20,10,0,0/-/30,0,0,0/- 0 throw")
    fresh = state.observation(0)
    buffer = np.full(fresh.shape, -1.0, dtype=np.float32)
    written = state.observation(0, out=buffer)
    assert written is buffer or np.shares_memory(written, buffer)  # the same memory, written in place
    assert np.array_equal(buffer, fresh)
    small = np.zeros(state.observation(layout="information").shape, dtype=np.float32)
    state.observation(seat=2, layout="information", out=small)
    assert np.array_equal(small, state.observation(seat=2, layout="information"))
    with pytest.raises(ValueError, match="out must be a writable, contiguous 1-d float32 array"):
        state.observation(out=np.zeros(fresh.shape, dtype=np.float64))
    with pytest.raises(ValueError, match="out must be a writable, contiguous 1-d float32 array"):
        state.observation(out=np.zeros(3, dtype=np.float32))


def test_bots_choose_legal_actions():
    state = pachisi.new_game("cardinal", players=2, first_seat=0)
    generator = pachisi.Generator(3)
    state.apply_throw("3-4")
    for name in ("random", "greedy", "expectimax"):
        choice = pachisi.Bot(name).choose(state, generator)
        assert choice in state.legal_actions()


def test_progress_potential_and_returns_before_the_end():
    state = pachisi.parse_state("shg", "36,0,0,0/-/0,0,0,0/- 0 throw")
    assert state.progress_potential(0) == 0.125
    assert state.progress_potential(2) == -0.125
    assert state.returns() == [0.0, 0.0, 0.0, 0.0]


def test_partners_share_returns():
    state = pachisi.parse_state("shg", "72,72,72,70/20,0,0,0/72,72,72,72/10,0,0,0 0 throw partners=1")
    state.apply_throw("2-3")
    state.apply("move 70+2")
    assert state.is_terminal()
    assert state.returns() == [1.0, -1.0, 1.0, -1.0]
    assert state.winning_seats() == [0, 2]


def test_svg_board_when_built_in():
    state = pachisi.new_game("shg")
    svg = state._repr_svg_()
    if pachisi.HAS_SVG:
        assert svg.lstrip().startswith("<")
    else:
        assert svg is None
    assert "\n" in state.board()
