#!/usr/bin/env python3
"""Speed of the bivouac Python module (docs/python.md): for each game, random single-game steps
per second through Python (state.apply_action in a loop, ids from state.legal_actions()) and
VectorEnv agent steps per second with random legal actions (env.random_actions(), then
env.step, arrays reused with copy=False) on 1 and 2 threads, plus VectorEnv with the random
actions drawn in NumPy from the masks. Every step writes the observation tensor and mask of the player to move.

Each rate is given twice: per wall-clock second, and per CPU-second of the process (steps divided
by time.process_time(), which counts every thread of the process). On a machine shared with
other work the wall-clock rate says how much of a core the run was given; the CPU rate is the
speed when it has the core(s). For 2 threads, "2t eff" is the 2-thread CPU rate over the
1-thread CPU rate: 1.0 means the second thread wastes nothing (no waiting or spinning), so on two
idle cores 2 threads would run about 2 x eff times as fast as 1.

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
    cpu = time.process_time()
    while True:
        for _ in range(1000):
            if state.is_terminal():
                seed += 1
                state = game.new_initial_state(seed)
            state.apply_action(rng.choice(state.legal_actions()))
        steps += 1000
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return steps / elapsed, steps / (time.process_time() - cpu)


def vector(spec, envs, threads, seconds, numpy_actions=False):
    # copy=False: the arrays are reused, as a training loop that consumes them at once would do.
    env = bivouac.VectorEnv(spec, envs, seed=1, threads=threads, copy=False)
    out = env.reset()
    rng = np.random.default_rng(1)
    steps = 0
    start = time.perf_counter()
    cpu = time.process_time()
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
            return steps / elapsed, steps / (time.process_time() - cpu)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    ap.add_argument("--envs", type=int, default=4096, help="games in each VectorEnv")
    ap.add_argument("--games", default="muskets,volley,gt,ready-aim-fire")
    args = ap.parse_args()
    print(
        f"{'game':16} {'rate':>6} {'single':>11} {'vec 1t':>11} {'vec 2t':>11} {'2t/1t':>6} "
        f"{'vec/single':>10} {'vec 1t numpy-actions':>21}"
    )
    for spec in args.games.split(","):
        single = single_loop(spec, args.seconds)
        one = vector(spec, args.envs, 1, args.seconds)
        two = vector(spec, args.envs, 2, args.seconds)
        np_one = vector(spec, args.envs, 1, args.seconds, numpy_actions=True)
        for k, unit in enumerate(("/s", "/cpu-s")):
            print(
                f"{spec if k == 0 else '':16} {unit:>6} {single[k]:11,.0f} {one[k]:11,.0f} "
                f"{two[k]:11,.0f} {two[k] / one[k]:6.2f} {one[k] / single[k]:10.1f} "
                f"{np_one[k]:21,.0f}" + ("   (2t/1t column: 2t eff)" if k else ""),
                flush=True,
            )


if __name__ == "__main__":
    main()
