"""PettingZoo's AEC interface for every Bivouac game: ``bivouac.pettingzoo.env("muskets")``.

Agents are "player_0", "player_1", ...; each observation is a dict with the player's
observation tensor ("observation", float32) and his legal-action mask ("action_mask", int8,
all zeros when he is not to move). Rewards are the game's returns (+1 win, -1 loss, 0 draw), given
when the game ends. The class derives from pettingzoo.AECEnv when PettingZoo is installed and
works the same without it (spaces then come from bivouac.spaces).
"""

import random as _random

import numpy as np

from . import _bivouac
from . import spaces as _spaces

try:  # pragma: no cover - depends on the machine
    from pettingzoo import AECEnv as _Base

    HAVE_PETTINGZOO = True
except ImportError:
    HAVE_PETTINGZOO = False

    class _Base:
        """Stands in for pettingzoo.AECEnv when PettingZoo is not installed."""

        metadata = {}

        @property
        def unwrapped(self):
            return self


OBSERVATION_LOW = -1.0
OBSERVATION_HIGH = 2.0


class BivouacAECEnv(_Base):
    """One game of Bivouac as a PettingZoo AEC environment."""

    metadata = {"name": "bivouac_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game, render_mode=None):
        super().__init__()
        self.game = _bivouac.load_game(game) if isinstance(game, str) else game
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', got {render_mode!r}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(self.game.num_players())]
        self._index = {a: p for p, a in enumerate(self.possible_agents)}
        n = self.game.num_distinct_actions()
        shape = tuple(self.game.observation_tensor_shape())
        self._action_spaces = {a: _spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {
            a: _spaces.Dict(
                {
                    "observation": _spaces.Box(
                        OBSERVATION_LOW, OBSERVATION_HIGH, shape, np.float32
                    ),
                    "action_mask": _spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.state = None
        self.agents = []
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self.agent_selection = None

    def __str__(self):
        return f"bivouac_{self.game.id}"

    # --- Spaces -----------------------------------------------------------------------------
    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    # --- Play -------------------------------------------------------------------------------
    def reset(self, seed=None, options=None):
        """Starts a new game; the same seed gives the same game."""
        if seed is None:
            seed = _random.SystemRandom().getrandbits(63)
        self.state = self.game.new_initial_state(int(seed))
        for space_seed, agent in enumerate(self.possible_agents):
            self._action_spaces[agent].seed(int(seed) + space_seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent):
        player = self._index[agent]
        mask = np.zeros(self.game.num_distinct_actions(), dtype=np.int8)
        if not self.state.is_terminal() and self.state.current_player() == player:
            mask = self.state.legal_actions_mask()
        return {"observation": self.state.observation_tensor(player), "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter=2**63):
        """The agent to act next, until every agent is done or max_iter steps."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        """Applies the action of agent_selection (None once he is terminated)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: step() needs an action id, not None")
        self.state.apply_action(int(action), self._index[agent])
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_terminal():
            returns = self.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._index[a]])
                self.terminations[a] = True
            # Terminated agents then step with None, in seat order.
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        for a, r in self.rewards.items():
            self._cumulative_rewards[a] += r

    def _dead_step(self, action):
        if action is not None:
            raise ValueError(
                f"{self.agent_selection} is terminated: the only valid action is None, got {action!r}"
            )
        agent = self.agent_selection
        self.agents.remove(agent)
        for table in (
            self.rewards,
            self._cumulative_rewards,
            self.terminations,
            self.truncations,
            self.infos,
        ):
            del table[agent]
        self.rewards = {a: 0.0 for a in self.agents}
        if self.agents:
            self.agent_selection = self.agents[0]

    # --- Text -------------------------------------------------------------------------------
    def render(self):
        if self.render_mode is None:
            return None
        text = self.state.render() if self.state is not None else ""
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self.state = None


def env(game, render_mode=None):
    """The AEC environment of `game` (a spec such as "muskets" or a bivouac.Game)."""
    return BivouacAECEnv(game, render_mode=render_mode)
