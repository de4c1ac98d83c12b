"""pachisi.gymnasium: Gymnasium's check_env on the single-agent environment, the registered ids, the
vector environment equal step by step to N single environments seeded as SyncVectorEnv seeds them, and
the same seed giving the same game as the library's Environment."""

import warnings

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import pachisi  # noqa: E402
import pachisi.gymnasium  # noqa: E402,F401  (registers pachisi/<preset>-v0)
from conftest import built  # noqa: E402
from pachisi.gymnasium import PachisiEnv, PachisiVectorEnv  # noqa: E402


@pytest.fixture(autouse=True)
def quiet_checkers():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("preset,kwargs", [
    pytest.param(p, k, marks=pytest.mark.skipif(not built(p), reason="preset not built"), id=p)
    for p, k in [("ludo", dict(players=2)), ("shg", dict(players=4, opponents="greedy")),
                 ("traditional", dict(players=4, max_steps=30)), ("maedn", dict(players=3, opponents="expectimax"))]])
def test_check_env(preset, kwargs):
    env = gym.make(f"pachisi/{preset}-v0", **kwargs)
    check_env(env.unwrapped)  # the spec's render modes (ansi, human, rgb_array) too
    # and the wrapped one, as gym.make hands it out
    check_env(env, skip_render_check=True)


def random_legal(mask, rng):
    return int(rng.choice(np.flatnonzero(mask))) if mask.any() else 0


def test_registered_ids_and_a_game_to_its_end():
    ids = pachisi.gymnasium.register_presets()
    assert sorted(ids) == sorted(f"pachisi/{p}-v0" for p in pachisi.built_presets())
    if not built("ludo"):
        pytest.skip("ludo not built")
    env = gym.make("pachisi/ludo-v0", players=2)
    observation, info = env.reset(seed=4)
    assert env.observation_space.contains(observation)
    rng = np.random.default_rng(0)
    steps, terminated = 0, False
    while not terminated:
        observation, reward, terminated, truncated, info = env.step(random_legal(info["action_mask"], rng))
        assert env.observation_space.contains(observation) and not truncated
        steps += 1
    assert reward in (1.0, -1.0) and steps > 10
    assert not info["action_mask"].any()
    # An id that is not legal ends the game as a loss (illegal_action="raise" raises instead).
    env.reset(seed=4)
    illegal = int(np.flatnonzero(env.unwrapped.action_masks() == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert reward == -1.0 and terminated and info["illegal_action"]
    strict = PachisiEnv("ludo", players=2, illegal_action="raise")
    strict.reset(seed=4)
    with pytest.raises(pachisi.IllegalAction):
        strict.step(illegal)


def step_singles(singles, actions, done):
    """Steps N single environments as a next-step autoreset vector environment does."""
    out = []
    for i, env in enumerate(singles):
        if done[i]:
            observation, info = env.reset()
            out.append((observation, 0.0, False, False, info))
        else:
            out.append(env.step(actions[i]))
    return out


@pytest.mark.parametrize("preset,kwargs,steps", [
    pytest.param(p, k, n, marks=pytest.mark.skipif(not built(p), reason="preset not built"), id=i)
    for p, k, n, i in [("ludo", dict(players=2), 700, "ludo"),
                       ("shg", dict(players=4, opponents=[None, "random", "greedy", "expectimax"], max_steps=60), 300, "shg"),
                       ("parchis", dict(players=4, seat=1, information_layout=True), 300, "parchis")]])
def test_vector_env_equals_single_envs_step_by_step(preset, kwargs, steps):
    n = 4
    vector = PachisiVectorEnv(preset, num_envs=n, **kwargs)
    singles = [PachisiEnv(preset, **kwargs) for _ in range(n)]
    observations, infos = vector.reset(seed=100)
    first = [env.reset(seed=100 + i) for i, env in enumerate(singles)]
    assert np.array_equal(observations, np.stack([o for o, _ in first]))
    assert np.array_equal(infos["action_mask"], np.stack([i["action_mask"] for _, i in first]))
    assert vector.observation_space.contains(observations)
    rng = np.random.default_rng(1)
    done = np.zeros(n, dtype=bool)
    ended = truncations = 0
    for _ in range(steps):
        actions = np.array([random_legal(m, rng) for m in infos["action_mask"]])
        observations, rewards, terminated, truncated, infos = vector.step(actions)
        expected = step_singles(singles, actions, done)
        assert np.array_equal(observations, np.stack([e[0] for e in expected]))
        assert rewards.tolist() == [e[1] for e in expected]
        assert terminated.tolist() == [e[2] for e in expected]
        assert truncated.tolist() == [e[3] for e in expected]
        assert np.array_equal(infos["action_mask"], np.stack([e[4]["action_mask"] for e in expected]))
        assert infos["bot_decisions"].tolist() == [len(e[4].get("opponent_actions", [])) for e in expected]
        done = terminated | truncated
        ended += int(terminated.sum())
        truncations += int(truncated.sum())
    assert ended + truncations >= 1
    if kwargs.get("max_steps"):
        assert truncations >= 1


@pytest.mark.skipif(not built("ludo"), reason="ludo not built")
def test_make_vec_and_reset_seeds():
    envs = gym.make_vec("pachisi/ludo-v0", num_envs=3, players=2)
    assert isinstance(envs.unwrapped, PachisiVectorEnv)
    a, _ = envs.reset(seed=7)
    b, _ = envs.reset(seed=[7, 8, 9])
    c, _ = envs.reset(seed=[None, None, 9])  # the first two run on to their next game
    assert np.array_equal(a, b) and np.array_equal(a[2], c[2])
    envs.reset()
    d, _ = envs.reset(seed=7)
    assert np.array_equal(a, d)


@pytest.mark.parametrize("preset", [pytest.param(p, marks=pytest.mark.skipif(not built(p), reason="preset not built"))
                                    for p in ["ludo", "shg"]])
def test_the_same_seed_plays_the_librarys_environment_game(preset):
    """PachisiEnv(seed=s) throws what pachisi.Environment(seed=s) throws for its game: with the learner's
    actions and the bots' (info["opponent_actions"]) replayed there, both show the same game."""
    env = PachisiEnv(preset, players=2, opponents="greedy")
    library = pachisi.Environment(preset, num_envs=1, players=2, seed=31)
    observation, info = env.reset(seed=31)
    rng = np.random.default_rng(2)

    def replay(opponent_actions):
        for seat, action in opponent_actions:
            assert library.current_player[0] == seat
            library.step(np.array([action], dtype=np.int32))

    replay(info["opponent_actions"])
    for _ in range(2000):
        assert library.current_player[0] == env.seat
        assert np.array_equal(library.observation[0], observation)
        assert library.game(0) == env.state
        action = random_legal(info["action_mask"], rng)
        library.step(np.array([action], dtype=np.int32))
        observation, reward, terminated, _, info = env.step(action)
        replay(info["opponent_actions"])
        if terminated:  # on the learner's move or a bot's: the library's last step ended its game too
            assert library.terminated[0] and library.rewards[0][env.seat] == reward
            break
    else:
        raise AssertionError("the game did not end")
    # reset() without a seed: the next game of the same generators, as the Environment's next game.
    observation, info = env.reset()
    replay(info["opponent_actions"])
    assert np.array_equal(library.observation[0], observation)
