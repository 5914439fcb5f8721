#!/usr/bin/env python3
"""How many games a bot loses before it has any choice: the ceiling of any bot's win rate
against a given opponent (docs/ai.md, "A ceiling in Muskets").

Plays `--deals` deals with the opponent bot in every seat and counts, for each seat, the games
that seat lost without ever having a decision with more than one legal action. A bot that took
that seat could not have changed those games. In a paired match (each deal played from both
seats) a bot therefore wins at most 1 - (the mean of those fractions over the seats).

    PYTHONPATH=build/release/python python3 bench/no_choice_losses.py muskets --deals 4000
"""

import argparse
import math

import bivouac


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", help="game spec, e.g. muskets or muskets:first_turns=no_fire_charge")
    ap.add_argument("--opponent", default="heuristic", help="the bot in every seat")
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    game = bivouac.load_game(args.game)
    players = game.num_players()
    bot = bivouac.Bot(args.opponent, args.seed)
    lost_without_choice = [0] * players
    for deal in range(args.deals):
        s = game.new_initial_state(args.seed * 1_000_003 + deal)
        chose = [False] * players
        while not s.is_terminal():
            legal = s.legal_actions()
            if len(legal) > 1:
                chose[s.current_player()] = True
                s.apply_action(bot.step(s))
            else:
                s.apply_action(legal[0])
        r = s.returns()
        for p in range(players):
            if r[p] < max(r) and not chose[p]:
                lost_without_choice[p] += 1
    total = sum(lost_without_choice)
    n = args.deals * players
    lo, hi = wilson(total, n)
    print(f"{args.game}: {args.deals} deals, {args.opponent} in every seat")
    for p in range(players):
        print(f"  seat {p + 1}: lost {lost_without_choice[p]} games without a choice")
    print(
        f"  a seat loses {100 * total / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] of its games "
        f"before its first choice; so no bot wins more than {100 * (1 - total / n):.1f}% "
        f"[{100 * (1 - hi):.1f}, {100 * (1 - lo):.1f}] against {args.opponent} over paired deals"
    )


if __name__ == "__main__":
    main()
