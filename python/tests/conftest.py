"""Shared fixtures: every game (with a few option sets) and small random-play helpers."""

import os
import random

import numpy as np
import pytest

import bivouac

SANITIZED = os.environ.get("BIVOUAC_SANITIZED") == "1"
# Under the sanitizers everything runs ~20x slower: fewer positions, same checks.
SCALE = 0.1 if SANITIZED else 1.0

SPECS = [
    "muskets",
    "muskets:general_substitutes=any",
    "volley",
    "volley:defense_cards=per_card,multi_unit_melds=on",
    "gt",
    "gt:players=3",
    "ready-aim-fire",
    "ready-aim-fire:nation_a=france",
]


def scaled(n):
    return max(1, int(n * SCALE))


@pytest.fixture(params=SPECS)
def spec(request):
    return request.param


@pytest.fixture
def game(spec):
    return bivouac.load_game(spec)


def random_positions(game, games, seed, max_steps=3000, every=1):
    """Yields states met in `games` uniformly random games (each yielded state is a clone)."""
    rng = random.Random(seed)
    for g in range(games):
        state = game.new_initial_state(rng.getrandbits(32))
        steps = 0
        while not state.is_terminal() and steps < max_steps:
            if steps % every == 0:
                yield state.clone()
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
        yield state.clone()


def play_random(state, rng, steps):
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.fixture
def np_rng():
    return np.random.default_rng(7)
