"""Seed 004's option 1 (first-move), option 5 (cancel-capture) and the crosses of arm 6, 7, 9 and 10
(docs/rules.md §6.10) through the module: sizes, the first move's own action id, what the state remembers
in notation and in the observation's memory section, random games with undo and pickling, pictures, and
the batched environment against single games. test_game.py plays one 4-player game of each of them
too (conftest.VARIANTS)."""

import pickle

import numpy as np
import pytest

import pachisi
from conftest import built, play_random, single_games, specs, step_alongside

EMPTY = "0,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0"

# (action ids, full observation, information observation) per rule set: docs/learning.md's table.
SIZES = {
    "traditional:arm=6": (24, 489, 129),
    "traditional:arm=7": (24, 549, 129),
    "traditional:arm=9": (24, 669, 129),
    "traditional:arm=10": (24, 729, 129),
    "traditional7:arm=6": (24, 490, 130),
    "traditional7:arm=7": (24, 550, 130),
    "traditional7:arm=9": (24, 670, 130),
    "traditional7:arm=10": (24, 730, 130),
    "traditional:first-move": (25, 613, 133),
    "traditional7:first-move": (25, 614, 134),
    "traditional:cancel-capture": (24, 1153, 673),
    "traditional7:cancel-capture": (24, 1154, 674),
    "traditional:first-move,cancel-capture": (25, 1157, 677),
    "traditional7:first-move,cancel-capture": (25, 1158, 678),
}


@pytest.mark.parametrize("spec", specs(*SIZES))
def test_sizes_of_ids_and_observations(spec):
    ids, full, information = SIZES[spec]
    state = pachisi.new_game(spec)
    assert (state.num_distinct_actions, state.observation_size, state.information_size) == (ids, full, information)
    assert state.observation().shape == (full,) and state.observation(layout="information").shape == (information,)
    name, options = spec.split(":")
    assert pachisi.new_game(name, options=options.split(",")).preset == spec
    env = pachisi.Environment(spec, num_envs=2)
    assert (env.num_distinct_actions, env.observation_size) == (ids, full)
    assert env.legal_action_mask.shape == (2, ids) and env.observation.shape == (2, full)
    assert pachisi.Environment(spec, num_envs=2, information_layout=True).observation.shape == (2, information)


@pytest.mark.skipif(not built("traditional"), reason="preset not built")
def test_mixes_the_registry_never_listed_play_and_a_cross_without_room_is_refused():
    # The module plays the rule sets whose options are values (test_any_mix.py): these play now, another arm
    # and another pawn count together too (one engine per number of cowries holds every cross and pawn count).
    assert pachisi.new_game("traditional", options=["arm=6", "first-move"]).num_distinct_actions == 25
    assert pachisi.Environment("traditional:split,cancel-capture").num_distinct_actions == 4 + 10 * 25 * 2
    assert pachisi.new_game("traditional", options=["arm=6", "pawns=8"]).num_distinct_actions == 4 + 36 * 2
    assert pachisi.new_game("traditional7", options=["arm=9", "castle=2", "pawns=12"]).num_distinct_actions == 4 + 78 * 2
    # Castles must lie on the outer column: 1 .. arm - 1 squares from the tips.
    with pytest.raises(ValueError, match="castle offset lies on the outer column"):
        pachisi.new_game("traditional", options=["arm=6", "castle=6"])


@pytest.mark.parametrize("spec", specs("traditional:first-move", "traditional7:first-move,cancel-capture"))
def test_the_first_move_has_an_id_of_its_own(spec):
    state = pachisi.parse_state(spec, EMPTY + " 0 throw partners=1")
    # The memory section ends the layout: first move made [4], then (cancel-capture) the victims [2 x 4 x 68].
    memory = state.observation_size - (4 if spec == "traditional:first-move" else 4 + 2 * 4 * 68)
    assert memory == (609 if spec.startswith("traditional:") else 610)
    assert not state.observation()[memory:].any()
    state.apply_throw("3")  # three shells mouth up: 3
    assert [str(a) for a in state.legal_actions()] == ["pass", "enter+3"]
    assert state.legal_action_ids() == [0, 24]
    assert np.flatnonzero(state.legal_action_mask()).tolist() == [0, 24]
    first = state.action_from_id(24)
    assert (first.kind, first.steps, first.to) == ("enter", 3, 3)
    assert first == pachisi.Action("enter+3") and first != pachisi.Action("enter")
    assert state.action_id("enter") == 1  # the grace's enter: another choice, another id
    with pytest.raises(pachisi.IllegalAction, match="no legal action has id 1"):
        state.apply(1)
    before = state.clone()
    state.apply(24)
    assert str(state) == "3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 first=1"
    assert pachisi.parse_state(spec, str(state)) == state
    assert state.observation(0)[memory:memory + 4].tolist() == [1, 0, 0, 0]  # first move made, per relative seat
    assert state.observation(1)[memory:memory + 4].tolist() == [0, 0, 0, 1]
    state.undo()
    assert state == before
    state.apply("enter+3")
    assert state.history_length() == 2  # the throw and the first move


@pytest.mark.skipif(not built("traditional"), reason="preset not built")
def test_after_the_first_move_a_grace_enters_by_id_1():
    state = pachisi.parse_state("traditional:first-move", "3,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 first=1")
    state.apply_throw("1")  # one shell mouth up: 10, a grace
    assert [(str(a), i) for a, i in zip(state.legal_actions(), state.legal_action_ids())] == [
        ("pass", 0), ("enter", 1), ("move 3+10", 4)]


@pytest.mark.skipif(not built("traditional"), reason="preset not built")
def test_cancel_capture_victims_in_notation_and_in_the_observation():
    spec = "traditional:cancel-capture"
    ring, taken = 68, 4 * 68  # the memory section: victims back [4 x 68], then taken this turn [4 x 68]
    state = pachisi.parse_state(spec, "30,0,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1")
    memory = state.observation_size - 2 * 4 * ring
    assert memory == 609 and not state.observation()[memory:].any()
    state.apply_throw("4")
    state.apply("move 30+4")  # takes seat 1's pawn on ring square 26
    assert str(state) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1 captured=1 taken=1.17"
    assert np.flatnonzero(state.observation(0)[memory:]).tolist() == [taken + ring + 26]  # relative seat 1
    assert np.flatnonzero(state.observation(1)[memory:]).tolist() == [taken + 9]  # its own, 9 past its tip
    state.apply_throw("2")
    state.apply("pass")
    assert str(state) == "34,0,0,0/12,0,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=1 back=1.17"
    assert np.flatnonzero(state.observation()[memory:]).tolist() == [9]  # may come back, seen by the mover
    state.apply_throw("5")
    state.apply("move 12+5")  # captures the capturer where it took: the victim comes back
    assert str(state) == "0,0,0,0/17,17,0,0/0,0,0,0/0,0,0,0 1 throw partners=1 turns=1 captured=3 taken=0.34"
    assert np.flatnonzero(state.observation()[memory:]).tolist() == [taken + 3 * ring + 9]
    info = state.observation(layout="information")
    assert np.array_equal(info, state.observation()[state.observation_size - state.information_size:])
    for _ in range(6):
        state.undo()
    assert str(state) == "30,0,0,0/17,12,0,0/0,0,0,0/0,0,0,0 0 throw partners=1"


@pytest.mark.parametrize("spec", specs("traditional:arm=6", "traditional:arm=7", "traditional:arm=9",
                                       "traditional:arm=10", "traditional:first-move", "traditional:cancel-capture",
                                       "traditional7:first-move,cancel-capture"))
@pytest.mark.parametrize("players", [2, 3])
def test_random_games_to_the_end_with_undo_and_pickling(spec, players):
    state = pachisi.new_game(spec, players=players)
    generator = pachisi.Generator(seed=players * 7 + len(spec))
    seen = {"decisions": 0, "ids": set()}

    def check(s):
        seen["decisions"] += 1
        legal = s.legal_actions()
        ids = s.legal_action_ids()
        seen["ids"].update(ids)
        assert ids == [s.action_id(a) for a in legal] and len(set(ids)) == len(ids)
        assert [s.action_from_id(i) for i in ids] == legal  # id -> action -> id for every legal action
        assert sorted(np.flatnonzero(s.legal_action_mask()).tolist()) == sorted(ids)
        assert [pachisi.Action(str(a)) for a in legal] == legal
        assert pachisi.parse_state(s.preset, str(s)) == s

    play_random(state, generator, check)
    assert state.is_terminal() and seen["decisions"] > 50 and state.winning_seats()
    if "first-move" in spec:
        assert 24 in seen["ids"]  # the first move was offered under its own id
    copied = pickle.loads(pickle.dumps(state))
    assert copied == state and copied.preset == spec and copied.history_length() == state.history_length()
    for _ in range(state.history_length()):
        copied.undo()
    assert copied == pachisi.new_game(spec, players=players)


@pytest.mark.parametrize("spec", specs("traditional:arm=6", "traditional:arm=10", "traditional7:arm=7",
                                       "traditional:first-move,cancel-capture"))
def test_pictures_of_the_new_rule_sets(spec):
    state = pachisi.new_game(spec, first_seat=0)
    name = spec.split(":")[0]
    standard = pachisi.new_game(name, first_seat=0)
    text = state.board()
    assert "\n" in text
    assert (text == standard.board()) == ("arm=" not in spec)  # another cross, another picture
    svg = state._repr_svg_()
    if pachisi.HAS_SVG:
        assert svg.lstrip().startswith("<") and svg.count('class="pawn') == 16
        assert (svg == standard._repr_svg_()) == ("arm=" not in spec)
    else:
        assert svg is None


@pytest.mark.skipif(not built("traditional"), reason="preset not built")
def test_a_cross_of_arm_6_draws_its_own_squares():
    # Seat 0's pawn at p = 6 stands on its tip, ring square 0 of a ring of 52 squares (arm 6).
    state = pachisi.parse_state("traditional:arm=6", "6,0,0,0/0,0,0,0/0,0,0,0/0,0,0,0 0 throw partners=1")
    obs = state.observation(0)
    assert np.flatnonzero(obs[: 4 * 72]).tolist() == [0]
    assert np.flatnonzero(state.observation(1)[: 4 * 72]).tolist() == [3 * 72 + 39]  # 13 squares a seat
    assert state.observation(0)[4 * 72 + 72 + 4] == pytest.approx(1 / 52)  # its pawn feature: ring square (0 + 1) / 52


@pytest.mark.skipif(not built("traditional"), reason="preset not built")
def test_bots_play_the_first_move():
    state = pachisi.parse_state("traditional:first-move", EMPTY + " 0 throw partners=1")
    state.apply_throw("2")
    generator = pachisi.Generator(1)
    for name in ("random", "greedy", "expectimax"):
        assert pachisi.Bot(name).choose(state, generator) in state.legal_actions()
    assert pachisi.Bot("greedy").choose(state, generator) == pachisi.Action("enter+2")


@pytest.mark.parametrize("spec,players,steps,layout", [
    pytest.param(*p, marks=pytest.mark.skipif(not built(p[0]), reason="preset not built")) for p in [
        ("traditional7:first-move,cancel-capture", 4, 6000, "full"),
        ("traditional:cancel-capture", 2, 4000, "information"),
        ("traditional:first-move", 3, 4000, "full"),
        ("traditional:arm=6", 4, 4000, "full"),
        ("traditional:arm=10", 2, 4000, "information"),
    ]])
def test_batched_equals_single_games(spec, players, steps, layout):
    env = pachisi.Environment(spec, num_envs=3, players=players, seed=77, information_layout=layout == "information")
    games = single_games(spec, 3, 77, players=players)
    sampler = pachisi.Generator(5)
    ended = 0
    for _ in range(steps):
        ids = env.sample_legal_actions(sampler)
        ended += step_alongside(env, games, ids, spec, players, layout=layout)
    assert ended >= 1
    assert env.games_finished == ended and env.decisions == 3 * steps
