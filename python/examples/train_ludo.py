#!/usr/bin/env python3
"""Trains a small policy against the random bot in 2-player ludo through the vector environment
(pachisi.gymnasium.PachisiVectorEnv, stepped in C++), with numpy only, then plays 400 evaluation games:

    ~/venvs/pachisi/bin/python python/examples/train_ludo.py [--iterations 300] [--seed 1]
    ~/venvs/pachisi/bin/python python/examples/train_ludo.py --smoke        # a few seconds: what scripts/test runs

The policy: a network of one hidden layer (observation 488 -> 64 tanh -> 6 action logits), the
illegal ids masked out (infos["action_mask"]). Training: REINFORCE with discounted returns (0.95
per decision of the learner) of the game's return (+1 or -1) and a shaped reward, the change of a progress
potential read from the observation (my pawns' mean share of the way home less the opponent's): 256
games side by side, an Adam step on every 64 steps of them (advantages normalised).
Evaluation: 400 new games (seeds no training game had), the policy taking its most likely legal id;
the win rate with its 95% Wilson interval. Chance alone wins 50%.
"""

import argparse
import math
import time

import numpy as np

from pachisi.gymnasium import PachisiVectorEnv


class Policy:
    """observation -> tanh hidden layer -> logits, with Adam."""

    def __init__(self, inputs, hidden, actions, rng):
        self.params = {
            "w1": rng.normal(0, 1 / math.sqrt(inputs), (inputs, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": rng.normal(0, 0.01, (hidden, actions)).astype(np.float32),
            "b2": np.zeros(actions, np.float32),
        }
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.updates = 0

    def forward(self, observations, masks):
        p = self.params
        hidden = np.tanh(observations @ p["w1"] + p["b1"])
        logits = hidden @ p["w2"] + p["b2"]
        logits = np.where(masks, logits, -1e9)  # illegal ids never chosen
        logits -= logits.max(axis=1, keepdims=True)
        probabilities = np.exp(logits)
        probabilities /= probabilities.sum(axis=1, keepdims=True)
        return hidden, probabilities

    def sample(self, observations, masks, rng):
        _, probabilities = self.forward(observations, masks)
        cumulative = probabilities.cumsum(axis=1)
        draws = rng.random((len(observations), 1))
        return np.minimum((cumulative < draws).sum(axis=1), probabilities.shape[1] - 1)

    def best(self, observations, masks):
        return self.forward(observations, masks)[1].argmax(axis=1)

    def reinforce(self, observations, masks, actions, advantages, learning_rate):
        """One Adam step up the gradient of sum(advantage * log pi(action)) / count."""
        p = self.params
        hidden, probabilities = self.forward(observations, masks)
        grad_logits = -probabilities
        grad_logits[np.arange(len(actions)), actions] += 1.0
        grad_logits *= (advantages / len(actions))[:, None]
        grad_logits[~masks] = 0.0
        grads = {"w2": hidden.T @ grad_logits, "b2": grad_logits.sum(axis=0)}
        grad_hidden = (grad_logits @ p["w2"].T) * (1.0 - hidden**2)
        grads["w1"] = observations.T @ grad_hidden
        grads["b1"] = grad_hidden.sum(axis=0)
        self.updates += 1
        for k, g in grads.items():  # Adam, ascending
            m, v = self.moments[k]
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            m_hat = m / (1 - 0.9**self.updates)
            v_hat = v / (1 - 0.999**self.updates)
            p[k] += (learning_rate * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)


def progress_potential(observations, share_columns):
    """My pawns' mean share of the way home less my opponent's, read from the observation's `pawns`
    section (relative seat 0 is me, 2 the opponent across the board): in [-1, 1]."""
    mine, theirs = share_columns
    return observations[:, mine].mean(axis=1) - observations[:, theirs].mean(axis=1)


def train(policy, iterations, num_envs, steps, seed, learning_rate, rng, gamma=0.95, shaping=1.0):
    env = PachisiVectorEnv("ludo", num_envs=num_envs, players=2, opponents="random")
    sections = {name: (at, size) for name, at, size in env.games.game(0).observation_sections()}
    pawns_at = sections["pawns"][0]
    # Feature 2 of each pawn's 5 is its share of the way home; 4 pawns per relative seat.
    share_columns = ([pawns_at + (0 * 4 + k) * 5 + 2 for k in range(4)], [pawns_at + (2 * 4 + k) * 5 + 2 for k in range(4)])
    observations, infos = env.reset(seed=seed)
    done = np.zeros(num_envs, dtype=bool)
    wins = games = 0
    size = observations.shape[1]
    for iteration in range(iterations):
        # One rollout of `steps` steps of every game; a step that restarted a game (after done) is left out.
        obs_buffer = np.empty((steps, num_envs, size), np.float32)
        mask_buffer = np.empty((steps, num_envs, 6), bool)
        action_buffer = np.empty((steps, num_envs), np.int64)
        reward_buffer = np.empty((steps, num_envs), np.float32)
        end_buffer = np.empty((steps, num_envs), bool)
        valid = np.empty((steps, num_envs), bool)
        for t in range(steps):
            masks = infos["action_mask"].astype(bool)
            actions = policy.sample(observations, masks, rng)
            obs_buffer[t], mask_buffer[t], action_buffer[t], valid[t] = observations, masks, actions, ~done
            before = progress_potential(observations, share_columns)
            observations, rewards, terminated, truncated, infos = env.step(actions)
            done = terminated | truncated
            # The game's return, and the change of the progress potential (Ng et al.'s shaping: it sums to
            # the end's potential over a game, and rewards progress and captures at once).
            reward_buffer[t] = rewards + shaping * (progress_potential(observations, share_columns) - before)
            end_buffer[t] = done
            wins += int((rewards > 0).sum())
            games += int(terminated.sum())
        # Discounted returns, cut at the ends of games (and at the rollout's end).
        returns = np.zeros((steps, num_envs), np.float32)
        following = np.zeros(num_envs, np.float32)
        for t in reversed(range(steps)):
            following = reward_buffer[t] + gamma * following * ~end_buffer[t]
            returns[t] = following
        keep = valid.reshape(-1)
        advantages = returns.reshape(-1)[keep]
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-6)
        policy.reinforce(obs_buffer.reshape(-1, size)[keep], mask_buffer.reshape(-1, 6)[keep],
                         action_buffer.reshape(-1)[keep], advantages, learning_rate)
        if (iteration + 1) % max(1, iterations // 10) == 0 and games:
            print(f"iteration {iteration + 1}: {games} training games, won {wins / games:.1%} of them", flush=True)
            wins = games = 0


def evaluate(policy, games, seed):
    """Win rate of the policy's most likely legal id over `games` first games of seeds no training used."""
    env = PachisiVectorEnv("ludo", num_envs=games, players=2, opponents="random")
    observations, infos = env.reset(seed=seed)
    result = np.zeros(games)
    while (result == 0).any():
        actions = policy.best(observations, infos["action_mask"].astype(bool))
        observations, rewards, terminated, truncated, infos = env.step(actions)
        ended = (terminated | truncated) & (result == 0)
        result[ended] = np.where(rewards[ended] > 0, 1, -1)
    return int((result > 0).sum())


def wilson(wins, n, z=1.96):
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--learning-rate", type=float, default=3e-3)
    parser.add_argument("--smoke", action="store_true", help="a few seconds: 5 iterations, 40 evaluation games")
    args = parser.parse_args()
    iterations, evaluation_games = (5, 40) if args.smoke else (args.iterations, 400)
    rng = np.random.default_rng(args.seed)
    policy = Policy(inputs=PachisiVectorEnv("ludo", players=2).single_observation_space.shape[0], hidden=64,
                    actions=6, rng=rng)
    start, cpu = time.time(), time.process_time()
    train(policy, iterations, num_envs=256, steps=64, seed=args.seed * 1_000_003, learning_rate=args.learning_rate,
          rng=rng)
    trained_in, cpu_used = time.time() - start, time.process_time() - cpu
    wins = evaluate(policy, evaluation_games, seed=10**12 + args.seed)
    low, high = wilson(wins, evaluation_games)
    print(f"trained in {trained_in:.0f} s ({cpu_used:.0f} s of CPU); won {wins} of {evaluation_games} evaluation games "
          f"against the random bot: {wins / evaluation_games:.1%} (95% interval {low:.1%}-{high:.1%}; chance: 50%)")


if __name__ == "__main__":
    main()
