"""Gymnasium environments: one seat against the library's bots, alone or N at once (needs Gymnasium).

    import gymnasium as gym
    import pachisi.gymnasium                     # registers pachisi/<preset>-v0 for the built presets
    env = gym.make("pachisi/ludo-v0", players=2, opponents="random")
    observation, info = env.reset(seed=1)
    action = env.action_space.sample(info["action_mask"])
    observation, reward, terminated, truncated, info = env.step(action)

    envs = gym.make_vec("pachisi/ludo-v0", num_envs=1024, players=2)   # a VectorEnv stepped in C++
    observations, infos = envs.reset(seed=1)     # infos["action_mask"]: N x num_distinct_actions, int8

PachisiEnv plays one seat (`seat`, by default the first seat in play) of a preset or option mix; the
bots play every other seat in play: `opponents` names one of the library's bots ("random", "greedy",
"expectimax", "expectimax2", as the CLI's --bot) for all of them, or gives a list of four (one per seat;
the learner's entry is not read). An action is the learner's action id (Discrete(num_distinct_actions));
an observation is the learner's view, float32, the full layout (or `information_layout=True`), in a Box
with the layout's real bounds (State.observation_bounds). The legal ids are in info["action_mask"]
(int8, 1 for the legal ids; all 0 once the game is over) and env.action_masks(), the method
MaskablePPO-style trainers call. After the learner's action the environment throws and lets the bots
play until the learner decides again or the game ends; the reward is the learner's return
(State.returns) on the step that ends the game, 0 before. `max_steps=n` truncates a game at the
learner's n-th decision. An id that is not legal ends the game as a loss (reward -1, info
"illegal_action": True), as PettingZoo's classic games do (illegal_action="raise" raises
pachisi.IllegalAction instead).

Seeding: reset(seed=s) seeds np_random as Gymnasium does, the throws from pachisi.Generator(game_seed(s, 0))
(what pachisi.Environment(seed=s) throws for its first game) and the bots from Generator(game_seed(s, 1));
reset() without a seed plays the next game from the same generators.

PachisiVectorEnv is a gymnasium.vector.VectorEnv of N such games on pachisi.VersusEnvironment (C++: the
bots play there, without Python): reset(seed=s) seeds game i with s + i, the seed SyncVectorEnv would
give its i-th PachisiEnv, so it plays step by step what N PachisiEnv reset with seeds s, s+1, ... play.
Autoreset is Gymnasium's default next-step mode (metadata["autoreset_mode"]): the step that ends a game
returns its last observation with terminated or truncated set; the next step ignores that game's
action and returns the first observation of its next game. Masks are in infos["action_mask"] (N x A, int8);
infos["bot_decisions"] counts the bots' decisions of the step. An id that is not legal raises
ValueError (the batch is not stepped).
"""

from __future__ import annotations

from typing import Any, Sequence

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

import pachisi

from ._render import svg_to_rgb

__all__ = ["PachisiEnv", "PachisiVectorEnv", "register_presets"]


def _bot_per_seat(opponents: str | Sequence[str | None]) -> list[str | None]:
    if isinstance(opponents, str):
        return [opponents] * 4
    names = list(opponents)
    if len(names) != 4:
        raise ValueError("pachisi: opponents is one bot name, or a list of 4 (one per seat)")
    return names


class PachisiEnv(gym.Env):
    """One seat of a game against the library's bots (module docstring)."""

    metadata = {"render_modes": ["ansi", "human", "rgb_array"], "render_fps": 1}

    def __init__(
        self,
        preset: str = "ludo",
        players: int = 4,
        options: Sequence[str] = (),
        partners: bool = False,
        first_pawn_out: bool = False,
        play_for_places: bool = False,
        two_players_opposite: bool = True,
        seat: int | None = None,
        opponents: str | Sequence[str | None] = "random",
        max_steps: int | None = None,
        information_layout: bool = False,
        illegal_action: str = "lose",
        render_mode: str | None = None,
    ):
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"pachisi: render_mode is one of {self.metadata['render_modes']}, not {render_mode!r}")
        if illegal_action not in ("lose", "raise"):
            raise ValueError(f"pachisi: illegal_action is 'lose' or 'raise', not {illegal_action!r}")
        if max_steps is not None and max_steps < 1:
            raise ValueError("pachisi: max_steps is None (never cut) or at least 1")
        self._fresh = pachisi.new_game(
            preset, players=players, options=list(options), partners=partners, first_pawn_out=first_pawn_out,
            play_for_places=play_for_places, two_players_opposite=two_players_opposite,
        )
        self.seat = self._fresh.seats[0] if seat is None else seat
        if self.seat not in self._fresh.seats:
            raise ValueError(f"pachisi: seat {self.seat} is not in play (seats {self._fresh.seats})")
        names = _bot_per_seat(opponents)
        self._bots = {s: pachisi.Bot(names[s]) for s in self._fresh.seats if s != self.seat}
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.illegal_action = illegal_action
        self._layout = "information" if information_layout else "full"
        low, high = self._fresh.observation_bounds(self._layout)
        self.observation_space = spaces.Box(low=low, high=high, dtype=np.float32)
        self.action_space = spaces.Discrete(self._fresh.num_distinct_actions)
        self._throws: pachisi.Generator | None = None
        self._bot_generator: pachisi.Generator | None = None
        self._throw_texts: dict[tuple[str, int], str] = {}
        self.state: pachisi.State | None = None

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        super().reset(seed=seed)
        if seed is not None or self._throws is None:
            game_seed = seed if seed is not None else int(self.np_random.integers(2**63))
            self._throws = pachisi.Generator(pachisi.game_seed(game_seed, 0))
            self._bot_generator = pachisi.Generator(pachisi.game_seed(game_seed, 1))
        while True:  # a game the bots end before the learner decides (never seen) is played again
            self.state = self._fresh.clone()
            self._steps = 0
            self._lost_by_illegal_action = False
            info = self._play_to_decision()
            if not self.state.is_terminal():
                break
        if self.render_mode == "human":
            self.render()
        return self._observation(), info

    def step(self, action):
        state = self.state
        if state.is_terminal() or self._lost_by_illegal_action:
            raise RuntimeError("pachisi: the game is over; call reset()")
        action = int(action)
        mask = state.legal_action_mask()
        if not 0 <= action < len(mask) or not mask[action]:
            if self.illegal_action == "raise":
                state.apply(action)  # raises pachisi.IllegalAction with the library's message
            # The game ends as a loss for the learner (PettingZoo's TerminateIllegalWrapper does the same).
            info = {"action_mask": np.zeros(len(mask), dtype=np.int8), "illegal_action": True, "throws": [],
                    "opponent_actions": []}
            self._lost_by_illegal_action = True
            return self._observation(), -1.0, True, False, info
        state.apply(action)
        self._steps += 1
        info = self._play_to_decision()
        terminated = state.is_terminal()
        truncated = not terminated and self.max_steps is not None and self._steps >= self.max_steps
        reward = float(state.returns()[self.seat]) if terminated else 0.0
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        """The legal ids as bools (all False once the game is over): MaskablePPO's hook."""
        if self.state.is_terminal():
            return np.zeros(self.action_space.n, dtype=bool)
        return self.state.legal_action_mask()

    def render(self):
        if self.render_mode is None:
            gym.logger.warn("pachisi: render() without a render_mode; make the environment with render_mode='ansi', ...")
            return None
        board = self.state.board()
        if self.render_mode == "ansi":
            return board
        if self.render_mode == "human":
            print(board, flush=True)
            return None
        return svg_to_rgb(self.state._repr_svg_())

    # ---- inside ----

    def _observation(self) -> np.ndarray:
        return self.state.observation(self.seat, layout=self._layout)

    def _play_to_decision(self) -> dict[str, Any]:
        """Throws and lets the bots play until the learner decides or the game is over; the info."""
        state, throws, played = self.state, [], []
        while not state.is_terminal():
            if state.is_chance_node():
                outcome = state.sample_chance(self._throws)
                throws.append(self._throw_text(state, outcome))
                state.apply_throw(outcome)
                continue
            mover = state.current_player()
            if mover == self.seat:
                break
            action = self._bots[mover].choose(state, self._bot_generator)
            played.append((mover, state.action_id(action)))
            state.apply(action)
        mask = self.action_masks().astype(np.int8)
        return {"action_mask": mask, "throws": throws, "opponent_actions": played}

    def _throw_text(self, state: pachisi.State, outcome: int) -> str:
        stage = state.current_stage()
        key = (stage, outcome)
        text = self._throw_texts.get(key)
        if text is None:  # chance_outcomes makes Fractions: asked once per stage
            for outcome_id, _, outcome_text in state.chance_outcomes():
                self._throw_texts[(stage, outcome_id)] = outcome_text
            text = self._throw_texts[key]
        return text


class PachisiVectorEnv(VectorEnv):
    """N games of one seat against the library's bots, stepped in C++ (module docstring)."""

    metadata = {"render_modes": [], "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(
        self,
        preset: str = "ludo",
        num_envs: int = 1,
        players: int = 4,
        options: Sequence[str] = (),
        partners: bool = False,
        first_pawn_out: bool = False,
        play_for_places: bool = False,
        two_players_opposite: bool = True,
        seat: int | None = None,
        opponents: str | Sequence[str | None] = "random",
        max_steps: int | None = None,
        information_layout: bool = False,
    ):
        if max_steps is not None and max_steps < 1:
            raise ValueError("pachisi: max_steps is None (never cut) or at least 1")
        self.games = pachisi.VersusEnvironment(
            preset, num_envs=num_envs, players=players, options=list(options), partners=partners,
            first_pawn_out=first_pawn_out, play_for_places=play_for_places,
            two_players_opposite=two_players_opposite, seat=-1 if seat is None else seat,
            bots=opponents if isinstance(opponents, str) else _bot_per_seat(opponents),
            max_steps=max_steps or 0, information_layout=information_layout,
        )
        fresh = self.games.game(0)
        self.num_envs = num_envs
        layout = "information" if information_layout else "full"
        low, high = fresh.observation_bounds(layout)
        self.single_observation_space = spaces.Box(low=low, high=high, dtype=np.float32)
        self.single_action_space = spaces.Discrete(self.games.num_distinct_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._all = np.ones(num_envs, dtype=bool)  # the "_key" arrays of Gymnasium's vector infos

    def reset(self, *, seed: int | Sequence[int | None] | None = None, options: dict[str, Any] | None = None):
        if isinstance(seed, (int, np.integer)):
            seeds: list[int | None] | None = [int(seed) + i for i in range(self.num_envs)]
            super().reset(seed=int(seed))
        elif seed is None:
            seeds = None
            if self._np_random is None:  # the first reset without a seed: seeds drawn from fresh entropy
                seeds = [int(s) for s in self.np_random.integers(2**63, size=self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"pachisi: {len(seeds)} seeds for {self.num_envs} environments")
        self.games.reset(seeds)
        return self.games.observation.copy(), self._infos()

    def step(self, actions):
        self.games.step(np.asarray(actions, dtype=np.int32))
        games = self.games
        return (
            games.observation.copy(),
            games.rewards.astype(np.float64),
            games.terminated.copy(),
            games.truncated.copy(),
            self._infos(),
        )

    def action_masks(self) -> np.ndarray:
        """N x num_distinct_actions bools: the legal ids of each game."""
        return self.games.legal_action_mask.copy()

    def _infos(self) -> dict[str, Any]:
        return {
            "action_mask": self.games.legal_action_mask.astype(np.int8),
            "_action_mask": self._all,
            "bot_decisions": self.games.bot_decisions.copy(),
            "_bot_decisions": self._all,
        }


def register_presets() -> list[str]:
    """Registers pachisi/<preset>-v0 (PachisiEnv, and PachisiVectorEnv for gymnasium.make_vec) for every
    preset this module plays; other options through gymnasium.make's keyword arguments. Returns the ids."""
    ids = []
    for preset in pachisi.built_presets():
        env_id = f"pachisi/{preset}-v0"
        if env_id not in gym.registry:
            gym.register(
                id=env_id,
                entry_point=PachisiEnv,
                vector_entry_point=PachisiVectorEnv,
                kwargs={"preset": preset},
            )
        ids.append(env_id)
    return ids


register_presets()
