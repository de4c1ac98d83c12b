"""The module's names follow one convention (docs/learning.md, "Names"), the old names still work for one
release and warn, and State.score(seat) gives the library's scores (issue 47 items 5 and 8).

The convention: a read-only property is fixed for the object's life (the preset, the seats, the sizes), and
the same word names the same value on State, Environment and VersusEnvironment; everything about a State's
position, which changes as the game is played, is a method, as are calls that take arguments or change the
object; an environment's arrays and counters (the memory its steps write, as pgx's fields) are properties.
Every public name is listed here by kind, so that a name added without a kind fails test_every_name_is_classified.
"""

import inspect
import pathlib
import re
import warnings

import numpy as np
import pytest

import pachisi
from conftest import built, play_random

# ---- the kinds of every public name ----

STATE = {
    # fixed for the game's life: properties (checked unchanged over a whole game)
    "fixed": {"preset", "seats", "pawns_per_seat", "num_distinct_actions", "num_chance_outcomes", "observation_size",
              "information_size"},
    # questions about the position, without arguments: methods (each checked to change during a game)
    "position": {"current_player", "whose_turn", "current_stage", "is_chance_node", "is_terminal", "winning_seats",
                 "places", "finishers", "pawn_progress", "history_length", "legal_actions", "legal_action_ids",
                 "legal_action_mask", "chance_outcomes", "returns", "notation", "board"},
    # calls that take arguments (some optional): methods
    "arguments": {"action_id", "action_from_id", "openspiel_action_id", "action_id_from_openspiel", "observation",
                  "observation_sections", "observation_bounds", "progress_potential", "score", "sample_chance"},
    # calls that change the state or make a new object: methods
    "acts": {"apply", "apply_throw", "undo", "clone"},
}
ENVIRONMENT = {
    "fixed": {"preset", "num_envs", "num_distinct_actions", "observation_size", "num_seats"},
    "fields": {"current_player", "observation", "legal_action_mask", "rewards", "terminated", "truncated", "places",
               "decisions", "games_finished"},
    "methods": {"step", "reset", "sample_legal_actions", "game", "legal_action_ids"},
}
VERSUS = {
    "fixed": {"preset", "num_envs", "num_distinct_actions", "observation_size"},
    "fields": {"observation", "legal_action_mask", "rewards", "terminated", "truncated", "bot_decisions", "decisions"},
    "methods": {"reset", "step", "game"},
}
# Values (a decision, a score, a generator, a bot): their fields are properties, what computes is a method.
VALUES = {
    "Action": ({"kind", "pawn", "tag", "steps", "to", "group"}, set()),
    "Score": ({"home", "steps"}, set()),
    "Generator": ({"state"}, {"next", "below"}),
    "Bot": ({"name"}, {"choose"}),
}
PROPERTY_KINDS = {"fixed", "fields"}

OLD = {(owner, old): new for owner, old, new in pachisi._RENAMED}


def public_names(cls):
    owner = cls.__name__
    return {n for n in dir(cls) if not n.startswith("_") and (owner, n) not in OLD}


def is_property(cls, name):
    return isinstance(inspect.getattr_static(cls, name), property)


def preset_for(*names):
    for name in names:
        if built(name):
            return name
    return pachisi.built_presets()[0]


GAME = preset_for("ludo", "maedn", "shg")


@pytest.mark.parametrize("cls,kinds", [(pachisi.State, STATE), (pachisi.Environment, ENVIRONMENT),
                                       (pachisi.VersusEnvironment, VERSUS)], ids=["State", "Environment", "Versus"])
def test_every_name_is_classified(cls, kinds):
    listed = set().union(*kinds.values())
    assert public_names(cls) == listed, "classify the new names here and in docs/learning.md, 'Names'"
    for kind, names in kinds.items():
        for name in names:
            assert is_property(cls, name) == (kind in PROPERTY_KINDS), f"{cls.__name__}.{name} ({kind})"


@pytest.mark.parametrize("owner", sorted(VALUES))
def test_values_have_fields_as_properties(owner):
    cls = getattr(pachisi, owner)
    fields, methods = VALUES[owner]
    assert public_names(cls) == fields | methods
    assert all(is_property(cls, n) for n in fields) and not any(is_property(cls, n) for n in methods)


def test_counts_and_sizes_are_properties_with_one_word_each():
    # Every count or size anywhere is a property; a module constant of a count uses the same word.
    words = set()
    for cls in (pachisi.State, pachisi.Environment, pachisi.VersusEnvironment, pachisi.Action, pachisi.Score,
                pachisi.Generator, pachisi.Bot):
        for name in public_names(cls):
            if re.match(r"num_|.*_size$", name):
                assert is_property(cls, name), f"{cls.__name__}.{name}"
                words.add(name)
    for constant in [n for n in pachisi.__all__ if n.isupper() and "NUM_" in n]:
        assert constant[constant.index("NUM_"):].lower() in words, constant


def test_same_word_same_value():
    state = pachisi.new_game(GAME, players=2)
    env = pachisi.Environment(GAME, num_envs=2, players=2)
    info = pachisi.Environment(GAME, num_envs=2, players=2, information_layout=True)
    versus = pachisi.VersusEnvironment(GAME, num_envs=2, players=2)
    for e in (env, info, versus):
        assert (e.preset, e.num_distinct_actions) == (state.preset, state.num_distinct_actions)
        assert e.game(0).num_distinct_actions == e.num_distinct_actions
    assert env.observation_size == versus.observation_size == state.observation_size
    assert info.observation_size == state.information_size
    assert env.num_seats == pachisi.NUM_SEATS == env.rewards.shape[1] == env.places.shape[1]
    assert env.legal_action_mask.shape == (2, state.num_distinct_actions)


def snapshot(value):
    if isinstance(value, np.ndarray):
        return ("array", value.dtype.str, value.tolist())
    if isinstance(value, list):
        return [snapshot(v) for v in value]
    return repr(value)


def test_state_properties_are_fixed_and_position_methods_change():
    state = pachisi.new_game(GAME, players=4, play_for_places=True)
    fixed = {n: snapshot(getattr(state, n)) for n in STATE["fixed"]}
    seen = {n: set() for n in STATE["position"]}

    def look(s):
        assert {n: snapshot(getattr(s, n)) for n in STATE["fixed"]} == fixed
        for n in STATE["position"]:
            seen[n].add(str(snapshot(getattr(s, n)())))

    generator = pachisi.Generator(seed=3)
    look(state)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        else:
            ids = state.legal_action_ids()
            state.apply(ids[generator.below(len(ids))])
        look(state)
    for _ in range(5):
        state.undo()
        look(state)
    assert [n for n, values in seen.items() if len(values) < 2] == []


@pytest.mark.parametrize("cls", ["Environment", "VersusEnvironment"])
def test_environment_fixed_properties_stay_and_fields_are_views(cls):
    env = getattr(pachisi, cls)(GAME, num_envs=3, players=2)
    kinds = ENVIRONMENT if cls == "Environment" else VERSUS
    fixed = {n: getattr(env, n) for n in kinds["fixed"]}
    for _ in range(50):
        env.step(np.argmax(env.legal_action_mask, axis=1).astype(np.int32))  # a game just over: id ignored
        assert {n: getattr(env, n) for n in kinds["fixed"]} == fixed
    for n in kinds["fields"]:
        value = getattr(env, n)
        if isinstance(value, np.ndarray):
            assert value.shape[0] == 3 and not value.flags.writeable, n
        else:
            assert isinstance(value, int), n


# ---- the old names ----

def owner_object(owner):
    if owner == "State":
        state = pachisi.new_game(GAME, players=2)
        play_random(state, pachisi.Generator(seed=11))  # over: winners, finishing order and pawns are set
        return state
    if owner == "Environment":
        return pachisi.Environment(GAME, num_envs=2, players=2)
    if owner == "VersusEnvironment":
        return pachisi.VersusEnvironment(GAME, num_envs=2, players=2)
    return pachisi


@pytest.mark.parametrize("owner,old,new", pachisi._RENAMED, ids=[f"{o}.{n}" for o, n, _ in pachisi._RENAMED])
def test_old_name_still_works_and_warns(owner, old, new):
    target = owner_object(owner)
    with pytest.deprecated_call(match=re.escape(f"use {owner}.{new}")) as caught:
        value = getattr(target, old)
    assert caught[0].filename == __file__  # the warning points at the caller's line
    expected = getattr(target, new[:-2])() if new.endswith("()") else getattr(target, new)
    assert snapshot(value) == snapshot(expected)


def test_old_names_are_aliases_only():
    # An old name is no part of the convention's lists, and its new name is.
    names = {"State": STATE, "Environment": ENVIRONMENT, "VersusEnvironment": VERSUS}
    for owner, old, new in pachisi._RENAMED:
        if owner == "pachisi":
            assert old not in pachisi.__all__ and new in pachisi.__all__
            continue
        listed = set().union(*names[owner].values())
        assert old not in listed and new.rstrip("()") in listed
        assert is_property(getattr(pachisi, owner), new.rstrip("()")) == (not new.endswith("()"))


def test_new_names_warn_nothing():
    state = owner_object("State")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for owner, _, new in pachisi._RENAMED:
            target = state if owner == "State" else owner_object(owner)
            value = getattr(target, new.rstrip("()"))
            if new.endswith("()"):
                value()
    with pytest.raises(AttributeError):
        pachisi.NO_SUCH_NAME


def test_package_code_uses_no_old_name():
    # pachisi's own Python files (the Gymnasium and PettingZoo wrappers, ...) use the new names: conftest.py also
    # turns a DeprecationWarning raised from the package into an error.
    root = pathlib.Path(pachisi.__file__).parent
    for path in root.glob("*.py"):
        text = path.read_text()
        if path.name == "__init__.py":
            text = text[: text.index("_RENAMED = (")]
        for owner, old, _ in pachisi._RENAMED:
            pattern = rf"\b{old}\b" if owner == "pachisi" else rf"\.{old}\b(?!\()"
            assert not re.search(pattern, text), f"{path.name} uses {owner}.{old}"


def test_old_name_used_inside_the_package_fails_the_tests():
    # conftest.py's filter: a DeprecationWarning whose caller is one of pachisi's modules is an error.
    package_code = {"__name__": "pachisi.example"}
    exec("def read(state):\n    return state.mover\n", package_code)
    with pytest.raises(DeprecationWarning, match=r"State\.whose_turn\(\)"):
        package_code["read"](pachisi.new_game(GAME))
    with pytest.deprecated_call():  # from the tests' own code it only warns
        pachisi.new_game(GAME).mover


def test_docs_list_every_old_name():
    docs = pathlib.Path(__file__).resolve().parents[2] / "docs" / "learning.md"
    changelog = pathlib.Path(__file__).resolve().parents[2] / "CHANGELOG.md"
    if not docs.is_file():
        pytest.skip("not run from a checkout")
    for path in [docs] + ([changelog] if changelog.is_file() else []):
        text = path.read_text()
        for owner, old, new in pachisi._RENAMED:
            row = f"| `{owner}.{old}` | `{owner}.{new}` |"
            assert row in text, f"{path.name}: {row}"


# ---- scores (issue 47 item 5) ----

@pytest.mark.skipif(not built("ludo"), reason="preset not built")
def test_score_of_a_new_game_is_below_zero():
    state = pachisi.new_game("ludo", players=4)
    for seat in range(4):
        score = state.score(seat)
        assert score == (0, -20) and tuple(score) == (0, -20) and (score.home, score.steps) == (0, -20)
        assert str(score) == "0-(-20)" and repr(score) == "pachisi.Score(home=0, steps=-20)"
        home, steps = score
        assert (home, steps) == (0, -20) and score[0] == 0 and score[-1] == -20 and len(score) == 2
    assert state.board().count("score 0-(-20)") == 4  # the library's own text of the board
    # As the C++ score_of gives (checked 2026-11-29 with a C++ program): a seat not in play counts an empty nest.
    two = pachisi.new_game("ludo", players=2)
    assert [str(two.score(seat)) for seat in range(4)] == ["0-(-20)"] * 4
    with pytest.raises(IndexError):
        state.score(4)


def test_scores_match_the_board_and_order_like_the_library():
    generator = pachisi.Generator(seed=21)
    for name in [n for n in ("ludo", "shg", "traditional", "maedn") if built(n)]:
        state = pachisi.new_game(name, players=4)
        lines = []

        def check(s):
            board = s.board()
            for seat in s.seats:
                score = s.score(seat)
                assert f"score {score}" in board
                assert str(score) == (f"{score.home}-{score.steps}" if score.steps >= 0
                                      else f"{score.home}-({score.steps})")
                lines.append(score)

        play_random(state, generator, on_decision=check)
        check(state)
        if not name.startswith("traditional"):  # (teams: a side wins with both seats home)
            assert [state.score(seat).home for seat in state.winning_seats()] == [state.pawns_per_seat]
        assert any(s.steps < 0 for s in lines) and any(s.steps > 0 for s in lines)
    assert pachisi.Score(1, 5) > pachisi.Score(0, 300) > pachisi.Score(0, -20)
    assert pachisi.Score(0, -20) == pachisi.Score(0, -20) and hash(pachisi.Score(0, -20)) == hash((0, -20))


@pytest.mark.skipif(not built("shg"), reason="preset not built")
def test_scores_of_the_library_tests_position():
    # tests/score_ranking.cpp's position: the C++ score_of gives (0, -20), (0, 10 - 15) and (0, 5 - 10).
    state = pachisi.parse_state("shg", "0,0,0,0/10,0,0,0/3,2,0,0/- 0 throw")
    assert [state.score(seat) for seat in range(3)] == [(0, -20), (0, -5), (0, -5)]
    assert [str(state.score(seat)) for seat in range(3)] == ["0-(-20)", "0-(-5)", "0-(-5)"]
