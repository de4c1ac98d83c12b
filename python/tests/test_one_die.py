"""The one-die family (docs/rules.md §10: ludo, ludo_king, parchis, maedn, maedn_openspiel) through the
module: one die as chance, random games of 2, 3 and 4 players to the end with ids and masks against
legal_actions and notation round trips, undo back to the start, the batched Environment against single
games, pickling, option mixes by name, and the mapping to OpenSpiel's `maedn` action ids.
test_game.py plays one 4-player game of each preset too (conftest.VARIANTS)."""

import pickle
from fractions import Fraction

import numpy as np
import pytest

import pachisi
from conftest import PRESETS, play_random, single_games, step_alongside

ONE_DIE = ["ludo", "ludo_king", "parchis", "maedn", "maedn_openspiel"]
# docs/learning.md: 0 pass, 1 enter, 2 + rank a move of the pawn of that rank; Parchís adds its
# capture (20) and home (10) reward moves, one id per rank each.
ACTION_IDS = {"ludo": 6, "ludo_king": 6, "parchis": 14, "maedn": 6, "maedn_openspiel": 6}
# Registry option mixes (include/pachisi/rules/registry.hpp), as `shg:undo` is one.
MIXES = ["ludo:stars,must-kill", "ludo:entry-on-1,three-sixes=off", "ludo_king:must-kill", "maedn:three-tries,no-jump-home"]


def built(spec):
    return spec.split(":")[0] in PRESETS


def specs(*names):
    """The rule sets among `names` whose preset this module was built with (pytest params)."""
    return [pytest.param(n, marks=pytest.mark.skipif(not built(n), reason="preset not built")) for n in names]


def check_decision(s):
    """What must hold at every decision: ids, mask and notation agree with legal_actions."""
    legal = s.legal_actions()
    assert legal, "a decision without a legal action (pass is offered when nothing else is)"
    ids = s.legal_action_ids()
    assert ids == [s.action_id(a) for a in legal]
    assert len(set(ids)) == len(ids) and all(0 <= i < s.num_distinct_actions for i in ids)
    assert [s.action_from_id(i) for i in ids] == legal
    assert sorted(np.flatnonzero(s.legal_action_mask()).tolist()) == sorted(ids)
    if "pass" in [a.kind for a in legal]:
        assert [str(a) for a in legal] == ["pass"] and ids == [0]  # pass only when nothing else is legal
    assert s.current_player() == s.whose_turn()
    assert pachisi.parse_state(s.preset, str(s)) == s
    assert [pachisi.Action(str(a)) for a in legal] == legal
    assert s.observation().shape == (s.observation_size,)


def test_the_registry_lists_the_one_die_presets_after_the_seed_presets():
    assert pachisi.presets()[5:] == ONE_DIE


@pytest.mark.parametrize("name", specs(*ONE_DIE))
def test_sizes_and_one_die_as_chance(name):
    state = pachisi.new_game(name, players=4)
    env = pachisi.Environment(name, num_envs=2)
    assert state.num_distinct_actions == env.num_distinct_actions == ACTION_IDS[name]
    assert env.legal_action_mask.shape == (2, ACTION_IDS[name])
    assert env.observation.shape == (2, state.observation_size)
    assert state.num_chance_outcomes == 6 and state.pawns_per_seat == 4
    if name == "maedn_openspiel":
        # OpenSpiel's maedn: no opening throw, seat 0 throws first.
        assert (state.current_stage(), state.whose_turn(), state.current_player()) == ("throw", 0, pachisi.CHANCE_PLAYER)
    else:
        assert state.current_stage() == "opening"
        assert state.chance_outcomes() == [(seat, Fraction(1, 4), "seat %d" % seat) for seat in range(4)]
        state.apply_throw(1)
        assert (state.current_stage(), state.whose_turn()) == ("throw", 1)
    faces = state.chance_outcomes()
    assert faces == [(face - 1, Fraction(1, 6), str(face)) for face in range(1, 7)]
    state.apply_throw("4")
    assert state.current_stage() == "play" and "thrown=4" in str(state)
    state.undo()
    state.apply_throw(3)  # by id: the face 4
    assert "thrown=4" in str(state)


@pytest.mark.parametrize("name", specs(*ONE_DIE, *MIXES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_to_the_end_and_undo_to_the_start(name, players):
    state = pachisi.new_game(name, players=players)
    start = state.clone()
    assert state.seats == {2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 2, 3]}[players]
    seen = {"decisions": 0, "kinds": set()}

    def on_decision(s):
        seen["decisions"] += 1
        seen["kinds"].update(a.kind for a in s.legal_actions())
        check_decision(s)

    play_random(state, pachisi.Generator(seed=players * 101 + len(name)), on_decision)
    assert seen["decisions"] > 40 and {"pass", "enter", "move"} <= seen["kinds"]
    assert state.current_player() == pachisi.TERMINAL_PLAYER and state.current_stage() == "over"
    returns = state.returns()
    # +1 to the winner, or OpenSpiel's n - 1 in maedn_openspiel (zero-sum); -1 to every other seat.
    won = players - 1.0 if name == "maedn_openspiel" else 1.0
    assert len(state.winning_seats()) == 1 and returns[state.winning_seats()[0]] == won
    assert sorted(returns[seat] for seat in state.seats) == [-1.0] * (players - 1) + [won]
    while state.history_length():
        state.undo()
    assert state == start


@pytest.mark.skipif(not built("parchis"), reason="preset not built")
def test_parchis_rewards_have_their_own_ids():
    generator = pachisi.Generator(5)
    rewards = set()

    def on_decision(s):
        for a, i in zip(s.legal_actions(), s.legal_action_ids()):
            if a.kind in ("capture_reward", "home_reward"):
                rewards.add((a.kind, a.steps))
                # After pass, enter and the four ranks' moves: 6..9 the capture rewards, 10..13 the home ones.
                assert (6 <= i < 10) if a.kind == "capture_reward" else (10 <= i < 14)

    for _ in range(6):
        play_random(pachisi.new_game("parchis", players=4), generator, on_decision)
    assert rewards == {("capture_reward", 20), ("home_reward", 10)}


@pytest.mark.parametrize("name", specs(*ONE_DIE, "maedn:three-tries"))
def test_batched_environment_equals_single_games(name):
    players, steps = 3, 500
    env = pachisi.Environment(name, num_envs=3, players=players, seed=77)
    games = single_games(name, 3, 77, players=players)
    rng = np.random.default_rng(1)
    ended = 0
    for _ in range(steps):
        ids = np.array([rng.choice(env.legal_action_ids(i)) for i in range(env.num_envs)])
        ended += step_alongside(env, games, ids, name, players)
    assert ended >= 1 and env.games_finished == ended


@pytest.mark.parametrize("name", specs(*ONE_DIE))
def test_bots_pictures_threads_and_the_information_layout(name):
    state = pachisi.new_game(name, players=4)
    generator = pachisi.Generator(21)
    choices = 0
    while choices < 5:  # the bots at decisions with a choice to make
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
            continue
        legal = state.legal_actions()
        if len(legal) > 1:
            choices += 1
            for bot in ("random", "greedy", "expectimax", "expectimax2"):
                assert pachisi.Bot(bot).choose(state, generator) in legal
        state.apply(legal[generator.below(len(legal))])
    assert "\n" in state.board()
    if pachisi.HAS_SVG:
        assert state._repr_svg_().startswith("<svg")
    one = pachisi.Environment(name, num_envs=4, seed=6, threads=1, information_layout=True)
    two = pachisi.Environment(name, num_envs=4, seed=6, threads=2, information_layout=True)
    assert one.observation.shape == (4, state.information_size)
    rng = np.random.default_rng(3)
    for _ in range(150):
        ids = np.array([rng.choice(one.legal_action_ids(i)) for i in range(4)])
        one.step(ids)
        two.step(ids)
    assert np.array_equal(one.observation, two.observation) and one.games_finished == two.games_finished
    assert np.array_equal(one.observation[1], one.game(1).observation(layout="information"))


@pytest.mark.parametrize("name", specs(*ONE_DIE, *MIXES))
def test_states_pickle_with_their_history(name):
    state = pachisi.new_game(name, players=3)
    generator = pachisi.Generator(8)
    for _ in range(60):
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        else:
            ids = state.legal_action_ids()
            state.apply(ids[generator.below(len(ids))])
    copied = pickle.loads(pickle.dumps(state))
    assert copied == state and copied.preset == name and copied.history_length() == 60
    for _ in range(60):
        copied.undo()
        state.undo()
        assert copied == state
    assert copied == pachisi.new_game(name, players=3)


@pytest.mark.skipif(not built("ludo") or not built("maedn"), reason="preset not built")
def test_option_mixes_by_name():
    mixed = pachisi.new_game("ludo", options=["stars", "must-kill"], first_seat=0)
    assert mixed.preset == "ludo:stars,must-kill"
    assert pachisi.new_game("ludo:stars,must-kill", first_seat=0) == mixed
    assert pachisi.new_game("ludo", first_seat=0) != mixed  # the same position, another rule set
    assert pachisi.Environment("maedn", options=["three-tries"], num_envs=2).preset == "maedn:three-tries"
    # Any row of §10's table by name, on any board (docs/rules.md §4): the registry listed fewer.
    assert pachisi.new_game("maedn", options=["stars"]).preset == "maedn:stars"
    with pytest.raises(ValueError, match=r"^unknown option 'bogus' for preset 'maedn' \(options: three-tries, no-jump-home"):
        pachisi.new_game("maedn", options=["bogus"])
    with pytest.raises(ValueError, match=r"^unknown option 'undo' for preset 'parchis' \(options: every row by name: entry="):
        pachisi.new_game("parchis", options=["undo"])
    with pytest.raises(ValueError, match="played without partners"):
        pachisi.new_game("ludo", partners=True)


# ---- OpenSpiel's maedn ids: 0 pass, 1 bring a pawn in, 2 + field (0 the start field) a move ----

@pytest.mark.skipif(not built("maedn_openspiel"), reason="preset not built")
def test_openspiel_ids_pinned_on_hand_made_positions():
    assert pachisi.OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS == 45
    nest = pachisi.parse_state("maedn_openspiel", "0,0,0,0/-/0,0,0,0/- 0 throw")
    nest.apply_throw("4")  # nothing can move: pass
    assert [str(a) for a in nest.legal_actions()] == ["pass"]
    assert nest.openspiel_action_id(0) == 0 and nest.action_id_from_openspiel(0) == 0
    bring_in = pachisi.parse_state("maedn_openspiel", "0,0,0,0/-/0,0,0,0/- 0 throw")
    bring_in.apply_throw("6")  # a 6 must bring a pawn in
    assert [str(a) for a in bring_in.legal_actions()] == ["enter"]
    assert bring_in.openspiel_action_id(1) == 1 and bring_in.action_id_from_openspiel(1) == 1
    # A pawn at progress 5 stands on OpenSpiel's field 4 (the start field is 0): id 2 + 4.
    move = pachisi.parse_state("maedn_openspiel", "5,0,0,0/-/0,0,0,0/- 0 throw")
    move.apply_throw("3")
    assert [str(a) for a in move.legal_actions()] == ["move 5+3"]
    assert move.openspiel_action_id(move.legal_action_ids()[0]) == 6
    assert move.action_id_from_openspiel(6) == move.legal_action_ids()[0]
    # docs/learning.md's worked example: seat 2 (OpenSpiel player 1) with pawns at 38 and 20 throws 5.
    example = pachisi.parse_state("maedn_openspiel", "0,0,0,0/-/38,20,0,0/- 2 throw")
    example.apply_throw("5")
    assert [str(a) for a in example.legal_actions()] == ["move 20+5", "move 38+5"]
    assert [example.openspiel_action_id(i) for i in example.legal_action_ids()] == [21, 39]
    with pytest.raises(pachisi.IllegalAction, match="no legal action has OpenSpiel maedn id 7"):
        move.action_id_from_openspiel(7)
    with pytest.raises(pachisi.IllegalAction, match="no legal action has id 0"):
        move.openspiel_action_id(0)  # pass is not legal here


@pytest.mark.parametrize("name", specs("maedn_openspiel", "maedn", "maedn:three-tries,no-jump-home"))
def test_openspiel_ids_round_trip_on_legal_actions(name):
    generator = pachisi.Generator(13)
    checked = {"decisions": 0}

    def on_decision(s):
        checked["decisions"] += 1
        ids = s.legal_action_ids()
        openspiel = [s.openspiel_action_id(i) for i in ids]
        assert len(set(openspiel)) == len(openspiel)  # one OpenSpiel id per legal action
        assert all(0 <= o < pachisi.OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS for o in openspiel)
        assert [s.action_id_from_openspiel(o) for o in openspiel] == ids
        for a, o in zip(s.legal_actions(), openspiel):
            assert o == {"pass": 0, "enter": 1}.get(a.kind, 1 + a.pawn)  # a move from progress p: field p - 1
        others = set(range(pachisi.OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS)) - set(openspiel)
        with pytest.raises(pachisi.IllegalAction):
            s.action_id_from_openspiel(min(others))

    for players in (2, 4):
        play_random(pachisi.new_game(name, players=players), generator, on_decision)
    assert checked["decisions"] > 100


@pytest.mark.parametrize("name", specs("ludo", "parchis", "shg"))
def test_openspiel_ids_are_refused_off_the_maedn_board(name):
    state = pachisi.new_game(name, first_seat=0)
    state.apply_throw(state.chance_outcomes()[0][0])
    with pytest.raises(ValueError, match="OpenSpiel's maedn ids name fields of the MAEDN board; preset '%s' is not on it" % name):
        state.openspiel_action_id(state.legal_action_ids()[0])
    with pytest.raises(ValueError, match="is not on it"):
        state.action_id_from_openspiel(0)
