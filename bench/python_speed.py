#!/usr/bin/env python3
"""Speed of the bivouac Python module (docs/python.md): for each game, random single-game steps
per second through Python (state.apply_action in a loop, ids from state.legal_actions()) and
VectorEnv agent steps per second with random legal actions (env.random_actions(), then
env.step, arrays reused with copy=False) on 1 and 2 threads, plus VectorEnv with the random
actions drawn in NumPy from the masks. Every step writes the observation tensor and mask of the player to move.

    python3 bench/python_speed.py [--seconds S] [--envs N] [--games muskets,volley]
"""

import argparse
import random
import time

import numpy as np

import bivouac


def single_loop(spec, seconds):
    game = bivouac.load_game(spec)
    rng = random.Random(1)
    steps = 0
    seed = 0
    state = game.new_initial_state(seed)
    start = time.perf_counter()
    while True:
        for _ in range(1000):
            if state.is_terminal():
                seed += 1
                state = game.new_initial_state(seed)
            state.apply_action(rng.choice(state.legal_actions()))
        steps += 1000
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed


def vector(spec, envs, threads, seconds, numpy_actions=False):
    # copy=False: the arrays are reused, as a training loop that consumes them at once would do.
    env = bivouac.VectorEnv(spec, envs, seed=1, threads=threads, copy=False)
    out = env.reset()
    rng = np.random.default_rng(1)
    steps = 0
    start = time.perf_counter()
    while True:
        for _ in range(10):
            if numpy_actions:
                masks = out[3]
                actions = (rng.random(masks.shape, dtype=np.float32) * masks).argmax(axis=1)
            else:
                actions = env.random_actions()
            out = env.step(actions)
        steps += 10 * envs
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    ap.add_argument("--envs", type=int, default=4096, help="games in each VectorEnv")
    ap.add_argument("--games", default="muskets,volley,gt,ready-aim-fire")
    args = ap.parse_args()
    print(
        f"{'game':16} {'single/s':>10} {'vec 1t/s':>11} {'vec 2t/s':>11} {'2t/1t':>6} "
        f"{'vec/single':>10} {'vec 1t numpy-actions/s':>23}"
    )
    for spec in args.games.split(","):
        single = single_loop(spec, args.seconds)
        one = vector(spec, args.envs, 1, args.seconds)
        two = vector(spec, args.envs, 2, args.seconds)
        np_one = vector(spec, args.envs, 1, args.seconds, numpy_actions=True)
        print(
            f"{spec:16} {single:10,.0f} {one:11,.0f} {two:11,.0f} {two / one:6.2f} "
            f"{one / single:10.1f} {np_one:23,.0f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
