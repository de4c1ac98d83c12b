"""Library errors reach Python as exceptions with the library's own messages."""

import pytest

import pachisi


def test_illegal_action_keeps_the_message():
    state = pachisi.parse_state("shg", "20,10,0,0/-/30,0,0,0/- 0 throw")
    state.apply_throw("2-3")
    with pytest.raises(pachisi.IllegalAction, match=r"^pachisi::checked_apply: 'move 30\+2' is not a legal action \(seat 0, stage play, thrown 2-3\); legal actions: '") as error:
        state.apply("move 30+2")
    assert isinstance(error.value, ValueError)
    with pytest.raises(pachisi.IllegalAction, match="no legal action has id 5"):
        state.apply(5)
    assert str(state).endswith("play thrown=2-3 parts=2.3 total=2 need=2.0.0")  # nothing moved


def test_notation_errors_name_the_column():
    with pytest.raises(pachisi.NotationError, match=r"^column 1: expected a pawn's progress$"):
        pachisi.parse_state("shg", "x")
    with pytest.raises(pachisi.NotationError, match="^column 1: expected an action"):
        pachisi.Action("jump")


def test_unknown_presets_options_and_tables():
    with pytest.raises(ValueError, match=r"^unknown preset 'nope' \(presets: shg cardinal american"):
        pachisi.new_game("nope")
    with pytest.raises(ValueError, match=r"^unknown option 'fast' for preset 'shg' \(options: undo, no-blockades"):
        pachisi.new_game("shg", options=["fast"])
    with pytest.raises(ValueError, match=r"^pachisi::setup: players must be 2, 3 or 4, not 5$"):
        pachisi.new_game("shg", players=5)
    with pytest.raises(ValueError, match=r"^pachisi::new_game: these rules are played without partners: leave setup.partners false$"):
        pachisi.new_game("cardinal", partners=True)
    with pytest.raises(ValueError, match=r"^pachisi: unknown bot 'clever' \(bots: random greedy expectimax expectimax2\)$"):
        pachisi.Bot("clever")


def test_chance_and_undo_errors():
    state = pachisi.new_game("shg", first_seat=0)
    with pytest.raises(pachisi.NotationError, match="^column 1: a die from 1 to 6"):
        state.apply_throw("7-7")
    with pytest.raises(pachisi.NotationError):
        state.apply_throw("2")
    with pytest.raises(ValueError, match="^pachisi: no chance outcome has id 21 here$"):
        state.apply_throw(21)
    state.apply_throw("1-2")
    with pytest.raises(ValueError, match=r"^pachisi::apply_throw: the state \(seat 0, stage play, thrown 1-2\) is a decision node: use apply with one of its legal actions$"):
        state.apply_throw("1-2")
    state = pachisi.new_game("shg", first_seat=0)
    with pytest.raises(IndexError, match="^pachisi: nothing to undo$"):
        state.undo()
    with pytest.raises(RuntimeError, match="the state is not a decision"):
        pachisi.Bot("random").choose(state, pachisi.Generator(0))
