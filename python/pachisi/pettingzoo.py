"""PettingZoo's AEC environment for every preset and option mix of the module (needs PettingZoo).

    from pachisi.pettingzoo import env
    e = env("ludo", players=2)          # or "shg", "traditional", "parchis:...", options=["must-kill"]
    e.reset(seed=1)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(observation["action_mask"])
        e.step(action)

One agent per seat in play, named "player_<seat>" after the library's seat numbers (a 2-player ludo game
has player_0 and player_2; partners and the two colours of a traditional 2-player game are two agents
that share their returns). Actions are the library's action ids (Discrete(num_distinct_actions)); an
observation is {"observation": the seat's view (the full layout, or the information layout), "action_mask":
int8, 1 for the legal ids, all 0 for an agent that is not to move}. The observation space is a Box with
the layout's real bounds (State.observation_bounds).

Chance is resolved inside step: every throw up to the next decision is drawn from the game's generator,
splitmix64(game_seed(seed, 0)) after reset(seed=seed), the generator an Environment seeded with `seed`
gives its first game, so the same seed and actions play the same game as pachisi.Environment and as a
State thrown with pachisi.Generator(pachisi.game_seed(seed, 0)). reset() without a seed plays the next
game from the same generator, as the Environment does. The throws since the last decision are in every
agent's info ("throws": their notation, "4" or "2-3"; the opening throw: "seat 2").

Rewards are the library's returns (State.returns) on the step that ends the game, 0 before. With
max_cycles=n the game is cut (every agent truncated) when the agent to move has made n decisions.
skip_single_actions=True plays a decision that has one legal action without asking its agent (off by
default): info "skipped" counts them since the last decision, "skipped_total" in the game.

Render modes: "ansi" (the text board, State.board()), "human" (the same printed, headless), "rgb_array"
(the SVG board rasterised by CairoSVG, Debian's python3-cairosvg, and Pillow, python3-pil).
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import pachisi

from ._render import svg_to_rgb

__all__ = ["env", "raw_env"]


def env(preset: str = "ludo", **kwargs) -> AECEnv:
    """The AEC environment of `preset` (any spec: "ludo", "shg:undo", ...), with PettingZoo's order checks."""
    return wrappers.OrderEnforcingWrapper(raw_env(preset, **kwargs))


class raw_env(AECEnv):
    metadata = {
        "render_modes": ["ansi", "human", "rgb_array"],
        "name": "pachisi_v0",
        "is_parallelizable": False,  # turns are not cycles: a 6 or a doublet throws again
        "render_fps": 1,
    }

    def __init__(
        self,
        preset: str = "ludo",
        players: int = 4,
        options: list[str] | tuple[str, ...] = (),
        partners: bool = False,
        first_pawn_out: bool = False,
        play_for_places: bool = False,
        two_players_opposite: bool = True,
        max_cycles: int | None = None,
        skip_single_actions: bool = False,
        information_layout: bool = False,
        render_mode: str | None = None,
    ):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"pachisi: render_mode is one of {self.metadata['render_modes']}, not {render_mode!r}")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError("pachisi: max_cycles is None (never cut) or at least 1")
        self._fresh = pachisi.new_game(
            preset, players=players, options=list(options), partners=partners, first_pawn_out=first_pawn_out,
            play_for_places=play_for_places, two_players_opposite=two_players_opposite,
        )
        self.preset = self._fresh.preset
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.skip_single_actions = skip_single_actions
        self._layout = "information" if information_layout else "full"

        self._seat_of = {f"player_{seat}": seat for seat in self._fresh.seats}
        self._agent_at = {seat: agent for agent, seat in self._seat_of.items()}
        self.possible_agents = list(self._seat_of)
        low, high = self._fresh.observation_bounds(self._layout)
        count = self._fresh.num_distinct_actions
        self._no_action = np.zeros(count, dtype=np.int8)
        # One space object per agent, kept: PettingZoo seeds and compares them by identity.
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(low=low, high=high, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(count,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self._throws: pachisi.Generator | None = None
        self._throw_texts: dict[tuple[str, int], str] = {}
        self.state_: pachisi.State | None = None

    # ---- spaces and seats ----

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def seat(self, agent: str) -> int:
        """The library's seat of `agent` (index of State.returns(), State.current_player())."""
        return self._seat_of[agent]

    def agent(self, seat: int) -> str:
        return self._agent_at[seat]

    @property
    def game(self) -> pachisi.State:
        """The game as it stands, as a State (the environment's own: do not change it)."""
        return self.state_

    # ---- the AEC API ----

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None or self._throws is None:
            # np_random as Gymnasium seeds it; the throws from the library's generator of the same seed.
            self.np_random, self.np_random_seed = seeding.np_random(seed)
            game_seed = seed if seed is not None else int(self.np_random.integers(2**63))
            self._throws = pachisi.Generator(pachisi.game_seed(game_seed, 0))
        self.state_ = self._fresh.clone()
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self._decisions = {agent: 0 for agent in self.agents}
        self._skipped_total = 0
        self._play_to_decision()  # a new game may not start at a decision (the opening throw)
        if self.state_.is_terminal():  # never: nobody finishes before every seat has moved
            raise RuntimeError("pachisi: the game ended before its first decision")
        self.agent_selection = self._agent_at[self.state_.current_player()]
        if self.render_mode == "human":
            self.render()

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state_.apply(int(action))  # pachisi.IllegalAction (a ValueError) for an id that is not legal
        self._decisions[agent] += 1
        self._cumulative_rewards[agent] = 0.0
        self._play_to_decision()
        if self.state_.is_terminal():
            returns = self.state_.returns()
            for other in self.agents:
                self.rewards[other] = float(returns[self._seat_of[other]])
                self.terminations[other] = True
            # The dead steps then go round the seats from the next one.
            self.agent_selection = self._next_agent(agent)
        else:
            for other in self.agents:
                self.rewards[other] = 0.0
            mover = self._agent_at[self.state_.current_player()]
            if self.max_cycles is not None and self._decisions[mover] >= self.max_cycles:
                for other in self.agents:
                    self.truncations[other] = True
            self.agent_selection = mover
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def observe(self, agent):
        state = self.state_
        moving = not state.is_terminal() and self._agent_at[state.current_player()] == agent
        return {
            "observation": state.observation(self._seat_of[agent], layout=self._layout),
            "action_mask": state.legal_action_mask().astype(np.int8) if moving else self._no_action.copy(),
        }

    def render(self):
        if self.render_mode is None:
            return None
        board = self.state_.board()
        if self.render_mode == "ansi":
            return board
        if self.render_mode == "human":
            print(board, flush=True)
            return None
        return svg_to_rgb(self.state_._repr_svg_())

    def close(self) -> None:
        pass

    # ---- inside ----

    def _play_to_decision(self) -> None:
        """Throws, and plays decisions with one legal action when asked to, up to the next decision to ask
        or the end; the throws and the skipped decisions go into every agent's info."""
        state, throws, auto = self.state_, [], []
        while not state.is_terminal():
            if state.is_chance_node():
                outcome = state.sample_chance(self._throws)
                throws.append(self._throw_text(state, outcome))
                state.apply_throw(outcome)
            elif self.skip_single_actions and len(ids := state.legal_action_ids()) == 1:
                auto.append((self._agent_at[state.current_player()], ids[0]))
                state.apply(ids[0])
            else:
                break
        self._skipped_total += len(auto)
        info = {"throws": throws, "skipped": len(auto), "skipped_actions": auto, "skipped_total": self._skipped_total}
        self.infos = {agent: dict(info) for agent in self.agents}

    def _throw_text(self, state: pachisi.State, outcome: int) -> str:
        """The notation of chance outcome `outcome` of `state` (kept per stage: chance_outcomes makes Fractions)."""
        stage = state.current_stage()
        key = (stage, outcome)
        text = self._throw_texts.get(key)
        if text is None:
            for outcome_id, _, outcome_text in state.chance_outcomes():
                self._throw_texts[(stage, outcome_id)] = outcome_text
            text = self._throw_texts[key]
        return text

    def _next_agent(self, agent: str) -> str:
        i = self.agents.index(agent)
        return self.agents[(i + 1) % len(self.agents)]

