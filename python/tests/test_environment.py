"""The batched environment: numpy views without copies, the same games as single States played with
the same seeds and actions, auto-reset, threads, and refused ids."""

import numpy as np
import pytest

import pachisi
from conftest import single_games, step_alongside


def random_ids(env, rng):
    return np.array([rng.choice(env.legal_action_ids(i)) for i in range(env.num_envs)], dtype=np.int64)


@pytest.mark.parametrize("preset,players,steps", [("shg", 2, 1500), ("traditional", 4, 8000), ("american", 3, 800)])
def test_batched_equals_single_games_with_the_same_seed(preset, players, steps):
    env = pachisi.Environment(preset, num_envs=4, players=players, seed=123)
    games = single_games(preset, 4, 123, players=players)
    rng = np.random.default_rng(7)
    ended = 0
    for _ in range(steps):
        ids = random_ids(env, rng)
        ended += step_alongside(env, games, ids, preset, players)
    assert ended >= 1
    assert env.games_finished == ended and env.decisions == 4 * steps


def test_arrays_are_read_only_views_that_each_step_updates():
    env = pachisi.Environment("cardinal", num_envs=8, players=4, seed=1)
    observation = env.observation
    assert observation.shape == (8, 629) and observation.dtype == np.float32
    assert env.legal_action_mask.shape == (8, 41) and env.legal_action_mask.dtype == np.bool_
    assert env.rewards.shape == (8, 4) and env.terminated.dtype == np.bool_ and env.truncated.shape == (8,)
    assert env.current_player.dtype == np.int32
    assert np.shares_memory(observation, env.observation)  # the same memory, not a copy
    assert not observation.flags.writeable
    before = observation.copy()
    env.step(random_ids(env, np.random.default_rng(0)))
    assert not np.array_equal(before, observation)  # the view shows the new step
    del env
    assert observation.sum() > 0  # the view keeps the environment's memory alive


def test_threads_change_nothing_and_reset_replays():
    one = pachisi.Environment("traditional7", num_envs=6, seed=3, threads=1)
    two = pachisi.Environment("traditional7", num_envs=6, seed=3, threads=2)
    first = one.observation.copy()
    rng = np.random.default_rng(2)
    for _ in range(200):
        ids = random_ids(one, rng)
        one.step(ids)
        two.step(ids)
    assert np.array_equal(one.observation, two.observation)
    assert np.array_equal(one.legal_action_mask, two.legal_action_mask)
    one.reset()
    assert np.array_equal(one.observation, first)


def test_information_layout_truncation_and_refused_ids():
    env = pachisi.Environment("shg", num_envs=2, seed=4, information_layout=True, max_decisions=3)
    assert env.observation.shape == (2, 149)
    for step in range(1, 4):
        env.step(random_ids(env, np.random.default_rng(step)))
    assert env.truncated.tolist() == [True, True] and env.terminated.tolist() == [False, False]
    illegal = [i for i in range(env.num_distinct_actions) if not env.legal_action_mask[1, i]][0]
    with pytest.raises(ValueError, match=f"^pachisi::batched_environment::step: action id {illegal} is not legal in game 1$"):
        env.step([env.legal_action_ids(0)[0], illegal])
    with pytest.raises(ValueError, match="^pachisi::batched_environment::step: 1 action ids for 2 games$"):
        env.step([0])


def test_sample_legal_actions_draws_uniformly_among_the_legal_ids_of_each_game():
    env = pachisi.Environment("traditional", num_envs=8, seed=2)
    sampler, expected = pachisi.Generator(9), pachisi.Generator(9)
    for _ in range(300):
        ids = env.sample_legal_actions(sampler)
        assert ids.dtype == np.int32 and ids.shape == (8,)
        legal = [env.legal_action_ids(i) for i in range(8)]
        assert ids.tolist() == [ids_i[expected.below(len(ids_i))] for ids_i in legal]  # the same draws, in order
        assert env.legal_action_mask[np.arange(8), ids].all()
        env.step(ids)
