#!/usr/bin/env python3
"""Decisions per second of the PettingZoo and Gymnasium environments, beside the raw batched Environment
(README's learning table; needs PettingZoo and Gymnasium, see docs/learning.md):

    ~/venvs/pachisi/bin/python python/examples/env_speed.py [--presets ludo,shg] [--players 4] [--seconds 2]

All play random legal actions picked in numpy from the mask (the work a policy's output takes), chance
drawn with its exact probabilities, and count CPU time of this process (time.process_time):
  - AEC: pachisi.pettingzoo.env, every seat an agent, the agent_iter loop; every decision counts.
  - single: pachisi.gymnasium.PachisiEnv, seat 0 against random bots; its steps (the learner's
    decisions) and all decisions (the bots' too, which it plays in Python through pachisi.Bot).
  - vector: pachisi.gymnasium.PachisiVectorEnv, N = 1,024, the same, the bots played in C++.
  - Environment: pachisi.Environment, N = 1,024, every seat chosen in numpy from the mask, and by
    sample_legal_actions (random_speed.py's two ways).
"""

import argparse
import time

import numpy as np

import pachisi
from pachisi.gymnasium import PachisiEnv, PachisiVectorEnv
from pachisi.pettingzoo import env as aec_env


def pick(mask, scores):
    """The legal id with the best random score, per row: a policy's masked argmax."""
    return np.argmax(np.where(mask, scores, -1.0), axis=-1)


def aec(preset, players, seconds):
    env = aec_env(preset, players=players)
    rng = np.random.default_rng(1)
    decisions, start = 0, time.process_time()
    env.reset(seed=1)
    while time.process_time() - start < seconds:
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            mask = observation["action_mask"]
            env.step(int(pick(mask, rng.random(mask.shape, dtype=np.float32))))
            decisions += 1
        env.reset()
    return decisions / (time.process_time() - start)


def single(preset, players, seconds):
    env = PachisiEnv(preset, players=players)
    rng = np.random.default_rng(1)
    steps = bots = 0
    start = time.process_time()
    _, info = env.reset(seed=1)
    while time.process_time() - start < seconds:
        mask = info["action_mask"]
        _, _, terminated, truncated, info = env.step(int(pick(mask, rng.random(mask.shape, dtype=np.float32))))
        steps += 1
        bots += len(info["opponent_actions"])
        if terminated or truncated:
            _, info = env.reset()
            bots += len(info["opponent_actions"])
    elapsed = time.process_time() - start
    return steps / elapsed, (steps + bots) / elapsed


def vector(preset, players, seconds, num_envs=1024):
    env = PachisiVectorEnv(preset, num_envs=num_envs, players=players)
    rng = np.random.default_rng(1)
    _, infos = env.reset(seed=1)
    decisions_before = env.games.decisions
    steps, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        mask = infos["action_mask"]
        _, _, _, _, infos = env.step(pick(mask, rng.random(mask.shape, dtype=np.float32)))
        steps += 1
    elapsed = time.process_time() - start
    return steps * num_envs / elapsed, (env.games.decisions - decisions_before) / elapsed


def raw(preset, players, seconds, sampled, num_envs=1024):
    env = pachisi.Environment(preset, num_envs=num_envs, players=players, seed=1)
    rng = np.random.default_rng(1)
    generator = pachisi.Generator(1)
    steps, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        if sampled:
            env.step(env.sample_legal_actions(generator))
        else:
            mask = env.legal_action_mask
            env.step(pick(mask, rng.random(mask.shape, dtype=np.float32)))
        steps += 1
    return steps * num_envs / (time.process_time() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--presets", default="ludo,shg")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    print(f"{args.players}-player games, decisions per second (CPU time, {args.seconds:g} s each)")
    print("| preset | AEC | single: steps | single: all decisions | vector N=1024: steps | vector: all decisions "
          "| Environment N=1024, numpy choice | Environment, sample_legal_actions | vector / Environment (numpy) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")

    def k(x):
        return f"{x / 1e6:.2f} M" if x >= 1e6 else f"{x / 1e3:.0f} k"

    for preset in args.presets.split(","):
        a = aec(preset, args.players, args.seconds)
        s_steps, s_all = single(preset, args.players, args.seconds)
        v_steps, v_all = vector(preset, args.players, args.seconds)
        r_numpy = raw(preset, args.players, args.seconds, sampled=False)
        r_sampled = raw(preset, args.players, args.seconds, sampled=True)
        print(f"| {preset} | {k(a)} | {k(s_steps)} | {k(s_all)} | {k(v_steps)} | {k(v_all)} | {k(r_numpy)} "
              f"| {k(r_sampled)} | {v_all / r_numpy:.2f} |", flush=True)


if __name__ == "__main__":
    main()
