#!/usr/bin/env python3
"""Fits a game's position evaluator to self-play results and writes it as data (docs/ai.md,
"Fitted evaluators").

The model is linear in the observation tensor: each player's observation x scores s = w . x, a
side scores the mean of its players' scores, and the chance that side A beats side B is
sigmoid(s_A - s_B). So the estimate is zero-sum between two sides by construction, partners share
it, and it reads only what each player may know of the (sampled) world. No bias: what moving
first is worth is in the tensor.

Positions come from games of the game's heuristic bot in every seat, with a random move in place
of its choice one time in ten (the search's own playouts, `epsilon` 0.1). Each decision is kept
with probability --sample; its label is the final result. Games are split by deal into a fitting
set and a held-out set, and the held-out log loss and accuracy are printed beside a constant
guess's, so a weights file that predicts nothing is seen before it is written.

    PYTHONPATH=build/release/python python3 bench/fit_evaluator.py volley --games 6000 \\
        --out src/games/volley/evaluator.toml
"""

import argparse
import datetime
import math
import random
import sys

import numpy as np

import bivouac


def play(game, bot, rng, seed, sample, epsilon):
    """One self-play game: the sampled positions' per-player tensors and the players' returns."""
    s = game.new_initial_state(seed)
    rows = []
    while not s.is_terminal():
        legal = s.legal_actions()
        if len(legal) > 1 and rng.random() < sample:
            rows.append(np.stack([s.observation_tensor(p) for p in range(game.num_players())]))
        if len(legal) == 1:
            a = legal[0]
        elif rng.random() < epsilon:
            a = rng.choice(legal)
        else:
            a = bot.step(s)
        s.apply_action(a)
    return rows, s.returns()


def side_features(tensors, sides):
    """Per position: the mean tensor of side 0's players minus side 1's."""
    a = [p for p, side in enumerate(sides) if side == 0]
    b = [p for p, side in enumerate(sides) if side == 1]
    return tensors[:, a, :].mean(axis=1) - tensors[:, b, :].mean(axis=1)


def fit(x, y, l2, newton_steps=20, cg_steps=50):
    """L2-regularised logistic regression without a bias, by Newton's method with each step
    solved by conjugate gradients on Hessian-vector products: the products cost two passes over
    the data, where forming the Hessian of thousands of features (GT's tensor) would take hours
    with the reference BLAS."""
    w = np.zeros(x.shape[1])
    for _ in range(newton_steps):
        p = 1 / (1 + np.exp(-(x @ w.astype(np.float32))))
        grad = x.T @ (p - y).astype(np.float32) + l2 * w
        d = p * (1 - p)

        def hess(v):
            # In float32, as x is: a float64 vector would make NumPy copy x to float64.
            xv = x @ v.astype(np.float32)
            return x.T @ (d * xv).astype(np.float32) + l2 * v

        step = np.zeros_like(w)
        r = grad.copy()
        q = r.copy()
        rr = r @ r
        for _ in range(cg_steps):
            hq = hess(q)
            alpha = rr / (q @ hq)
            step += alpha * q
            r -= alpha * hq
            rr_next = r @ r
            if rr_next < 1e-12 * (grad @ grad):
                break
            q = r + (rr_next / rr) * q
            rr = rr_next
        w -= step
        if np.max(np.abs(step)) < 1e-5:
            break
    return w


def score(x, y, w):
    p = np.clip(1 / (1 + np.exp(-(x @ w.astype(np.float32)))), 1e-9, 1 - 1e-9)
    loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
    decided = y != 0.5
    acc = np.mean((p[decided] > 0.5) == (y[decided] > 0.5)) if decided.any() else float("nan")
    return loss, acc


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", help="a game spec, e.g. volley")
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--sample", type=float, default=0.2, help="share of decisions kept")
    ap.add_argument("--epsilon", type=float, default=0.1, help="chance of a random move")
    ap.add_argument("--l2", type=float, default=1.0, help="ridge penalty")
    ap.add_argument("--holdout", type=float, default=0.2, help="share of deals held out")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="the weights file to write (TOML); none: only report")
    args = ap.parse_args()
    if args.games < 10 or not 0 < args.sample <= 1 or not 0 < args.holdout < 1:
        sys.exit(
            "fit_evaluator: --games must be at least 10, --sample in (0, 1], --holdout in (0, 1)"
        )

    game = bivouac.load_game(args.game)
    sides = [game.side_of(p) for p in range(game.num_players())]
    if sorted(set(sides)) != [0, 1]:
        sys.exit(f"fit_evaluator: {args.game} has {len(set(sides))} sides; the model needs two")
    bot = bivouac.Bot("heuristic", args.seed)
    rng = random.Random(args.seed)
    sets = {"fit": ([], []), "held out": ([], [])}
    for deal in range(args.games):
        rows, returns = play(
            game, bot, rng, args.seed * 1_000_003 + deal, args.sample, args.epsilon
        )
        if not rows:
            continue
        # Side 0's result: 1 a win, 0 a loss, 0.5 a draw.
        y = (returns[sides.index(0)] + 1) / 2
        which = "held out" if deal % round(1 / args.holdout) == 0 else "fit"
        sets[which][0].append(side_features(np.stack(rows), sides).astype(np.float32))
        sets[which][1].append(np.full(len(rows), y))
        if (deal + 1) % max(1, args.games // 10) == 0:
            print(f"  {deal + 1} of {args.games} games played", file=sys.stderr, flush=True)
    (xf, yf), (xh, yh) = [(np.concatenate(a), np.concatenate(b)) for a, b in sets.values()]

    print(
        f"  fitting {xf.shape[0]} positions of {xf.shape[1]} features", file=sys.stderr, flush=True
    )
    w = fit(xf, yf, args.l2)
    base = np.full_like(yh, yf.mean())
    base_loss = -np.mean(yh * np.log(base) + (1 - yh) * np.log(1 - base))
    loss, acc = score(xh, yh, w)
    fit_loss, fit_acc = score(xf, yf, w)
    print(f"{args.game}: {len(yf)} positions fitted, {len(yh)} held out, {xf.shape[1]} features")
    print(f"  fitted set: log loss {fit_loss:.4f}, winner right {fit_acc:.1%}")
    print(
        f"  held out:   log loss {loss:.4f}, winner right {acc:.1%} (a constant guess: {base_loss:.4f})"
    )
    if loss >= base_loss:
        sys.exit(
            "fit_evaluator: the fit predicts held-out results no better than a constant; not written"
        )
    if args.out:
        today = datetime.date.today().isoformat()
        cmd = " ".join(["bench/fit_evaluator.py"] + sys.argv[1:])
        with open(args.out, "w") as f:
            f.write(
                f"# {game.id}'s fitted position evaluator: one weight per observation-tensor field\n"
            )
            f.write(
                '# (docs/python.md gives the layout; docs/ai.md, "Fitted evaluators", the model).\n'
            )
            f.write(f"# Made on {today} by: PYTHONPATH=build/release/python python3 {cmd}\n")
            f.write(
                f"# {len(yf)} positions fitted; held out ({len(yh)}): log loss {loss:.4f} against\n"
            )
            f.write(f"# {base_loss:.4f} for a constant guess, winner right {acc:.1%}.\n")
            f.write(f"tensor_size = {xf.shape[1]}\n")
            f.write("weights = [\n")
            for i in range(0, len(w), 8):
                f.write("  " + ", ".join(f"{v:.6g}" for v in w[i : i + 8]) + ",\n")
            f.write("]\n")
        print(f"  written to {args.out}")


if __name__ == "__main__":
    main()
