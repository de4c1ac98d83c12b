"""Any mix of options through the module (issue 45): the module plays the rule sets whose options are values
(with_rules), so mixes the registry never listed play like the listed ones, with ids and observations sized
for the mix, and a mix the rules refuse says why."""

import numpy as np
import pytest

import pachisi
from conftest import built, play_random, single_games, specs, step_alongside

# Mixes no registry type had, with their (action ids, full observation, information observation): the sizes
# the layouts of docs/learning.md give for their options.
MIXES = {
    "traditional:pawns=8,split": (4 + 36 * 25 * 2, 609 + 4 * 4 * 5 + 4 * 2, 129 + 4 * 4 * 5 + 4 * 2),
    "traditional:arm=6,first-move": (25, 489 + 4, 129 + 4),
    "traditional7:arm=10,cancel-capture,split": (4 + 10 * 35 * 2, 730 + 2 * 4 * 84, 130 + 2 * 4 * 84),
    "ludo:must-kill,capture-reward=20": (2 + 4 + 4, 488, 128),
    "maedn:three-tries,capture-throws-again": (6, 409, 129),
    "shg:combine=whole": (37 + 4, 629, 149),
}


@pytest.mark.parametrize("spec", specs(*MIXES))
def test_a_mix_plays_to_the_end_with_sizes_of_its_own(spec):
    ids, full, information = MIXES[spec]
    name, options = spec.split(":")
    state = pachisi.new_game(name, players=4, options=options.split(","))
    assert state.preset == spec
    assert (state.num_distinct_actions, state.observation_size, state.information_size) == (ids, full, information)

    def check(s):
        mask = s.legal_action_mask()
        assert mask.shape == (ids,)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(s.legal_action_ids())
        assert s.observation().shape == (full,) and s.observation(layout="information").shape == (information,)

    play_random(state, pachisi.Generator(seed=7), on_decision=check)
    assert state.is_terminal()


@pytest.mark.parametrize("spec", specs("traditional:pawns=8,split", "ludo:must-kill,capture-reward=20"))
def test_the_environment_of_a_mix_steps_as_single_games(spec):
    env = pachisi.Environment(spec, num_envs=3, seed=11, players=2)
    assert (env.num_distinct_actions, env.observation_size) == MIXES[spec][:2]
    games = single_games(spec, 3, 11, players=2)
    generator = pachisi.Generator(seed=5)
    for _ in range(300):
        ids = np.array([g.legal_action_ids()[generator.below(len(g.legal_action_ids()))] for g, _ in games], dtype=np.int32)
        step_alongside(env, games, ids, spec, 2)


@pytest.mark.skipif(not built("ludo") or not built("traditional"), reason="preset not built")
def test_a_refused_mix_says_why():
    with pytest.raises(ValueError, match="rewards that are moves"):
        pachisi.new_game("ludo", options=["home-reward=10"])
    with pytest.raises(ValueError, match="castle offset lies on the outer column"):
        pachisi.Environment("traditional:arm=6,castle=6")
    with pytest.raises(ValueError, match="unknown option 'sixes-wild'"):
        pachisi.new_game("ludo", options=["sixes-wild"])
