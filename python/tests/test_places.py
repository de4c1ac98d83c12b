"""Places in finishing order (docs/rules.md §7) and OpenSpiel's maedn seats and returns (§10), through the
Python module: State.places(), State.finishers(), Environment.places, two_players_opposite (issue 44)."""

import numpy as np
import pytest

import pachisi
from conftest import PRESETS, play_random

ONE_DIE_AND_TWO_DICE = [p for p in ["ludo", "parchis", "maedn", "maedn_openspiel", "shg", "american"] if p in PRESETS]


def test_finished_seats_rank_first_in_finishing_order():
    if "ludo" not in PRESETS:
        pytest.skip("ludo not built")
    # Seat 1 has finished; seat 0 finishes now with the same score: the order decides, not a die.
    state = pachisi.parse_state("ludo", "57,57,57,56/57,57,57,57/10,0,0,0/- 0 throw places=1 finished=1")
    assert state.finishers() == [1]
    assert state.places() == [0, 0, 0, 0]  # not over yet
    state.apply_throw("1")
    state.apply("move 56+1")
    assert state.is_terminal()
    assert str(state) == "57,57,57,57/57,57,57,57/10,0,0,0/- 0 over places=1 finished=1.0"
    assert state.finishers() == [1, 0]
    assert state.places() == [2, 1, 3, 0]
    assert state.returns() == [1.0, 1.0, -1.0, 0.0]


@pytest.mark.parametrize("preset", ONE_DIE_AND_TWO_DICE)
def test_random_games_for_places_rank_in_finishing_order(preset):
    generator = pachisi.Generator(seed=44)
    for players in (3, 4):
        state = pachisi.new_game(preset, players=players, play_for_places=True)
        seen = []  # seats in the order they were seen to have finished, decision by decision

        def watch(s):
            for seat in s.finishers():
                if seat not in seen:
                    seen.append(seat)
            assert s.finishers() == seen  # the order only grows at its end

        play_random(state, generator, on_decision=watch)
        order = state.finishers()
        assert order[: len(seen)] == seen
        assert len(order) == players - 1 and len(set(order)) == players - 1
        places = state.places()
        assert [places[seat] for seat in order] == list(range(1, players))
        left = [seat for seat in state.seats if seat not in order]
        assert len(left) == 1 and places[left[0]] == players


def test_maedn_openspiel_returns_and_seats_as_openspiel():
    if "maedn_openspiel" not in PRESETS:
        pytest.skip("maedn_openspiel not built")
    generator = pachisi.Generator(seed=7)
    for players in (2, 3, 4):
        state = play_random(pachisi.new_game("maedn_openspiel", players=players), generator)
        returns = state.returns()
        winner = state.winning_seats()[0]
        assert returns[winner] == players - 1
        assert sorted(returns[s] for s in state.seats if s != winner) == [-1.0] * (players - 1)
        assert sum(returns) == 0
    side_by_side = pachisi.new_game("maedn_openspiel", players=2, two_players_opposite=False)
    assert side_by_side.seats == [0, 1]
    assert pachisi.new_game("maedn_openspiel", players=2).seats == [0, 2]
    if "traditional" in PRESETS:
        with pytest.raises(ValueError, match="hold all four seats"):
            pachisi.new_game("traditional", players=2, two_players_opposite=False)
    if "maedn" in PRESETS:  # the other presets keep +1/-1
        state = play_random(pachisi.new_game("maedn", players=4), generator)
        assert sorted(state.returns()) == [-1.0, -1.0, -1.0, 1.0]


def test_environment_places_on_the_step_that_ends_a_game():
    if "ludo" not in PRESETS:
        pytest.skip("ludo not built")
    env = pachisi.Environment("ludo", num_envs=8, players=3, play_for_places=True, seed=3)
    rng = pachisi.Generator(seed=5)
    ended = 0
    for _ in range(20000):
        ids = env.sample_legal_actions(rng)
        env.step(ids)
        places = env.places
        for i in range(env.num_envs):
            if env.terminated[i]:
                ended += 1
                assert sorted(places[i][:3]) == [1, 2, 3] and places[i][3] == 0
            else:
                assert not places[i].any()
        if ended >= 20:
            break
    assert ended >= 20
    assert env.places.dtype == np.int8
