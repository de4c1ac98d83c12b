"""Pickling: states (with their undo history), actions and generators."""

import copy
import pickle

import pachisi


def test_state_pickles_with_its_history():
    state = pachisi.new_game("american", players=2, options=[])
    generator = pachisi.Generator(5)
    for _ in range(40):
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        else:
            state.apply(state.legal_action_ids()[0])
    copied = pickle.loads(pickle.dumps(state))
    assert copied == state and copied.preset == "american" and copied.history_length() == 40
    for _ in range(40):
        copied.undo()
        state.undo()
        assert copied == state
    assert copied == pachisi.new_game("american", players=2)
    assert copy.deepcopy(state) == state and copy.copy(state) is not state


def test_traditional_options_and_shg_options_survive_pickling():
    state = pachisi.new_game("shg", options=["undo", "no-blockades"], first_seat=1)
    copied = pickle.loads(pickle.dumps(state))
    assert copied.preset == "shg:undo,no-blockades" and copied == state
    other = pachisi.new_game("shg", first_seat=1)
    assert other != state  # same position, another rule set
    split = pachisi.new_game("traditional7", options=["split", "exact-home"], players=3, first_seat=2)
    copied = pickle.loads(pickle.dumps(split))
    assert copied.preset == "traditional7:split,exact-home" and copied == split
    assert copied != pachisi.new_game("traditional7", players=3, first_seat=2)


def test_actions_and_generators_pickle():
    action = pachisi.Action("move 20x2+10=96")
    assert pickle.loads(pickle.dumps(action)) == action
    assert (action.kind, action.pawn, action.group, action.steps, action.to) == ("move", 20, 2, 10, 96)
    generator = pachisi.Generator(9)
    generator.next()
    copied = pickle.loads(pickle.dumps(generator))
    assert [copied.next() for _ in range(3)] == [generator.next() for _ in range(3)]
