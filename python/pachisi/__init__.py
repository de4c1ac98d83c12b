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

Learning code finds OpenSpiel's vocabulary on State (current_player, legal_action_ids,
legal_action_mask, observation, returns, chance_outcomes as (id, Fraction)) and pgx's field names on
the batched Environment (current_player, observation, legal_action_mask, rewards, terminated,
truncated). docs/learning.md describes the action ids and the observation layout. On the MAEDN board
(maedn, maedn_openspiel), State.openspiel_action_id and State.action_id_from_openspiel translate
action ids to and from OpenSpiel's `maedn` game (OPENSPIEL_MAEDN_NUM_ACTIONS ids).

pachisi.pettingzoo (an AEC environment per preset) and pachisi.gymnasium (one seat against the library's
bots, and a vector environment on VersusEnvironment) wrap the module for PettingZoo and Gymnasium, which
they import; pachisi itself needs numpy only (docs/learning.md).

A module installed with PACHISI_PYTHON_PRESETS=shg,... plays only those presets (built_presets());
the others raise PresetNotBuilt (a ValueError) with the command that adds them.
"""

from ._core import (
    CHANCE_PLAYER,
    HAS_SVG,
    NUM_SEATS,
    OPENSPIEL_MAEDN_NUM_ACTIONS,
    TERMINAL_PLAYER,
    Action,
    Bot,
    Environment,
    Generator,
    IllegalAction,
    NotationError,
    PresetNotBuilt,
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
    "OPENSPIEL_MAEDN_NUM_ACTIONS",
    "TERMINAL_PLAYER",
    "Action",
    "Bot",
    "Environment",
    "Generator",
    "IllegalAction",
    "NotationError",
    "PresetNotBuilt",
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
