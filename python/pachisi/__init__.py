"""Rules of the Pachisi family of race games, from the header-only C++ library pachisi.

Presets are chosen by name at run time (presets(): the Parcheesi presets shg, cardinal, american,
traditional Pachisi, and the one-die family ludo, ludo_king, parchis, maedn, maedn_openspiel)::

    import pachisi
    s = pachisi.new_game("shg", players=4, options=["undo"])
    gen = pachisi.Generator(seed=1)
    while not s.is_terminal():
        if s.is_chance_node():
            s.apply_throw(s.sample_chance(gen))     # exact probabilities: s.chance_outcomes()
        else:
            s.apply(pachisi.Bot("random").choose(s, gen))
    print(s.returns())

Learning code finds OpenSpiel's vocabulary on State (current_player(), legal_action_ids(),
legal_action_mask(), observation(), returns(), chance_outcomes() as (id, Fraction)) and pgx's field names on
the batched Environment (current_player, observation, legal_action_mask, rewards, terminated,
truncated). docs/learning.md describes the action ids and the observation layout. On the MAEDN board
(maedn, maedn_openspiel), State.openspiel_action_id and State.action_id_from_openspiel translate
action ids to and from OpenSpiel's `maedn` game (OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS ids).

Names follow one convention (docs/learning.md, "Names"): what is fixed for an object's life (the preset,
the seats, the sizes: num_distinct_actions, observation_size, ...) is a read-only property, the same word
on State, Environment and VersusEnvironment; everything about a State's position, which changes as the
game is played, is a method (current_player(), whose_turn(), score(seat), notation(), ...), as in
OpenSpiel; an environment's arrays and counters, the memory each step writes, are properties, as pgx's
fields. The names of earlier releases still work for one release and warn (DeprecationWarning):
docs/learning.md lists them.

pachisi.pettingzoo (an AEC environment per preset) and pachisi.gymnasium (one seat against the library's
bots, and a vector environment on VersusEnvironment) wrap the module for PettingZoo and Gymnasium, which
they import; pachisi itself needs numpy only (docs/learning.md).

A module installed with PACHISI_PYTHON_PRESETS=shg,... plays only those presets (built_presets());
the others raise PresetNotBuilt (a ValueError) with the command that adds them.
"""

import warnings as _warnings

from ._core import (
    CHANCE_PLAYER,
    HAS_SVG,
    NUM_SEATS,
    OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS,
    TERMINAL_PLAYER,
    Action,
    Bot,
    Environment,
    Generator,
    IllegalAction,
    NotationError,
    PresetNotBuilt,
    Score,
    State,
    VersusEnvironment,
    __version__,
    built_presets,
    game_seed,
    new_game,
    parse_action,
    parse_state,
    presets,
)

__all__ = [
    "CHANCE_PLAYER",
    "HAS_SVG",
    "NUM_SEATS",
    "OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS",
    "TERMINAL_PLAYER",
    "Action",
    "Bot",
    "Environment",
    "Generator",
    "IllegalAction",
    "NotationError",
    "PresetNotBuilt",
    "Score",
    "State",
    "VersusEnvironment",
    "__version__",
    "built_presets",
    "game_seed",
    "new_game",
    "parse_action",
    "parse_state",
    "presets",
]

# ---- the old names, kept for one release ----
# (owner, old name, new name): reading the old name warns (DeprecationWarning, naming the new
# spelling) and gives what the new name gives. A new name ending in "()" is a method where the old name
# was a property: the old property calls it. docs/learning.md and CHANGELOG.md list the same.
_RENAMED = (
    ("State", "mover", "whose_turn()"),
    ("State", "stage", "current_stage()"),
    ("State", "winners", "winning_seats()"),
    ("State", "finishing_order", "finishers()"),
    ("State", "pawns", "pawn_progress()"),
    ("State", "history_size", "history_length()"),
    ("Environment", "num_actions", "num_distinct_actions"),
    ("Environment", "num_players", "num_seats"),
    ("VersusEnvironment", "num_actions", "num_distinct_actions"),
    ("pachisi", "OPENSPIEL_MAEDN_NUM_ACTIONS", "OPENSPIEL_MAEDN_NUM_DISTINCT_ACTIONS"),
)


def _deprecated(owner, old, new):
    _warnings.warn(
        f"pachisi: {owner}.{old} is deprecated and goes in the next release; use {owner}.{new}",
        DeprecationWarning,
        stacklevel=3,
    )


def _alias(owner, old, new):
    if new.endswith("()"):
        method = new[:-2]

        def read(self):
            _deprecated(owner, old, new)
            return getattr(self, method)()

    else:

        def read(self):
            _deprecated(owner, old, new)
            return getattr(self, new)

    read.__name__ = old
    return property(read, doc=f"Deprecated: {owner}.{new}")


for _owner, _old, _new in _RENAMED:
    if _owner != "pachisi":
        setattr(globals()[_owner], _old, _alias(_owner, _old, _new))
del _owner, _old, _new


def __getattr__(name):
    for owner, old, new in _RENAMED:
        if owner == "pachisi" and name == old:
            _deprecated(owner, old, new)
            return globals()[new]
    raise AttributeError(f"module 'pachisi' has no attribute {name!r}")
