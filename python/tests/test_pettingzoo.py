"""bivouac.pettingzoo.env(game) against the checks of PettingZoo's api_test (pettingzoo/test/
api_test.py), restated here so they run without PettingZoo: reset(seed, options), agents and
spaces, last() and observe(), the action mask, cumulative rewards, terminated agents stepping
with None until none is left, seeding, and step() returning nothing."""

import re
from collections import defaultdict

import numpy as np
import pytest

import bivouac
from bivouac import pettingzoo as bz
from bivouac import spaces
from conftest import SPECS, scaled


@pytest.fixture(params=SPECS)
def env(request):
    return bz.env(request.param)


def test_is_an_aec_env_when_pettingzoo_is_installed(env):
    if bz.HAVE_PETTINGZOO:
        import pettingzoo

        assert isinstance(env, pettingzoo.AECEnv)
    else:
        assert env.unwrapped is env


def test_reset_takes_seed_and_options(env):
    env.reset(seed=0, options={"options": 1})
    assert not any(env.terminations.values()) and not any(env.truncations.values())
    assert isinstance(env.num_agents, int) and env.num_agents > 0
    assert env.num_agents == len(env.agents) == len(env.possible_agents)


def test_spaces_are_cached_and_well_formed(env):
    env.reset(seed=1)
    agent_0 = env.agent_selection
    for agent in env.agents:
        assert re.match("[a-z]+_[0-9]+", agent)
        assert isinstance(env.observation_space(agent), spaces.Space)
        assert isinstance(env.action_space(agent), spaces.Discrete)
        assert env.observation_space(agent) is env.observation_space(agent)
        assert env.action_space(agent) is env.action_space(agent)
        assert env.observation_space(agent) == env.observation_space(agent_0)
        box = env.observation_space(agent)["observation"]
        assert box.low.shape == box.shape and box.high.shape == box.shape
        assert np.all(box.low < box.high)
        assert env.action_space(agent).n == env.game.num_distinct_actions()


def test_first_observation_and_last_without_observe(env):
    env.reset(seed=2)
    obs, reward, terminated, truncated, info = env.last()
    assert set(obs) == {"observation", "action_mask"}
    o, m = obs["observation"], obs["action_mask"]
    assert isinstance(o, np.ndarray) and o.shape != (0,) and np.all(np.isfinite(o))
    assert not np.array_equal(o, np.zeros(o.shape)), "observation all zeros"
    assert m.dtype == np.int8 and m.ndim == 1 and m.any() and np.array_equal(m, m.astype(bool))
    assert env.last(observe=False)[0] is None
    assert reward == 0 and terminated is False and truncated is False and info == {}


def play(env, cycles, seed):
    """PettingZoo's play test, with its invariants after every step."""
    env.reset(seed=seed)
    live = set(env.agents)
    finished, generated = set(), set()
    accumulated = defaultdict(float)
    observation_0 = env.last()[0]["observation"]
    for agent in env.agent_iter(env.num_agents * cycles):
        generated.add(agent)
        assert agent not in finished, "agents cannot resurrect"
        assert isinstance(env.infos[agent], dict)
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            action = None
        else:
            action = env.action_space(agent).sample(obs["action_mask"])
            assert obs["action_mask"][action] == 1
        assert live <= set(env.agents), "agents must be removed only when done"
        if terminated or truncated:
            live.discard(agent)
            finished.add(agent)
        assert accumulated[agent] == reward, "last() must give the accumulated rewards"
        accumulated[agent] = 0
        assert env.step(action) is None, "step() must not return anything"
        for a, r in env.rewards.items():
            accumulated[a] += r
        assert env.num_agents == len(env.agents)
        for table in (env.rewards, env.terminations, env.truncations, env.infos):
            assert set(table) == set(env.agents)
        assert set(env.agents) <= set(env.possible_agents)
        if not env.agents:
            break
        assert env.observation_space(agent).contains(obs), "observation out of its space"
        assert obs["observation"].dtype == env.observation_space(agent)["observation"].dtype
        assert obs["observation"].shape == observation_0.shape
        for a in env.agents:
            assert isinstance(env.terminations[a], bool) and isinstance(env.truncations[a], bool)
            float(env.rewards[a])
    if not env.agents:
        assert finished == generated, "not all agents finished"
    return not env.agents


def test_play_test_to_the_end(env):
    ended = sum(play(env, 100000, seed) for seed in range(scaled(3)))
    assert ended == scaled(3), "every game runs to its end within the cycles"


def test_play_test_short_and_long(env):
    play(env, 2, seed=5)
    play(env, scaled(1000), seed=6)


def test_action_flexibility_and_seeding(env):
    env.reset(seed=0)
    action = env.action_space(env.agent_selection).sample(env.last()[0]["action_mask"])
    env.step(action)
    first = env.observe(env.agent_selection)["observation"].copy()
    env.reset(seed=0)
    env.step(np.int32(action))
    assert np.array_equal(env.observe(env.agent_selection)["observation"], first)


def test_same_seed_same_game(env):
    def trace(seed):
        env.reset(seed=seed)
        out = []
        for agent in env.agent_iter(200):
            obs, _, term, trunc, _ = env.last()
            out.append((agent, obs["observation"].tobytes()))
            env.step(None if term or trunc else env.action_space(agent).sample(obs["action_mask"]))
        return out

    assert trace(3) == trace(3)


def test_masks_only_for_the_agent_to_move(env):
    env.reset(seed=4)
    for agent in env.agents:
        mask = env.observe(agent)["action_mask"]
        assert mask.any() == (agent == env.agent_selection)


def test_bad_steps_raise_and_change_nothing(env):
    env.reset(seed=7)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    before = env.state.serialize()
    with pytest.raises(ValueError, match="not legal"):
        env.step(int(np.flatnonzero(mask == 0)[0]))
    with pytest.raises(ValueError, match="needs an action"):
        env.step(None)
    assert env.state.serialize() == before and env.agent_selection == agent


def test_terminated_agent_must_step_none():
    env = bz.env("volley:troops=40,turn_limit=12")
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term:
            with pytest.raises(ValueError, match="only valid action is None"):
                env.step(0)
            env.step(None)
        else:
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert env.agents == []


def test_render_and_close():
    env = bz.env("muskets", render_mode="ansi")
    env.reset(seed=1)
    assert isinstance(env.render(), str) and env.render()
    env.close()
    with pytest.raises(ValueError):
        bz.env("muskets", render_mode="rgb_array")
    assert bz.env(bivouac.load_game("muskets")).possible_agents == ["player_0", "player_1"]
