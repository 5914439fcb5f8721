"""The game and state API on every game: ids, masks, tensors, text, serialization, seeds."""

import json
import random

import numpy as np
import pytest

import bivouac
from conftest import SPECS, play_random, random_positions, scaled


def test_games_lists_every_game_with_options():
    ids = {g["id"] for g in bivouac.games()}
    assert {"muskets", "volley", "gt", "ready-aim-fire"} <= ids
    for g in bivouac.games():
        assert g["title"] and isinstance(g["options"], list)
        for o in g["options"]:
            assert {"name", "default", "description", "values"} <= o.keys()


def test_load_game_with_options_keeps_them():
    game = bivouac.load_game("ready-aim-fire:nation_a=france")
    assert game.options()["nation_a"] == "france"
    assert "nation_a=france" in game.spec


def test_done_means_command():
    s = bivouac.load_game("muskets").new_initial_state(1)
    legal = s.legal_actions()
    assert legal and all(isinstance(a, int) for a in legal)


def test_every_action_id_has_a_meaning(game):
    n = game.num_distinct_actions()
    assert n > 0
    meanings = [game.action_meaning(i) for i in range(n)]
    assert all(meanings)
    assert len(set(meanings)) == n, "two ids share a meaning"
    with pytest.raises(ValueError, match="outside"):
        game.action_meaning(n)


def test_masks_equal_legal_actions_and_ids_in_range(game):
    n = game.num_distinct_actions()
    for s in random_positions(game, scaled(20), seed=1):
        legal = s.legal_actions()
        mask = s.legal_actions_mask()
        assert mask.dtype == np.int8 and mask.shape == (n,)
        assert list(np.flatnonzero(mask)) == legal
        assert legal == sorted(set(legal))
        assert all(0 <= a < n for a in legal)
        assert s.is_terminal() == (not legal)


def test_tensor_shape_dtype_and_range(game):
    shape = tuple(game.observation_tensor_shape())
    for s in random_positions(game, scaled(10), seed=2, every=3):
        for p in range(game.num_players()):
            t = s.observation_tensor(p)
            assert t.dtype == np.float32 and t.shape == shape
            assert np.all(np.isfinite(t))
            assert t.min() >= -1.0 and t.max() <= 2.0


def test_action_text_round_trips(game):
    for s in random_positions(game, scaled(5), seed=3, every=2):
        for a in s.legal_actions():
            text = s.action_to_string(a)
            assert s.string_to_action(text) == a


def test_apply_action_follows_the_engine_and_returns_at_the_end(game):
    rng = random.Random(4)
    s = game.new_initial_state(4)
    while not s.is_terminal():
        p = s.current_player()
        assert 0 <= p < game.num_players()
        s.apply_action(rng.choice(s.legal_actions()), p)
    assert s.current_player() == -1
    r = s.returns()
    assert len(r) == game.num_players() and set(r) <= {-1.0, 0.0, 1.0}


def test_sides_pair_partners_and_share_the_returns():
    four = bivouac.load_game("gt:players=4")
    assert four.num_sides() == 2
    assert [four.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    s = four.new_initial_state(3)
    play_random(s, random.Random(3), 100000)
    assert s.is_terminal()
    r = s.returns()
    assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
    with pytest.raises(ValueError, match="side_of: player 4 is not a player"):
        four.side_of(4)


def test_same_seed_same_game_and_clone_is_independent(game):
    a = game.new_initial_state(11)
    b = game.new_initial_state(11)
    assert a == b
    rng1, rng2 = random.Random(5), random.Random(5)
    play_random(a, rng1, 200)
    play_random(b, rng2, 200)
    assert a == b and a.serialize() == b.serialize()
    c = a.clone()
    play_random(c, random.Random(6), 5)
    if not a.is_terminal():
        assert c != a
    assert a == b


def test_serialize_round_trip(game):
    for s in random_positions(game, scaled(3), seed=8, every=25):
        text = s.serialize()
        back = game.deserialize_state(text)
        assert back == s
        assert back.legal_actions() == s.legal_actions()
        for p in range(game.num_players()):
            assert back.observation_tensor(p).tobytes() == s.observation_tensor(p).tobytes()


def test_record_replays_the_game(game):
    rng = random.Random(9)
    s = game.new_initial_state(9)
    play_random(s, rng, 60)
    rec = s.record()
    assert rec["game"] == game.spec and rec["seed"] == 9
    # Replay the recorded texts on a fresh state: the same position.
    r = game.new_initial_state(9)
    assert rec["format"] == "bivouac-record"
    for text in rec["actions"]:
        r.apply_action(r.string_to_action(text))
    assert r == s


def test_view_is_the_players_view(game):
    s = game.new_initial_state(12)
    for p in range(game.num_players()):
        v = s.view(p)
        assert v["type"] == "view" and v["viewer"] == p
        assert v["to_move"] == s.current_player()
        assert isinstance(v["render"], str)
        assert isinstance(v["board"]["zones"], list)
        assert all("parts" in a for a in v["legal"])
        if p == s.current_player():
            assert len(v["legal"]) == len(s.legal_actions())
        else:
            assert v["legal"] == []
    json.dumps(s.view(0))


def test_resample_keeps_the_observation(game):
    for s in random_positions(game, scaled(3), seed=13, every=20):
        for p in range(game.num_players()):
            w = s.resample(p, seed=21)
            assert w.observation_tensor(p).tobytes() == s.observation_tensor(p).tobytes()
            assert w.view(p)["board"] == s.view(p)["board"]
            assert w.resample(p, seed=21) == w.resample(p, seed=21)


# --- Bad input: a clear error and nothing changed --------------------------------------------


def test_illegal_action_raises_and_changes_nothing(game):
    s = game.new_initial_state(14)
    before = s.serialize()
    legal = set(s.legal_actions())
    illegal = next(i for i in range(game.num_distinct_actions()) if i not in legal)
    with pytest.raises(ValueError, match="not legal"):
        s.apply_action(illegal)
    with pytest.raises(ValueError, match="outside the action space"):
        s.apply_action(game.num_distinct_actions() + 5)
    with pytest.raises(ValueError, match="outside the action space"):
        s.apply_action(-1)
    with pytest.raises(TypeError):
        s.apply_action("pass")
    assert s.serialize() == before
    assert s.record()["actions"] == []


def test_wrong_player_raises_and_changes_nothing(game):
    s = game.new_initial_state(15)
    before = s.serialize()
    other = (s.current_player() + 1) % game.num_players()
    with pytest.raises(ValueError, match="not to move"):
        s.apply_action(s.legal_actions()[0], other)
    for bad in (-1, game.num_players()):
        with pytest.raises(ValueError, match="not a player"):
            s.observation_tensor(bad)
        with pytest.raises(ValueError, match="not a player"):
            s.view(bad)
        with pytest.raises(ValueError, match="not a player"):
            s.resample(bad, 1)
    assert s.serialize() == before


# Issue 41, item 10: every method that takes a player checks it (render used to skip the check and
# read past Ready Aim Fire's arrays), and a number of any size is a ValueError, not a
# RuntimeError from the conversion.
HUGE_PLAYERS = (2**31, 2**63, 2**100, -(2**31) - 1, -(2**100))


def test_every_player_argument_is_checked(game):
    s = game.new_initial_state(17)
    before = s.serialize()
    n = game.num_players()
    for bad in (-2, n, n + 1, 99, *HUGE_PLAYERS):
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.render(viewer=bad)
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.render(bad)
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.view(bad)
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.observation_tensor(bad)
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.resample(bad, 1)
        with pytest.raises(ValueError, match="not a player|out of range"):
            game.side_of(bad)
        with pytest.raises(ValueError, match="not a player|out of range"):
            s.apply_action(s.legal_actions()[0], player=bad)
    for wrong_type in ("0", 1.0, None, [0]):
        with pytest.raises(TypeError, match="expected an integer"):
            s.view(wrong_type)
        with pytest.raises(TypeError, match="expected an integer"):
            s.render(viewer=wrong_type)
    assert s.serialize() == before
    # The good ones still work, numpy integers included.
    assert s.render() == s.render(viewer=-1)
    for p in range(n):
        assert isinstance(s.render(viewer=p), str)
        assert s.view(np.int64(p))["viewer"] == p
    s.apply_action(s.legal_actions()[0], player=np.int32(s.current_player()))


def test_huge_action_ids_are_value_errors(game):
    s = game.new_initial_state(18)
    before = s.serialize()
    for bad in (2**31, 2**63, 2**100, -(2**63) - 1):
        with pytest.raises(ValueError, match="outside|out of range"):
            s.apply_action(bad)
        with pytest.raises(ValueError, match="outside|out of range"):
            s.action_to_string(bad)
        with pytest.raises(ValueError, match="outside|out of range"):
            game.action_meaning(bad)
    assert s.serialize() == before


def test_bad_text_spec_and_document_raise_clearly(game):
    s = game.new_initial_state(16)
    with pytest.raises(ValueError):
        s.string_to_action("no such action at all")
    with pytest.raises(ValueError):
        bivouac.load_game("no-such-game")
    with pytest.raises(ValueError, match="not JSON"):
        game.deserialize_state("{not json")
    other = "volley" if game.id != "volley" else "muskets"
    with pytest.raises(ValueError, match="not of"):
        game.deserialize_state(bivouac.load_game(other).new_initial_state(1).serialize())


def test_actions_after_the_end_raise(game):
    s = game.new_initial_state(17)
    rng = random.Random(17)
    while not s.is_terminal():
        s.apply_action(rng.choice(s.legal_actions()))
    with pytest.raises(ValueError, match="over"):
        s.apply_action(0)
    assert not s.legal_actions() and not s.legal_actions_mask().any()


@pytest.mark.parametrize("spec", SPECS[:1])
def test_bot_plays_from_the_observation_only(spec):
    game = bivouac.load_game(spec)
    s = game.new_initial_state(3)
    play_random(s, random.Random(3), 10)
    p = s.current_player()
    twin = s.resample(p, seed=99)
    # Same seed, same observation: the same choice whatever the hidden cards are.
    a = bivouac.Bot("ismcts:iters=200,threads=1", seed=5).step(s)
    b = bivouac.Bot("ismcts:iters=200,threads=1", seed=5).step(twin)
    assert a == b and a in s.legal_actions()
    hint = bivouac.Bot("ismcts:iters=200,threads=1", seed=5).hint(s)
    assert hint["action_id"] in s.legal_actions()
    assert bivouac.Bot("random", seed=1).step(s) in s.legal_actions()


def test_bot_bad_spec_raises():
    s = bivouac.load_game("muskets").new_initial_state(1)
    with pytest.raises(ValueError):
        bivouac.Bot("no-such-bot").step(s)
    with pytest.raises(ValueError):
        bivouac.Bot("ismcts:level=impossible").step(s)


def test_hard_bot_steps_and_hints_within_its_second():
    s = bivouac.load_game("muskets").new_initial_state(2)
    bot = bivouac.Bot("ismcts:hard", seed=3)
    assert bot.spec == "ismcts:hard"
    assert bot.step(s) in s.legal_actions()
    hint = bot.hint(s, top=3)
    assert hint["action_id"] in s.legal_actions() and hint["searched"]
    assert len(hint["candidates"]) <= 3
