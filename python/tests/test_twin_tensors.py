"""Twin worlds: a world sampled from a player's observation (the engine's determinize, here
state.resample) differs from the true one only in what he may not know, so his observation
tensors of the two must be byte-identical -- for every game, over thousands of random positions.
The twin is then played on with the same public actions while he still cannot tell them apart
(the C++ battery tests/support/tensor_tests.cpp runs the same check on the engine side)."""

import json
import random

import bivouac
from conftest import SPECS, scaled

POSITIONS_PER_GAME = 3000


def cards_of(state):
    """The position without its random generator (a resampled world always has a new one)."""
    doc = json.loads(state.serialize())["state"]
    doc.pop("rng", None)
    doc.pop("forced_dice", None)
    return doc


def twin_check(spec, positions, seed):
    game = bivouac.load_game(spec)
    rng = random.Random(seed)
    checked = differing = 0
    while checked < positions:
        s = game.new_initial_state(rng.getrandbits(32))
        while not s.is_terminal() and checked < positions:
            for p in range(game.num_players()):
                twin = s.resample(p, rng.getrandbits(32))
                a = s.observation_tensor(p).tobytes()
                b = twin.observation_tensor(p).tobytes()
                assert (
                    a == b
                ), f"{spec}: player {p} tells two worlds apart at turn {s.turn_number()}"
                checked += 1
                if cards_of(twin) != cards_of(s):
                    differing += 1
            s.apply_action(rng.choice(s.legal_actions()))
    return checked, differing


def test_twin_worlds_give_identical_tensors_on_every_game():
    report = []
    for spec in SPECS:
        checked, differing = twin_check(spec, scaled(POSITIONS_PER_GAME), seed=len(spec))
        # The twins must really be other worlds, or the test proves nothing.
        assert differing > checked // 2, f"{spec}: only {differing} of {checked} twins differ"
        report.append(f"{spec}: {checked} twin pairs, {differing} different worlds")
    print("\n" + "\n".join(report))
