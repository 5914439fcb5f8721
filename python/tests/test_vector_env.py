"""VectorEnv: n games in C++ stepped with NumPy arrays, reset when they end, the same on any
number of threads, and bad input refused before anything changes."""

import sys
import threading

import numpy as np
import pytest

import bivouac
from conftest import scaled


def random_actions(masks, rng):
    """One uniformly random legal id per row."""
    r = rng.random(masks.shape) * masks
    return r.argmax(axis=1)


def test_shapes_and_masks_match_the_game(spec, np_rng):
    game = bivouac.load_game(spec)
    env = bivouac.VectorEnv(game, 8, seed=3)
    obs, rew, term, masks, players = env.reset()
    n, a = 8, game.num_distinct_actions()
    assert obs.shape == (n, *game.observation_tensor_shape()) and obs.dtype == np.float32
    assert rew.shape == (n, game.num_players()) and rew.dtype == np.float32
    assert term.shape == (n,) and term.dtype == np.bool_
    assert masks.shape == (n, a) and masks.dtype == np.int8
    assert players.shape == (n,) and players.dtype == np.int32
    for _ in range(scaled(300)):
        for i in range(n):
            assert masks[i].any()
        obs, rew, term, masks, players = env.step(random_actions(masks, np_rng))
        assert np.all(np.isfinite(obs)) and obs.min() >= -1 and obs.max() <= 2
        assert np.all(rew[~term] == 0)


def test_each_game_matches_a_single_state(np_rng):
    """Game i is game.new_initial_state(seed of i) played with the same ids."""
    game = bivouac.load_game("muskets")
    env = bivouac.VectorEnv(game, 4, seed=9)
    obs, rew, term, masks, players = env.reset()
    states = [game.deserialize_state(doc_of(env, i)) for i in range(4)]
    for _ in range(scaled(400)):
        actions = random_actions(masks, np_rng)
        for i, s in enumerate(states):
            assert players[i] == s.current_player()
            assert np.array_equal(masks[i], s.legal_actions_mask())
            assert np.array_equal(obs[i], s.observation_tensor(s.current_player()))
            s.apply_action(int(actions[i]))
        obs, rew, term, masks, players = env.step(actions)
        for i, s in enumerate(states):
            if term[i]:
                assert s.is_terminal()
                assert list(rew[i]) == s.returns()
                states[i] = game.deserialize_state(doc_of(env, i))
            else:
                assert not s.is_terminal()


def doc_of(env, i):
    import json

    return json.dumps(
        {
            "format": "bivouac-state",
            "version": 1,
            "game": "muskets",
            "state": json.loads(env.serialize(i)),
        }
    )


def test_finished_games_restart_and_count(np_rng):
    env = bivouac.VectorEnv("volley:troops=40,turn_limit=12", 4, seed=1)
    *_, masks, _ = env.reset()
    ended = 0
    for _ in range(scaled(3000)):
        _, rew, term, masks, _ = env.step(random_actions(masks, np_rng))
        ended += int(term.sum())
        assert np.all(np.abs(rew[term]).sum(axis=1) >= 0)
    assert ended > 0
    assert sum(env.episodes()) == ended


def run(spec, threads, steps, seed=5, n=16):
    env = bivouac.VectorEnv(spec, n, seed=seed, threads=threads)
    rng = np.random.default_rng(seed)
    out = env.reset()
    digest = []
    for _ in range(steps):
        out = env.step(random_actions(out[3], rng))
        digest.append(tuple(x.tobytes() for x in out))
    return digest


@pytest.mark.parametrize("spec", ["muskets", "volley", "gt:players=3", "ready-aim-fire"])
def test_threads_give_the_same_results_as_one(spec):
    steps = scaled(200)
    one = run(spec, 1, steps)
    assert run(spec, 2, steps) == one
    assert run(spec, 3, steps) == one
    assert run(spec, 1, steps, seed=6) != one


@pytest.mark.parametrize("n", [1, 2, 5, 47])
def test_home_ranges_of_any_size_play_every_game_once(n):
    """The worker pool cuts its blocks into home ranges by the share each thread ran lately, so
    over many steps the ranges take many sizes, empty ones included (more threads than games):
    every game must still be played exactly once a step, as on one thread."""
    steps = scaled(300)
    one = run("muskets", 1, steps, n=n)
    for threads in (2, 3, 4):
        assert run("muskets", threads, steps, n=n) == one, f"{threads} threads, {n} games"


def test_bad_actions_raise_and_change_nothing(np_rng):
    env = bivouac.VectorEnv("muskets", 4, seed=2)
    obs, rew, term, masks, players = env.reset()
    before = [env.serialize(i) for i in range(4)]
    good = random_actions(masks, np_rng)
    with pytest.raises(TypeError, match="integer"):
        env.step(good.astype(np.float64))
    with pytest.raises(ValueError, match="shape"):
        env.step(good[:3])
    with pytest.raises(ValueError, match="shape"):
        env.step(good.reshape(2, 2))
    illegal = good.copy()
    illegal[2] = int(np.flatnonzero(masks[2] == 0)[0])
    with pytest.raises(ValueError, match=r"actions\[2\]"):
        env.step(illegal)
    with pytest.raises(ValueError):
        env.step(np.full(4, -1))
    assert [env.serialize(i) for i in range(4)] == before
    env.step(good)  # and it still works


def test_threaded_check_names_the_lowest_bad_game_and_changes_nothing(np_rng):
    """On several threads too, the error names the lowest bad index, and no game moves."""
    env = bivouac.VectorEnv("muskets", 512, seed=3, threads=3)
    masks = env.reset()[3]
    before = [env.serialize(i) for i in range(512)]
    actions = random_actions(masks, np_rng)
    for bad in (500, 7, 260):
        actions[bad] = int(np.flatnonzero(masks[bad] == 0)[0])
    with pytest.raises(ValueError, match=r"^actions\[7\] = "):
        env.step(actions)
    assert [env.serialize(i) for i in range(512)] == before


@pytest.mark.parametrize("spec", ["muskets", "volley", "gt:players=3", "ready-aim-fire"])
def test_every_id_the_mask_refuses_is_refused(spec, np_rng):
    """The check reads a bitset of each game's legal ids, several words long where the game has
    more than 64 ids: every id outside the mask (and outside the action space, either side) is
    refused with nothing changed, in any game of the env, and every id inside it is taken."""
    n = 3
    env = bivouac.VectorEnv(spec, n, seed=8, threads=2)
    size = bivouac.load_game(spec).num_distinct_actions()
    masks = env.reset()[3].copy()
    for _ in range(scaled(20)):
        before = [env.serialize(i) for i in range(n)]
        good = random_actions(masks, np_rng)
        for i in range(n):
            outside = np.flatnonzero(masks[i] == 0)
            if len(outside) > 100:  # a sample, with the highest id always in it
                outside = [*np_rng.choice(outside, 99, replace=False), outside[-1]]
            refused = [*outside, -1, size, size + 64, 2**40, -(2**40)]
            for bad in refused:
                actions = good.copy()
                actions[i] = bad
                with pytest.raises(ValueError, match=rf"^actions\[{i}\] = {bad} is not a legal"):
                    env.step(actions)
        assert [env.serialize(i) for i in range(n)] == before
        for i in range(n):
            assert masks[i].sum() >= 1
        masks = env.step(good)[3].copy()


@pytest.mark.parametrize("spec", ["muskets", "volley", "gt:players=3", "ready-aim-fire"])
def test_random_actions_are_legal_uniform_and_the_same_on_any_threads(spec):
    """env.random_actions(): a legal id per game, the same until the next step, the same ids on
    1 and 3 threads, and spread over the legal ids (not always the first or the last)."""
    envs = [bivouac.VectorEnv(spec, 16, seed=4, threads=k) for k in (1, 3)]
    outs = [env.reset() for env in envs]
    spread = set()
    for _ in range(scaled(150)):
        ids = envs[0].random_actions()
        assert ids.dtype == np.int64 and ids.shape == (16,)
        assert np.array_equal(ids, envs[0].random_actions()), "the same ids until a step"
        assert np.array_equal(ids, envs[1].random_actions()), "threads changed the ids"
        masks = outs[0][3]
        assert masks[np.arange(16), ids].all(), "a random action that is not legal"
        for i in np.flatnonzero(masks.sum(axis=1) > 1):
            legal = np.flatnonzero(masks[i])
            spread.add(int(np.searchsorted(legal, ids[i]) * 2 >= len(legal)))
        outs = [env.step(ids) for env in envs]
        assert all(np.array_equal(a, b) for a, b in zip(*outs))
    assert spread == {0, 1}, "the ids were always from one half of the legal ones"
    with pytest.raises(ValueError, match="reset"):
        bivouac.VectorEnv(spec, 2).random_actions()


def test_bad_construction_raises():
    with pytest.raises(ValueError):
        bivouac.VectorEnv("muskets", 0)
    with pytest.raises(ValueError):
        bivouac.VectorEnv("muskets", 4, threads=0)
    with pytest.raises(ValueError):
        bivouac.VectorEnv("no-such-game", 4)
    with pytest.raises(ValueError, match="reset"):
        bivouac.VectorEnv("muskets", 2).step(np.zeros(2, dtype=np.int64))


def test_step_releases_the_gil(np_rng):
    """Another Python thread runs while step is inside C++. The switch interval is set so long
    that the main thread never hands the GIL over by itself; the other thread can then run only
    when the main thread releases the GIL in a blocking call. So it counts nothing across a call
    that holds the GIL (checked below on pure Python work), and counts during step only if step
    releases it. Nothing here depends on how fast or how loaded the machine is: the steps repeat
    until the other thread has been seen inside one, up to a bound no scheduler needs."""
    env = bivouac.VectorEnv("gt:players=4", 256, seed=4)
    masks = env.reset()[3]
    count = [0]
    stop = threading.Event()
    running = threading.Event()

    def counter():
        running.set()
        while not stop.is_set():
            count[0] += 1
            stop.wait(0.0002)  # a blocking wait: hands the GIL back to whoever waits for it

    def counted(call):
        """How often the other thread ran during call(), and what call() returned."""
        before = count[0]
        value = call()
        return count[0] - before, value

    def hold_the_gil():
        total = 0
        for i in range(200_000):
            total += i * i
        return total

    old_interval = sys.getswitchinterval()
    sys.setswitchinterval(1000.0)
    t = threading.Thread(target=counter)
    try:
        t.start()
        running.wait()
        held = sum(counted(hold_the_gil)[0] for _ in range(20))
        inside, steps = 0, 0
        while inside == 0 and steps < 300:
            actions = random_actions(masks, np_rng)
            inside, out = counted(lambda: env.step(actions))
            masks = out[3]
            steps += 1
    finally:
        stop.set()
        sys.setswitchinterval(old_interval)
        t.join()
    assert held == 0, f"the other thread ran {held} times while pure Python held the GIL"
    assert inside > 0, f"the other thread never ran inside any of {steps} steps"


def test_copy_false_reuses_the_arrays_with_the_same_values(np_rng):
    fresh = bivouac.VectorEnv("volley", 8, seed=5)
    reuse = bivouac.VectorEnv("volley", 8, seed=5, copy=False)
    assert fresh.copy and not reuse.copy
    a, b = fresh.reset(), reuse.reset()
    kept = b
    for _ in range(scaled(200)):
        actions = fresh.random_actions()
        assert np.array_equal(actions, reuse.random_actions())
        a, b = fresh.step(actions), reuse.step(actions)
        assert all(x is y for x, y in zip(b, kept)), "copy=False returns the same arrays"
        assert all(np.array_equal(x, y) for x, y in zip(a, b))
    ids = reuse.random_actions()
    assert reuse.random_actions() is ids, "copy=False reuses random_actions()'s array too"
    assert fresh.random_actions() is not fresh.random_actions()
    before = [x.copy() for x in b]
    bad = a[3][0].argmin()  # an id that is not legal in game 0
    with pytest.raises(ValueError):
        reuse.step(np.full(8, bad))
    assert all(np.array_equal(x, y) for x, y in zip(before, kept)), "a refused step writes nothing"


def test_actions_in_any_integer_layout_step_alike():
    """An int64 C-contiguous array is read in place; a strided view, another integer dtype, a
    list or an int64 array of the wrong shape go through NumPy's conversion and its checks."""
    envs = [bivouac.VectorEnv("muskets", 6, seed=8) for _ in range(4)]
    outs = [env.reset() for env in envs]
    for _ in range(scaled(100)):
        ids = envs[0].random_actions()
        wide = np.zeros(12, dtype=np.int64)
        wide[::2] = ids
        forms = [ids, wide[::2], ids.astype(np.int32), ids.tolist()]
        outs = [env.step(form) for env, form in zip(envs, forms)]
        for other in outs[1:]:
            assert all(np.array_equal(x, y) for x, y in zip(outs[0], other))
    with pytest.raises(ValueError, match=r"shape \(6,\)"):
        envs[0].step(np.zeros((6, 1), dtype=np.int64))
    with pytest.raises(ValueError, match=r"shape \(6,\), got \(5,\)"):
        envs[0].step(np.zeros(5, dtype=np.int64))
