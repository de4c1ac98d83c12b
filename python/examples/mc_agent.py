#!/usr/bin/env python3
"""A Monte-Carlo agent for pachisi, played against the library's random bot.

At each decision with more than one legal action, the agent tries every action: from the state
after it, it plays a few short random continuations (chance drawn with its exact probabilities, every
seat choosing uniformly at random) of up to HORIZON decisions, and scores where each one ends: the
game's return if it ended, else the progress potential (the agent's share of the way home less the
opponent's, pachisi.State.progress_potential). It plays the action with the best mean score. All the
actions are tried with the same random continuations (common random numbers), so that their
difference is the action's, not the luck's.

    ~/venvs/pachisi/bin/python python/examples/mc_agent.py [--games 200] [--rollouts 6] [--horizon 12] [--seed 1]

It plays 2-player shg games, the agent and the random bot taking seat 0 in turn, and prints the
agent's win rate with a 95% Wilson interval. Exit status 1 when the win rate is below 80%.
mc_ludo.py plays the same agent in Ludo.
"""

import argparse
import math
import sys
import time

import pachisi


def rollout_score(state, me, generator, horizon):
    """Plays `state` on at random for up to `horizon` decisions; scores the end for seat `me`."""
    decisions = 0
    while decisions < horizon:
        # current_player() answers both questions, chance node and game over, in one call: this loop
        # is where the agent spends its time.
        player = state.current_player()
        if player == pachisi.CHANCE_PLAYER:
            state.apply_throw(state.sample_chance(generator))
        elif player == pachisi.TERMINAL_PLAYER:
            break
        else:
            ids = state.legal_action_ids()
            state.apply(ids[generator.below(len(ids))])
            decisions += 1
    if state.is_terminal():
        return state.returns()[me]
    return state.progress_potential(me)


class MonteCarloAgent:
    def __init__(self, rollouts, horizon, seed):
        self.rollouts = rollouts
        self.horizon = horizon
        self.seeds = pachisi.Generator(seed)

    def choose(self, state):
        ids = state.legal_action_ids()
        if len(ids) == 1:
            return ids[0]
        me = state.whose_turn()
        # The same continuation seeds for every action: common random numbers.
        seeds = [self.seeds.next() for _ in range(self.rollouts)]
        best_id, best_value = ids[0], -math.inf
        for action_id in ids:
            after = state.clone()
            after.apply(action_id)
            value = 0.0
            for seed in seeds:
                value += rollout_score(after.clone(), me, pachisi.Generator(seed), self.horizon)
            if value > best_value:
                best_id, best_value = action_id, value
        return best_id


def play_game(agent, agent_seat, generator, preset="shg", players=2):
    """One game (2 players: seats 0 and 2), seat 0 throwing first, the agent at `agent_seat` and the
    random bot at every other seat; returns True when the agent's seat wins."""
    state = pachisi.new_game(preset, players=players, first_seat=0)
    opponent = pachisi.Bot("random")
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_throw(state.sample_chance(generator))
        elif state.whose_turn() == agent_seat:
            state.apply(agent.choose(state))
        else:
            state.apply(opponent.choose(state, generator))
    return state.winning_seats() == [agent_seat]


def wilson(wins, n, z=1.96):
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=6, help="random continuations per action")
    parser.add_argument("--horizon", type=int, default=12, help="decisions in each continuation")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    agent = MonteCarloAgent(args.rollouts, args.horizon, args.seed)
    generator = pachisi.Generator(args.seed + 1)
    start = time.perf_counter()
    wins = 0
    for game in range(args.games):
        seat = 0 if game % 2 == 0 else 2  # seat 0 throws first: take it in turn
        wins += play_game(agent, seat, generator)
    seconds = time.perf_counter() - start
    low, high = wilson(wins, args.games)
    print(
        f"Monte-Carlo agent ({args.rollouts} rollouts of {args.horizon} decisions per action) "
        f"against the random bot, 2-player shg: won {wins} of {args.games} games "
        f"({100 * wins / args.games:.1f}%, 95% interval {100 * low:.1f}-{100 * high:.1f}%) in {seconds:.1f} s"
    )
    return 0 if wins >= 0.8 * args.games else 1


if __name__ == "__main__":
    sys.exit(main())
