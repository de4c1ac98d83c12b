#!/usr/bin/env python3
"""Random decisions per second from Python: loops over pachisi.State, and the batched
pachisi.Environment for N = 1, 64 and 1024 games (docs/learning.md has the figures).

    ~/venvs/pachisi/bin/python python/examples/random_speed.py [--preset shg] [--seconds 3]
    ~/venvs/pachisi/bin/python python/examples/random_speed.py --preset ludo,ludo_king,parchis,maedn,maedn_openspiel

All play 4-player games with uniformly random legal actions and chance drawn with its exact
probabilities. Two single-game loops: a bare one (legal_action_ids, apply, sample_chance,
apply_throw), and a learner's one that also asks at every decision what the environment hands out
(the observation, the legal-action mask and the returns) and picks among the mask's ids with numpy.
The environment steps all its games at once, and writes observations, masks and rewards at every
step (all counted in the time). Its random choice is made two ways: in numpy from the mask (random
scores, the best legal one: the work a policy's output would take), and by the environment's own
sample_legal_actions (a uniform draw among each game's legal ids in C++, as the C++ benchmark
bench_environment draws). Times are CPU time of this process (time.process_time), so that other work
on a shared machine does not count.
"""

import argparse
import time

import numpy as np

import pachisi


def python_loop(preset, seconds):
    generator = pachisi.Generator(1)
    decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = pachisi.new_game(preset, players=4)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_throw(state.sample_chance(generator))
            else:
                ids = state.legal_action_ids()
                state.apply(ids[generator.below(len(ids))])
                decisions += 1
    return decisions / (time.process_time() - start)


def learner_loop(preset, seconds):
    generator = pachisi.Generator(1)
    rng = np.random.default_rng(1)
    decisions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = pachisi.new_game(preset, players=4)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_throw(state.sample_chance(generator))
                continue
            state.observation()
            ids = np.flatnonzero(state.legal_action_mask())
            state.apply(int(ids[rng.integers(len(ids))]))
            state.returns()
            decisions += 1
    return decisions / (time.process_time() - start)


def batched(preset, num_envs, seconds, information_layout=False, sampled=False):
    env = pachisi.Environment(preset, num_envs=num_envs, players=4, seed=1, information_layout=information_layout)
    rng = np.random.default_rng(1)
    generator = pachisi.Generator(1)
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(10):
            if sampled:
                env.step(env.sample_legal_actions(generator))
            else:
                scores = rng.random(env.legal_action_mask.shape, dtype=np.float32)
                env.step(np.argmax(np.where(env.legal_action_mask, scores, -1.0), axis=1))
        steps += 10
    return steps * num_envs / (time.process_time() - start)


def measure(preset, seconds):
    bare = python_loop(preset, seconds)
    print(f"{preset}: bare Python loop over State: {bare:,.0f} decisions/s")
    loop = learner_loop(preset, seconds)
    print(f"{preset}: learner's Python loop (observation, mask, returns): {loop:,.0f} decisions/s")
    runs = [(n, False) for n in (1, 64, 1024)] + [(1024, True)]
    for sampled in (False, True):
        choice = "sample_legal_actions" if sampled else "numpy choice"
        for n, information_layout in runs:
            rate = batched(preset, n, seconds, information_layout, sampled)
            layout = ", information layout" if information_layout else ""
            print(f"{preset}: Environment N={n}{layout}, {choice}: {rate:,.0f} decisions/s "
                  f"({rate / loop:.1f}x the learner's loop, {rate / bare:.1f}x the bare loop)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="shg", help="a preset, or several separated by commas")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds for each figure")
    args = parser.parse_args()
    for preset in args.preset.split(","):
        measure(preset.strip(), args.seconds)


if __name__ == "__main__":
    main()
