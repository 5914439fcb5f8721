#!/usr/bin/env python3
"""A linear softmax policy on the observation tensor, with the legal-action mask, trained by
REINFORCE against the random player -- NumPy and bivouac only.

Each iteration plays one game in each of `--envs` games of a bivouac.VectorEnv (the learner sits
at seat i % 2 of game i; the other seat plays uniformly random legal actions), then moves the
policy towards the actions of the games it won and away from those it lost. The win rate
against random, with its 95% interval, is measured before and after on games never trained on.

    python3 examples/python/train_vs_random.py [--game muskets] [--iterations 150] [--envs 512]
"""

import argparse
import math
import time

import numpy as np

import bivouac


class LinearPolicy:
    """logits = obs . W + b over the fixed action space; illegal ids get probability 0."""

    def __init__(self, obs_size, num_actions):
        self.w = np.zeros((obs_size, num_actions), dtype=np.float32)
        self.b = np.zeros(num_actions, dtype=np.float32)

    def probabilities(self, obs, masks):
        logits = obs @ self.w + self.b
        logits = np.where(masks > 0, logits, -np.inf)
        logits -= logits.max(axis=1, keepdims=True)
        p = np.exp(logits)
        return p / p.sum(axis=1, keepdims=True)

    def sample(self, obs, masks, rng):
        p = self.probabilities(obs, masks)
        u = rng.random((len(p), 1))
        return np.minimum((p.cumsum(axis=1) < u).sum(axis=1), p.shape[1] - 1)


def play_round(spec, policy, envs, seed, rng, threads, learn):
    """One game per slot; returns (learner's result per game, decisions for learning)."""
    env = bivouac.VectorEnv(spec, envs, seed=seed, threads=threads)
    seat = np.arange(envs) % 2
    obs, rew, term, masks, players = env.reset()
    finished = np.zeros(envs, dtype=bool)
    result = np.zeros(envs, dtype=np.float32)
    trace = []  # (slot indices, observations, masks, actions) of the learner's decisions
    while not finished.all():
        actions = env.random_actions()
        mine = (players == seat) & ~finished
        if mine.any():
            chosen = policy.sample(obs[mine], masks[mine], rng)
            actions[mine] = chosen
            if learn:
                trace.append((np.flatnonzero(mine), obs[mine], masks[mine], chosen))
        obs, rew, term, masks, players = env.step(actions)
        ended = term & ~finished
        result[ended] = rew[ended, seat[ended]]
        finished |= term
    return result, trace


def reinforce(policy, result, trace, lr, baseline):
    slots = np.concatenate([t[0] for t in trace])
    x = np.concatenate([t[1] for t in trace])
    m = np.concatenate([t[2] for t in trace])
    a = np.concatenate([t[3] for t in trace])
    advantage = (result[slots] - baseline).astype(np.float32)
    p = policy.probabilities(x, m)
    grad = -p
    grad[np.arange(len(a)), a] += 1.0
    grad *= advantage[:, None]
    policy.w += lr * (x.T @ grad) / len(result)
    policy.b += lr * grad.sum(axis=0) / len(result)


def win_rate(spec, policy, games, seed, threads, rng):
    result, _ = play_round(spec, policy, games, seed, rng, threads, learn=False)
    wins = float((result > 0).sum())
    draws = float((result == 0).sum())
    n = len(result)
    p = wins / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)  # normal approximation, n is large
    return p, half, draws / n


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="muskets")
    ap.add_argument("--iterations", type=int, default=150)
    ap.add_argument("--envs", type=int, default=512, help="games per iteration")
    ap.add_argument("--eval-games", type=int, default=4000)
    ap.add_argument("--lr", type=float, default=0.5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    start = time.time()
    rng = np.random.default_rng(args.seed)
    game = bivouac.load_game(args.game)
    policy = LinearPolicy(game.observation_tensor_size(), game.num_distinct_actions())
    eval_seed = 10**9 + args.seed  # evaluation games are never trained on
    p, half, draws = win_rate(args.game, policy, args.eval_games, eval_seed, args.threads, rng)
    print(
        f"{args.game}: before training, win rate vs random {p:.3f} +- {half:.3f} "
        f"(95%, {args.eval_games} games, draws {draws:.3f})",
        flush=True,
    )

    baseline = 0.0
    for it in range(args.iterations):
        result, trace = play_round(
            args.game, policy, args.envs, args.seed * 100003 + it, rng, args.threads, learn=True
        )
        reinforce(policy, result, trace, args.lr, baseline)
        baseline = 0.9 * baseline + 0.1 * float(result.mean())
        if (it + 1) % 10 == 0:
            print(
                f"  iteration {it + 1}: training win rate {(result > 0).mean():.3f} "
                f"({time.time() - start:.0f} s)",
                flush=True,
            )

    p, half, draws = win_rate(args.game, policy, args.eval_games, eval_seed, args.threads, rng)
    print(
        f"{args.game}: after {args.iterations} iterations ({args.iterations * args.envs} games), "
        f"win rate vs random {p:.3f} +- {half:.3f} (95%, {args.eval_games} games, draws "
        f"{draws:.3f}); {time.time() - start:.0f} s in all",
        flush=True,
    )


if __name__ == "__main__":
    main()
